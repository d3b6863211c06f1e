import fc from 'fast-check';
import type { EngineCard, SplitInput } from './types.js';

/* Test-only fast-check generators for wallets and payments. */

const NOWS = ['2026-06-15T12:00:00Z', '2026-06-30T23:59:59.999Z', '2026-07-01T00:00:00Z', '2026-12-31T23:59:59Z'];
const niceRate = fc.constantFrom(0, 0.005, 0.01, 0.02, 0.05, 0.2);
const anyRate = fc.oneof(niceRate, fc.double({ min: 0, max: 0.2, noNaN: true }));

interface CardSpec {
  rewardRate: number;
  categoryRate: number | undefined;
  cap: number | undefined;
  afterShare: number;
  available: number;
  expiryOffset: number;
  bin: string | undefined;
}

function cardArb(maxAvailable: number, maxCap: number): fc.Arbitrary<CardSpec> {
  return fc.record({
    rewardRate: anyRate,
    categoryRate: fc.option(anyRate, { nil: undefined }),
    cap: fc.option(fc.oneof(fc.integer({ min: 0, max: maxCap }), fc.double({ min: 0, max: maxCap, noNaN: true })), { nil: undefined }),
    afterShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
    // Mostly small enough that several cards are needed, sometimes on the 100 boundary.
    available: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 0, max: maxAvailable }) },
      { weight: 4, arbitrary: fc.integer({ min: 100, max: Math.ceil(maxAvailable / 3) }) },
      { weight: 1, arbitrary: fc.constantFrom(99, 100, 101, 150, 200) },
    ),
    expiryOffset: fc.oneof({ weight: 1, arbitrary: fc.integer({ min: -1, max: 1 }) }, { weight: 3, arbitrary: fc.integer({ min: 0, max: 12 }) }),
    bin: fc.option(fc.constantFrom('400012', '411111', '555555', '378282'), { nil: undefined, freq: 2 }),
  });
}

export interface InputShape {
  cards: number;
  maxAvailable: number;
  maxCap: number;
  maxSplits: number;
  maxAmount: number;
}

/**
 * Random wallets around a random clock. Half the amounts are drawn from what
 * the wallet's largest cards can reach, so multi-card splits are common.
 */
export function inputArb(shape: InputShape): fc.Arbitrary<SplitInput> {
  const wallet = fc.record({
    now: fc.constantFrom(...NOWS),
    category: fc.constantFrom('dining', 'travel'),
    maxSplits: fc.integer({ min: 1, max: shape.maxSplits }),
    blockedBinPrefixes: fc.subarray(['4000', '5555', '37']),
    cards: fc.oneof(
      { weight: 1, arbitrary: fc.array(cardArb(shape.maxAvailable, shape.maxCap), { maxLength: shape.cards }) },
      { weight: 4, arbitrary: fc.array(cardArb(shape.maxAvailable, shape.maxCap), { minLength: 2, maxLength: shape.cards }) },
    ),
  });
  return wallet.chain((w) => {
    const reach = w.cards
      .map((c) => c.available)
      .sort((a, b) => b - a)
      .slice(0, w.maxSplits)
      .reduce((sum, a) => sum + a, 0);
    const within = Math.max(100, Math.min(shape.maxAmount, Math.ceil(reach * 1.05)));
    const amount = fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) },
      { weight: 3, arbitrary: fc.integer({ min: 100, max: shape.maxAmount }) },
      { weight: 4, arbitrary: fc.integer({ min: Math.max(100, Math.floor(within / 3)), max: within }) },
    );
    return amount.map((a) => toInput(w, a));
  });
}

interface Wallet {
  now: string;
  category: string;
  maxSplits: number;
  blockedBinPrefixes: string[];
  cards: CardSpec[];
}

function toInput({ now, cards, ...rest }: Wallet, amount: number): SplitInput {
  const date = new Date(now);
  const month0 = date.getUTCFullYear() * 12 + date.getUTCMonth();
  return {
    ...rest,
    amount,
    now: date,
    cards: cards.map((c, i) => {
      const expiry = month0 + c.expiryOffset;
      const card: EngineCard = {
        id: `card_${i}`,
        brand: i % 2 === 0 ? 'VISA' : 'AMEX',
        last4: String(1000 + i),
        expMonth: (expiry % 12) + 1,
        expYear: Math.floor(expiry / 12),
        available: c.available,
        rewardRate: c.rewardRate,
      };
      if (c.bin !== undefined) card.bin = c.bin;
      if (c.categoryRate !== undefined) card.categoryRates = { dining: c.categoryRate };
      if (c.cap !== undefined) {
        card.rewardCap = c.cap;
        // Validation guarantees rateAfterCap <= the effective rate, whatever the category.
        card.rateAfterCap = c.afterShare * Math.min(c.rewardRate, c.categoryRate ?? c.rewardRate);
      }
      return card;
    }),
  };
}

export const SMALL = { cards: 4, maxAvailable: 700, maxCap: 12, maxSplits: 4, maxAmount: 600 };
export const LARGE = { cards: 9, maxAvailable: 60_000, maxCap: 600, maxSplits: 5, maxAmount: 150_000 };

/** Deterministic Fisher–Yates with an LCG, so failures replay from the fast-check seed. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
