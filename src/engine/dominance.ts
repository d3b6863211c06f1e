import { curveReward, type Curve } from './curve.js';
import { MIN_SPLIT } from './types.js';

/**
 * True when `a` can stand in for `b` in any allocation without losing reward:
 * it takes at least as much and earns at least as much for every x that `b`
 * could take. Both curves are concave and piecewise linear on the integers,
 * so f_a − f_b only bends upwards at b's breakpoints (and downwards at a's):
 * its minimum over [MIN_SPLIT, b.avail] sits at an end or a breakpoint of b.
 */
export function dominates(a: Curve, b: Curve): boolean {
  if (a.avail < b.avail) return false;
  return atLeast(a, b, MIN_SPLIT) && atLeast(a, b, b.avail) && atLeast(a, b, b.ends[0]) && atLeast(a, b, b.ends[1]);
}

function atLeast(a: Curve, b: Curve, x: number): boolean {
  if (x < MIN_SPLIT || x > b.avail) return true;
  return curveReward(a, x) >= curveReward(b, x);
}

/**
 * Which later positions each card dominates, computed on first use (the
 * search only asks about cards it leaves out, usually a handful).
 *
 * The search only uses a later card if every earlier card dominating it is
 * also used: swapping a dominated card for an unused dominator keeps the card
 * count and never lowers the reward, and each swap moves a card to an earlier
 * position, so some optimal split with the fewest cards obeys all these rules
 * at once.
 */
export class Dominance {
  private readonly cache: (number[] | undefined)[];

  constructor(private readonly curves: readonly Curve[]) {
    this.cache = new Array<number[] | undefined>(curves.length);
  }

  dominatedBy(p: number): readonly number[] {
    let list = this.cache[p];
    if (list === undefined) {
      list = [];
      for (let q = p + 1; q < this.curves.length; q++) {
        if (dominates(this.curves[p], this.curves[q])) list.push(q);
      }
      this.cache[p] = list;
    }
    return list;
  }
}
