/** Calendar months in UTC, as YYYY-MM. Invoices bill whole UTC months. */

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return monthOf(d);
}

/** [start, end) of the month as ISO instants. */
export function monthRange(month: string): { start: string; end: string } {
  return { start: `${month}-01T00:00:00.000Z`, end: `${addMonths(month, 1)}-01T00:00:00.000Z` };
}

export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
