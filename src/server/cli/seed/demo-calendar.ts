import { weightedPicker, type Rand } from './prng';

const DAY = 86_400_000;
// Card payments by hour of day (UTC): quiet nights, a lunchtime peak and a busy evening.
const HOURLY = [2, 1, 1, 1, 1, 2, 4, 6, 8, 9, 10, 12, 14, 13, 11, 10, 10, 11, 13, 14, 12, 9, 6, 4];
const pickHour = weightedPicker(HOURLY);

/**
 * How many payments fall on each of the last `days` UTC days (oldest first),
 * summing exactly to `total`: growing about 60% over the window, weekends a
 * quarter quieter, a little noise, and today only up to now.
 */
export function dayCounts(rand: Rand, total: number, days: number, now: Date): { day: number; count: number }[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weights = Array.from({ length: days }, (_, i) => {
    const start = today - (days - 1 - i) * DAY;
    const weekday = new Date(start).getUTCDay();
    const elapsed = i === days - 1 ? Math.max(0.05, (now.getTime() - start) / DAY) : 1;
    return (1 + (0.6 * i) / Math.max(1, days - 1)) * (weekday === 0 || weekday === 6 ? 0.75 : 1) * (0.9 + rand() * 0.2) * elapsed;
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  // Largest remainders take the leftovers, so the total is exact.
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let left = total - counts.reduce((a, b) => a + b, 0), j = 0; left > 0; left--, j++) counts[order[j % days]![1]]! += 1;
  return counts.map((count, i) => ({ day: today - (days - 1 - i) * DAY, count }));
}

/** A moment on the UTC day starting at `dayStart`, never later than now. */
export function instantOnDay(rand: Rand, dayStart: number, now: Date): Date {
  const t = dayStart + pickHour(rand) * 3_600_000 + Math.floor(rand() * 3_600_000);
  if (t <= now.getTime()) return new Date(t);
  return new Date(dayStart + Math.floor(rand() * Math.max(1, now.getTime() - dayStart)));
}
