import { capThreshold, effectiveRate, rewardAt } from './reward.js';
import type { EngineCard } from './types.js';

/**
 * A viable card's reward as a function of whole minor units on [0, avail].
 *
 * On integers the reward is concave and piecewise linear with at most three
 * pieces: `rate` up to ends[0] = floor(threshold), one mixed unit up to ends[1]
 * when the threshold is fractional (its slope lies between the other two), then
 * `afterRate` up to ends[2] = avail. Concavity is what makes filling by
 * marginal slope optimal for a fixed set of cards.
 */
export interface Curve {
  /** Position in the caller's card list; the final tie-breaker everywhere. */
  readonly index: number;
  readonly card: EngineCard;
  /** Available, clamped to the amount: no card can take more than the whole payment. */
  readonly avail: number;
  readonly rate: number;
  readonly cap: number;
  readonly afterRate: number;
  readonly threshold: number;
  readonly ends: readonly [number, number, number];
  readonly slopes: readonly [number, number, number];
}

export function buildCurve(card: EngineCard, index: number, category: string, amount: number): Curve {
  const rate = effectiveRate(card, category);
  const cap = card.rewardCap ?? 0;
  const threshold = capThreshold(rate, card.rewardCap);
  const afterRate = threshold === Infinity ? 0 : (card.rateAfterCap ?? 0);
  const avail = Math.min(card.available, amount);
  const knee = Math.floor(threshold);
  const end0 = Math.min(avail, knee);
  const end1 = Number.isInteger(threshold) ? end0 : Math.min(avail, knee + 1);
  const mixed = end1 > end0 ? rewardAt(rate, cap, afterRate, threshold, end1) - rewardAt(rate, cap, afterRate, threshold, end0) : afterRate;
  return {
    index,
    card,
    avail,
    rate,
    cap,
    afterRate,
    threshold,
    ends: [end0, end1, avail],
    slopes: [rate, mixed, afterRate],
  };
}

export function curveReward(curve: Curve, x: number): number {
  return rewardAt(curve.rate, curve.cap, curve.afterRate, curve.threshold, x);
}
