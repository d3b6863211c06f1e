import { capThreshold, cardReward, effectiveRate } from './reward.js';
import { round2 } from './rounding.js';
import { tolerance } from './tolerance.js';
import { MIN_SPLIT, type CardBrand, type CardDeclineReason, type EngineCard, type SplitOutcome } from './types.js';

/**
 * Why a split earns what it earns, for the payment Sandbox: each card's rate and cap against the
 * split the optimiser chose, and two simple strategies to compare it with. Pure: it reads only the
 * wallet and the optimiser's outcome, so the explanation can never disagree with the split.
 */

export type CardUse = 'USED' | 'NOT_USED' | 'DECLINED';

export interface CardExplanation {
  cardId: string;
  brand: CardBrand;
  last4: string;
  use: CardUse;
  declineReason: CardDeclineReason | null;
  /** The reward fraction for the payment's category. */
  rate: number;
  /** Whether `rate` came from the card's categoryRates or its base rate. */
  rateSource: 'CATEGORY' | 'BASE';
  rewardCap: number | null;
  /** The fraction earned past the cap (0 unless given); null without a cap. */
  rateAfterCap: number | null;
  /** Spend (minor units, 2 decimals) at which the cap is used up; null when it never is (no cap, or rate 0). */
  capReachedAt: number | null;
  /** What the split puts on the card (0 unless used). */
  amount: number;
  /** Spend past the cap, 2 decimals. */
  amountAfterCap: number;
  /** Earned on `amount`, 2 decimals. */
  reward: number;
  /** What `amount` would earn at `rate` with no cap, 2 decimals. */
  rewardWithoutCap: number;
  /** rewardWithoutCap less reward: what the cap costs on this split, 2 decimals. */
  rewardLostToCap: number;
}

export interface BaselinePart {
  cardId: string;
  amount: number;
  /** 2 decimals. */
  reward: number;
}

export interface Baseline {
  splits: BaselinePart[];
  /** 2 decimals. */
  reward: number;
}

export interface Uplift {
  /** Optimal reward less the baseline's, 2 decimals. */
  amount: number;
  /** The uplift as a percentage of the baseline's reward, 2 decimals; null when the baseline earns nothing (to 2 decimals). */
  percent: number | null;
}

export interface SplitExplanation {
  cards: CardExplanation[];
  /** The chosen split's reward, 2 decimals (the outcome's totalReward). */
  optimalReward: number;
  /** The whole payment on the one viable card that earns most; null when no single card can take it. */
  bestSingleCard: Baseline | null;
  /**
   * The payment shared in proportion to available balances over the viable cards with the largest
   * balances (at most maxSplits); null when that cannot make a valid split.
   */
  naiveSplit: Baseline | null;
  upliftOverBestSingleCard: Uplift | null;
  upliftOverNaiveSplit: Uplift | null;
}

export interface ExplainInput {
  amount: number;
  category: string;
  maxSplits: number;
  cards: readonly EngineCard[];
}

interface Exact {
  parts: { card: EngineCard; amount: number; reward: number }[];
  value: number;
}

export function explainSplit(input: ExplainInput, outcome: SplitOutcome): SplitExplanation {
  const { amount, category, cards } = input;
  const declined = new Map(outcome.declinedCards.map((d) => [d.cardId, d.reason]));
  const used = new Map(outcome.splits.map((s) => [s.cardId, s.amount]));
  const viable = cards.filter((card) => !declined.has(card.id));

  const explained = cards.map((card) => explainCard(card, category, used.get(card.id) ?? 0, declined.get(card.id) ?? null));
  const optimal = outcome.status === 'COMPLETED' ? sumRewards(cards, category, outcome.splits) : null;
  const single = bestSingleCard(viable, category, amount, input.maxSplits);
  const naive = naiveSplit(viable, category, amount, input.maxSplits);
  return {
    cards: explained,
    optimalReward: outcome.totalReward,
    bestSingleCard: single && toBaseline(single),
    naiveSplit: naive && toBaseline(naive),
    upliftOverBestSingleCard: optimal !== null && single ? uplift(optimal, single.value) : null,
    upliftOverNaiveSplit: optimal !== null && naive ? uplift(optimal, naive.value) : null,
  };
}

