import { describe, expect, it } from 'vitest';
import { resplitShortfall, type ResplitInput } from './resplit.js';
import { card, NOW } from './test-fixtures.js';

function resplit(overrides: Partial<ResplitInput>): ResplitInput {
  return { shortfall: 1_000, category: 'general', maxSplits: 3, cards: [], committed: [], excludedCardIds: [], blockedBinPrefixes: [], now: NOW, ...overrides };
}

describe('resplitShortfall', () => {
  it('moves a declined leg of three to the best card still allowed, topping up a standing leg for the rest', () => {
    // A, B and C were used; B declined. A is full, only one new card fits, and D outearns C on what it can take.
    const cards = [
      card('a', { rewardRate: 0.02, available: 5_000 }),
      card('b', { rewardRate: 0.015, available: 4_000 }),
      card('c', { rewardRate: 0.01, available: 10_000 }),
      card('d', { rewardRate: 0.012, available: 3_000 }),
      card('e', { rewardRate: 0.005, available: 10_000 }),
    ];
    const committed = [
      { cardId: 'a', amount: 5_000 },
      { cardId: 'c', amount: 3_000 },
    ];
    const out = resplitShortfall(resplit({ shortfall: 4_000, cards, committed, excludedCardIds: ['b'] }));
    expect(out).toEqual({
      status: 'COMPLETED',
      splits: [
        { cardId: 'd', brand: 'VISA', last4: '4242', amount: 3_000, reward: 36 },
        { cardId: 'c', brand: 'VISA', last4: '4242', amount: 1_000, reward: 10 },
      ],
      totalReward: 46,
    });
  });

  it('places what a partial authorisation left on a card already in the payment without using a split', () => {
    const cards = [
      card('a', { rewardRate: 0.03, rewardCap: 60, rateAfterCap: 0.01, available: 6_000 }),
      card('b', { rewardRate: 0.02, available: 3_000 }),
      card('c', { rewardRate: 0.01, available: 5_000 }),
    ];
    // B was asked for 3000 and authorised 1200; maxSplits 2 is already used by A and B.
    const input = resplit({
      shortfall: 1_800,
      maxSplits: 2,
      cards,
      committed: [
        { cardId: 'a', amount: 4_000 },
        { cardId: 'b', amount: 1_200 },
      ],
      excludedCardIds: ['b'],
    });
    // A is past its cap, so the rest earns its 1% after-cap rate.
    expect(resplitShortfall(input)).toEqual({
      status: 'COMPLETED',
      splits: [{ cardId: 'a', brand: 'VISA', last4: '4242', amount: 1_800, reward: 18 }],
      totalReward: 18,
    });
    // With a split to spare C earns the same 1%: the tie goes to the earlier card, still one new leg.
    expect(resplitShortfall({ ...input, maxSplits: 3 }).splits.map((s) => s.cardId)).toEqual(['a']);
  });

  it('earns only what is left of a cap the standing leg has partly used', () => {
    // 1500 on A earned 75 of its 100 cap: only 500 more units earn 5%, then 1%.
    const cards = [card('a', { rewardRate: 0.05, rewardCap: 100, rateAfterCap: 0.01, available: 10_000 }), card('b', { rewardRate: 0.02, available: 10_000 })];
    const out = resplitShortfall(resplit({ shortfall: 2_000, maxSplits: 2, cards, committed: [{ cardId: 'a', amount: 1_500 }] }));
    expect(out.splits).toEqual([
      { cardId: 'b', brand: 'VISA', last4: '4242', amount: 1_500, reward: 30 },
      { cardId: 'a', brand: 'VISA', last4: '4242', amount: 500, reward: 25 },
    ]);
    expect(out.totalReward).toBe(55);
  });

  it('adds up several standing legs on one card, for its room and its cap, and counts the card once', () => {
    const cards = [card('a', { rewardRate: 0.05, rewardCap: 100, available: 2_500 }), card('b', { rewardRate: 0.01, available: 10_000 })];
    const committed = [
      { cardId: 'a', amount: 1_000 },
      { cardId: 'a', amount: 800 },
    ];
    // A has 700 left, of which 200 still earn 5% (cap 100 = 2000 units).
    const out = resplitShortfall(resplit({ shortfall: 1_000, maxSplits: 2, cards, committed }));
    expect(out.splits).toEqual([
      { cardId: 'b', brand: 'VISA', last4: '4242', amount: 800, reward: 8 },
      { cardId: 'a', brand: 'VISA', last4: '4242', amount: 200, reward: 10 },
    ]);
  });

  it('declines when the cards left cannot cover the shortfall', () => {
    const cards = [card('a', { available: 3_000 }), card('b', { available: 1_000 }), card('c', { available: 900 })];
    const committed = [{ cardId: 'a', amount: 2_500 }];
    const declined = { status: 'DECLINED', splits: [], totalReward: 0 };
    // Room left: 500 on A, 1000 on B, 900 on C, but only two new cards fit under maxSplits 3.
    expect(resplitShortfall(resplit({ shortfall: 2_401, cards, committed }))).toEqual(declined);
    expect(resplitShortfall(resplit({ shortfall: 2_400, cards, committed })).status).toBe('COMPLETED');
    // No split left for a new card, and the standing card is full.
    expect(resplitShortfall(resplit({ shortfall: 500, maxSplits: 1, cards, committed: [{ cardId: 'a', amount: 3_000 }] }))).toEqual(declined);
    // A leg on a card no longer sent still uses one of the payment's splits.
    const ghost = [{ cardId: 'gone', amount: 700 }];
    expect(resplitShortfall(resplit({ shortfall: 500, maxSplits: 1, cards, committed: ghost }))).toEqual(declined);
  });

  it('never uses an excluded, expired or BIN-blocked card', () => {
    const cards = [
      card('declined', { rewardRate: 0.2 }),
      card('expired', { rewardRate: 0.2, expMonth: 5, expYear: 2026 }),
      card('blocked', { rewardRate: 0.2, bin: '400012' }),
      card('plain', { rewardRate: 0.01 }),
    ];
    const out = resplitShortfall(resplit({ shortfall: 5_000, cards, excludedCardIds: ['declined'], blockedBinPrefixes: ['4000'] }));
    expect(out.splits.map((s) => [s.cardId, s.amount])).toEqual([['plain', 5_000]]);
  });

  it('keeps every new leg at 100 or more, unless the whole shortfall is smaller', () => {
    const small = [card('a', { available: 120 }), card('b', { available: 120 })];
    // 150 cannot be two legs of 100, and neither card takes it whole.
    expect(resplitShortfall(resplit({ shortfall: 150, cards: small })).status).toBe('DECLINED');
    const out = resplitShortfall(resplit({ shortfall: 60, cards: [card('a', { rewardRate: 0.01 }), card('b', { rewardRate: 0.05 })] }));
    expect(out).toEqual({ status: 'COMPLETED', splits: [{ cardId: 'b', brand: 'VISA', last4: '4242', amount: 60, reward: 3 }], totalReward: 3 });
  });

  it('fails loudly on input the API edge should have refused', () => {
    const cards = [card('a')];
    expect(() => resplitShortfall(resplit({ shortfall: 0, cards }))).toThrow(RangeError);
    expect(() => resplitShortfall(resplit({ shortfall: 10.5, cards }))).toThrow(RangeError);
    expect(() => resplitShortfall(resplit({ maxSplits: -1, cards }))).toThrow(RangeError);
    expect(() => resplitShortfall(resplit({ now: new Date(Number.NaN), cards }))).toThrow(RangeError);
    expect(() => resplitShortfall(resplit({ cards: [card('a'), card('a')] }))).toThrow(RangeError);
    expect(() => resplitShortfall(resplit({ cards, committed: [{ cardId: 'a', amount: -5 }] }))).toThrow(RangeError);
    expect(() => resplitShortfall(resplit({ cards: [card('a', { rewardRate: 0.01, rewardCap: 5, rateAfterCap: 0.02 })] }))).toThrow(/rateAfterCap/);
    // A broken card that could not be used anyway does not fail the re-split.
    const broken = card('x', { rewardRate: 0.01, rewardCap: 5, rateAfterCap: 0.02 });
    expect(resplitShortfall(resplit({ cards: [broken, card('a')], excludedCardIds: ['x'] })).status).toBe('COMPLETED');
  });
});
