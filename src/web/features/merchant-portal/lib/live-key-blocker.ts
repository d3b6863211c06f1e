import type { MerchantSummary } from '@contract/merchant-auth';

/**
 * Why live keys are not available yet, or null when they are. The server enforces the same rules:
 * 403 FEATURE_NOT_ENABLED while the self-service-live-keys flag is off for the merchant, then 403
 * VERIFICATION_REQUIRED.
 */
export function liveKeyBlocker(
  merchant: Pick<MerchantSummary, 'status' | 'verificationStatus'>,
  selfServiceLiveKeys: boolean | 'loading' = true,
): string | null {
  if (selfServiceLiveKeys === 'loading') return 'Checking whether live keys are available to your account…';
  if (!selfServiceLiveKeys) return 'Live keys cannot be created from the portal for your account yet. Contact SmartSplit support to get one.';
  if (merchant.status !== 'ACTIVE') return 'Live keys need an active account; yours is pending approval.';
  if (merchant.verificationStatus !== 'APPROVED') return 'Live keys unlock once your business verification is approved.';
  return null;
}
