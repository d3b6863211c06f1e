import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseSplit } from './optimise-split.js';
import { resplitShortfall, type ResplitInput, type ResplitOutcome } from './resplit.js';
import { round2 } from './rounding.js';
import { LARGE, shuffle, SMALL } from './test-arbitraries.js';
import { failedLegArb, resplitArb } from './test-lifecycle-arbitraries.js';
import { nearBest } from './test-oracle.js';
import { exhaustiveResplit, gainOf, heldByCard, isOut, subsetResplit, type ResplitOptimum } from './test-resplit-oracle.js';

/** Every rule of the re-split, checked against an oracle's optimum. */
function checkAgainst(input: ResplitInput, out: ResplitOutcome, oracle: ResplitOptimum): void {
  if (oracle.value === -Infinity) {
    expect(out).toEqual({ status: 'DECLINED', splits: [], totalReward: 0 });
    return;
  }
  expect(out.status).toBe('COMPLETED');
  const held = heldByCard(input);
  const index = new Map(input.cards.map((card, i) => [card.id, i]));
  let sum = 0;
  let exact = 0;
  for (const [i, split] of out.splits.entries()) {
    const card = input.cards[index.get(split.cardId)!];
    const onCard = held.get(card.id) ?? 0;
    expect(isOut(card, input)).toBe(false);
    expect(split.amount).toBeLessThanOrEqual(card.available - onCard);
    expect(split.amount).toBeGreaterThanOrEqual(Math.min(100, input.shortfall));
    expect([split.brand, split.last4]).toEqual([card.brand, card.last4]);
    const reward = gainOf(card, input.category, onCard, split.amount);
    expect(split.reward).toBe(round2(reward));
    sum += split.amount;
    exact += reward;
    const next = out.splits[i + 1];
    if (next) {
      const ordered = split.amount > next.amount || (split.amount === next.amount && index.get(split.cardId)! < index.get(next.cardId)!);
      expect(ordered).toBe(true);
    }
  }
  const newIds = out.splits.map((s) => s.cardId);
  expect(new Set(newIds).size).toBe(newIds.length);
  // Cards already carrying a standing leg take more without using a split.
  const used = new Set([...held.keys(), ...newIds]);
  expect(used.size).toBeLessThanOrEqual(Math.max(input.maxSplits, held.size));
  expect(sum).toBe(input.shortfall);
  expect(Math.abs(exact - oracle.value)).toBeLessThanOrEqual(nearBest(oracle.value));
  expect(out.splits.length).toBe(oracle.legs);
  expect(out.totalReward).toBe(round2(exact));
}

describe('resplitShortfall matches brute force', () => {
  const cases = [
    { name: 'random standing legs, small shortfalls, up to 4 cards', arb: resplitArb(SMALL), oracle: exhaustiveResplit, runs: 2500 },
    { name: 'a failed leg of an optimal split, small shortfalls, up to 4 cards', arb: failedLegArb(SMALL), oracle: exhaustiveResplit, runs: 1500 },
    { name: 'random standing legs, realistic shortfalls, up to 9 cards', arb: resplitArb(LARGE), oracle: subsetResplit, runs: 2000 },
    { name: 'a failed leg of an optimal split, realistic shortfalls, up to 9 cards', arb: failedLegArb(LARGE), oracle: subsetResplit, runs: 1500 },
  ];
  for (const { name, arb, oracle, runs } of cases) {
    it(
      `equals the ${oracle === exhaustiveResplit ? 'optimum over every integer placement' : 'best fill of every allowed card subset'} (${name})`,
      { timeout: 60_000 },
      () => {
        fc.assert(
          fc.property(arb, (input) => checkAgainst(input, resplitShortfall(input), oracle(input))),
          { numRuns: runs },
        );
      },
    );
  }

  it('does not depend on card or leg order beyond tie-breaks', { timeout: 60_000 }, () => {
    const shape = { cards: 8, maxAvailable: 20_000, maxCap: 300, maxSplits: 5, maxAmount: 60_000 };
    fc.assert(
      fc.property(resplitArb(shape), fc.integer(), (input, seed) => {
        const shuffled = { ...input, cards: shuffle(input.cards, seed), committed: shuffle(input.committed, seed + 1) };
        const a = resplitShortfall(input);
        const b = resplitShortfall(shuffled);
        expect(b.status).toBe(a.status);
        expect(b.splits.length).toBe(a.splits.length);
        expect(Math.abs(b.totalReward - a.totalReward)).toBeLessThanOrEqual(0.01);
        expect(resplitShortfall(input)).toEqual(a);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with optimiseSplit when no leg stands and no card is excluded', { timeout: 60_000 }, () => {
    // Then a re-split is exactly a fresh payment of the shortfall.
    fc.assert(
      fc.property(resplitArb(LARGE), (input) => {
        const fresh = { ...input, committed: [], excludedCardIds: [] };
        const out = resplitShortfall(fresh);
        const split = optimiseSplit({ ...fresh, amount: fresh.shortfall });
        expect(out.status).toBe(split.status);
        expect(out.splits.length).toBe(split.splits.length);
        expect(Math.abs(out.totalReward - split.totalReward)).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 500 },
    );
  });
});
