import { sql } from 'drizzle-orm';
import type { AuditEntry, ListAuditLogsResponse } from '@contract/admin-audit';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, timeRange, toPage, whereAll } from '@server/db/keyset';

export interface ListAuditLogsOptions {
  limit: number;
  cursor?: string;
  action?: string;
  actorEmail?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

type Row = {
  id: number;
  actor_type: AuditEntry['actorType'];
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: string;
  cursor_ts: string;
};

/** before/after are stored as JSON text; older or hand-written entries may be plain text. */
function parseState(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The audit trail, newest first, read-only: the table itself refuses updates and deletes. */
export async function listAuditLogs(db: DbOrTx, o: ListAuditLogsOptions): Promise<ListAuditLogsResponse> {
  const key = decodeCursor(o.cursor, 'int');
  const where = whereAll([
    o.action ? sql`action = ${o.action}` : undefined,
    o.actorEmail ? sql`lower(actor_email) = ${o.actorEmail.toLowerCase()}` : undefined,
    o.targetId ? sql`target_id = ${o.targetId}` : undefined,
    ...timeRange(sql`created_at`, o.from, o.to),
    key ? afterCursor(sql`created_at`, sql`id`, key, 'int') : undefined,
  ]);
  const { rows } = await db.execute<Row>(sql`
    select id, actor_type, actor_email, action, target_type, target_id, before, after, ip, ${isoTs(sql`created_at`)} as created_at, ${cursorTs(sql`created_at`)} as cursor_ts
    from audit_logs where ${where}
    order by created_at desc nulls last, id desc nulls last
    limit ${o.limit + 1}`);
  const page = toPage(rows, o.limit);
  return {
    entries: page.rows.map((r) => ({
      id: Number(r.id),
      actorType: r.actor_type,
      actorEmail: r.actor_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: parseState(r.before),
      after: parseState(r.after),
      ip: r.ip,
      createdAt: r.created_at,
    })),
    nextCursor: page.nextCursor,
  };
}
