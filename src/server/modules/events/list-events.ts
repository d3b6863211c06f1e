import { sql, type SQL } from 'drizzle-orm';
import type { ApiEvent, EventType } from '@contract/events';
import { MODES, type Mode } from '@contract/payments';
import type { AppContext } from '@server/context';
import { cursorTs, decodeCursor, encodeCursor, isoTs, type Keyset } from '@server/db/keyset';
import { badRequest } from '@server/errors';

type Row = { id: string; type: EventType; mode: Mode; created_at: string; cursor_ts: string; data: Record<string, unknown> };

const EVENT_ID = /^evt_[A-Za-z0-9]{1,60}$/;

/**
 * An event's data as the API shows it: its own, or for a payment's event (which names the payment
 * instead of copying it, migration 0016) the payment as stored now. Every reader of events selects
 * it this way (`alias`: the events table's alias in the query, if any).
 */
export function eventDataSql(alias?: string): SQL {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  return sql.raw(`coalesce(${col('data')}, payment_event_data(${col('transaction_id')})) as data`);
}

/** Events ids are evt_ text, not uuids: the shared cursor format with this id check. */
function decodeEventCursor(raw: string | undefined): Keyset | undefined {
  if (raw === undefined) return undefined;
  const invalid = () => badRequest('cursor is not valid; pass the nextCursor of the previous page', 'VALIDATION_ERROR', { field: 'cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[1] !== 'string' || !EVENT_ID.test(parsed[1])) throw invalid();
  // The timestamp half is checked by the shared decoder (a dummy uuid stands in for the id).
  const key = decodeCursor(encodeCursor({ ts: String(parsed[0]), id: '00000000-0000-0000-0000-000000000000' }), 'uuid', 'VALIDATION_ERROR')!;
  return { ts: key.ts, id: parsed[1] };
}

/**
 * One mode's page from events_merchant_mode[_type]_created_idx. A session's list (both modes) merges
 * two such pages, so each side is a plain index range scan.
 */
function modePage(merchantDbId: string, mode: Mode, type: EventType | undefined, key: Keyset | undefined, limit: number) {
  return sql`(select id, type, mode, ${isoTs(sql`created_at`)} as created_at, ${cursorTs(sql`created_at`)} as cursor_ts, created_at as ts, ${eventDataSql()}
    from events
    where merchant_id = ${merchantDbId} and mode = ${mode}
      ${type ? sql`and type = ${type}` : sql``}
      ${key ? sql`and (created_at, id) < (${key.ts}::timestamptz, ${key.id})` : sql``}
    order by created_at desc nulls last, id desc nulls last
    limit ${limit})`;
}

export async function listEvents(
  ctx: AppContext,
  { merchantDbId, mode, type, cursor, limit }: { merchantDbId: string; mode?: Mode; type?: EventType; cursor?: string; limit: number },
): Promise<{ events: ApiEvent[]; nextCursor: string | null }> {
  const key = decodeEventCursor(cursor);
  const modes = mode ? [mode] : MODES;
  const parts = modes.map((m) => modePage(merchantDbId, m, type, key, limit + 1));
  // Raw SQL: a union of one index range scan per mode, each payment's data built by payment_event_data (decision 0027).
  const { rows } = await ctx.database.db.execute<Row>(sql`
    select id, type, mode, created_at, cursor_ts, data from (${sql.join(parts, sql` union all `)}) page
    order by ts desc, id desc limit ${limit + 1}`);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    events: page.map((r) => ({ id: r.id, type: r.type, mode: r.mode, createdAt: r.created_at, data: r.data })),
    nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.cursor_ts, id: last.id }) : null,
  };
}

/** One of the merchant's events; another merchant's id, or with `mode` (an API key's) another mode's, is not found. */
export async function getEvent(ctx: AppContext, { merchantDbId, mode, id }: { merchantDbId: string; mode?: Mode; id: string }): Promise<ApiEvent | undefined> {
  if (!EVENT_ID.test(id)) return undefined;
  // Raw SQL: the event's data is built by payment_event_data, as in the list (decision 0027).
  const { rows } = await ctx.database.db.execute<Row>(sql`
    select id, type, mode, ${isoTs(sql`created_at`)} as created_at, ${eventDataSql()}
    from events
    where id = ${id} and merchant_id = ${merchantDbId} ${mode ? sql`and mode = ${mode}` : sql``}`);
  const row = rows[0];
  return row ? { id: row.id, type: row.type, mode: row.mode, createdAt: row.created_at, data: row.data } : undefined;
}
