import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCapture, allocateRefund, explicitAllocation, type AllocationMethod, type AllocLeg, type LegAllocation } from './refund-allocation.js';
import { round2 } from './rounding.js';
import { legsArb, refundArb } from './test-lifecycle-arbitraries.js';
import { tol } from './test-oracle.js';
import { leastReversed, reversedOf, someSplit, totalReversed } from './test-refund-oracle.js';

const METHODS: AllocationMethod[] = ['keep_most_reward', 'pro_rata', 'last_leg_first'];

/** The shape every allocation keeps: leg order, whole positive amounts within refundable, the exact sum, each reversal from the card's terms. */
function checkShape(legs: AllocLeg[], amount: number, out: LegAllocation[] | null, category: string): LegAllocation[] {
  const refundable = legs.reduce((sum, leg) => sum + leg.refundable, 0);
  if (amount > refundable) {
    expect(out).toBeNull();
    return [];
  }
  expect(out).not.toBeNull();
  const parts = out!;
  const positions = parts.map((part) => legs.findIndex((leg) => leg.legId === part.legId));
  expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]))).toBe(true);
  for (const [i, part] of parts.entries()) {
    const leg = legs[positions[i]];
    expect(Number.isInteger(part.amount)).toBe(true);
    expect(part.amount).toBeGreaterThan(0);
    expect(part.amount).toBeLessThanOrEqual(leg.refundable);
    expect(part.rewardReversed).toBe(round2(reversedOf(leg, category, part.amount)));
  }
  expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(amount);
  return parts;
}

describe('allocateRefund', () => {
  it('keeps the shape and the exact sum for every method', () => {
    fc.assert(
      fc.property(refundArb(6, 5_000), ({ legs, amount, category }) => {
        for (const method of METHODS) checkShape(legs, amount, allocateRefund(legs, amount, method, category), category);
      }),
      { numRuns: 2000 },
    );
  });

  it('keep_most_reward gives up the least reward any integer split can (brute force)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(refundArb(4, 400), ({ legs, amount, category }) => {
        const parts = checkShape(legs, amount, allocateRefund(legs, amount, 'keep_most_reward', category), category);
        const best = leastReversed(legs, amount, category);
        if (best === Infinity) return;
        const got = totalReversed(legs, parts, category);
        expect(Math.abs(got - best)).toBeLessThanOrEqual(tol(best));
      }),
      { numRuns: 3000 },
    );
  });

  it('keep_most_reward leaves at least as much reward as pro rata, last leg first and any explicit split', () => {
    const arb = refundArb(6, 50_000).chain((c) =>
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }).map((fractions) => ({ ...c, fractions })),
    );
    fc.assert(
      fc.property(arb, ({ legs, amount, category, fractions }) => {
        const best = allocateRefund(legs, amount, 'keep_most_reward', category);
        if (best === null) return;
        const least = totalReversed(legs, best, category);
        const others = [
          allocateRefund(legs, amount, 'pro_rata', category)!,
          allocateRefund(legs, amount, 'last_leg_first', category)!,
          explicitAllocation(legs, someSplit(legs, amount, fractions), category),
        ];
        for (const other of others) {
          checkShape(legs, amount, other, category);
          const reversed = totalReversed(legs, other, category);
          expect(least).toBeLessThanOrEqual(reversed + tol(reversed));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('pro_rata gives each leg its share rounded down or up, rounding up the largest remainders', () => {
    fc.assert(
      fc.property(refundArb(6, 1_000_000), ({ legs, amount, category }) => {
        const out = allocateRefund(legs, amount, 'pro_rata', category);
        if (out === null) return;
        const total = legs.reduce((sum, leg) => sum + leg.refundable, 0);
        if (total === 0) return;
        const given = legs.map((leg) => out.find((part) => part.legId === leg.legId)?.amount ?? 0);
        // amount * refundable stays below 2^53 here, so these are exact.
        const remainders = legs.map((leg) => (amount * leg.refundable) % total);
        const floors = legs.map((leg, i) => (amount * leg.refundable - remainders[i]) / total);
        const up = given.map((g, i) => g - floors[i]);
        expect(up.every((u) => u === 0 || u === 1)).toBe(true);
        const lowestUp = Math.min(...remainders.filter((_, i) => up[i] === 1));
        const highestNot = Math.max(...remainders.filter((_, i) => up[i] === 0));
        expect(lowestUp).toBeGreaterThanOrEqual(highestNot);
      }),
      { numRuns: 2000 },
    );
  });

  it('last_leg_first empties the newest legs first', () => {
    fc.assert(
      fc.property(refundArb(6, 5_000), ({ legs, amount, category }) => {
        const out = allocateRefund(legs, amount, 'last_leg_first', category);
        if (out === null) return;
        let left = amount;
        const expected = legs
          .map((leg) => leg)
          .reverse()
          .map((leg) => {
            const take = Math.min(left, leg.refundable);
            left -= take;
            return { legId: leg.legId, amount: take };
          })
          .reverse()
          .filter((part) => part.amount > 0);
        expect(out.map(({ legId, amount: a }) => ({ legId, amount: a }))).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('allocateCapture', () => {
  it('captures exactly the amount, within each leg, leaving uncaptured what costs least reward', () => {
    const arb = fc.record({ legs: legsArb(4, 400), category: fc.constantFrom('dining', 'travel'), share: fc.double({ min: 0, max: 1, noNaN: true }) });
    fc.assert(
      fc.property(arb, ({ legs, category, share }) => {
        const held = legs.reduce((sum, leg) => sum + leg.kept, 0);
        const floor = held - legs.reduce((sum, leg) => sum + leg.refundable, 0);
        const capture = floor + Math.floor(share * (held - floor));
        const out = allocateCapture(legs, capture, category);
        expect(out.map((part) => part.legId)).toEqual(legs.map((leg) => leg.legId));
        out.forEach((part, i) => {
          expect(part.amount).toBeLessThanOrEqual(legs[i].kept);
          expect(part.amount).toBeGreaterThanOrEqual(legs[i].kept - legs[i].refundable);
        });
        expect(out.reduce((sum, part) => sum + part.amount, 0)).toBe(capture);
        const released = out.map((part, i) => ({ legId: part.legId, amount: legs[i].kept - part.amount }));
        const best = leastReversed(legs, held - capture, category);
        expect(Math.abs(totalReversed(legs, released, category) - best)).toBeLessThanOrEqual(tol(best));
        expect(() => allocateCapture(legs, floor - 1, category)).toThrow(RangeError);
        expect(() => allocateCapture(legs, held + 1, category)).toThrow(RangeError);
      }),
      { numRuns: 1500 },
    );
  });
});
