import { and, eq } from 'drizzle-orm';
import type { Mode } from '@contract/payments';
import type { DbOrTx } from '@server/db/client';
import { transactions } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import type { TransactionRow } from './to-payment';

/**
 * Who acts on a payment (docs/decisions/0033): an API key sees its merchant's payments in its own
 * mode, a portal session its merchant's payments in both. Anything else is not found.
 */
export interface PaymentCaller {
  merchantDbId: string;
  /** Set for an API key: its mode. */
  mode?: Mode;
  /** Who, for the history: the key's prefix or the user's id. */
  actor: string;
}

export const paymentNotFound = () => new AppError('TRANSACTION_NOT_FOUND', 404, 'No such payment');

/** The payment with this public id, if the caller may see it: the condition every read of a caller's payment uses. */
export const callersPayment = (caller: PaymentCaller, paymentId: string) =>
  and(
    eq(transactions.transactionId, paymentId),
    eq(transactions.merchantId, caller.merchantDbId),
    caller.mode ? eq(transactions.mode, caller.mode) : undefined,
  );

/** The payment by its public id, as the caller may see it; with `lock`, held FOR UPDATE to the end of the transaction. */
export async function findPayment(db: DbOrTx, caller: PaymentCaller, paymentId: string, lock = false): Promise<TransactionRow> {
  const query = db.select().from(transactions).where(callersPayment(caller, paymentId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw paymentNotFound();
  return row;
}
