import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { platformSettings } from '@server/db/schema/index';

export interface PlatformSettings {
  /** Percent, e.g. 0.5 for 0.5%. */
  defaultFeePercent: number;
  /** Whole pounds. */
  minTransactionAmount: number;
  /** Whole pounds. */
  maxTransactionAmount: number;
  autoApproveEnabled: boolean;
  /** Admins without two-factor sign-in must set it up before anything else (modules/mfa/admin-enrolment.ts). */
  requireAdminMfa: boolean;
  /** Days after a payment completes before its funds are paid out (modules/payouts). */
  payoutDelayDays: number;
  /** Pence debited when a dispute is lost or accepted (modules/disputes). */
  disputeFee: number;
  /** Hours an authorised payment waits for capture (modules/payments/expire-authorisations.ts). */
  authorisationValidityHours: number;
  /** Whether a refund returns the fee's share (modules/refunds). */
  refundFeePolicy: 'retain' | 'proportional';
}

export const DEFAULT_SETTINGS: PlatformSettings = {
  defaultFeePercent: 0.5,
  minTransactionAmount: 1,
  maxTransactionAmount: 1_000_000,
  autoApproveEnabled: false,
  requireAdminMfa: false,
  payoutDelayDays: 7,
  disputeFee: 1500,
  authorisationValidityHours: 168,
  refundFeePolicy: 'retain',
};

/**
 * Read fresh on every use (one indexed row), so a change applies to the very
 * next sign-up on every instance. The payment path keeps its own copy
 * (modules/payments/payment-cache.ts), dropped on NOTIFY and re-checked inside
 * each payment's transaction, so a change applies to its next payment too.
 */
export async function getPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1)).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  return {
    defaultFeePercent: Number(row.defaultFeePercent),
    minTransactionAmount: row.minTransactionAmount,
    maxTransactionAmount: row.maxTransactionAmount,
    autoApproveEnabled: row.autoApproveEnabled,
    requireAdminMfa: row.requireAdminMfa,
    payoutDelayDays: row.payoutDelayDays,
    disputeFee: row.disputeFee,
    authorisationValidityHours: row.authorisationValidityHours,
    refundFeePolicy: row.refundFeePolicy,
  };
}
