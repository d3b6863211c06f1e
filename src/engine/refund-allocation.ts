import { buildCurve, type Curve } from './curve.js';
import { requireCount, requireRewardTerms, requireUniqueIds } from './lifecycle-validate.js';
import { cardReward } from './reward.js';
import { round2 } from './rounding.js';
import type { EngineCard } from './types.js';

/** One leg of a captured payment, as a refund or a partial capture sees it. */
export interface AllocLeg {
  legId: string;
  /** The card's reward terms (rewardRate, categoryRates, rewardCap, rateAfterCap). */
  card: EngineCard;
  /** Minor units currently kept on the leg (captured less refunded so far). */
  kept: number;
  /** Most that may come off this leg now (<= kept; disputes may lower it). */
  refundable: number;
}

export type AllocationMethod = 'keep_most_reward' | 'pro_rata' | 'last_leg_first';

export interface LegAllocation {
  legId: string;
  amount: number;
  /** reward(kept) - reward(kept - amount) on the leg's card, caps included, 2 dp. */
  rewardReversed: number;
}

/**
 * Shares `amount` out over the legs by `method`: integer amounts summing
 * exactly to it, none above its leg's refundable. One entry per leg that gets
 * something, in the order of `legs` (creation order). Null when the legs
 * cannot give back that much.
 *
 * - keep_most_reward: the least reward reversed, exactly, in whole units;
 * - pro_rata: in proportion to refundable, largest remainders rounded up;
 * - last_leg_first: from the newest leg backwards.
 */
export function allocateRefund(legs: AllocLeg[], amount: number, method: AllocationMethod, category: string): LegAllocation[] | null {
  validateLegs('allocateRefund', legs, category);
  requireCount('allocateRefund', 'amount', amount, 0);
  if (amount > legs.reduce((sum, leg) => sum + leg.refundable, 0)) return null;
  const amounts = SHARERS[method](legs, amount, category);
  return withReversal(legs, amounts, category);
}

/**
 * The reward each caller-given part reverses. The caller has checked the
 * parts against refundable; each must still name a leg once and stay within
 * what the leg keeps.
 */
export function explicitAllocation(legs: AllocLeg[], parts: { legId: string; amount: number }[], category: string): LegAllocation[] {
  const fn = 'explicitAllocation';
  validateLegs(fn, legs, category);
  requireUniqueIds(
    fn,
    'part leg',
    parts.map((part) => part.legId),
  );
  const byLeg = new Map(parts.map((part) => [part.legId, part.amount]));
  const known = new Set(legs.map((leg) => leg.legId));
  for (const part of parts) if (!known.has(part.legId)) throw new RangeError(`${fn}: unknown leg ${part.legId}`);
  const amounts = legs.map((leg) => {
    const amount = byLeg.get(leg.legId) ?? 0;
    requireCount(fn, `amount on leg ${leg.legId}`, amount, 0);
    if (amount > leg.kept) throw new RangeError(`${fn}: amount on leg ${leg.legId} exceeds what it keeps`);
    return amount;
  });
  return withReversal(legs, amounts, category);
}

/**
 * What to capture from each authorised leg when only `captureAmount` of the
 * total is captured: what is left uncaptured costs the least reward. Every leg
 * is listed, zero allowed. Throws when the capture is negative, above the
 * total kept, or leaves more uncaptured than the legs may release.
 */
export function allocateCapture(legs: AllocLeg[], captureAmount: number, category: string): { legId: string; amount: number }[] {
  const fn = 'allocateCapture';
  requireCount(fn, 'captureAmount', captureAmount, 0);
  const held = legs.reduce((sum, leg) => sum + leg.kept, 0);
  if (captureAmount > held) throw new RangeError(`${fn}: captureAmount ${captureAmount} exceeds the ${held} the legs hold`);
  const released = allocateRefund(legs, held - captureAmount, 'keep_most_reward', category);
  if (released === null) throw new RangeError(`${fn}: capturing ${captureAmount} leaves more uncaptured than the legs may release`);
  const off = new Map(released.map((part) => [part.legId, part.amount]));
  return legs.map((leg) => ({ legId: leg.legId, amount: leg.kept - (off.get(leg.legId) ?? 0) }));
}

type Sharer = (legs: readonly AllocLeg[], amount: number, category: string) => number[];

