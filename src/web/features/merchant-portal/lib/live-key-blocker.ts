import type { MerchantSummary } from '@contract/merchant-auth';

/** Why live keys are not available yet, or null when they are. The server enforces the same rule (403 VERIFICATION_REQUIRED). */
export function liveKeyBlocker(merchant: Pick<MerchantSummary, 'status' | 'verificationStatus'>): string | null {
  if (merchant.status !== 'ACTIVE') return 'Live keys need an active account; yours is pending approval.';
  if (merchant.verificationStatus !== 'APPROVED') return 'Live keys unlock once your business verification is approved.';
  return null;
}
