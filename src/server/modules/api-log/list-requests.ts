import { eq, sql, type SQL } from 'drizzle-orm';
import { REQUEST_ID_PATTERN, type AdminApiRequest, type ApiRequest } from '@contract/api-request-log';
import type { DbOrTx } from '@server/db/client';
import { merchants } from '@server/db/schema/index';
import { afterCursor, cursorTs, decodeCursor, isoTs, toPage, whereAll } from '@server/db/keyset';

export interface RequestLogFilters {
  limit: number;
  cursor?: string;
  status?: string;
  path?: string;
  key?: string;
  mode?: 'test' | 'live';
}

/** A log row's columns as the merchant's view needs them (the list and the stream read the same). */
export type EntryRow = {
  request_id: string;
  api_key_id: string;
  key_prefix: string;
  mode: 'test' | 'live';
  method: string;
  route: string;
  path: string;
  status: number;
  duration_ms: number;
  idempotency_key: string | null;
  error_code: string | null;
  created_iso: string;
};

type Row = EntryRow & { id: number; cursor_ts: string; public_merchant_id: string; company_name: string };

/** `4xx` is 400-499; `402` is exactly 402 (the contract has checked the shape). */
export function statusCondition(status: string | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  if (status.endsWith('xx')) {
    const low = Number(status[0]) * 100;
    return sql`l.status between ${low} and ${low + 99}`;
  }
  return sql`l.status = ${Number(status)}`;
}

/** A path prefix, matched literally (% and _ are not wildcards here). */
export function pathCondition(path: string | undefined): SQL | undefined {
  if (path === undefined) return undefined;
  const escaped = path.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`l.path like ${`${escaped}%`}`;
}

function filterConditions(f: RequestLogFilters): (SQL | undefined)[] {
  return [
    statusCondition(f.status),
    pathCondition(f.path),
    f.key ? sql`l.api_key_id = ${f.key}::uuid` : undefined,
    f.mode ? sql`l.mode = ${f.mode}` : undefined,
  ];
}

export const toEntry = (r: EntryRow): ApiRequest => ({
  requestId: r.request_id,
  keyId: r.api_key_id,
  keyPrefix: r.key_prefix,
  mode: r.mode,
  method: r.method,
  route: r.route,
  path: r.path,
  status: r.status,
  durationMs: r.duration_ms,
  idempotencyKey: r.idempotency_key,
  errorCode: r.error_code,
  createdAt: r.created_iso,
});

/**
 * A page of log rows, newest first, keyset-paged on (created_at, id): the page is read from one
 * of the (…, created_at desc, id desc) indexes, then each row gets its key's prefix and merchant
 * by primary key.
 */
async function page(db: DbOrTx, where: SQL, limit: number): Promise<Row[]> {
  // Raw SQL: the page is read from the log's index first, then each row's key and merchant by primary key in lateral joins (decision 0027).
  const { rows } = await db.execute<Row>(sql`
    select p.*, k.prefix as key_prefix, m.merchant_id as public_merchant_id, m.company_name
    from (
      select l.id, l.request_id, l.merchant_id, l.api_key_id, l.mode, l.method, l.route, l.path, l.status, l.duration_ms, l.idempotency_key,
        l.error_code, l.created_at, ${isoTs(sql`l.created_at`)} as created_iso, ${cursorTs(sql`l.created_at`)} as cursor_ts
      from api_request_logs l
      where ${where}
      order by l.created_at desc nulls last, l.id desc nulls last
      limit ${limit}
    ) p
    cross join lateral (select prefix from api_keys where id = p.api_key_id limit 1) k
    cross join lateral (select merchant_id, company_name from merchants where id = p.merchant_id limit 1) m
    order by p.created_at desc nulls last, p.id desc nulls last`);
  return rows;
}

/** The merchant's own log. */
export async function listMerchantRequests(
  db: DbOrTx,
  merchantDbId: string,
  f: RequestLogFilters,
): Promise<{ requests: ApiRequest[]; nextCursor: string | null }> {
  const key = decodeCursor(f.cursor, 'int');
  const rows = await page(
    db,
    whereAll([sql`l.merchant_id = ${merchantDbId}`, ...filterConditions(f), key ? afterCursor(sql`l.created_at`, sql`l.id`, key, 'int') : undefined]),
    f.limit + 1,
  );
  const { rows: pageRows, nextCursor } = toPage(rows, f.limit);
  return { requests: pageRows.map(toEntry), nextCursor };
}

/** One request of the merchant's log; another merchant's request id is not found, nor with `mode` another mode's. */
export async function getMerchantRequest(db: DbOrTx, merchantDbId: string, requestId: string, mode?: 'test' | 'live'): Promise<ApiRequest | undefined> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return undefined;
  const [row] = await page(db, whereAll([sql`l.request_id = ${requestId}`, sql`l.merchant_id = ${merchantDbId}`, mode ? sql`l.mode = ${mode}` : undefined]), 1);
  return row ? toEntry(row) : undefined;
}

/** The log across merchants, optionally for one (public merchant id). */
export async function listAdminRequests(
  db: DbOrTx,
  f: RequestLogFilters & { merchantId?: string },
): Promise<{ requests: AdminApiRequest[]; nextCursor: string | null }> {
  const key = decodeCursor(f.cursor, 'int');
  let merchantDbId: string | undefined;
  if (f.merchantId !== undefined) {
    const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantId, f.merchantId)).limit(1);
    if (!m) return { requests: [], nextCursor: null };
    merchantDbId = m.id;
  }
  const rows = await page(
    db,
    whereAll([
      merchantDbId ? sql`l.merchant_id = ${merchantDbId}` : undefined,
      ...filterConditions(f),
      key ? afterCursor(sql`l.created_at`, sql`l.id`, key, 'int') : undefined,
    ]),
    f.limit + 1,
  );
  const { rows: pageRows, nextCursor } = toPage(rows, f.limit);
  return { requests: pageRows.map((r) => ({ ...toEntry(r), merchantId: r.public_merchant_id, companyName: r.company_name })), nextCursor };
}
