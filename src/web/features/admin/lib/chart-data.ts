/** Pure helpers that turn API figures (pence, UTC days) into chart points. */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-21' -> '21 Nov'. The API's days are UTC days, so they are labelled in UTC too. */
export function dayLabel(ymd: string): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : dayFormat.format(date);
}

/** Charts plot pounds; the API sends integer pence. */
export function toPounds(minorUnits: number): number {
  return minorUnits / 100;
}

const gbpCompact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', notation: 'compact', maximumFractionDigits: 1 });
const gbpSmall = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Short axis labels: £1.2k rather than £1,234.56; small amounts keep their pence so ticks stay distinct. */
export function poundsAxisLabel(pounds: number): string {
  return Math.abs(pounds) >= 1000 ? gbpCompact.format(pounds) : gbpSmall.format(pounds);
}

export interface DayValue {
  date: string;
  value: number;
}

export interface TrendPoint {
  label: string;
  actual: number | null;
  projected: number | null;
}

/**
 * One series for the revenue trend: actual fees, then the projection. The projection also
 * starts at the last actual point so the dashed line joins the solid one instead of floating.
 */
export function trendWithProjection(actual: DayValue[], projection: DayValue[]): TrendPoint[] {
  const points: TrendPoint[] = actual.map((d) => ({ label: dayLabel(d.date), actual: toPounds(d.value), projected: null }));
  if (projection.length > 0 && points.length > 0) points[points.length - 1].projected = points[points.length - 1].actual;
  for (const d of projection) points.push({ label: dayLabel(d.date), actual: null, projected: toPounds(d.value) });
  return points;
}
