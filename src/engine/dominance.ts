import { curveReward, type Curve } from './curve.js';
import { MIN_SPLIT } from './types.js';

/**
 * True when `a` can stand in for `b` in any allocation without losing reward:
 * it takes at least as much and earns at least as much for every x that `b`
 * could take. Both curves are linear between their breakpoints, so checking
 * the breakpoints inside [MIN_SPLIT, b.avail] covers every integer x.
 */
export function dominates(a: Curve, b: Curve): boolean {
  if (a.avail < b.avail) return false;
  const low = MIN_SPLIT;
  const high = b.avail;
  const points = [low, high, a.ends[0], a.ends[1], b.ends[0], b.ends[1]];
  for (const x of points) {
    if (x < low || x > high) continue;
    if (curveReward(a, x) < curveReward(b, x)) return false;
  }
  return true;
}

/**
 * For each position p, the later positions its card dominates. The search
 * only uses a later card if every earlier card dominating it is also used:
 * swapping a dominated card for an unused dominator keeps the card count and
 * never lowers the reward, and each swap moves a card to an earlier position,
 * so some optimal split with the fewest cards obeys all these rules at once.
 */
export function dominatedLists(curves: readonly Curve[]): number[][] {
  return curves.map((a, p) => {
    const dominated: number[] = [];
    for (let q = p + 1; q < curves.length; q++) {
      if (dominates(a, curves[q])) dominated.push(q);
    }
    return dominated;
  });
}
