import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { rateLimits } from '@server/db/schema/index';

/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every app
 * instance. One statement per hit: increment, or restart an expired window.
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
}

function state(rule: RateLimitRule, count: number, expiresAt: Date | string): RateLimitState {
  const ms = new Date(expiresAt).getTime() - Date.now();
  return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/** Counts one event and says whether it is still within the limit. */
export async function hit(db: DbOrTx, rule: RateLimitRule): Promise<RateLimitState> {
  const result = await db.execute<{ count: number; expires_at: string }>(sql`
    insert into rate_limits (key, count, window_start, expires_at)
    values (${rule.key}, 1, now(), now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.expires_at <= now() then now() else rate_limits.window_start end,
      expires_at = case when rate_limits.expires_at <= now()
        then now() + make_interval(secs => ${rule.windowSeconds}) else rate_limits.expires_at end
    returning count, expires_at`);
  const row = result.rows[0]!;
  return state(rule, Number(row.count), row.expires_at);
}

/** Reads a counter without counting: for "too many failures" checks before the attempt. */
export async function peek(db: DbOrTx, rule: RateLimitRule): Promise<RateLimitState> {
  const [row] = await db
    .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${rule.key} and ${rateLimits.expiresAt} > now()`)
    .limit(1);
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  return { ...state(rule, row.count, row.expiresAt), allowed: row.count < rule.limit };
}

export async function reset(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function purgeExpired(db: DbOrTx): Promise<number> {
  const result = await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} <= now()`);
  return result.rowCount ?? 0;
}
