import { eq, sql } from 'drizzle-orm';
import type { AdminApiKey } from '@contract/api-request-log';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { merchants } from '@server/db/schema/index';
import { afterCursor, cursorTs, decodeCursor, isoTs, toPage, whereAll } from '@server/db/keyset';
import { notFound } from '@server/errors';
import type { AdminPrincipal } from '@server/principals';
import { revokeKey } from '../api-keys';

export interface AdminApiKeysOptions {
  limit: number;
  cursor?: string;
  merchantId?: string;
  mode?: 'test' | 'live';
  status?: 'active' | 'revoked';
  prefix?: string;
}

type Row = {
  id: string;
  prefix: string;
  mode: 'test' | 'live';
  created_iso: string;
  last_used_iso: string | null;
  revoked_iso: string | null;
  cursor_ts: string;
  public_merchant_id: string;
  company_name: string;
  requests_24h: number;
  requests_30d: number;
};

/**
 * Keys of the page, then their use from the hourly counts (at most 720 rows a key, read by the
 * (api_key_id, hour) primary key), so the figures cost the same however busy a key is. They are
 * to the hour: the last 24 (or 720) hourly buckets, the current one included.
 */
async function keysWhere(db: DbOrTx, where: ReturnType<typeof sql>, limit: number): Promise<Row[]> {
  // Raw SQL: reporting; each key's hourly counts are summed in a lateral join against the database's clock (decision 0027).
  const { rows } = await db.execute<Row>(sql`
    select p.id, p.prefix, p.mode, p.created_iso, p.last_used_iso, p.revoked_iso, p.cursor_ts, m.merchant_id as public_merchant_id, m.company_name,
      coalesce(u.requests_24h, 0)::int as requests_24h, coalesce(u.requests_30d, 0)::int as requests_30d
    from (
      select k.id, k.merchant_id, k.prefix, k.mode, k.created_at, ${isoTs(sql`k.created_at`)} as created_iso,
        case when k.last_used_at is null then null else ${isoTs(sql`k.last_used_at`)} end as last_used_iso,
        case when k.revoked_at is null then null else ${isoTs(sql`k.revoked_at`)} end as revoked_iso,
        ${cursorTs(sql`k.created_at`)} as cursor_ts
      from api_keys k
      where ${where}
      order by k.created_at desc nulls last, k.id desc nulls last
      limit ${limit}
    ) p
    cross join lateral (select merchant_id, company_name from merchants where id = p.merchant_id limit 1) m
    left join lateral (
      select sum(h.requests) filter (where h.hour >= date_trunc('hour', now() at time zone 'UTC') at time zone 'UTC' - interval '23 hours') as requests_24h,
        sum(h.requests) as requests_30d
      from api_request_hourly h
      where h.api_key_id = p.id and h.hour >= date_trunc('hour', now() at time zone 'UTC') at time zone 'UTC' - interval '719 hours'
    ) u on true
    order by p.created_at desc nulls last, p.id desc nulls last`);
  return rows;
}

const toAdminKey = (r: Row): AdminApiKey => ({
  id: r.id,
  prefix: r.prefix,
  mode: r.mode,
  status: r.revoked_iso ? 'revoked' : 'active',
  merchantId: r.public_merchant_id,
  companyName: r.company_name,
  createdAt: r.created_iso,
  lastUsedAt: r.last_used_iso,
  revokedAt: r.revoked_iso,
  requests24h: Number(r.requests_24h),
  requests30d: Number(r.requests_30d),
});

export async function listAdminApiKeys(db: DbOrTx, o: AdminApiKeysOptions): Promise<{ apiKeys: AdminApiKey[]; nextCursor: string | null }> {
  const key = decodeCursor(o.cursor, 'uuid');
  let merchantDbId: string | undefined;
  if (o.merchantId !== undefined) {
    const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantId, o.merchantId)).limit(1);
    if (!m) return { apiKeys: [], nextCursor: null };
    merchantDbId = m.id;
  }
  const where = whereAll([
    merchantDbId ? sql`k.merchant_id = ${merchantDbId}` : undefined,
    o.mode ? sql`k.mode = ${o.mode}` : undefined,
    o.status === 'active' ? sql`k.revoked_at is null` : o.status === 'revoked' ? sql`k.revoked_at is not null` : undefined,
    // The contract allows letters, digits and _ only; _ is a LIKE wildcard, so it is escaped.
    o.prefix ? sql`k.prefix like ${`${o.prefix.replace(/_/g, '\\_')}%`}` : undefined,
    key ? afterCursor(sql`k.created_at`, sql`k.id`, key, 'uuid') : undefined,
  ]);
  const rows = await keysWhere(db, where, o.limit + 1);
  const { rows: pageRows, nextCursor } = toPage(rows, o.limit);
  return { apiKeys: pageRows.map(toAdminKey), nextCursor };
}

/** Staff revoke any merchant's key: audited, and the merchant's owners are emailed, in one transaction. */
export async function adminRevokeApiKey(
  ctx: AppContext,
  { admin, keyId, ip }: { admin: AdminPrincipal; keyId: string; ip: string },
): Promise<{ apiKey: AdminApiKey; message: string }> {
  const key = await ctx.database.db.transaction((tx) =>
    revokeKey(tx, { keyId, actor: { actorType: 'admin', actorId: admin.id, actorEmail: admin.email, ip }, notifyOwners: { baseUrl: ctx.config.publicUrl } }),
  );
  if (!key) throw notFound('API key not found');
  const [row] = await keysWhere(ctx.database.db, sql`k.id = ${key.id}::uuid`, 1);
  return {
    apiKey: toAdminKey(row!),
    message: key.revoked ? `API key ${key.prefix}… revoked; the merchant's owners have been emailed` : `API key ${key.prefix}… was already revoked`,
  };
}
