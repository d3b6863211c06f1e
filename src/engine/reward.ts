import type { EngineCard } from './types.js';

/** The category rate when the card names that category, else its base rate. */
export function effectiveRate(card: EngineCard, category: string): number {
  const rates = card.categoryRates;
  // hasOwn, not `in`: a category called "constructor" must not hit Object.prototype.
  if (rates !== undefined && Object.hasOwn(rates, category)) {
    const rate = rates[category];
    if (typeof rate === 'number') return rate;
  }
  return card.rewardRate;
}

/**
 * Units at which the cap is used up. Infinity when there is no cap, and when
 * the rate is 0: nothing is ever earned at rate 0, so the cap is never reached
 * (and cap / 0 would be NaN for a zero cap).
 */
export function capThreshold(rate: number, cap: number | undefined): number {
  if (cap === undefined || rate === 0) return Infinity;
  return cap / rate;
}

/** Shared by cardReward and the optimiser so both evaluate identical floats. */
export function rewardAt(rate: number, cap: number, afterRate: number, threshold: number, x: number): number {
  if (threshold === Infinity) return rate * x;
  return Math.min(rate * x, cap) + afterRate * Math.max(0, x - threshold);
}

/** Unrounded reward for putting x minor units on the card. */
export function cardReward(card: EngineCard, category: string, x: number): number {
  const rate = effectiveRate(card, category);
  const cap = card.rewardCap;
  const threshold = capThreshold(rate, cap);
  return rewardAt(rate, cap ?? 0, card.rateAfterCap ?? 0, threshold, x);
}
