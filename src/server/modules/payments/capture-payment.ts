import { allocateCapture } from '@engine/index';
import type { StoredLeg } from '@server/db/schema/index';
import type { AppContext } from '@server/context';
import { AppError } from '@server/errors';
import { lifecycleAnswer, paymentAction } from './lifecycle-answer';
import { completePayment } from './complete-payment';
import { termsCard } from './legs';
import type { PaymentCaller } from './payment-access';
import { newChange } from './payment-change';
import type { NewHistory } from './payment-history';
import { assertPaymentMove } from './transitions';

/**
 * Capture of an authorised payment (docs/decisions/0033), in whole or in part. A partial capture
 * takes from each leg what keeps the customer the most reward (the engine's allocateCapture) and
 * voids what is left; a leg left with nothing is VOIDED and its reference returned to void.
 */
export async function capturePayment(ctx: AppContext, caller: PaymentCaller, paymentId: string, body: { amount?: number }, idempotencyKey?: string) {
  return paymentAction(ctx, caller, paymentId, { action: 'capture', body, idempotencyKey }, async ({ row }, db) => {
    assertPaymentMove(row.status, 'COMPLETED');
    const legs = row.legs;
    const authorised = legs.filter((l) => l.status === 'AUTHORISED');
    const total = authorised.reduce((s, l) => s + l.amountAuthorised, 0);
    const amount = body.amount ?? total;
    if (amount > total) {
      throw new AppError('AMOUNT_EXCEEDS_AUTHORISED', 422, `Only ${total} pence is authorised`, { field: 'amount' });
    }
    const takes =
      amount === total
        ? new Map(authorised.map((l) => [l.id, l.amountAuthorised]))
        : new Map(
            allocateCapture(
              authorised.map((l) => ({ legId: l.id, card: termsCard(l), kept: l.amountAuthorised, refundable: l.amountAuthorised })),
              amount,
              row.category,
            ).map((a) => [a.legId, a.amount]),
          );
    const history: NewHistory[] = [];
    const voidReferences: string[] = [];
    const next: StoredLeg[] = legs.map((leg) => {
      if (leg.status !== 'AUTHORISED') return leg;
      const take = takes.get(leg.id) ?? 0;
      const status = take > 0 ? 'CAPTURED' : 'VOIDED';
      if (status === 'VOIDED' && leg.processorReference) voidReferences.push(leg.processorReference);
      history.push({
        subject: 'leg',
        subjectId: leg.id,
        fromStatus: 'AUTHORISED',
        toStatus: status,
        cause: 'capture',
        note: take < leg.amountAuthorised && take > 0 ? `captured ${take} of ${leg.amountAuthorised}` : null,
      });
      return { ...leg, status, amountCaptured: take };
    });
    const change = newChange(row);
    const updated = await completePayment(db, change, next, history);
    return { status: 200, body: lifecycleAnswer(updated, null, voidReferences), change };
  });
}
