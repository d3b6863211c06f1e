import type { ResplitInput } from './resplit.js';
import { rateOf, rewardOf, tol } from './test-oracle.js';
import type { EngineCard } from './types.js';

/*
 * Test-only brute-force oracles for re-splitting a shortfall. Like
 * test-oracle.ts they restate the rules from scratch (only the types come
 * from the engine): what a card still holds, which cards may take a new leg,
 * what a new leg earns, and how many distinct cards a payment may use.
 */

export interface Usable {
  card: EngineCard;
  /** Position in input.cards. */
  index: number;
  /** What the card's standing legs already hold. */
  held: number;
  /** What is left of the card's available. */
  left: number;
  /** Already carries a standing leg, so a new leg uses no split. */
  free: boolean;
}

/** Amount held per card id by the standing legs (zero-amount legs hold nothing). */
export function heldByCard(input: ResplitInput): Map<string, number> {
  const held = new Map<string, number>();
  for (const leg of input.committed) if (leg.amount > 0) held.set(leg.cardId, (held.get(leg.cardId) ?? 0) + leg.amount);
  return held;
}

/** How many cards without a standing leg may still be given one. */
export function newCardsAllowed(input: ResplitInput): number {
  return Math.max(0, input.maxSplits - heldByCard(input).size);
}

export function isOut(card: EngineCard, input: ResplitInput): boolean {
  if (input.excludedCardIds.includes(card.id)) return true;
  if (input.now.getTime() >= Date.UTC(card.expYear, card.expMonth, 1)) return true;
  return card.bin !== undefined && input.blockedBinPrefixes.some((p) => card.bin!.startsWith(p));
}

export function usableCards(input: ResplitInput): Usable[] {
  const held = heldByCard(input);
  const need = Math.min(100, input.shortfall);
  const out: Usable[] = [];
  input.cards.forEach((card, index) => {
    const h = held.get(card.id) ?? 0;
    const left = card.available - h;
    if (isOut(card, input) || left < need) return;
    if (h === 0 && newCardsAllowed(input) === 0) return;
    out.push({ card, index, held: h, left, free: h > 0 });
  });
  return out;
}

/** What x more units earn on a card already holding `held`: reward(held + x) - reward(held). */
export function gainOf(card: EngineCard, category: string, held: number, x: number): number {
  return rewardOf(card, category, held + x) - rewardOf(card, category, held);
}

export interface ResplitOptimum {
  /** -Infinity when no placement covers the shortfall. */
  value: number;
  /** Fewest new legs among placements within tolerance of the optimum. */
  legs: number;
}

function summarise(byLegs: number[]): ResplitOptimum {
  const value = Math.max(-Infinity, ...byLegs);
  return { value, legs: value === -Infinity ? 0 : byLegs.findIndex((v) => v >= value - tol(value)) };
}

/**
 * Every integer placement: a walk over every allowed card subset, extending a
 * dynamic programme over the amount placed as each member joins; a member
 * takes any whole amount from 100 to what is left of it.
 */
export function exhaustiveResplit(input: ResplitInput): ResplitOptimum {
  const { shortfall: amount, category } = input;
  const usable = usableCards(input);
  const byLegs = new Array<number>(usable.length + 1).fill(-Infinity);
  if (amount < 100) {
    for (const u of usable) byLegs[1] = Math.max(byLegs[1], gainOf(u.card, category, u.held, amount));
    return summarise(byLegs);
  }
  const gains = usable.map((u) => Array.from({ length: Math.min(u.left, amount) + 1 }, (_, x) => gainOf(u.card, category, u.held, x)));
  const allowed = newCardsAllowed(input);
  const walk = (from: number, best: Float64Array, legs: number, newUsed: number): void => {
    if ((legs + 1) * 100 > amount) return;
    for (let i = from; i < usable.length; i++) {
      const costs = usable[i].free ? 0 : 1;
      if (newUsed + costs > allowed) continue;
      const next = new Float64Array(amount + 1).fill(-Infinity);
      const gain = gains[i];
      for (let s = 0; s <= amount - 100; s++) {
        if (best[s] === -Infinity) continue;
        const top = Math.min(gain.length - 1, amount - s);
        for (let x = 100; x <= top; x++) {
          const v = best[s] + gain[x];
          if (v > next[s + x]) next[s + x] = v;
        }
      }
      byLegs[legs + 1] = Math.max(byLegs[legs + 1], next[amount]);
      walk(i + 1, next, legs + 1, newUsed + costs);
    }
  };
  const start = new Float64Array(amount + 1).fill(-Infinity);
  start[0] = 0;
  walk(0, start, 0, 0);
  return summarise(byLegs);
}

/**
 * For larger shortfalls: every allowed subset, each member first given 100,
 * the rest filled by the steepest unit ranges of the members' gain curves
 * (exact because each gain curve is a tail of a concave curve, so concave).
 */
export function subsetResplit(input: ResplitInput): ResplitOptimum {
  if (input.shortfall < 100) return exhaustiveResplit(input);
  const { shortfall: amount, category } = input;
  const usable = usableCards(input);
  const byLegs = new Array<number>(usable.length + 1).fill(-Infinity);
  const allowed = newCardsAllowed(input);
  for (let mask = 1; mask < 1 << usable.length; mask++) {
    const members = usable.filter((_, i) => mask & (1 << i));
    if (members.filter((u) => !u.free).length > allowed || members.length * 100 > amount) continue;
    if (members.reduce((sum, u) => sum + Math.min(u.left, amount), 0) < amount) continue;
    const taken = members.map(() => 100);
    let rest = amount - 100 * members.length;
    const pieces = members.flatMap((u, m) => gainPieces(u, category, Math.min(u.left, amount)).map((p) => ({ ...p, m })));
    pieces.sort((a, b) => b.slope - a.slope);
    for (const piece of pieces) {
      const take = Math.min(rest, piece.units);
      taken[piece.m] += take;
      rest -= take;
    }
    const value = members.reduce((sum, u, m) => sum + gainOf(u.card, category, u.held, taken[m]), 0);
    byLegs[members.length] = Math.max(byLegs[members.length], value);
  }
  return summarise(byLegs);
}

/** A card's new units above 100 as (slope, length) ranges between the gain curve's breakpoints. */
function gainPieces(u: Usable, category: string, top: number) {
  const r = rateOf(u.card, category);
  const threshold = u.card.rewardCap === undefined || r === 0 ? Infinity : u.card.rewardCap / r;
  const knee = Math.floor(threshold) - u.held;
  const marks = [100, knee, knee + 1, top].filter((x) => x >= 100 && x <= top).sort((a, b) => a - b);
  const pieces: { slope: number; units: number }[] = [];
  for (let i = 1; i < marks.length; i++) {
    const units = marks[i] - marks[i - 1];
    if (units > 0) pieces.push({ slope: (gainOf(u.card, category, u.held, marks[i]) - gainOf(u.card, category, u.held, marks[i - 1])) / units, units });
  }
  return pieces;
}
