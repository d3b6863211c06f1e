import { sql } from 'drizzle-orm';
import type { ApiEvent, EventType } from '@contract/events';
import type { Mode } from '@contract/payments';
import type { AppContext } from '@server/context';
import { isoTs } from '@server/db/keyset';
import { eventDataSql } from './list-events';

type Row = { id: string; type: EventType; mode: Mode; created_at: string; data: Record<string, unknown> };

const toEvent = (r: Row): ApiEvent => ({ id: r.id, type: r.type, mode: r.mode, createdAt: r.created_at, data: r.data });

/**
 * The events a stream was told of (by id only), read back scoped to the stream's merchant and mode:
 * an id of another merchant or mode, were one ever sent its way, reads nothing. Oldest first.
 */
export async function eventsByIds(ctx: AppContext, { merchantDbId, mode, ids }: { merchantDbId: string; mode: Mode; ids: string[] }): Promise<ApiEvent[]> {
  if (ids.length === 0) return [];
  // Raw SQL: the event's data is built by payment_event_data, as in the list (decision 0027).
  const { rows } = await ctx.database.db.execute<Row>(sql`
    select id, type, mode, ${isoTs(sql`created_at`)} as created_at, ${eventDataSql()}
    from events
    where id = any(${sql.param(ids)}::text[]) and merchant_id = ${merchantDbId} and mode = ${mode}
    order by created_at, id`);
  return rows.map(toEvent);
}

/**
 * Whether `since` is one of this merchant's events of this mode; the replay starts after it.
 */
export async function eventExists(ctx: AppContext, { merchantDbId, mode, id }: { merchantDbId: string; mode: Mode; id: string }): Promise<boolean> {
  const { rows } = await ctx.database.db.execute(sql`select 1 from events where id = ${id} and merchant_id = ${merchantDbId} and mode = ${mode}`);
  return rows.length > 0;
}

/** The newest of this merchant's events of this mode, if any: where a stream's `ready` says it starts. */
export async function latestEventId(ctx: AppContext, { merchantDbId, mode }: { merchantDbId: string; mode: Mode }): Promise<string | undefined> {
  const { rows } = await ctx.database.db.execute<{ id: string }>(
    sql`select id from events where merchant_id = ${merchantDbId} and mode = ${mode} order by created_at desc, id desc limit 1`,
  );
  return rows[0]?.id;
}

/**
 * Up to `limit` events stored after `since` (by created_at, then id), oldest first, for a stream that
 * reconnects with Last-Event-ID: a range scan of events_merchant_mode_created_idx.
 */
export async function eventsAfter(
  ctx: AppContext,
  { merchantDbId, mode, since, limit }: { merchantDbId: string; mode: Mode; since: string; limit: number },
): Promise<ApiEvent[]> {
  // Raw SQL: a keyset range after one event's (created_at, id), its data built by payment_event_data (decision 0027).
  const { rows } = await ctx.database.db.execute<Row>(sql`
    select e.id, e.type, e.mode, ${isoTs(sql`e.created_at`)} as created_at, ${eventDataSql('e')}
    from events e, (select created_at, id from events where id = ${since} and merchant_id = ${merchantDbId} and mode = ${mode}) s
    where e.merchant_id = ${merchantDbId} and e.mode = ${mode} and (e.created_at, e.id) > (s.created_at, s.id)
    order by e.created_at, e.id
    limit ${limit}`);
  return rows.map(toEvent);
}