export function explainCard(card: EngineCard, category: string, amount: number, declineReason: CardDeclineReason | null): CardExplanation {
  const rate = effectiveRate(card, category);
  const threshold = capThreshold(rate, card.rewardCap);
  const reward = cardReward(card, category, amount);
  const uncapped = rate * amount;
  return {
    cardId: card.id,
    brand: card.brand,
    last4: card.last4,
    use: declineReason !== null ? 'DECLINED' : amount > 0 ? 'USED' : 'NOT_USED',
    declineReason,
    rate,
    rateSource: hasCategoryRate(card, category) ? 'CATEGORY' : 'BASE',
    rewardCap: card.rewardCap ?? null,
    rateAfterCap: card.rewardCap === undefined ? null : (card.rateAfterCap ?? 0),
    capReachedAt: threshold === Infinity ? null : round2(threshold),
    amount,
    amountAfterCap: threshold === Infinity ? 0 : round2(Math.max(0, amount - threshold)),
    reward: round2(reward),
    rewardWithoutCap: round2(uncapped),
    rewardLostToCap: round2(Math.max(0, uncapped - reward)),
  };
}

function hasCategoryRate(card: EngineCard, category: string): boolean {
  const rates = card.categoryRates;
  return rates !== undefined && Object.hasOwn(rates, category) && typeof rates[category] === 'number';
}

function sumRewards(cards: readonly EngineCard[], category: string, splits: readonly { cardId: string; amount: number }[]): number {
  const byId = new Map(cards.map((card) => [card.id, card]));
  let value = 0;
  for (const split of splits) {
    const card = byId.get(split.cardId);
    if (card) value += cardReward(card, category, split.amount);
  }
  return value;
}

/** The viable card that earns most on the whole amount; the earliest wins a tie, as in the optimiser. */
export function bestSingleCard(viable: readonly EngineCard[], category: string, amount: number, maxSplits: number): Exact | null {
  if (maxSplits < 1) return null;
  let best: Exact | null = null;
  for (const card of viable) {
    if (card.available < amount) continue;
    const reward = cardReward(card, category, amount);
    if (best === null || reward > best.value + tolerance(best.value)) best = { parts: [{ card, amount, reward }], value: reward };
  }
  return best;
}

/**
 * The payment shared in proportion to available balances: the viable cards with the largest
 * balances (at most maxSplits, the earlier card first on equal balances), each taking
 * amount * available / total, rounded down with the leftover units going to the largest
 * remainders. A card whose share falls under the minimum split is dropped (the smallest balance
 * first) and the rest shared again, while they can still cover the amount.
 */
export function naiveSplit(viable: readonly EngineCard[], category: string, amount: number, maxSplits: number): Exact | null {
  const order = viable
    .map((card, index) => ({ card, index }))
    .sort((a, b) => b.card.available - a.card.available || a.index - b.index)
    .slice(0, Math.max(0, maxSplits));
  const minimum = Math.min(MIN_SPLIT, amount);
  while (order.length > 0) {
    const shares = proportionalShares(
      amount,
      order.map((o) => o.card.available),
    );
    if (shares === null) return null;
    if (shares.every((share) => share >= minimum)) {
      const parts = order.map(({ card }, i) => ({ card, amount: shares[i]!, reward: cardReward(card, category, shares[i]!) }));
      return { parts, value: parts.reduce((sum, p) => sum + p.reward, 0) };
    }
    order.pop();
  }
  return null;
}

/**
 * Integer shares of `amount` in proportion to `weights`, summing to `amount` exactly (largest
 * remainder; the earlier weight wins a tie). BigInt keeps amount * weight exact at any size.
 * Null when the weights sum to less than the amount; no share then exceeds its weight.
 */
export function proportionalShares(amount: number, weights: readonly number[]): number[] | null {
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  const whole = BigInt(amount);
  if (total < whole || total === 0n) return null;
  const base = weights.map((w) => (whole * BigInt(w)) / total);
  const remainders = weights.map((w, i) => ({ i, r: (whole * BigInt(w)) % total }));
  let left = whole - base.reduce((sum, b) => sum + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    base[i] = base[i]! + 1n;
    left -= 1n;
  }
  return base.map(Number);
}

function toBaseline(exact: Exact): Baseline {
  return {
    splits: exact.parts.map((p) => ({ cardId: p.card.id, amount: p.amount, reward: round2(p.reward) })),
    reward: round2(exact.value),
  };
}

/** Differences within float noise of each other count as none. */
export function uplift(optimal: number, baseline: number): Uplift {
  const raw = optimal - baseline;
  const diff = Math.abs(raw) <= tolerance(Math.max(Math.abs(optimal), Math.abs(baseline))) ? 0 : raw;
  // A baseline of a few hundredths of a minor unit or less has no meaningful percentage (it may even overflow).
  const percent = round2(baseline) > 0 ? round2((diff / baseline) * 100) : null;
  return { amount: round2(diff), percent: percent !== null && Number.isFinite(percent) ? percent : null };
}
