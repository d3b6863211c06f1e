import type { AllocLeg } from './refund-allocation.js';
import { rewardOf } from './test-oracle.js';

/*
 * Test-only oracles for refund and capture allocation, restated from the
 * rules (only the types come from the engine).
 */

/** Reward a leg gives up when `amount` comes off what it keeps. */
export function reversedOf(leg: AllocLeg, category: string, amount: number): number {
  return rewardOf(leg.card, category, leg.kept) - rewardOf(leg.card, category, leg.kept - amount);
}

/** Total reward given up by a split of the amount, parts by leg id. */
export function totalReversed(legs: readonly AllocLeg[], parts: readonly { legId: string; amount: number }[], category: string): number {
  return parts.reduce(
    (sum, part) =>
      sum +
      reversedOf(
        legs.find((leg) => leg.legId === part.legId)!,
        category,
        part.amount,
      ),
    0,
  );
}

/**
 * The least reward any integer split of `amount` gives up, every leg taking
 * any whole amount from 0 to its refundable: a dynamic programme over the
 * amount taken so far. Infinity when the legs cannot give back that much.
 */
export function leastReversed(legs: readonly AllocLeg[], amount: number, category: string): number {
  let best = new Float64Array(amount + 1).fill(Infinity);
  best[0] = 0;
  for (const leg of legs) {
    const next = new Float64Array(amount + 1).fill(Infinity);
    const cost = Array.from({ length: leg.refundable + 1 }, (_, x) => reversedOf(leg, category, x));
    for (let s = 0; s <= amount; s++) {
      if (best[s] === Infinity) continue;
      for (let x = 0; x <= Math.min(leg.refundable, amount - s); x++) {
        const v = best[s] + cost[x];
        if (v < next[s + x]) next[s + x] = v;
      }
    }
    best = next;
  }
  return best[amount];
}

/**
 * Some valid split of `amount` chosen by `fractions` (one per leg, 0..1): each
 * leg in turn takes that fraction of what it could, then whatever is still
 * left goes to the legs with room, first to last.
 */
export function someSplit(legs: readonly AllocLeg[], amount: number, fractions: readonly number[]): { legId: string; amount: number }[] {
  let left = amount;
  const taken = legs.map((leg, i) => {
    const take = Math.floor((fractions[i] ?? 0) * Math.min(left, leg.refundable));
    left -= take;
    return take;
  });
  legs.forEach((leg, i) => {
    const more = Math.min(left, leg.refundable - taken[i]);
    taken[i] += more;
    left -= more;
  });
  return legs.map((leg, i) => ({ legId: leg.legId, amount: taken[i] }));
}
