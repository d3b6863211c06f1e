import type { AppContext } from '@server/context';
import { endPayment } from './end-payment';
import { lifecycleAnswer, paymentAction } from './lifecycle-answer';
import type { PaymentCaller } from './payment-access';
import { newChange } from './payment-change';
import type { CancelReason } from '@contract/payment-states';

/** The merchant cancels a payment not yet captured (docs/decisions/0033). */
export async function cancelPayment(ctx: AppContext, caller: PaymentCaller, paymentId: string, body: { reason: CancelReason }, idempotencyKey?: string) {
  return paymentAction(ctx, caller, paymentId, { action: 'cancel', body, idempotencyKey }, ({ row }) => {
    const change = newChange(row);
    const ended = endPayment(change, { status: 'CANCELED', reason: body.reason });
    return { status: 200, body: lifecycleAnswer(ended.row, null, ended.voidReferences), change };
  });
}
