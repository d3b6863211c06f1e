import type { SandboxSimulation } from '@contract/sandbox';
import { explainSplit, type EngineCard } from '@engine/index';
import type { AppContext } from '@server/context';
import { checkAmount, decidePayment, feeFor, paymentCache } from '../payments';
import { simulateResplit } from './simulate-resplit';

export interface SimulationInput {
  amount: number;
  category: string;
  maxSplits: number;
  cards: EngineCard[];
  /** Show the re-split a decline of this card's leg would cause. */
  declineCardId?: string;
}

/**
 * The payment API's decision for a body, explained, with nothing written: the same amount check
 * and decision function as the payment path (decide-payment.ts), on the same cached settings and
 * blocked BINs, so the split is the one process-payment would store. Velocity is left out: it is a
 * count of the customer's stored payments, and a simulation is not one.
 */
export async function simulatePayment(
  ctx: AppContext,
  {
    input,
    merchantDbId,
    now = new Date(),
  }: { input: SimulationInput; /** The merchant whose fee applies; the platform default without one. */ merchantDbId?: string; now?: Date },
): Promise<SandboxSimulation> {
  const cache = paymentCache(ctx);
  const { settings, refusal } = await checkAmount(cache, await cache.settings(), input.amount);
  if (refusal) throw refusal;
  const feePercent = merchantDbId === undefined ? settings.feePercent : feeFor(settings, merchantDbId, now.getTime()).feePercent;
  const { outcome, feeAmount, blocked } = decidePayment(input, settings, now, feePercent);
  const completed = outcome.status === 'COMPLETED';
  const { declineCardId } = input;
  const resplit = declineCardId === undefined ? {} : { resplit: simulateResplit({ ...input, declineCardId, outcome, blockedBinPrefixes: blocked, now }) };
  return {
    status: outcome.status,
    paymentApiStatus: completed ? 201 : 402,
    amount: input.amount,
    currency: 'GBP',
    category: input.category,
    maxSplits: input.maxSplits,
    feeAmount,
    splits: outcome.splits,
    totalReward: outcome.totalReward,
    declinedCards: outcome.declinedCards,
    declineReason: outcome.declineReason,
    explanation: explainSplit(input, outcome),
    ...resplit,
  };
}
