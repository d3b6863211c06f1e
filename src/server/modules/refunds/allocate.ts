import type { CreateRefundRequest } from '@contract/payment-lifecycle';
import { allocateRefund, explicitAllocation, type LegAllocation } from '@engine/index';
import { AppError } from '@server/errors';
import type { RefundableLeg } from './refundable';

const exceeds = (message: string, field?: string) => new AppError('REFUND_EXCEEDS_REFUNDABLE', 422, message, field ? { field } : undefined);

/**
 * The legs a refund takes its amount from (docs/decisions/0033): the engine's allocation for a named
 * method, or the caller's own legs, checked against what each leg can still refund.
 */
export function allocate(
  legs: RefundableLeg[],
  request: Pick<CreateRefundRequest, 'amount' | 'allocation'>,
  category: string,
): { amount: number; method: string; parts: LegAllocation[] } {
  const refundable = legs.reduce((s, l) => s + l.refundable, 0);
  const allocation = request.allocation ?? 'keep_most_reward';
  if (typeof allocation === 'object') {
    const byId = new Map(legs.map((l) => [l.legId, l]));
    const seen = new Set<string>();
    allocation.legs.forEach((part, i) => {
      const leg = byId.get(part.legId);
      if (!leg) throw new AppError('LEG_NOT_FOUND', 404, `No captured leg ${part.legId} on this payment`, { field: `allocation.legs.${i}.legId` });
      if (seen.has(part.legId)) throw new AppError('VALIDATION_ERROR', 400, `Leg ${part.legId} is named twice`, { field: `allocation.legs.${i}.legId` });
      seen.add(part.legId);
      if (part.amount > leg.refundable) throw exceeds(`Leg ${part.legId} can refund at most ${leg.refundable} pence`, `allocation.legs.${i}.amount`);
    });
    const amount = allocation.legs.reduce((s, p) => s + p.amount, 0);
    if (request.amount !== undefined && request.amount !== amount) {
      throw new AppError('VALIDATION_ERROR', 400, `amount is ${request.amount} but the legs add up to ${amount}`, { field: 'amount' });
    }
    return { amount, method: 'explicit', parts: explicitAllocation(legs, allocation.legs, category) };
  }
  const amount = request.amount ?? refundable;
  if (amount === 0 || amount > refundable) throw exceeds(`At most ${refundable} pence can be refunded`, 'amount');
  const parts = allocateRefund(legs, amount, allocation, category);
  if (!parts) throw exceeds(`At most ${refundable} pence can be refunded`, 'amount');
  return { amount, method: allocation, parts };
}
