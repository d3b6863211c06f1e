/**
 * Rounds to 2 decimals, half away from zero.
 *
 * The value is first snapped to 15 significant digits so binary noise cannot
 * move a decimal half-cent: 0.015 * 12345 evaluates to 185.17499999999998 but
 * is 185.175 in decimal and must round to 185.18. Shifting by a decimal
 * exponent string (not `* 100`) keeps that half exact.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  // Far below half a cent everything rounds to zero (and String() would switch to exponent form); above 1e15 there are no cents left to round.
  if (magnitude < 0.001) return 0;
  if (magnitude >= 1e15) return value;
  const snapped = Number(magnitude.toPrecision(15));
  const cents = Math.round(Number(`${snapped}e2`));
  const rounded = Number(`${cents}e-2`);
  return value < 0 ? -rounded : rounded;
}
