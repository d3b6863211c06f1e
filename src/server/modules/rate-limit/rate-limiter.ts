import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { rateLimits } from '@server/db/schema/index';

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every app instance.
 *
 * Count an attempt BEFORE checking it: `hit` increments and returns the new count in one
 * statement, so of N concurrent attempts exactly `limit` see a count within the limit and the
 * rest are refused before they reach the check. (Reading the counter first and counting failures
 * afterwards lets a whole concurrent burst through.) An attempt that turns out not to be a failure
 * can hand its count back with `refund`, or the caller clears the counter with `reset`.
 */
export interface RateLimitRule {
  /** Namespaced key, e.g. `contact:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  /** The counter's window (its end, as PostgreSQL wrote it), so a refund lands in the same window. */
  window: string;
}

/** Counts one attempt and says whether it is still within the limit. */
export async function hit(db: DbOrTx, rule: RateLimitRule): Promise<RateLimitState> {
  // Raw SQL: one upsert counts the attempt and restarts an expired window on the database's clock, returning the window at full precision (decision 0026).
  const result = await db.execute<{ count: number; expires_at: string; retry_ms: string }>(sql`
    insert into rate_limits (key, count, window_start, expires_at)
    values (${rule.key}, 1, now(), now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.expires_at <= now() then now() else rate_limits.window_start end,
      expires_at = case when rate_limits.expires_at <= now()
        then now() + make_interval(secs => ${rule.windowSeconds}) else rate_limits.expires_at end
    returning count, expires_at::text as expires_at, (extract(epoch from expires_at - now()) * 1000)::text as retry_ms`);
  const row = result.rows[0]!;
  const count = Number(row.count);
  return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_ms) / 1000)), window: row.expires_at };
}

/**
 * Hands back the attempt `counted` recorded, when it proved not to be a failure (a right
 * password, a usable link). Only within the window it was counted in: a refund never eats into
 * a later window's failures.
 */
export async function refund(db: DbOrTx, rule: RateLimitRule, counted: RateLimitState): Promise<void> {
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key = ${rule.key} and expires_at = ${counted.window}::timestamptz`);
}

export async function reset(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function purgeExpired(db: DbOrTx): Promise<number> {
  const result = await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} <= now()`);
  return result.rowCount ?? 0;
}
