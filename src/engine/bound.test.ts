import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.js';
import { Bounds, type Node } from './bound.js';
import { Coverage } from './coverage.js';
import { buildCurve, type Curve } from './curve.js';
import { inputArb, LARGE } from './test-arbitraries.js';
import { tol } from './test-oracle.js';
import { declineReason } from './viability.js';

/** Best completion of a node by trying every allowed set of extra cards. */
function bestCompletion(curves: Curve[], amount: number, node: Node) {
  const free = curves.map((_, p) => p).filter((p) => p >= node.from && node.blocked[p] === 0);
  let value = -Infinity;
  let fewest = Infinity;
  for (let mask = 0; mask < 1 << free.length; mask++) {
    const extra = free.filter((_, i) => mask & (1 << i));
    const members = [...node.chosen, ...extra];
    if (extra.length < node.minExtra || extra.length > node.slots || members.length === 0) continue;
    if (members.length * 100 > amount) continue;
    if (members.reduce((sum, p) => sum + curves[p].avail, 0) < amount) continue;
    value = Math.max(value, allocate(curves, members, amount).value);
    fewest = Math.min(fewest, members.length);
  }
  return { value, fewest };
}

describe('Bounds and Coverage', () => {
  it('never promise less than the best completion of a node', { timeout: 60_000 }, () => {
    const cases = fc.record({
      input: inputArb({ ...LARGE, cards: 8 }),
      picks: fc.array(fc.nat(), { maxLength: 3 }),
      fromShift: fc.nat({ max: 3 }),
      minExtra: fc.integer({ min: 0, max: 1 }),
    });
    fc.assert(
      fc.property(cases, ({ input, picks, fromShift, minExtra }) => {
        const { amount, maxSplits } = input;
        if (amount < 100) return;
        const curves = input.cards
          .filter((c) => declineReason(c, amount, input.blockedBinPrefixes, input.now) === null)
          .map((c, i) => buildCurve(c, i, input.category, amount));
        if (curves.length === 0) return;
        const chosen = [...new Set(picks.map((p) => p % curves.length))].sort((a, b) => a - b).slice(0, maxSplits);
        const from = Math.min(curves.length, (chosen.at(-1) ?? -1) + 1 + fromShift);
        const node: Node = {
          chosen,
          chosenAvail: chosen.reduce((sum, p) => sum + curves[p].avail, 0),
          from,
          blocked: curves.map((_, p) => (p % 5 === 4 ? 1 : 0)),
          slots: maxSplits - chosen.length,
          minExtra,
        };
        const truth = bestCompletion(curves, amount, node);
        const minCards = new Coverage(
          curves.map((c) => c.avail),
          amount,
          maxSplits,
        ).minCards(node);
        if (truth.value === -Infinity) return;
        expect(minCards).toBeGreaterThanOrEqual(0);
        expect(minCards).toBeLessThanOrEqual(truth.fewest);
        const bound = new Bounds(curves, amount, maxSplits).value(node, -Infinity);
        expect(bound).toBeGreaterThanOrEqual(truth.value - tol(truth.value));
      }),
      { numRuns: 1500 },
    );
  });
});
