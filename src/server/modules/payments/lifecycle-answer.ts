import type { LifecycleAnswer } from '@contract/payment-lifecycle';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { findPayment, type PaymentCaller } from './payment-access';
import { keyedWrite, type KeyedAnswer } from './keyed-write';
import { toPayment, type TransactionRow } from './to-payment';

/**
 * Runs one lifecycle action on a payment under its Idempotency-Key: the key's scope is the payment's
 * mode (an API key's own, or the payment's for a portal session); the payment row is held FOR UPDATE
 * by the work, so actions on one payment queue, on one instance or several.
 */
export async function paymentAction(
  ctx: AppContext,
  caller: PaymentCaller,
  paymentId: string,
  request: { action: string; body: unknown; idempotencyKey?: string },
  work: (tx: DbOrTx) => Promise<{ status: number; body: LifecycleAnswer | unknown }>,
): Promise<KeyedAnswer> {
  const mode = caller.mode ?? (await findPayment(ctx.database.db, caller, paymentId)).mode;
  return keyedWrite(
    ctx,
    { merchantDbId: caller.merchantDbId, mode, key: request.idempotencyKey },
    { path: `${paymentId}/${request.action}`, body: request.body },
    work,
  );
}

/** The answer of every lifecycle action: the payment as it now is, any re-split, and what to void. */
export function lifecycleAnswer(row: TransactionRow, resplit: LifecycleAnswer['resplit'], voidReferences: string[]): LifecycleAnswer {
  return { payment: toPayment(row), resplit, voidReferences };
}
