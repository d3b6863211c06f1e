/**
 * Rewards closer than this count as equal. Different card sets reach the same
 * reward through different float sums, and that noise must not outrank the
 * "fewer cards" tie-break.
 */
export function tolerance(value: number): number {
  return 1e-9 * Math.max(1, Math.abs(value));
}
