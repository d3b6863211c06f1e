import { and, eq, sql } from 'drizzle-orm';
import type { Mode } from '@contract/payments';
import type { DbOrTx } from '@server/db/client';
import { transactions } from '@server/db/schema/index';
import { AppError, merchantSuspended, unauthorized } from '@server/errors';
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
  /**
   * Set for an API key: its id. The route may have taken the key from the in-process cache, so the
   * action's write checks it again (apply_payment_change), and an action refused before any write
   * checks it with keyRefusal.
   */
  apiKeyId?: string;
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

/** The answer for a key apply_payment_change refused, or keyRefusal found: 401 for a revoked key, 403 for a suspended merchant. */
export const refusedKey = (outcome: 'revoked' | 'suspended') => (outcome === 'revoked' ? unauthorized('Invalid or revoked API key') : merchantSuspended());

/**
 * Why an API key may no longer act, checked in the database (the route's key may come from the
 * in-process cache): 'revoked' for a revoked or deleted key, 'suspended' for a suspended merchant,
 * or null. The same test as apply_payment_change's first step.
 */
export async function keyRefusal(db: DbOrTx, apiKeyId: string): Promise<'revoked' | 'suspended' | null> {
  const { rows } = await db.execute<{ refusal: 'revoked' | 'suspended' | 'active' }>(
    sql`select coalesce((select case when k.revoked_at is not null then 'revoked' when m.status = 'SUSPENDED' then 'suspended' else 'active' end
          from api_keys k join merchants m on m.id = k.merchant_id where k.id = ${apiKeyId}), 'revoked') as refusal`,
  );
  const refusal = rows[0]?.refusal ?? 'revoked';
  return refusal === 'active' ? null : refusal;
}
