import { describe, expect, it } from 'vitest';
import { optimiseSplit } from './optimise-split.js';
import { card, input, NOW } from './test-fixtures.js';

const amounts = (out: ReturnType<typeof optimiseSplit>) => out.splits.map((s) => [s.cardId, s.amount]);

describe('optimiseSplit: card viability', () => {
  it('declines every card and the payment when all cards are expired', () => {
    const out = optimiseSplit(input({ cards: [card('a', { expYear: 2025 }), card('b', { expMonth: 5, expYear: 2026 })] }));
    expect(out).toEqual({
      status: 'DECLINED',
      splits: [],
      totalReward: 0,
      declinedCards: [
        { cardId: 'a', reason: 'EXPIRED' },
        { cardId: 'b', reason: 'EXPIRED' },
      ],
      declineReason: 'NO_VIABLE_CARD',
    });
  });

  it('keeps a card valid through the last instant of its expiry month, in UTC', () => {
    const cards = [card('nov', { expMonth: 11, expYear: 2026 })];
    const valid = optimiseSplit(input({ cards, now: new Date('2026-11-30T23:59:59.999Z') }));
    const expired = optimiseSplit(input({ cards, now: new Date('2026-12-01T00:00:00Z') }));
    expect(valid.status).toBe('COMPLETED');
    expect(expired.declinedCards).toEqual([{ cardId: 'nov', reason: 'EXPIRED' }]);
    // 00:30 on 1 December in Paris is still 30 November in UTC.
    const local = optimiseSplit(input({ cards, now: new Date('2026-12-01T00:30:00+01:00') }));
    expect(local.status).toBe('COMPLETED');
  });

  it('handles December expiry across the year boundary', () => {
    const cards = [card('dec', { expMonth: 12, expYear: 2026 })];
    expect(optimiseSplit(input({ cards, now: new Date('2026-12-31T23:59:59Z') })).status).toBe('COMPLETED');
    expect(optimiseSplit(input({ cards, now: new Date('2027-01-01T00:00:00Z') })).declineReason).toBe('NO_VIABLE_CARD');
  });

  it('declines cards whose BIN starts with a blocked prefix', () => {
    const out = optimiseSplit(
      input({
        blockedBinPrefixes: ['4000', '5555'],
        cards: [card('blocked', { bin: '400012' }), card('ok', { bin: '411111' }), card('nobin')],
      }),
    );
    expect(out.declinedCards).toEqual([{ cardId: 'blocked', reason: 'BLOCKED_BIN' }]);
    expect(out.splits.map((s) => s.cardId)).toEqual(['ok']);
  });

  it('reports the first failing reason in contract order', () => {
    const out = optimiseSplit(
      input({
        blockedBinPrefixes: ['4000'],
        cards: [
          card('expired-and-blocked', { expYear: 2020, bin: '400000', available: 0 }),
          card('blocked-and-short', { bin: '400000', available: 0 }),
          card('short', { available: 99 }),
        ],
      }),
    );
    expect(out.declinedCards).toEqual([
      { cardId: 'expired-and-blocked', reason: 'EXPIRED' },
      { cardId: 'blocked-and-short', reason: 'BLOCKED_BIN' },
      { cardId: 'short', reason: 'INSUFFICIENT_FUNDS' },
    ]);
    expect(out.declineReason).toBe('NO_VIABLE_CARD');
  });

  it('lists declined cards on completed payments too, in input order', () => {
    const out = optimiseSplit(input({ amount: 500, cards: [card('low', { available: 50 }), card('good'), card('old', { expYear: 2024 })] }));
    expect(out.status).toBe('COMPLETED');
    expect(out.declinedCards).toEqual([
      { cardId: 'low', reason: 'INSUFFICIENT_FUNDS' },
      { cardId: 'old', reason: 'EXPIRED' },
    ]);
  });
});

describe('optimiseSplit: small payments', () => {
  it('puts a payment under 100 on one card that can take all of it', () => {
    const out = optimiseSplit(
      input({
        amount: 50,
        cards: [card('short', { available: 40, rewardRate: 0.2 }), card('low', { rewardRate: 0.01 }), card('high', { rewardRate: 0.02 })],
      }),
    );
    expect(out.declinedCards).toEqual([{ cardId: 'short', reason: 'INSUFFICIENT_FUNDS' }]);
    expect(amounts(out)).toEqual([['high', 50]]);
    expect(out.totalReward).toBe(1);
  });

  it('declines a payment under 100 that no single card can take', () => {
    const out = optimiseSplit(input({ amount: 99, cards: [card('a', { available: 60 }), card('b', { available: 60 })] }));
    expect(out.declineReason).toBe('NO_VIABLE_CARD');
  });

  it('uses one card when the amount is too small to give two cards 100 each', () => {
    const out = optimiseSplit(input({ amount: 150, maxSplits: 2, cards: [card('a', { available: 100 }), card('b', { available: 100 })] }));
    expect(out).toMatchObject({ status: 'DECLINED', declineReason: 'INSUFFICIENT_FUNDS', declinedCards: [] });
  });
});

