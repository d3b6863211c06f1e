import type { ApiUsage } from '@contract/api-request-log';

export const SERIES_COLOURS = ['#1e3a8a', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#475569'];

const hourLabel = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The bucket's label on the axis: the hour (UTC) for a 24-hour chart, the day for a 30-day one. */
export function bucketLabel(usage: Pick<ApiUsage, 'bucket'>, iso: string): string {
  return (usage.bucket === 'hour' ? hourLabel : dayLabel).format(new Date(iso));
}

export type ChartRow = { label: string } & Record<string, number | string | null>;

/** One row per bucket with each merchant's request count under its merchant id. */
export function volumeRows(usage: ApiUsage): ChartRow[] {
  return usage.buckets.map((iso, i) => {
    const row: ChartRow = { label: bucketLabel(usage, iso) };
    for (const m of usage.merchants) row[m.merchantId] = m.series[i]?.requests ?? 0;
    return row;
  });
}

/** The share of answers with status 400 or more, in percent to one decimal; null where a merchant made no request (a gap, not a zero). */
export function errorRateRows(usage: ApiUsage): ChartRow[] {
  return usage.buckets.map((iso, i) => {
    const row: ChartRow = { label: bucketLabel(usage, iso) };
    for (const m of usage.merchants) {
      const point = m.series[i];
      row[m.merchantId] = point && point.requests > 0 ? Math.round((point.errors / point.requests) * 1000) / 10 : null;
    }
    return row;
  });
}

export function errorRate(requests: number, errors: number): string {
  return requests === 0 ? 'no requests' : `${(Math.round((errors / requests) * 1000) / 10).toFixed(1)}% errors`;
}
