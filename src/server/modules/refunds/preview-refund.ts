import { REFUND_ALLOCATIONS } from '@contract/payment-states';
import type { AppContext } from '@server/context';
import { AppError } from '@server/errors';
import { allocateRefund, round2 } from '@engine/index';
import { invalidState, readPayment, type PaymentCaller } from '../payments';
import { refundableLegs } from './refundable';

/** Every named allocation of a refund amount side by side, with the reward each reverses; nothing is written. */
export async function previewRefund(ctx: AppContext, caller: PaymentCaller, paymentId: string, body: { amount?: number }) {
  const { row, disputed } = await readPayment(ctx.database.db, caller, paymentId, { lock: false, disputed: true });
  if (row.status !== 'COMPLETED') throw invalidState('payment', row.status, 'refunded');
  const legs = refundableLegs(row, disputed!);
  const refundable = legs.reduce((s, l) => s + l.refundable, 0);
  const amount = body.amount ?? refundable;
  if (amount === 0 || amount > refundable)
    throw new AppError('REFUND_EXCEEDS_REFUNDABLE', 422, `At most ${refundable} pence can be refunded`, { field: 'amount' });
  const cardOf = new Map(legs.map((l) => [l.legId, l.leg.cardId]));
  const options = REFUND_ALLOCATIONS.map((allocation) => {
    const parts = allocateRefund(legs, amount, allocation, row.category) ?? [];
    return {
      allocation,
      legs: parts.map((p) => ({ legId: p.legId, cardId: cardOf.get(p.legId)!, amount: p.amount, rewardReversed: p.rewardReversed })),
      rewardReversed: round2(parts.reduce((s, p) => s + p.rewardReversed, 0)),
    };
  });
  return { amount, refundable, options };
}