describe('optimiseSplit: choosing the split', () => {
  it('uses a card for exactly its available amount', () => {
    const out = optimiseSplit(input({ amount: 5_000, cards: [card('low', { rewardRate: 0.01 }), card('exact', { available: 5_000, rewardRate: 0.03 })] }));
    expect(amounts(out)).toEqual([['exact', 5_000]]);
    expect(out.totalReward).toBe(150);
  });

  it('fills the best card first and spills the rest onto the next best', () => {
    const out = optimiseSplit(
      input({
        amount: 10_000,
        cards: [card('a', { rewardRate: 0.01 }), card('b', { available: 3_000, rewardRate: 0.05 }), card('c', { available: 4_000, rewardRate: 0.02 })],
      }),
    );
    // Equal amounts keep input order.
    expect(amounts(out)).toEqual([
      ['c', 4_000],
      ['a', 3_000],
      ['b', 3_000],
    ]);
    expect(out.totalReward).toBe(260);
    expect(out.splits.map((s) => s.reward)).toEqual([80, 30, 150]);
  });

  it('prefers fewer cards when rewards are equal', () => {
    const out = optimiseSplit(
      input({ amount: 1_000, cards: [card('a', { rewardRate: 0.02, available: 600 }), card('b', { rewardRate: 0.02 }), card('c', { rewardRate: 0.02 })] }),
    );
    expect(amounts(out)).toEqual([['b', 1_000]]);
  });

  it('prefers fewer cards when every card earns nothing, then fills earlier cards first', () => {
    const cards = [card('a', { rewardRate: 0, available: 100 }), card('b', { rewardRate: 0, available: 200 }), card('c', { rewardRate: 0, available: 250 })];
    expect(amounts(optimiseSplit(input({ amount: 400, cards })))).toEqual([
      ['b', 200],
      ['c', 200],
    ]);
  });

  it('moves spend to another card once a cap is used up, honouring rateAfterCap', () => {
    const cards = [card('capped', { rewardRate: 0.05, rewardCap: 100, rateAfterCap: 0.01 }), card('flat', { rewardRate: 0.02 })];
    const out = optimiseSplit(input({ amount: 6_000, maxSplits: 2, cards }));
    expect(amounts(out)).toEqual([
      ['flat', 4_000],
      ['capped', 2_000],
    ]);
    expect(out.totalReward).toBe(180);
    // Alone, the capped card earns its cap plus the after-cap rate on the rest.
    const alone = optimiseSplit(input({ amount: 6_000, maxSplits: 1, cards: [cards[0]] }));
    expect(alone.totalReward).toBe(140);
  });

  it('stops at the whole unit below a fractional cap threshold when the next unit earns less elsewhere', () => {
    // 10 / 0.03 = 333.33…: unit 334 earns only 0.01 here but 0.02 on the flat card.
    const cards = [card('capped', { rewardRate: 0.03, rewardCap: 10 }), card('flat', { rewardRate: 0.02 })];
    const out = optimiseSplit(input({ amount: 1_000, maxSplits: 2, cards }));
    expect(amounts(out)).toEqual([
      ['flat', 667],
      ['capped', 333],
    ]);
    expect(out.totalReward).toBe(23.33);
  });

  it('gives the capped card the unit straddling its threshold when that blended unit earns more', () => {
    // Unit 334 earns 0.03 × 1/3 + 0.015 × 2/3 = 0.02 here, more than the flat card's 0.018.
    const cards = [card('capped', { rewardRate: 0.03, rewardCap: 10, rateAfterCap: 0.015 }), card('flat', { rewardRate: 0.018 })];
    const out = optimiseSplit(input({ amount: 1_000, maxSplits: 2, cards }));
    expect(amounts(out)).toEqual([
      ['flat', 666],
      ['capped', 334],
    ]);
    expect(out.totalReward).toBe(22);
  });

  it('uses category rates when the card has one for the category', () => {
    const cards = [card('base', { rewardRate: 0.02 }), card('grocer', { rewardRate: 0.01, categoryRates: { groceries: 0.04 } })];
    expect(amounts(optimiseSplit(input({ category: 'groceries', cards })))).toEqual([['grocer', 10_000]]);
    expect(amounts(optimiseSplit(input({ category: 'travel', cards })))).toEqual([['base', 10_000]]);
  });

  it('does not read category rates from Object.prototype', () => {
    const cards = [card('a', { rewardRate: 0.01, categoryRates: {} }), card('b', { rewardRate: 0.02 })];
    expect(amounts(optimiseSplit(input({ category: 'constructor', cards })))).toEqual([['b', 10_000]]);
  });

  it('earns nothing on a zero-rate card even with a cap', () => {
    const out = optimiseSplit(input({ amount: 500, cards: [card('zero', { rewardRate: 0, rewardCap: 0 })] }));
    expect(out.totalReward).toBe(0);
    expect(out.splits[0].reward).toBe(0);
  });

  it('keeps a used card at 100 or more even when a better card could take more', () => {
    const cards = [card('best', { rewardRate: 0.05, available: 950 }), card('other', { rewardRate: 0.01 })];
    expect(amounts(optimiseSplit(input({ amount: 1_000, cards })))).toEqual([
      ['best', 900],
      ['other', 100],
    ]);
  });

  it('with maxSplits 1 needs a single card that covers the amount', () => {
    const cards = [card('a', { available: 600 }), card('b', { available: 600 })];
    expect(optimiseSplit(input({ amount: 1_000, maxSplits: 1, cards })).declineReason).toBe('INSUFFICIENT_FUNDS');
    expect(optimiseSplit(input({ amount: 1_000, maxSplits: 2, cards })).status).toBe('COMPLETED');
  });

  it('declines with INSUFFICIENT_FUNDS when viable cards cannot cover the amount within maxSplits', () => {
    const cards = [card('a', { available: 400 }), card('b', { available: 400 }), card('c', { available: 400 }), card('dead', { expYear: 2020 })];
    const out = optimiseSplit(input({ amount: 1_000, maxSplits: 2, cards }));
    expect(out).toEqual({
      status: 'DECLINED',
      splits: [],
      totalReward: 0,
      declinedCards: [{ cardId: 'dead', reason: 'EXPIRED' }],
      declineReason: 'INSUFFICIENT_FUNDS',
    });
    expect(optimiseSplit(input({ amount: 1_000, maxSplits: 0, cards })).declineReason).toBe('INSUFFICIENT_FUNDS');
  });

  it('orders splits by amount, then input order', () => {
    const cards = [
      card('a', { available: 500, rewardRate: 0.01 }),
      card('b', { available: 500, rewardRate: 0.03 }),
      card('c', { available: 800, rewardRate: 0.02 }),
    ];
    expect(amounts(optimiseSplit(input({ amount: 1_800, cards })))).toEqual([
      ['c', 800],
      ['a', 500],
      ['b', 500],
    ]);
  });

  it('rounds each split and the total separately, the total from the exact sum', () => {
    // Each card earns 0.125: both splits show 0.13 but the total is round(0.25).
    const cards = [card('a', { available: 100, rewardRate: 0.00125 }), card('b', { available: 100, rewardRate: 0.00125 })];
    const out = optimiseSplit(input({ amount: 200, cards }));
    expect(out.splits.map((s) => s.reward)).toEqual([0.13, 0.13]);
    expect(out.totalReward).toBe(0.25);
  });

  it('copies brand and last4 into the splits', () => {
    const out = optimiseSplit(input({ amount: 100, cards: [card('x', { brand: 'AMEX', last4: '0005' })] }));
    expect(out.splits).toEqual([{ cardId: 'x', brand: 'AMEX', last4: '0005', amount: 100, reward: 1 }]);
  });

  it('is deterministic and leaves its input untouched', () => {
    const cards = [
      card('a', { rewardRate: 0.02, available: 700 }),
      card('b', { rewardRate: 0.02, available: 700 }),
      card('c', { rewardRate: 0.02, available: 700 }),
    ];
    const request = input({ amount: 1_000, cards });
    const snapshot = structuredClone(request);
    const first = optimiseSplit(request);
    expect(optimiseSplit(request)).toEqual(first);
    expect(request).toEqual(snapshot);
    expect(amounts(first)).toEqual([
      ['a', 700],
      ['b', 300],
    ]);
  });
});

