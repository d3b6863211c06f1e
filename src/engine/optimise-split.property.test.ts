import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseSplit } from './optimise-split.js';
import { round2 } from './rounding.js';
import { inputArb, LARGE, shuffle, SMALL } from './test-arbitraries.js';
import { exhaustiveOptimum, reasonOf, rewardOf, subsetOptimum, nearBest, type Optimum } from './test-oracle.js';
import type { EngineCard, SplitInput, SplitOutcome } from './types.js';

/** Every rule of the contract, checked against an oracle's optimum. */
function checkAgainst(input: SplitInput, out: SplitOutcome, oracle: Optimum): void {
  expect(out.declinedCards).toEqual(oracle.declined);
  if (oracle.value === -Infinity) {
    expect(out).toEqual({
      status: 'DECLINED',
      splits: [],
      totalReward: 0,
      declinedCards: oracle.declined,
      declineReason: oracle.viable === 0 ? 'NO_VIABLE_CARD' : 'INSUFFICIENT_FUNDS',
    });
    return;
  }
  expect(out.status).toBe('COMPLETED');
  expect(out.declineReason).toBeNull();
  const index = new Map(input.cards.map((card, i) => [card.id, i]));
  let sum = 0;
  let exact = 0;
  for (const [i, split] of out.splits.entries()) {
    const card = input.cards[index.get(split.cardId)!];
    expect(reasonOf(card, input)).toBeNull();
    expect(split.amount).toBeLessThanOrEqual(card.available);
    expect(split.amount).toBeGreaterThanOrEqual(Math.min(100, input.amount));
    expect([split.brand, split.last4]).toEqual([card.brand, card.last4]);
    const reward = rewardOf(card, input.category, split.amount);
    expect(split.reward).toBe(round2(reward));
    sum += split.amount;
    exact += reward;
    const next = out.splits[i + 1];
    if (next) {
      const ordered = split.amount > next.amount || (split.amount === next.amount && index.get(split.cardId)! < index.get(next.cardId)!);
      expect(ordered).toBe(true);
    }
  }
  expect(new Set(out.splits.map((s) => s.cardId)).size).toBe(out.splits.length);
  expect(sum).toBe(input.amount);
  expect(Math.abs(exact - oracle.value)).toBeLessThanOrEqual(nearBest(oracle.value));
  expect(out.splits.length).toBe(oracle.cards);
  expect(out.splits.length).toBeLessThanOrEqual(input.maxSplits);
  expect(out.totalReward).toBe(round2(exact));
  expect(Math.abs(out.totalReward - oracle.value)).toBeLessThanOrEqual(0.005 + 1e-9);
}

describe('optimiseSplit matches brute force', () => {
  it('equals the optimum over every integer allocation (small amounts, up to 4 cards)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(inputArb(SMALL), (input) => checkAgainst(input, optimiseSplit(input), exhaustiveOptimum(input))),
      { numRuns: 4000 },
    );
  });

  it('gives the unit straddling a fractional cap threshold to whichever card earns more on it', { timeout: 60_000 }, () => {
    // That unit earns a blend of the two rates; competitors are priced around the blend.
    const straddle = fc
      .record({
        rate: fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        threshold: fc.double({ min: 100.01, max: 500, noNaN: true }),
        afterShare: fc.double({ min: 0, max: 1, noNaN: true }),
        rivals: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 2 }),
        extra: fc.integer({ min: -50, max: 300 }),
        maxSplits: fc.integer({ min: 2, max: 3 }),
      })
      .map(({ rate, threshold, afterShare, rivals, extra, maxSplits }): SplitInput => {
        const after = afterShare * rate;
        const cards: EngineCard[] = [
          {
            id: 'capped',
            brand: 'VISA',
            last4: '0001',
            expMonth: 1,
            expYear: 2030,
            available: 600,
            rewardRate: rate,
            rewardCap: threshold * rate,
            rateAfterCap: after,
          },
          ...rivals.map((share, i): EngineCard => ({
            id: `flat_${i}`,
            brand: 'AMEX',
            last4: '0002',
            expMonth: 1,
            expYear: 2030,
            available: 600,
            rewardRate: after + share * (rate - after),
          })),
        ];
        const amount = Math.min(600, Math.max(100, Math.floor(threshold) + extra));
        return { amount, category: 'general', maxSplits, cards, blockedBinPrefixes: [], now: new Date('2026-01-01T00:00:00Z') };
      });
    fc.assert(
      fc.property(straddle, (input) => checkAgainst(input, optimiseSplit(input), exhaustiveOptimum(input))),
      { numRuns: 800 },
    );
  });

  it('equals the best fill of every card subset (realistic amounts, up to 9 cards)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(inputArb(LARGE), (input) => checkAgainst(input, optimiseSplit(input), subsetOptimum(input))),
      { numRuns: 3000 },
    );
  });

  it('equals the best fill of every card subset (crowded wallets of near-identical cards)', { timeout: 60_000 }, () => {
    // Many cards with shared rates and caps: the case where pruning and dominance must be careful.
    const spec = fc.record({
      rewardRate: fc.constantFrom(0, 0.01, 0.02, 0.02, 0.03),
      cap: fc.option(fc.constantFrom(2, 5, 5, 7.5), { nil: undefined }),
      afterShare: fc.constantFrom(0, 0.25, 0.5),
      available: fc.constantFrom(100, 150, 400, 400, 1_000, 2_500),
    });
    const crowded = fc
      .record({
        specs: fc.array(spec, { minLength: 6, maxLength: 12 }),
        maxSplits: fc.integer({ min: 2, max: 5 }),
        amount: fc.integer({ min: 100, max: 6_000 }),
      })
      .map(({ specs, maxSplits, amount }): SplitInput => ({
        amount,
        maxSplits,
        category: 'general',
        blockedBinPrefixes: [],
        now: new Date('2026-01-01T00:00:00Z'),
        cards: specs.map((c, i): EngineCard => ({
          id: `card_${i}`,
          brand: 'VISA',
          last4: '0000',
          expMonth: 1,
          expYear: 2030,
          available: c.available,
          rewardRate: c.rewardRate,
          ...(c.cap === undefined ? {} : { rewardCap: c.cap, rateAfterCap: c.afterShare * c.rewardRate }),
        })),
      }));
    fc.assert(
      fc.property(crowded, (input) => checkAgainst(input, optimiseSplit(input), subsetOptimum(input))),
      { numRuns: 300 },
    );
  });

  it('does not depend on card order beyond tie-breaks', { timeout: 60_000 }, () => {
    const wallet = inputArb({ cards: 8, maxAvailable: 20_000, maxCap: 300, maxSplits: 5, maxAmount: 60_000 });
    fc.assert(
      fc.property(wallet, fc.integer(), (input, seed) => {
        const shuffled = { ...input, cards: shuffle(input.cards, seed) };
        const a = optimiseSplit(input);
        const b = optimiseSplit(shuffled);
        expect(b.status).toBe(a.status);
        expect(b.splits.length).toBe(a.splits.length);
        expect(Math.abs(b.totalReward - a.totalReward)).toBeLessThanOrEqual(0.01);
        expect(optimiseSplit(input)).toEqual(a);
      }),
      { numRuns: 500 },
    );
  });
});
