import type { Curve } from './curve.js';
import type { SplitInput } from './types.js';

/**
 * Rejects input the optimiser cannot be exact for. Callers validate at the
 * API edge; reaching these errors means a bug upstream, so failing loudly
 * beats returning a silently non-optimal split.
 */
export function validateInput(input: SplitInput): void {
  const { amount, maxSplits, now } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`optimiseSplit: amount must be a positive integer, got ${amount}`);
  }
  if (!Number.isSafeInteger(maxSplits) || maxSplits < 0) {
    throw new RangeError(`optimiseSplit: maxSplits must be a non-negative integer, got ${maxSplits}`);
  }
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new RangeError('optimiseSplit: now must be a valid Date');
  }
}

/** Checked only for viable cards: a broken expired card must not fail the payment. */
export function validateCurve(curve: Curve): void {
  const { card, rate, afterRate } = curve;
  const problem = curveProblem(curve);
  if (problem !== null) {
    throw new RangeError(`optimiseSplit: card ${card.id}: ${problem} (rate ${rate}, after cap ${afterRate})`);
  }
}

function curveProblem({ card, rate, afterRate }: Curve): string | null {
  if (!Number.isSafeInteger(card.available)) return 'available must be an integer';
  if (!isNonNegative(rate)) return 'reward rate must be a finite number >= 0';
  if (card.rewardCap === undefined) return null;
  if (!isNonNegative(card.rewardCap)) return 'rewardCap must be a finite number >= 0';
  if (!isNonNegative(afterRate)) return 'rateAfterCap must be a finite number >= 0';
  // Above the rate the reward stops being concave and greedy filling is no longer optimal.
  if (afterRate > rate) return 'rateAfterCap must not exceed the effective rate';
  return null;
}

function isNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
