/** en-GB money and dates (docs/product-spec.md section 1). Formatters are built once: Intl construction is slow. */

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});

/** Amounts are integer pence everywhere; only the edge turns them into pounds. */
export function formatGBP(minorUnits: number): string {
  return gbp.format(minorUnits / 100);
}

/** e.g. "21 Nov 2026, 14:05", always in UK time so every viewer sees the same clock. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dateTime.format(date);
}
