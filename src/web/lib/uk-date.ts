/**
 * Dates as people in the UK type and read them, dd/mm/yyyy, whatever the browser's own locale; the API
 * keeps ISO yyyy-mm-dd. A native date input shows the browser's locale (mm/dd/yyyy in an en-US
 * Chromium), so date fields are text fields that go through these two functions.
 */

export type UkDateParse = { kind: 'empty' } | { kind: 'valid'; iso: string } | { kind: 'invalid'; message: string };

const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "31/12/2026" -> "2026-12-31". Day and month may have one digit; the year needs four. Surrounding spaces are ignored. */
export function parseUkDate(text: string): UkDateParse {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const m = UK_DATE.exec(trimmed);
  if (!m) return { kind: 'invalid', message: 'Enter the date as dd/mm/yyyy, for example 31/12/2026' };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2999) return { kind: 'invalid', message: 'Enter a year between 1900 and 2999' };
  if (month < 1 || month > 12) return { kind: 'invalid', message: 'Enter a month from 01 to 12' };
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) return { kind: 'invalid', message: `${pad(day)}/${pad(month)}/${year} is not a date: that month has ${last} days` };
  return { kind: 'valid', iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** "2026-12-31" -> "31/12/2026"; anything that is not an ISO date comes back as it was, so nothing typed is lost. */
export function formatUkDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m) return iso;
  return `${m[3]}/${m[2]}/${m[1]}`;
}
