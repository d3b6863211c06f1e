import { curveReward, type Curve } from './curve.js';
import { MIN_SPLIT } from './types.js';

export interface Allocation {
  /** Units per member, parallel to the members passed in. */
  readonly amounts: number[];
  readonly value: number;
}

/**
 * Best allocation of `amount` over exactly these cards, each taking at least
 * MIN_SPLIT. Caller guarantees feasibility: members.length * MIN_SPLIT <= amount
 * <= sum of avail.
 *
 * Every card first takes its minimum (its highest-slope units, by concavity);
 * the rest goes unit-block by unit-block to the card whose next unit earns
 * most. For separable concave objectives under a sum constraint and box bounds
 * this greedy is optimal. Equal slopes go to the earlier input card, which
 * keeps the result deterministic.
 */
export function allocate(curves: readonly Curve[], members: readonly number[], amount: number): Allocation {
  const count = members.length;
  const amounts = new Array<number>(count).fill(MIN_SPLIT);
  const segment = new Array<number>(count).fill(0);
  for (let i = 0; i < count; i++) advance(curves[members[i]], amounts[i], segment, i);

  let remaining = amount - count * MIN_SPLIT;
  while (remaining > 0) {
    let pick = -1;
    let pickSlope = -Infinity;
    let pickIndex = Infinity;
    for (let i = 0; i < count; i++) {
      const curve = curves[members[i]];
      if (segment[i] > 2) continue;
      const slope = curve.slopes[segment[i]];
      if (slope > pickSlope || (slope === pickSlope && curve.index < pickIndex)) {
        pick = i;
        pickSlope = slope;
        pickIndex = curve.index;
      }
    }
    if (pick < 0) throw new Error('allocate: infeasible member set');
    const curve = curves[members[pick]];
    const take = Math.min(remaining, curve.ends[segment[pick]] - amounts[pick]);
    amounts[pick] += take;
    remaining -= take;
    advance(curve, amounts[pick], segment, pick);
  }

  let value = 0;
  for (let i = 0; i < count; i++) value += curveReward(curves[members[i]], amounts[i]);
  return { amounts, value };
}

/** Moves a member's segment pointer past segments it has filled. */
function advance(curve: Curve, filled: number, segment: number[], i: number): void {
  while (segment[i] <= 2 && curve.ends[segment[i]] <= filled) segment[i]++;
}
