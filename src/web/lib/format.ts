/** en-GB money and dates (docs/product-spec.md section 1). Formatters are built once: Intl construction is slow. */
import { formatPounds } from '@contract/money';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** Amounts are integer pence everywhere; only the edge turns them into pounds, with the one formatter server and browser share. */
export const formatGBP: (minorUnits: number) => string = formatPounds;

/** e.g. "21 Nov 2026, 14:05", always in UK time so every viewer sees the same clock. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dateTime.format(date);
}

/** formatDateTime's two halves, for a narrow column that shows the day over the time: ["21 Nov 2026", "14:05"]. */
export function formatDateTimeLines(value: Date | string): [string, string] {
  const text = formatDateTime(value);
  const comma = text.lastIndexOf(', ');
  return comma < 0 ? [text, ''] : [text.slice(0, comma), text.slice(comma + 2)];
}

const ukDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/London' });
const ukHour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/London' });

/** The UK calendar date `days` after `from` (default now), as a date input wants it: "2026-12-01". */
export function ukDateAfter(days: number, from: Date = new Date()): string {
  return ukDay.format(new Date(from.getTime() + days * 86_400_000));
}

/**
 * The last minute of a UK calendar date ("2026-12-01") as an ISO instant: 23:59 in London, whether
 * GMT or BST applies that day. Null for anything that is not a real date.
 */
export function endOfUkDay(date: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59);
  if (ukDay.format(new Date(guess)) !== date && ukDay.format(new Date(guess - 3_600_000)) !== date) return null;
  // London is UTC+0 or UTC+1: at 23:59 UTC the London clock reads 23 (GMT) or 0 (BST).
  const offsetHours = (Number(ukHour.format(new Date(guess))) - 23 + 24) % 24;
  return new Date(guess - offsetHours * 3_600_000).toISOString();
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A billing month, "2026-03", as "March 2026". */
export function formatMonth(month: string): string {
  return monthYear.format(new Date(`${month}-01T00:00:00Z`));
}
