/**
 * Rounds to 2 decimals, half away from zero.
 *
 * Near a half-cent the value is first snapped to 15 significant digits so
 * binary noise cannot decide the rounding: 0.015 * 12345 evaluates to
 * 185.17499999999998 but is 185.175 in decimal and must round to 185.18.
 * Shifting by a decimal exponent string (not `* 100`) keeps that half exact.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  // Far below half a cent everything rounds to zero (and String() would switch to exponent form);
  // from 1e15 up there are no cents left to round.
  if (magnitude < 0.001) return 0;
  if (magnitude >= 1e15) return value;
  const scaled = magnitude * 100;
  const fraction = scaled - Math.floor(scaled);
  // Clear of the half, `* 100` noise cannot change the answer; skip the string work.
  const cents = Math.abs(fraction - 0.5) > 1e-6 ? Math.round(scaled) : Math.round(Number(`${Number(magnitude.toPrecision(15))}e2`));
  const rounded = cents / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
