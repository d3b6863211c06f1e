/** Five days of failing without a success disables an endpoint (as Svix does). */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * The wait before automatic retry number `retriesUsed + 1`, in seconds, with up to 10% jitter
 * either way so a receiver that comes back is not hit by every delivery at once; null when the
 * schedule is used up.
 */
export function nextRetryDelaySeconds(schedule: readonly number[], retriesUsed: number, random: () => number = Math.random): number | null {
  if (retriesUsed >= schedule.length) return null;
  const base = schedule[retriesUsed]!;
  return Math.max(0, base * (0.9 + 0.2 * random()));
}
