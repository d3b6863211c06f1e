/** UTC calendar-day helpers for the daily figures. */

export const toDay = (d: Date) => d.toISOString().slice(0, 10);

/** The `count` UTC days ending with the day of `now`, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, count: number): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => toDay(new Date(end - (count - 1 - i) * 86_400_000)));
}

export function addDays(day: string, n: number): string {
  return toDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
}
