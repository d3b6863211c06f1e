import { sql } from 'drizzle-orm';
import type { HealthHistory } from '@contract/admin-system-health';
import type { DbOrTx } from '@server/db/client';

const RANGES = {
  hour: { seconds: 3600, bucketSeconds: 60 },
  day: { seconds: 86_400, bucketSeconds: 15 * 60 },
} as const;

/**
 * Requests, 5xx errors and p99 of every instance together, from the per-minute rollups: the last
 * hour by minute, the last day by quarter hour, oldest first and zero-filled. A bucket's p99 is the
 * highest per-instance, per-minute p99 in it: an upper bound, since percentiles do not add up.
 */
export async function getHealthHistory(db: DbOrTx, range: keyof typeof RANGES): Promise<HealthHistory> {
  const { seconds, bucketSeconds } = RANGES[range];
  // Raw SQL: reporting; zero-filled time buckets from generate_series on the database's clock, joined to the rollups (decision 0027).
  const { rows } = await db.execute<{ at: Date | string; requests: number; errors: number; p99: number | null }>(sql`
    with buckets as (
      select generate_series(
        date_bin(make_interval(secs => ${bucketSeconds}), now() - make_interval(secs => ${seconds - bucketSeconds}), timestamptz 'epoch'),
        date_bin(make_interval(secs => ${bucketSeconds}), now(), timestamptz 'epoch'),
        make_interval(secs => ${bucketSeconds})) as at
    )
    select b.at, coalesce(sum(m.requests), 0)::int as requests, coalesce(sum(m.errors), 0)::int as errors, max(m.p99_ms)::float8 as p99
    from buckets b
    left join app_instance_minutes m on m.minute >= b.at and m.minute < b.at + make_interval(secs => ${bucketSeconds})
    group by b.at order by b.at`);
  const minutes = bucketSeconds / 60;
  return {
    range,
    bucketSeconds,
    points: rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      requests: r.requests,
      errors: r.errors,
      requestsPerMinute: Math.round((r.requests / minutes) * 100) / 100,
      errorRatePercent: r.requests > 0 ? Math.round((r.errors / r.requests) * 10_000) / 100 : null,
      p99Ms: r.p99,
    })),
  };
}
