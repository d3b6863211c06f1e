import type { Payment } from '@contract/payments';
import type { transactions } from '@server/db/schema/index';

type TransactionRow = typeof transactions.$inferSelect;

/** The public shape of a stored transaction, as process-payment answered it. */
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
    createdAt: row.createdAt.toISOString(),
  };
}