const SHARERS: Record<AllocationMethod, Sharer> = {
  keep_most_reward: leastRewardReversed,
  pro_rata: proRata,
  last_leg_first: lastLegFirst,
};

/**
 * Taking units off a leg reverses its reward from the top down, and reward is
 * concave, so the cost of each further unit off a leg never falls: the total
 * reversed is a separable convex function of the amounts. Handing out units
 * one block at a time to the leg whose next unit costs least is then exactly
 * optimal; blocks end at the leg's integer breakpoints, where its cost per
 * unit is constant, so whole units stay exact. Equal costs go to the later
 * leg, the most recent money.
 */
function leastRewardReversed(legs: readonly AllocLeg[], amount: number, category: string): number[] {
  const curves = legs.map((leg, i) => buildCurve({ ...leg.card, available: leg.kept }, i, category, leg.kept));
  const taken = legs.map(() => 0);
  let left = amount;
  while (left > 0) {
    let pick = -1;
    let pickCost = Infinity;
    for (let i = legs.length - 1; i >= 0; i--) {
      if (taken[i] === legs[i].refundable) continue;
      const cost = topSegment(curves[i], legs[i].kept - taken[i]).slope;
      if (cost < pickCost) {
        pick = i;
        pickCost = cost;
      }
    }
    const leg = legs[pick];
    const level = leg.kept - taken[pick];
    const block = Math.min(left, leg.refundable - taken[pick], level - topSegment(curves[pick], level).start);
    taken[pick] += block;
    left -= block;
  }
  return taken;
}

/** The linear piece holding the unit just below `level` (level >= 1): its slope and where it starts. */
function topSegment(curve: Curve, level: number): { slope: number; start: number } {
  const [end0, end1] = curve.ends;
  if (level <= end0) return { slope: curve.slopes[0], start: 0 };
  if (level <= end1) return { slope: curve.slopes[1], start: end0 };
  return { slope: curve.slopes[2], start: end1 };
}

/**
 * Each leg's exact share amount * refundable / total, rounded down, then the
 * units left over one each to the largest remainders (the later leg on a
 * tie). A leg with a remainder has a share below its refundable, so rounding
 * up never passes it. BigInt keeps amount * refundable exact past 2^53.
 */
function proRata(legs: readonly AllocLeg[], amount: number): number[] {
  const total = BigInt(legs.reduce((sum, leg) => sum + leg.refundable, 0));
  if (total === 0n) return legs.map(() => 0);
  const scaled = legs.map((leg) => BigInt(amount) * BigInt(leg.refundable));
  const amounts = scaled.map((s) => Number(s / total));
  let left = amount - amounts.reduce((sum, a) => sum + a, 0);
  const order = legs.map((_, i) => i).sort((a, b) => compareBig(scaled[b] % total, scaled[a] % total) || b - a);
  for (const i of order) {
    if (left === 0) break;
    amounts[i]++;
    left--;
  }
  return amounts;
}

function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lastLegFirst(legs: readonly AllocLeg[], amount: number): number[] {
  let left = amount;
  const amounts = legs.map(() => 0);
  for (let i = legs.length - 1; i >= 0 && left > 0; i--) {
    amounts[i] = Math.min(left, legs[i].refundable);
    left -= amounts[i];
  }
  return amounts;
}

function withReversal(legs: readonly AllocLeg[], amounts: readonly number[], category: string): LegAllocation[] {
  const out: LegAllocation[] = [];
  legs.forEach((leg, i) => {
    const amount = amounts[i];
    if (amount === 0) return;
    const reversed = cardReward(leg.card, category, leg.kept) - cardReward(leg.card, category, leg.kept - amount);
    out.push({ legId: leg.legId, amount, rewardReversed: round2(reversed) });
  });
  return out;
}

function validateLegs(fn: string, legs: readonly AllocLeg[], category: string): void {
  requireUniqueIds(
    fn,
    'leg',
    legs.map((leg) => leg.legId),
  );
  for (const leg of legs) {
    requireCount(fn, `kept on leg ${leg.legId}`, leg.kept, 0);
    requireCount(fn, `refundable on leg ${leg.legId}`, leg.refundable, 0);
    if (leg.refundable > leg.kept) throw new RangeError(`${fn}: refundable on leg ${leg.legId} exceeds what it keeps`);
    requireRewardTerms(fn, leg.card, category);
  }
}
