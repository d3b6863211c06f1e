import { effectiveRate } from './reward.js';
import type { EngineCard } from './types.js';

/**
 * Input checks for the payment-lifecycle functions (re-split, refund and
 * capture allocation). Callers validate at the API edge, so reaching one of
 * these errors means a bug upstream; failing loudly beats an answer that is
 * silently not optimal.
 */

/** A safe integer, at least `min` when given. */
export function requireCount(fn: string, name: string, value: number, min?: number): void {
  if (!Number.isSafeInteger(value) || (min !== undefined && value < min)) {
    throw new RangeError(`${fn}: ${name} must be an integer${min === undefined ? '' : ` >= ${min}`}, got ${value}`);
  }
}

export function requireUniqueIds(fn: string, what: string, ids: readonly string[]): void {
  if (new Set(ids).size !== ids.length) throw new RangeError(`${fn}: ${what} ids must be unique`);
}

/**
 * The reward terms must keep the card's reward concave (rateAfterCap at most
 * the effective rate): both the re-split's fill and the refund greedy rely on it.
 */
export function requireRewardTerms(fn: string, card: EngineCard, category: string): void {
  const rate = effectiveRate(card, category);
  const problem = termsProblem(card, rate);
  if (problem !== null) throw new RangeError(`${fn}: card ${card.id}: ${problem}`);
}

function termsProblem(card: EngineCard, rate: number): string | null {
  if (!isNonNegative(rate)) return 'reward rate must be a finite number >= 0';
  if (card.rewardCap === undefined) return null;
  if (!isNonNegative(card.rewardCap)) return 'rewardCap must be a finite number >= 0';
  const after = card.rateAfterCap ?? 0;
  if (!isNonNegative(after)) return 'rateAfterCap must be a finite number >= 0';
  if (after > rate) return 'rateAfterCap must not exceed the effective rate';
  return null;
}

function isNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
