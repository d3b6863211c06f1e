import { addDays } from './utc-days';

export const PROJECTION_METHOD = 'linear regression over the trailing 30 days';
const TRAILING_DAYS = 30;
const MIN_DAYS_WITH_DATA = 7;
const HORIZON_DAYS = 14;

export interface ProjectionPoint {
  date: string;
  fees: number;
}

/**
 * Ordinary least squares of daily fees against day number over the trailing
 * 30 days, extended 14 days past the last one. The fit starts at the first
 * day with any payments, so a platform younger than 30 days is not dragged
 * down by the empty days before it existed. Negative values are clamped to 0.
 * Returns null with fewer than 7 days of data: too little to draw a line through.
 */
export function projectFees(series: { date: string; fees: number; transactions: number }[]): ProjectionPoint[] | null {
  const trailing = series.slice(-TRAILING_DAYS);
  const first = trailing.findIndex((d) => d.transactions > 0);
  if (first === -1) return null;
  const window = trailing.slice(first);
  if (window.filter((d) => d.transactions > 0).length < MIN_DAYS_WITH_DATA) return null;

  const n = window.length;
  const meanX = (n - 1) / 2;
  const meanY = window.reduce((sum, d) => sum + d.fees, 0) / n;
  let sxy = 0;
  let sxx = 0;
  window.forEach((d, x) => {
    sxy += (x - meanX) * (d.fees - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const lastDay = window[n - 1]!.date;
  return Array.from({ length: HORIZON_DAYS }, (_, i) => ({
    date: addDays(lastDay, i + 1),
    fees: Math.max(0, Math.round(intercept + slope * (n + i))),
  }));
}
