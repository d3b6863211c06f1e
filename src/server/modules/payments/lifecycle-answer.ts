import type { LifecycleAnswer } from '@contract/payment-lifecycle';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import type { PaymentCaller } from './payment-access';
import { paymentCache } from './payment-cache';
import { changePayment, readPayment, readPaymentTogether, type KeyedAnswer, type PaymentRead, type Planned } from './payment-change';
import { toPayment, type TransactionRow } from './to-payment';

/**
 * Runs one lifecycle action on a payment, found by its public id, under its Idempotency-Key (scoped
 * to the payment's mode: an API key's own, or the payment's for a portal session). The action plans
 * its change from the payment as read; changePayment writes it in one statement, or plans again when
 * another action on the payment won meanwhile, so actions on one payment take turns, on one instance
 * or several.
 */
export async function paymentAction(
  ctx: AppContext,
  caller: PaymentCaller,
  paymentId: string,
  request: { action: string; body: unknown; idempotencyKey?: string; disputed?: boolean },
  plan: (found: PaymentRead, db: DbOrTx) => Promise<Planned> | Planned,
): Promise<KeyedAnswer> {
  return changePayment(
    ctx,
    caller,
    { path: `${paymentId}/${request.action}`, body: request.body, idempotencyKey: request.idempotencyKey, turn: paymentId },
    (db, lock) =>
      lock
        ? readPayment(db, caller, paymentId, { lock, disputed: request.disputed })
        : readPaymentTogether(ctx.database.db, caller, paymentId, {
            disputed: request.disputed,
            refundFeePolicy: async () => (await paymentCache(ctx).settings()).refundFeePolicy,
          }),
    plan,
  );
}

/** The answer of every lifecycle action: the payment as it now is, any re-split, and what to void. */
export function lifecycleAnswer(row: TransactionRow, resplit: LifecycleAnswer['resplit'], voidReferences: string[]): LifecycleAnswer {
  return { payment: toPayment(row), resplit, voidReferences };
}
