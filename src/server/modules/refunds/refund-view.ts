import type { Refund } from '@contract/payment-lifecycle';
import type { refunds } from '@server/db/schema/index';

export type RefundRow = typeof refunds.$inferSelect;

/** The public refund. */
export function toRefund(row: RefundRow, paymentId: string): Refund {
  return {
    id: row.id,
    paymentId,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    allocation: row.allocation,
    legs: row.legs.map((l) => ({
      legId: l.legId,
      cardId: l.cardId,
      amount: l.amount,
      rewardReversed: l.rewardReversed,
      status: l.status,
      failureReason: l.failureReason,
    })),
    feeReturned: row.feeReturned,
    createdAt: row.createdAt.toISOString(),
  };
}
