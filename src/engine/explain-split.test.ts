import { describe, expect, it } from 'vitest';
import { explainSplit, naiveSplit, proportionalShares, uplift } from './explain-split.js';
import { optimiseSplit } from './optimise-split.js';
import { card, input } from './test-fixtures.js';
import type { SplitInput } from './types.js';

const explain = (i: SplitInput) => explainSplit(i, optimiseSplit(i));

describe('explainSplit', () => {
  it('explains the README wallet: rates, the cap, both baselines and the uplift', () => {
    const i = input({
      amount: 12_550,
      category: 'groceries',
      cards: [
        card('card_a', { available: 10_000, rewardRate: 0.01, categoryRates: { groceries: 0.03 }, rewardCap: 150, rateAfterCap: 0.005 }),
        card('card_b', { brand: 'AMEX', last4: '0005', available: 50_000, rewardRate: 0.015 }),
        card('card_c', { expYear: 2020 }),
      ],
    });
    const out = explain(i);
    expect(out.optimalReward).toBe(263.25);
    const [a, b, c] = out.cards;
    expect(a).toMatchObject({
      cardId: 'card_a',
      use: 'USED',
      rate: 0.03,
      rateSource: 'CATEGORY',
      rewardCap: 150,
      rateAfterCap: 0.005,
      capReachedAt: 5000,
      amount: 5000,
      amountAfterCap: 0,
      reward: 150,
      rewardLostToCap: 0,
    });
    expect(b).toMatchObject({
      cardId: 'card_b',
      use: 'USED',
      rate: 0.015,
      rateSource: 'BASE',
      rewardCap: null,
      rateAfterCap: null,
      capReachedAt: null,
      amount: 7550,
      reward: 113.25,
    });
    expect(c).toMatchObject({ cardId: 'card_c', use: 'DECLINED', declineReason: 'EXPIRED', amount: 0, reward: 0 });
    // Only card_b can take 12,550 alone: 1.5% of it.
    expect(out.bestSingleCard).toEqual({ splits: [{ cardId: 'card_b', amount: 12_550, reward: 188.25 }], reward: 188.25 });
    expect(out.upliftOverBestSingleCard).toEqual({ amount: 75, percent: 39.84 });
    // 50,000 : 10,000 of 12,550 is 10,458 and 2,092; card_a earns 62.76, capped at 150 from 5,000 up.
    expect(out.naiveSplit?.splits).toEqual([
      { cardId: 'card_b', amount: 10_458, reward: 156.87 },
      { cardId: 'card_a', amount: 2_092, reward: 62.76 },
    ]);
    expect(out.naiveSplit?.reward).toBe(219.63);
    expect(out.upliftOverNaiveSplit).toEqual({ amount: 43.62, percent: 19.86 });
  });

  it('shows what the cap costs on the chosen amount', () => {
    const out = explain(input({ amount: 10_000, maxSplits: 1, cards: [card('a', { rewardRate: 0.02, rewardCap: 50, rateAfterCap: 0.005 })] }));
    expect(out.cards[0]).toMatchObject({
      capReachedAt: 2500,
      amount: 10_000,
      amountAfterCap: 7500,
      reward: 87.5,
      rewardWithoutCap: 200,
      rewardLostToCap: 112.5,
    });
    expect(out.upliftOverBestSingleCard).toEqual({ amount: 0, percent: 0 });
  });

  it('has no baselines or uplift when the payment is declined', () => {
    const out = explain(
      input({ amount: 50_000, maxSplits: 2, cards: [card('a', { available: 20_000 }), card('b', { available: 20_000 }), card('c', { available: 20_000 })] }),
    );
    expect(out.optimalReward).toBe(0);
    expect(out.bestSingleCard).toBeNull();
    expect(out.naiveSplit).toBeNull();
    expect(out.upliftOverBestSingleCard).toBeNull();
    expect(out.upliftOverNaiveSplit).toBeNull();
    expect(out.cards.map((c) => c.use)).toEqual(['NOT_USED', 'NOT_USED', 'NOT_USED']);
  });

  it('reports no percentage over a baseline that earns nothing', () => {
    const out = explain(input({ amount: 1000, cards: [card('zero', { rewardRate: 0 })] }));
    expect(out.upliftOverBestSingleCard).toEqual({ amount: 0, percent: null });
  });

  it('treats a category named like an Object method as an ordinary category', () => {
    const out = explain(input({ amount: 1000, category: 'constructor', cards: [card('a')] }));
    expect(out.cards[0]).toMatchObject({ rate: 0.01, rateSource: 'BASE' });
  });
});

describe('naiveSplit', () => {
  it('uses the largest balances up to maxSplits and drops shares under the minimum split', () => {
    const cards = [card('small', { available: 150 }), card('big', { available: 10_000 }), card('mid', { available: 5000 })];
    const two = naiveSplit(cards, 'general', 3000, 2);
    expect(two?.parts.map((p) => [p.card.id, p.amount])).toEqual([
      ['big', 2000],
      ['mid', 1000],
    ]);
    // The small card's share of 1,000 over 15,150 would be 10: it is dropped.
    const three = naiveSplit(cards, 'general', 1000, 3);
    expect(three?.parts.map((p) => [p.card.id, p.amount])).toEqual([
      ['big', 667],
      ['mid', 333],
    ]);
    expect(naiveSplit(cards, 'general', 20_000, 3)).toBeNull();
    expect(naiveSplit([], 'general', 100, 3)).toBeNull();
  });

  it('puts a payment under the minimum split on one card', () => {
    const out = naiveSplit([card('a', { available: 500 }), card('b', { available: 400 })], 'general', 50, 3);
    expect(out?.parts.map((p) => [p.card.id, p.amount])).toEqual([['a', 50]]);
  });
});

describe('proportionalShares', () => {
  it('sums to the amount exactly, never exceeds a weight, and stays exact for huge values', () => {
    expect(proportionalShares(10, [10, 10, 10])).toEqual([4, 3, 3]);
    expect(proportionalShares(5, [2, 3])).toEqual([2, 3]);
    expect(proportionalShares(6, [2, 3])).toBeNull();
    const big = Number.MAX_SAFE_INTEGER;
    expect(proportionalShares(big, [big, big])?.reduce((a, b) => a + b, 0)).toBe(big);
  });
});

describe('uplift', () => {
  it('ignores float noise and gives the percentage of the baseline', () => {
    expect(uplift(0.1 + 0.2, 0.3)).toEqual({ amount: 0, percent: 0 });
    expect(uplift(150, 100)).toEqual({ amount: 50, percent: 50 });
  });
});

describe('uplift over tiny baselines', () => {
  it('gives no percentage where the baseline earns under a hundredth of a minor unit, never Infinity', () => {
    expect(uplift(5.4, 1e-300)).toEqual({ amount: 5.4, percent: null });
    expect(uplift(5.4, 0.004)).toEqual({ amount: 5.4, percent: null });
  });
});
