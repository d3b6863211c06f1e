import type { CancelReason, RefundAllocationMethod, RefundReason, RefundState } from '@contract/payment-states';

/** People read these; the API takes the codes. Shared by the portal and the admin panel. */

export const REFUND_ALLOCATION_LABELS: Record<RefundAllocationMethod, string> = {
  keep_most_reward: 'Keep the most reward',
  pro_rata: 'Pro rata',
  last_leg_first: 'Last leg first',
};

export const REFUND_ALLOCATION_HINTS: Record<RefundAllocationMethod, string> = {
  keep_most_reward: 'Refunds first from the cards whose reward is smallest, so the customer keeps the most reward.',
  pro_rata: 'Refunds each card in proportion to what it paid.',
  last_leg_first: 'Refunds the last card charged first, then the one before it.',
};

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  requested_by_customer: 'Requested by the customer',
  abandoned: 'Abandoned',
  duplicate: 'Duplicate',
  fraudulent: 'Fraudulent',
  expired: 'Authorisation expired',
};

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: 'Requested by the customer',
  duplicate: 'Duplicate',
  fraudulent: 'Fraudulent',
  other: 'Other',
};

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  none: 'Not refunded',
  partial: 'Partly refunded',
  full: 'Fully refunded',
};

/** Allocation as the server stores it on a refund (explicit included): its label, or the code itself. */
export function allocationLabel(allocation: string): string {
  return allocation in REFUND_ALLOCATION_LABELS ? REFUND_ALLOCATION_LABELS[allocation as RefundAllocationMethod] : allocation.replace(/_/g, ' ');
}

/** "leg_x" -> "VISA ••4242", from the payment's legs; the card id when the leg is unknown. */
export function legCardName(legs: readonly { id: string; cardId: string; brand: string; last4: string }[], legId: string, cardId: string): string {
  const leg = legs.find((l) => l.id === legId);
  return leg ? `${leg.brand} ••${leg.last4}` : cardId;
}
