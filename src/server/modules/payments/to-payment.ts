import type { Payment } from '@contract/payments';
import type { RefundState } from '@contract/payment-states';
import type { transactions } from '@server/db/schema/index';
import { publicLeg } from './legs';

export type TransactionRow = typeof transactions.$inferSelect;

/** none, partial or full, from what was captured and what was refunded. */
export function refundState(captured: number, refunded: number): RefundState {
  if (refunded === 0) return 'none';
  return refunded >= captured ? 'full' : 'partial';
}

/** The public shape of a stored transaction, as process-payment answered it (and as it stands now). */
export function toPayment(row: TransactionRow): Payment {
  return {
    transactionId: row.transactionId,
    status: row.status,
    mode: row.mode,
    amount: row.amount,
    currency: 'GBP',
    feeAmount: row.feeAmount,
    customerEmail: row.customerEmail,
    category: row.category,
    splits: row.splits as Payment['splits'],
    totalReward: Number(row.totalReward),
    declinedCards: row.declinedCards as Payment['declinedCards'],
    declineReason: row.declineReason as Payment['declineReason'],
    legs: row.legs.map(publicLeg),
    captureMethod: row.captureMethod,
    legConfirmation: row.legConfirmation,
    amountCaptured: row.amountCaptured,
    amountRefunded: row.amountRefunded,
    refundStatus: refundState(row.amountCaptured, row.amountRefunded),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}
