import { sql } from 'drizzle-orm';
import type { ApiRequest } from '@contract/api-request-log';
import type { DbOrTx } from '@server/db/client';
import { isoTs } from '@server/db/keyset';
import { toEntry, type EntryRow } from './list-requests';

type Mode = 'test' | 'live';

const columns = sql`l.request_id, l.api_key_id, k.prefix as key_prefix, l.mode, l.method, l.route, l.path, l.status, l.duration_ms, l.idempotency_key,
  l.error_code, ${isoTs(sql`l.created_at`)} as created_iso`;

/**
 * The log rows a stream was told of (by row id only), read back scoped to the stream's merchant and
 * mode, oldest first.
 */
export async function requestsByIds(db: DbOrTx, { merchantDbId, mode, ids }: { merchantDbId: string; mode: Mode; ids: number[] }): Promise<ApiRequest[]> {
  if (ids.length === 0) return [];
  // Raw SQL: rows by primary key with their key's prefix, as the log list reads them (decision 0027).
  const { rows } = await db.execute<EntryRow>(sql`
    select ${columns}
    from api_request_logs l join api_keys k on k.id = l.api_key_id
    where l.id = any(${sql.param(ids)}::bigint[]) and l.merchant_id = ${merchantDbId} and l.mode = ${mode}
    order by l.created_at, l.id`);
  return rows.map(toEntry);
}

/** Whether `requestId` is in this merchant's log of this mode; the replay starts after it. */
export async function requestExists(db: DbOrTx, { merchantDbId, mode, requestId }: { merchantDbId: string; mode: Mode; requestId: string }): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from api_request_logs where request_id = ${requestId} and merchant_id = ${merchantDbId} and mode = ${mode}`);
  return rows.length > 0;
}

/** The newest row of this merchant's log of this mode, if any: where a stream's `ready` says it starts. */
export async function latestRequestId(db: DbOrTx, { merchantDbId, mode }: { merchantDbId: string; mode: Mode }): Promise<string | undefined> {
  const { rows } = await db.execute<{ request_id: string }>(
    sql`select request_id from api_request_logs where merchant_id = ${merchantDbId} and mode = ${mode} order by created_at desc, id desc limit 1`,
  );
  return rows[0]?.request_id;
}

/**
 * Up to `limit` log rows stored after `since` (by created_at, then id), oldest first: a range scan of
 * api_request_logs_merchant_created_idx. Filters are applied by the stream, as on live rows.
 */
export async function requestsAfter(
  db: DbOrTx,
  { merchantDbId, mode, since, limit }: { merchantDbId: string; mode: Mode; since: string; limit: number },
): Promise<ApiRequest[]> {
  // Raw SQL: a keyset range after one row's (created_at, id), each with its key's prefix (decision 0027).
  const { rows } = await db.execute<EntryRow>(sql`
    select ${columns}
    from api_request_logs l
    join api_keys k on k.id = l.api_key_id,
    (select created_at, id from api_request_logs where request_id = ${since} and merchant_id = ${merchantDbId} and mode = ${mode}) s
    where l.merchant_id = ${merchantDbId} and l.mode = ${mode} and (l.created_at, l.id) > (s.created_at, s.id)
    order by l.created_at, l.id
    limit ${limit}`);
  return rows.map(toEntry);
}
