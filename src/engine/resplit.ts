import { buildCurve, type Curve } from './curve.js';
import { requireCount, requireRewardTerms, requireUniqueIds } from './lifecycle-validate.js';
import { searchResplit } from './resplit-search.js';
import { capThreshold, cardReward, effectiveRate } from './reward.js';
import { round2 } from './rounding.js';
import type { BestSplit } from './search.js';
import { bestSingleCard } from './small-payment.js';
import { MIN_SPLIT, type EngineCard, type Split } from './types.js';
import { hasBlockedBin, isExpired, minimumSplit } from './viability.js';

/** A leg that stays: authorised, or still pending. */
export interface CommittedLeg {
  cardId: string;
  amount: number;
}

export interface ResplitInput {
  /** Integer minor units still to place, > 0. */
  shortfall: number;
  category: string;
  /** The payment's maxSplits: distinct cards used in total, committed legs' cards included. */
  maxSplits: number;
  /** Every card sent with the original payment, unchanged. */
  cards: EngineCard[];
  /** Legs that stay; several may be on one card. Zero-amount legs hold nothing and are ignored. */
  committed: CommittedLeg[];
  /** Declined cards: never used again. */
  excludedCardIds: string[];
  blockedBinPrefixes: readonly string[];
  now: Date;
}

export interface ResplitOutcome {
  /** DECLINED: no split covers the shortfall. */
  status: 'COMPLETED' | 'DECLINED';
  /** The new legs only; each reward is the marginal reward on top of what the card already carries, 2 dp. */
  splits: Split[];
  /** Sum of the new legs' unrounded marginal rewards, 2 dp; 0 when declined. */
  totalReward: number;
}

const FN = 'resplitShortfall';

/**
 * Places the shortfall left by a declined or partially authorised leg on the
 * customer's other cards, for the most reward still possible.
 *
 * Each card is reduced to what is left of it: its available less what its
 * committed legs hold, and its reward curve from that point on (see
 * marginalCard). A card already carrying a committed leg takes more without
 * using up a split; every other card counts against maxSplits together with
 * the committed legs' cards. Each new leg is at least MIN_SPLIT unless the
 * whole shortfall is smaller, when it goes on one card. Pure and deterministic.
 */
export function resplitShortfall(input: ResplitInput): ResplitOutcome {
  validateResplit(input);
  const { shortfall, category, maxSplits, cards, committed, blockedBinPrefixes, now } = input;
  const held = new Map<string, number>();
  for (const leg of committed) {
    if (leg.amount > 0) held.set(leg.cardId, (held.get(leg.cardId) ?? 0) + leg.amount);
  }
  const excluded = new Set(input.excludedCardIds);
  const newCards = Math.max(0, maxSplits - held.size);

  const viable: Curve[] = [];
  const free: boolean[] = [];
  cards.forEach((card, index) => {
    if (excluded.has(card.id) || isExpired(card, now) || hasBlockedBin(card, blockedBinPrefixes)) return;
    requireCount(FN, `card ${card.id} available`, card.available);
    const onCard = held.get(card.id) ?? 0;
    if (card.available - onCard < minimumSplit(shortfall)) return;
    // A card that cannot get a new leg must not fail the payment on its terms.
    if (onCard === 0 && newCards === 0) return;
    requireRewardTerms(FN, card, category);
    viable.push(buildCurve(marginalCard(card, category, onCard), index, category, shortfall));
    free.push(onCard > 0);
  });

  const best = shortfall < MIN_SPLIT ? bestSingleCard(viable, shortfall, 1) : searchResplit(viable, free, shortfall, newCards);
  if (best === null) return { status: 'DECLINED', splits: [], totalReward: 0 };
  return completed(best, cards, category, held);
}

/**
 * The card as seen from `committed` units in: what is left of its available,
 * and a reward curve x -> reward(committed + x) - reward(committed). Below the
 * cap's threshold that is the same rate with the cap less what the committed
 * units earned; past it, a flat card at rateAfterCap. The curve may differ
 * from the exact difference by float noise only, well inside the tie
 * tolerance; the rewards reported are the exact differences.
 */
export function marginalCard(card: EngineCard, category: string, committed: number): EngineCard {
  const base: EngineCard = {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    available: Math.max(0, card.available - committed),
    rewardRate: effectiveRate(card, category),
  };
  const rate = base.rewardRate;
  if (card.rewardCap === undefined || capThreshold(rate, card.rewardCap) === Infinity) return base;
  const capLeft = card.rewardCap - rate * committed;
  const after = card.rateAfterCap ?? 0;
  if (committed >= capThreshold(rate, card.rewardCap) || capLeft <= 0) return { ...base, rewardRate: after };
  return { ...base, rewardCap: capLeft, rateAfterCap: after };
}

/** reward(committed + x) - reward(committed), unrounded, from the card's own terms. */
export function marginalReward(card: EngineCard, category: string, committed: number, x: number): number {
  return cardReward(card, category, committed + x) - cardReward(card, category, committed);
}

function completed(best: BestSplit, cards: readonly EngineCard[], category: string, held: ReadonlyMap<string, number>): ResplitOutcome {
  let total = 0;
  const parts = best.curves
    .map((curve, i) => ({ index: curve.index, amount: best.amounts[i] }))
    .filter((part) => part.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.index - b.index);
  const splits = parts.map(({ index, amount }): Split => {
    const card = cards[index];
    const reward = marginalReward(card, category, held.get(card.id) ?? 0, amount);
    total += reward;
    return { cardId: card.id, brand: card.brand, last4: card.last4, amount, reward: round2(reward) };
  });
  return { status: 'COMPLETED', splits, totalReward: round2(total) };
}

function validateResplit(input: ResplitInput): void {
  requireCount(FN, 'shortfall', input.shortfall, 1);
  requireCount(FN, 'maxSplits', input.maxSplits, 0);
  if (!(input.now instanceof Date) || Number.isNaN(input.now.getTime())) throw new RangeError(`${FN}: now must be a valid Date`);
  requireUniqueIds(
    FN,
    'card',
    input.cards.map((card) => card.id),
  );
  for (const leg of input.committed) requireCount(FN, `committed amount on ${leg.cardId}`, leg.amount, 0);
}
