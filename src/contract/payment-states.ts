/**
 * The life of a split payment (docs/decisions/0033-payment-lifecycle.md): every status a payment, a
 * leg and a refund can have, and the one table of transitions for each. The server refuses any move
 * these tables do not list with 409 INVALID_STATE, naming the current status.
 */

export const PAYMENT_STATUSES = ['REQUIRES_AUTHORISATION', 'AUTHORISED', 'COMPLETED', 'FAILED', 'CANCELED', 'DECLINED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The statuses a payment has when decided in one call; the lifecycle's payments reach COMPLETED later. */
export const DECIDED_PAYMENT_STATUSES = ['COMPLETED', 'DECLINED'] as const;

export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  REQUIRES_AUTHORISATION: ['AUTHORISED', 'FAILED', 'CANCELED'],
  AUTHORISED: ['COMPLETED', 'CANCELED'],
  COMPLETED: [],
  FAILED: [],
  CANCELED: [],
  DECLINED: [],
};

export const LEG_STATUSES = ['PENDING', 'AUTHORISED', 'CAPTURED', 'DECLINED', 'VOIDED'] as const;
export type LegStatus = (typeof LEG_STATUSES)[number];

export const LEG_TRANSITIONS: Record<LegStatus, readonly LegStatus[]> = {
  PENDING: ['AUTHORISED', 'DECLINED', 'VOIDED'],
  AUTHORISED: ['CAPTURED', 'VOIDED'],
  CAPTURED: [],
  DECLINED: [],
  VOIDED: [],
};

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'PARTIALLY_SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_LEG_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type RefundLegStatus = (typeof REFUND_LEG_STATUSES)[number];

export const REFUND_LEG_TRANSITIONS: Record<RefundLegStatus, readonly RefundLegStatus[]> = {
  PENDING: ['SUCCEEDED', 'FAILED'],
  SUCCEEDED: [],
  FAILED: [],
};

/** Whether a table allows the move. */
export function canMove<S extends string>(table: Record<S, readonly S[]>, from: S, to: S): boolean {
  return table[from].includes(to);
}

export const CAPTURE_METHODS = ['automatic', 'manual'] as const;
export type CaptureMethod = (typeof CAPTURE_METHODS)[number];
export const LEG_CONFIRMATIONS = ['none', 'gateway'] as const;
export type LegConfirmation = (typeof LEG_CONFIRMATIONS)[number];

/** Why a payment was canceled: the first four a merchant may give, `expired` only the authorisation job. */
export const CANCEL_REASONS = ['requested_by_customer', 'abandoned', 'duplicate', 'fraudulent', 'expired'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const MERCHANT_CANCEL_REASONS = ['requested_by_customer', 'abandoned', 'duplicate', 'fraudulent'] as const;

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_ALLOCATIONS = ['keep_most_reward', 'pro_rata', 'last_leg_first'] as const;
export type RefundAllocationMethod = (typeof REFUND_ALLOCATIONS)[number];

export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The platform's refund fee policies: `retain` keeps the fee (the default), `proportional` returns its share. */
export const REFUND_FEE_POLICIES = ['retain', 'proportional'] as const;
export type RefundFeePolicy = (typeof REFUND_FEE_POLICIES)[number];

/** A payment may be re-split after declines at most this many times. */
export const MAX_RESPLITS = 3;

/** Payment statuses a payment's status filter accepts. */
export const PAYMENT_FAILURE_REASONS = ['LEG_DECLINED'] as const;