describe('optimiseSplit: contract violations', () => {
  it.each([0, -5, 10.5, Number.NaN])('rejects amount %s', (amount) => {
    expect(() => optimiseSplit(input({ amount, cards: [card('a')] }))).toThrow(RangeError);
  });

  it('rejects a fractional maxSplits and an invalid clock', () => {
    expect(() => optimiseSplit(input({ maxSplits: 1.5, cards: [card('a')] }))).toThrow(RangeError);
    expect(() => optimiseSplit(input({ now: new Date('nope'), cards: [card('a')] }))).toThrow(RangeError);
  });

  it('rejects a rateAfterCap above the effective rate, which would break concavity', () => {
    const bad = card('a', { rewardRate: 0.02, categoryRates: { fuel: 0.005 }, rewardCap: 10, rateAfterCap: 0.01 });
    expect(() => optimiseSplit(input({ category: 'fuel', cards: [bad] }))).toThrow(/rateAfterCap/);
    expect(optimiseSplit(input({ category: 'travel', cards: [bad] })).status).toBe('COMPLETED');
  });

  it('does not validate reward fields of cards that are declined anyway', () => {
    const broken = card('old', { expYear: 2020, rewardRate: Number.NaN });
    expect(optimiseSplit(input({ cards: [broken, card('ok')], now: NOW })).status).toBe('COMPLETED');
  });
});
