import { eq, inArray, sql } from 'drizzle-orm';
import { USAGE_TOP_MERCHANTS, type ApiUsage, type UsageRange } from '@contract/api-request-log';
import type { DbOrTx } from '@server/db/client';
import { merchants } from '@server/db/schema/index';
import { whereAll } from '@server/db/keyset';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The start of each bucket, oldest first: the last 24 hours (current one included) or the last 30 UTC days (today included). */
export function usageBuckets(range: UsageRange, now: Date): Date[] {
  const size = range === '24h' ? HOUR : DAY;
  const count = range === '24h' ? 24 : 30;
  const current = Math.floor(now.getTime() / size) * size;
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * size));
}

type Row = { bucket: Date | string; merchant_id: string; requests: number; errors: number };

/**
 * Request volume and errors (status 400 or more) per merchant over time, summed from the hourly
 * counts the log writer keeps, so a 30-day chart reads at most 720 rows per key instead of every
 * request. The busiest merchants get their own series; the total covers every merchant.
 */
export async function apiUsage(
  db: DbOrTx,
  { range, merchantId, mode, now = new Date() }: { range: UsageRange; merchantId?: string; mode?: 'test' | 'live'; now?: Date },
): Promise<ApiUsage> {
  const buckets = usageBuckets(range, now);
  const unit = range === '24h' ? 'hour' : 'day';
  const empty = () => buckets.map(() => ({ requests: 0, errors: 0 }));
  const result: ApiUsage = {
    range,
    bucket: unit,
    buckets: buckets.map((b) => b.toISOString()),
    total: { requests: 0, errors: 0, series: empty() },
    merchants: [],
  };

  let merchantDbId: string | undefined;
  if (merchantId !== undefined) {
    const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantId, merchantId)).limit(1);
    if (!m) return result;
    merchantDbId = m.id;
  }
  // Raw SQL: reporting; the hourly counts grouped into UTC buckets in one scan (decision 0027).
  const { rows } = await db.execute<Row>(sql`
    select to_char(date_trunc(${unit}, h.hour at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bucket, h.merchant_id,
      sum(h.requests)::int as requests, sum(h.errors)::int as errors
    from api_request_hourly h
    where ${whereAll([
      sql`h.hour >= ${buckets[0]!.toISOString()}::timestamptz`,
      merchantDbId ? sql`h.merchant_id = ${merchantDbId}` : undefined,
      mode ? sql`h.mode = ${mode}` : undefined,
    ])}
    group by 1, 2`);

  const index = new Map(buckets.map((b, i) => [b.getTime(), i]));
  const perMerchant = new Map<string, { requests: number; errors: number; series: { requests: number; errors: number }[] }>();
  for (const r of rows) {
    const i = index.get(new Date(String(r.bucket)).getTime());
    if (i === undefined) continue;
    let m = perMerchant.get(r.merchant_id);
    if (!m) perMerchant.set(r.merchant_id, (m = { requests: 0, errors: 0, series: empty() }));
    const requests = Number(r.requests);
    const errors = Number(r.errors);
    m.requests += requests;
    m.errors += errors;
    m.series[i]!.requests += requests;
    m.series[i]!.errors += errors;
    result.total.requests += requests;
    result.total.errors += errors;
    result.total.series[i]!.requests += requests;
    result.total.series[i]!.errors += errors;
  }

  const top = [...perMerchant.entries()].sort((a, b) => b[1].requests - a[1].requests).slice(0, USAGE_TOP_MERCHANTS);
  if (top.length === 0) return result;
  const names = await db
    .select({ id: merchants.id, merchantId: merchants.merchantId, companyName: merchants.companyName })
    .from(merchants)
    .where(
      inArray(
        merchants.id,
        top.map(([id]) => id),
      ),
    );
  const byId = new Map(names.map((n) => [n.id, n]));
  result.merchants = top.map(([id, m]) => ({
    merchantId: byId.get(id)?.merchantId ?? id,
    companyName: byId.get(id)?.companyName ?? 'Unknown merchant',
    ...m,
  }));
  return result;
}
