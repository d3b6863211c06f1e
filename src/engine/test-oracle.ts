import type { CardDeclineReason, EngineCard, SplitInput } from './types.js';

/*
 * Test-only brute-force oracles. They restate the contract from scratch
 * (rates, rewards, viability) instead of importing engine code, so a shared
 * misreading cannot make the engine and its judge agree.
 */

/** The engine's tie tolerance: rewards this close are equal. */
export const tol = (v: number) => 1e-9 * Math.max(1, Math.abs(v));

/**
 * How far a split's reward, summed again by a test, may be from the oracle's best: twice the tie
 * tolerance. The engine may keep a split up to tol below the best as a tie (and then prefers fewer
 * cards), and the test's own float sum differs from the engine's by a few ulps on top: a bound of
 * exactly tol once failed at 1.0000000000000003e-9. A real miss is many orders larger.
 */
export const nearBest = (v: number) => 2 * tol(v);

export function rateOf(card: EngineCard, category: string): number {
  const rates = card.categoryRates ?? {};
  return Object.prototype.hasOwnProperty.call(rates, category) ? rates[category] : card.rewardRate;
}

export function rewardOf(card: EngineCard, category: string, x: number): number {
  const r = rateOf(card, category);
  if (card.rewardCap === undefined || r === 0) return r * x;
  const threshold = card.rewardCap / r;
  return Math.min(r * x, card.rewardCap) + (card.rateAfterCap ?? 0) * Math.max(0, x - threshold);
}

export function reasonOf(card: EngineCard, input: SplitInput): CardDeclineReason | null {
  // First instant after the expiry month, from Date.UTC rather than month arithmetic.
  if (input.now.getTime() >= Date.UTC(card.expYear, card.expMonth, 1)) return 'EXPIRED';
  if (card.bin !== undefined && input.blockedBinPrefixes.some((p) => card.bin!.startsWith(p))) return 'BLOCKED_BIN';
  const need = input.amount < 100 ? input.amount : 100;
  return card.available >= need ? null : 'INSUFFICIENT_FUNDS';
}

export interface Optimum {
  declined: { cardId: string; reason: CardDeclineReason }[];
  viable: number;
  /** -Infinity when no split is feasible. */
  value: number;
  /** Fewest cards among splits within tolerance of the optimum. */
  cards: number;
}

function declinedOf(input: SplitInput) {
  const declined: Optimum['declined'] = [];
  const viable: EngineCard[] = [];
  for (const card of input.cards) {
    const reason = reasonOf(card, input);
    if (reason === null) viable.push(card);
    else declined.push({ cardId: card.id, reason });
  }
  return { declined, viable };
}

/** Best reward per exact card count, then the optimum and its fewest-card count. */
function summarise(byCount: number[]): Pick<Optimum, 'value' | 'cards'> {
  const value = Math.max(-Infinity, ...byCount);
  const cards = byCount.findIndex((v) => v >= value - tol(value));
  return { value, cards: value === -Infinity ? 0 : cards };
}

/**
 * Every integer allocation, by dynamic programming over (cards used, amount
 * covered): each card takes 0 or any whole amount from 100 to its available.
 */
export function exhaustiveOptimum(input: SplitInput): Optimum {
  const { declined, viable } = declinedOf(input);
  const { amount, category, maxSplits } = input;
  const byCount = new Array<number>(maxSplits + 1).fill(-Infinity);
  if (amount < 100) {
    for (const card of viable) if (maxSplits >= 1) byCount[1] = Math.max(byCount[1], rewardOf(card, category, amount));
    return { declined, viable: viable.length, ...summarise(byCount) };
  }
  const width = amount + 1;
  const best = new Float64Array((maxSplits + 1) * width).fill(-Infinity);
  best[0] = 0;
  for (const card of viable) {
    const top = Math.min(card.available, amount);
    const gain = new Float64Array(top + 1);
    for (let x = 100; x <= top; x++) gain[x] = rewardOf(card, category, x);
    for (let c = maxSplits - 1; c >= 0; c--) {
      for (let s = amount - 100; s >= 0; s--) {
        const base = best[c * width + s];
        if (base === -Infinity) continue;
        const limit = Math.min(top, amount - s);
        const row = (c + 1) * width + s;
        for (let x = 100; x <= limit; x++) {
          const v = base + gain[x];
          if (v > best[row + x]) best[row + x] = v;
        }
      }
    }
  }
  for (let c = 1; c <= maxSplits; c++) byCount[c] = best[c * width + amount];
  return { declined, viable: viable.length, ...summarise(byCount) };
}

/**
 * For larger amounts: every subset of at most maxSplits cards, each filled
 * optimally by taking the highest-slope unit ranges first (exact because
 * every reward curve is concave).
 */
export function subsetOptimum(input: SplitInput): Optimum {
  // Under 100 there is nothing to split; the exhaustive oracle is instant there.
  if (input.amount < 100) return exhaustiveOptimum(input);
  const { declined, viable } = declinedOf(input);
  const { amount, category, maxSplits } = input;
  const byCount = new Array<number>(maxSplits + 1).fill(-Infinity);
  const pieces = viable.map((card) => unitPieces(card, category, Math.min(card.available, amount)));
  const limit = Math.min(maxSplits, Math.floor(amount / 100));
  for (let mask = 1; mask < 1 << viable.length; mask++) {
    const members = viable.map((_, i) => i).filter((i) => mask & (1 << i));
    if (members.length > limit) continue;
    if (members.reduce((sum, i) => sum + Math.min(viable[i].available, amount), 0) < amount) continue;
    const taken = members.map(() => 100);
    let left = amount - 100 * members.length;
    const all = members.flatMap((i, m) => pieces[i].map((p) => ({ ...p, m })));
    all.sort((a, b) => b.slope - a.slope);
    for (const piece of all) {
      const take = Math.min(left, piece.units);
      taken[piece.m] += take;
      left -= take;
    }
    const value = members.reduce((sum, i, m) => sum + rewardOf(viable[i], category, taken[m]), 0);
    byCount[members.length] = Math.max(byCount[members.length], value);
  }
  return { declined, viable: viable.length, ...summarise(byCount) };
}

/** A card's units above 100 as (slope, length) ranges between its breakpoints. */
function unitPieces(card: EngineCard, category: string, top: number) {
  const r = rateOf(card, category);
  const threshold = card.rewardCap === undefined || r === 0 ? Infinity : card.rewardCap / r;
  const marks = [100, Math.floor(threshold), Math.floor(threshold) + 1, top].filter((x) => x >= 100 && x <= top).sort((a, b) => a - b);
  const pieces: { slope: number; units: number }[] = [];
  for (let i = 1; i < marks.length; i++) {
    const units = marks[i] - marks[i - 1];
    if (units > 0) {
      const slope = (rewardOf(card, category, marks[i]) - rewardOf(card, category, marks[i - 1])) / units;
      pieces.push({ slope, units });
    }
  }
  return pieces;
}
