import { sql } from 'drizzle-orm';
import {
  DISPUTE_COUNTED_STATUSES,
  DISPUTE_OPEN_STATUSES,
  type AdminDispute,
  type Dispute,
  type DisputeFigures,
  type DisputeReason,
  type DisputeStatus,
} from '@contract/disputes';
import type { DbOrTx } from '@server/db/client';
import { decodeTextCursor, encodeCursor } from '@server/lib/text-ids';
import { CLOSED_STATUSES } from './change-dispute-status';
import { listDisputeViews } from './dispute-repository';
import { toAdminDispute, toDispute } from './dispute-view';

/** The queue, soonest due first (keyset on due_by, id), for staff and for one merchant, and its figures. */

type ListQuery = { status?: DisputeStatus; reason?: DisputeReason; merchantDbId?: string; limit: number; cursor?: string };

async function listPage<T>(db: DbOrTx, q: ListQuery, map: (v: Awaited<ReturnType<typeof listDisputeViews>>[number]) => T) {
  const rows = await listDisputeViews(db, { ...q, after: decodeTextCursor(q.cursor), take: q.limit + 1 });
  if (rows.length <= q.limit) return { disputes: rows.map(map), nextCursor: null };
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1]!;
  return { disputes: page.map(map), nextCursor: encodeCursor({ ts: last.cursorTs, id: last.dispute.id }) };
}

export const adminDisputeList = (db: DbOrTx, q: ListQuery): Promise<{ disputes: AdminDispute[]; nextCursor: string | null }> => listPage(db, q, toAdminDispute);

export const merchantDisputeList = (
  db: DbOrTx,
  merchantDbId: string,
  q: { status?: DisputeStatus; limit: number; cursor?: string },
): Promise<{ disputes: Dispute[]; nextCursor: string | null }> => listPage(db, { ...q, merchantDbId }, toDispute);

/** Statuses whose amount the merchant lost: counted against the leg but no longer open. */
const LOST_STATUSES = DISPUTE_COUNTED_STATUSES.filter((s) => !DISPUTE_OPEN_STATUSES.includes(s));
const among = (statuses: readonly DisputeStatus[]) =>
  sql`status in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;

/**
 * The section's figures, from the stored disputes. Raw SQL: a reporting query, five filtered
 * aggregates in one scan (docs/decisions/0027).
 */
export async function disputeFigures(db: DbOrTx): Promise<DisputeFigures> {
  const { rows } = await db.execute<{ open: number; due: number; closed: number; won: number; lost: string }>(sql`
    select count(*) filter (where ${among(DISPUTE_OPEN_STATUSES)})::int as open,
           count(*) filter (where status = 'NEEDS_RESPONSE' and due_by <= now() + interval '48 hours')::int as due,
           count(*) filter (where ${among(CLOSED_STATUSES)})::int as closed,
           count(*) filter (where status = 'WON')::int as won,
           coalesce(sum(amount) filter (where ${among(LOST_STATUSES)}), 0)::text as lost
      from disputes`);
  const r = rows[0]!;
  return { open: r.open, dueWithin48h: r.due, closed: r.closed, wonRate: r.closed ? r.won / r.closed : null, lostAmount: Number(r.lost) };
}
