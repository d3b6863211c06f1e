import { curveReward, type Curve } from './curve.js';
import type { BestSplit } from './search.js';
import { tolerance } from './tolerance.js';

/**
 * A payment under MIN_SPLIT cannot be divided, so it goes whole on the card
 * earning most; among equal rewards the earliest card in input order wins.
 */
export function bestSingleCard(viable: readonly Curve[], amount: number, maxSplits: number): BestSplit | null {
  if (maxSplits < 1) return null;
  let best: Curve | null = null;
  let bestValue = -Infinity;
  // Viability already guarantees every card can take the whole amount.
  for (const curve of viable) {
    const value = curveReward(curve, amount);
    if (best === null || value > bestValue + tolerance(bestValue)) {
      best = curve;
      bestValue = value;
    }
  }
  return best === null ? null : { curves: [best], amounts: [amount], value: bestValue };
}
