import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainSplit, proportionalShares } from './explain-split.js';
import { optimiseSplit } from './optimise-split.js';
import { cardReward } from './reward.js';
import { round2 } from './rounding.js';
import { inputArb, LARGE, SMALL } from './test-arbitraries.js';
import { tolerance } from './tolerance.js';
import type { SplitInput } from './types.js';

/** The optimum's exact reward, summed from the chosen amounts. */
function exactOptimum(input: SplitInput, splits: readonly { cardId: string; amount: number }[]): number {
  const byId = new Map(input.cards.map((c) => [c.id, c]));
  return splits.reduce((sum, s) => sum + cardReward(byId.get(s.cardId)!, input.category, s.amount), 0);
}

/** Every number in the explanation is finite: JSON and the answer's schema take nothing else. */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

function check(input: SplitInput): void {
  const outcome = optimiseSplit(input);
  const out = explainSplit(input, outcome);
  expect(allFinite(out)).toBe(true);
  expect(out.optimalReward).toBe(outcome.totalReward);
  expect(out.cards.map((c) => c.cardId)).toEqual(input.cards.map((c) => c.id));
  // The table adds up to the split.
  const used = out.cards.filter((c) => c.use === 'USED');
  expect(used.map((c) => c.cardId).sort()).toEqual(outcome.splits.map((s) => s.cardId).sort());
  for (const c of out.cards) {
    expect(c.reward).toBeLessThanOrEqual(c.rewardWithoutCap + 0.01);
    expect(c.rewardLostToCap).toBeGreaterThanOrEqual(0);
    if (c.use !== 'USED') expect(c.amount).toBe(0);
  }
  const optimum = outcome.status === 'COMPLETED' ? exactOptimum(input, outcome.splits) : null;
  for (const [baseline, lift] of [
    [out.bestSingleCard, out.upliftOverBestSingleCard],
    [out.naiveSplit, out.upliftOverNaiveSplit],
  ] as const) {
    if (baseline === null) {
      expect(lift).toBeNull();
      continue;
    }
    // A valid baseline means the payment could be made, so the optimiser completed it...
    expect(outcome.status).toBe('COMPLETED');
    // ...and it is a real split: the whole amount, each part within its card and the minimum, at most maxSplits cards.
    expect(baseline.splits.reduce((s, p) => s + p.amount, 0)).toBe(input.amount);
    expect(baseline.splits.length).toBeLessThanOrEqual(input.maxSplits);
    for (const part of baseline.splits) {
      const card = input.cards.find((c) => c.id === part.cardId)!;
      expect(part.amount).toBeLessThanOrEqual(card.available);
      expect(part.amount).toBeGreaterThanOrEqual(Math.min(100, input.amount));
      expect(outcome.declinedCards.some((d) => d.cardId === part.cardId)).toBe(false);
    }
    // The optimum is never below either baseline.
    const exactBaseline = baseline.splits.reduce(
      (sum, p) =>
        sum +
        cardReward(
          input.cards.find((c) => c.id === p.cardId)!,
          input.category,
          p.amount,
        ),
      0,
    );
    expect(optimum! + tolerance(optimum!)).toBeGreaterThanOrEqual(exactBaseline);
    expect(lift!.amount).toBeGreaterThanOrEqual(0);
    expect(lift!.amount).toBeCloseTo(round2(optimum! - exactBaseline), 1);
  }
}

describe('explainSplit properties', () => {
  it('small wallets: the optimum is never below the best single card or the naive split', () => {
    fc.assert(fc.property(inputArb(SMALL), check), { numRuns: 800 });
  });

  it('large wallets: the same, with floating-point rates and caps', () => {
    fc.assert(fc.property(inputArb(LARGE), check), { numRuns: 300 });
  });

  it('proportional shares sum to the amount and stay within their weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (weights, amount) => {
          const shares = proportionalShares(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0);
          if (total < amount) {
            expect(shares).toBeNull();
            return;
          }
          expect(shares!.reduce((a, b) => a + b, 0)).toBe(amount);
          shares!.forEach((s, i) => {
            expect(s).toBeLessThanOrEqual(weights[i]!);
            expect(Math.abs(s - (amount * weights[i]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
