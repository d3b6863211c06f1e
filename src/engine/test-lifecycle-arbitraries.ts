import fc from 'fast-check';
import { optimiseSplit } from './optimise-split.js';
import type { AllocLeg } from './refund-allocation.js';
import type { CommittedLeg, ResplitInput } from './resplit.js';
import { inputArb, type InputShape } from './test-arbitraries.js';
import type { EngineCard } from './types.js';

/* Test-only fast-check generators for the payment lifecycle: re-splits, refunds and captures. */

/**
 * A random wallet and payment (inputArb) turned into a re-split: some cards
 * carry standing legs (sometimes two, sometimes past the card's cap or its
 * available, sometimes on a card no longer sent), some are excluded, and the
 * shortfall is the payment's amount or drawn from the room the cards have left.
 */
export function resplitArb(shape: InputShape): fc.Arbitrary<ResplitInput> {
  return inputArb(shape).chain((split) => {
    const ids = split.cards.map((card) => card.id);
    // Mostly a part of what the card can take, so it still has room; sometimes all of it or more.
    const leg = (cardId: string, available: number) =>
      fc
        .oneof(
          { weight: 6, arbitrary: fc.integer({ min: 1, max: Math.max(1, Math.floor(available / 2)) }) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: Math.max(1, available + 50) }) },
          { weight: 1, arbitrary: fc.constantFrom(0, 1, 99, 100, 250) },
        )
        .map((amount): CommittedLeg => ({ cardId, amount }));
    // Usually fewer cards carry legs than the payment may use (one leg just failed), sometimes any number.
    const holders = fc.oneof(
      { weight: 4, arbitrary: fc.subarray(split.cards, { maxLength: Math.min(split.cards.length, split.maxSplits - 1) }) },
      { weight: 1, arbitrary: fc.subarray(split.cards) },
    );
    const committed = holders
      .chain((cards) =>
        fc.tuple(
          ...cards.map((card) => fc.array(leg(card.id, card.available), { minLength: 1, maxLength: 2 })),
          fc.option(leg('card_gone', 500), { nil: undefined, freq: 6 }),
        ),
      )
      .map((parts) => parts.flat().filter((l): l is CommittedLeg => l !== undefined));
    const standing = fc.record({ committed, excluded: fc.subarray(ids, { maxLength: Math.min(3, ids.length) }) });
    return standing.chain(({ committed: legs, excluded }) => {
      const toInput = (shortfall: number): ResplitInput => ({
        shortfall,
        category: split.category,
        maxSplits: split.maxSplits,
        cards: split.cards,
        committed: legs,
        excludedCardIds: excluded,
        blockedBinPrefixes: split.blockedBinPrefixes,
        now: split.now,
      });
      // Half the time a shortfall the cards' room left could cover, so most re-splits have an answer.
      const room = split.cards
        .filter((card) => !excluded.includes(card.id))
        .map((card) => card.available - legs.filter((l) => l.cardId === card.id).reduce((sum, l) => sum + l.amount, 0))
        .sort((a, b) => b - a)
        .slice(0, split.maxSplits)
        .reduce((sum, left) => sum + Math.max(0, left), 0);
      const within = Math.max(100, Math.min(shape.maxAmount, room));
      return fc
        .oneof(
          { weight: 1, arbitrary: fc.constant(split.amount) },
          { weight: 1, arbitrary: fc.integer({ min: Math.max(100, Math.floor(within / 3)), max: within }) },
        )
        .map(toInput);
    });
  });
}

/**
 * The case the server meets: an optimal split of a random payment, then one
 * of its legs declined outright or authorised for only part of its amount.
 * The other legs (and any authorised part) stand; the failed card is
 * excluded, or, after a partial authorisation, sometimes left in.
 */
export function failedLegArb(shape: InputShape): fc.Arbitrary<ResplitInput> {
  const paid = inputArb(shape)
    .map((input) => ({ input, outcome: optimiseSplit(input) }))
    .filter(({ outcome }) => outcome.status === 'COMPLETED');
  return paid.chain(({ input, outcome }) =>
    fc
      .record({
        failed: fc.integer({ min: 0, max: outcome.splits.length - 1 }),
        authorisedShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.99, noNaN: true })),
        exclude: fc.boolean(),
      })
      .map(({ failed, authorisedShare, exclude }): ResplitInput => {
        const leg = outcome.splits[failed];
        const authorised = Math.floor(leg.amount * authorisedShare);
        const committed = outcome.splits.filter((_, i) => i !== failed).map((s) => ({ cardId: s.cardId, amount: s.amount }));
        if (authorised > 0) committed.push({ cardId: leg.cardId, amount: authorised });
        return {
          shortfall: leg.amount - authorised,
          category: input.category,
          maxSplits: input.maxSplits,
          cards: input.cards,
          committed,
          excludedCardIds: authorised === 0 || exclude ? [leg.cardId] : [],
          blockedBinPrefixes: input.blockedBinPrefixes,
          now: input.now,
        };
      }),
  );
}

const rate = fc.oneof(fc.constantFrom(0, 0.005, 0.01, 0.02, 0.05, 0.2), fc.double({ min: 0, max: 0.2, noNaN: true }));

/** Reward terms only: the allocation never looks at expiry, BIN or available. */
const termsArb: fc.Arbitrary<EngineCard> = fc
  .record({
    rewardRate: rate,
    categoryRate: fc.option(rate, { nil: undefined }),
    cap: fc.option(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.double({ min: 0, max: 12, noNaN: true })), { nil: undefined }),
    afterShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ rewardRate, categoryRate, cap, afterShare }) => {
    const card: EngineCard = { id: 'c', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2030, available: 0, rewardRate };
    if (categoryRate !== undefined) card.categoryRates = { dining: categoryRate };
    if (cap !== undefined) {
      card.rewardCap = cap;
      card.rateAfterCap = afterShare * Math.min(rewardRate, categoryRate ?? rewardRate);
    }
    return card;
  });

/** Legs of one payment in creation order: refundable mostly all of kept, sometimes less (a dispute). */
export function legsArb(maxLegs: number, maxKept: number): fc.Arbitrary<AllocLeg[]> {
  const leg = fc.record({
    card: termsArb,
    kept: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: maxKept }) }, { weight: 1, arbitrary: fc.constantFrom(0, 1, 100) }),
    share: fc.oneof(fc.constant(1), fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  });
  return fc.array(leg, { minLength: 1, maxLength: maxLegs }).map((legs) =>
    legs.map(({ card, kept, share }, i) => ({
      legId: `leg_${i}`,
      card: { ...card, id: `card_${i}` },
      kept,
      refundable: Math.floor(kept * share),
    })),
  );
}

/** Legs, a category and an amount: mostly within what the legs may give back, sometimes just over. */
export function refundArb(maxLegs: number, maxKept: number) {
  return fc.record({ legs: legsArb(maxLegs, maxKept), category: fc.constantFrom('dining', 'travel') }).chain(({ legs, category }) => {
    const total = legs.reduce((sum, leg) => sum + leg.refundable, 0);
    const amount = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: total }) }, { weight: 1, arbitrary: fc.integer({ min: total, max: total + 3 }) });
    return amount.map((a) => ({ legs, category, amount: a }));
  });
}
