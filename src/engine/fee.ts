/**
 * Fee in whole minor units: amount × feePercent / 100, rounded half up.
 *
 * feePercent carries at most 2 decimals, so it is scaled to hundredths of a
 * percent and the rest is done in BigInt: float maths gets cases like
 * 12550 × 0.5% = 62.75 or 100 × 0.5% = 0.5 wrong at the rounding edge.
 */
export function feeAmount(amount: number, feePercent: number): number {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`feeAmount: amount must be a safe integer, got ${amount}`);
  }
  if (!Number.isFinite(feePercent)) {
    throw new RangeError(`feeAmount: feePercent must be finite, got ${feePercent}`);
  }
  const hundredths = BigInt(Math.round(feePercent * 100));
  const scaled = BigInt(amount) * hundredths + 5000n;
  let fee = scaled / 10000n;
  // BigInt division truncates toward zero; half up needs floor for negatives.
  if (scaled % 10000n < 0n) fee -= 1n;
  return Number(fee);
}
