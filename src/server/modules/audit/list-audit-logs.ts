import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListAuditLogsResponse } from '@contract/admin-audit';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, newestFirst, timeRange, toPage } from '@server/db/keyset';
import { auditLogs } from '@server/db/schema/index';

/** The filters the list and the CSV export share. */
export interface AuditLogFilters {
  action?: string;
  actorEmail?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

export interface ListAuditLogsOptions extends AuditLogFilters {
  limit: number;
  cursor?: string;
}

/** The filters as conditions on audit_logs (an absent filter is `undefined`, which `and` skips). */
export function auditLogConditions(f: AuditLogFilters): (SQL | undefined)[] {
  return [
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.actorEmail ? sql`lower(${auditLogs.actorEmail}) = ${f.actorEmail.toLowerCase()}` : undefined,
    f.targetId ? eq(auditLogs.targetId, f.targetId) : undefined,
    ...timeRange(auditLogs.createdAt, f.from, f.to),
  ];
}

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
  const rows = await db
    .select({
      id: auditLogs.id,
      actorType: auditLogs.actorType,
      actorEmail: auditLogs.actorEmail,
      action: auditLogs.action,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      before: auditLogs.before,
      after: auditLogs.after,
      ip: auditLogs.ip,
      createdAt: isoTs(auditLogs.createdAt),
      cursor_ts: cursorTs(auditLogs.createdAt),
    })
    .from(auditLogs)
    .where(and(...auditLogConditions(o), key ? afterCursor(auditLogs.createdAt, auditLogs.id, key, 'int') : undefined))
    .orderBy(...newestFirst(auditLogs.createdAt, auditLogs.id))
    .limit(o.limit + 1);
  const page = toPage(rows, o.limit);
  return {
    entries: page.rows.map((r) => ({
      id: r.id,
      actorType: r.actorType,
      actorEmail: r.actorEmail,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: parseState(r.before),
      after: parseState(r.after),
      ip: r.ip,
      createdAt: r.createdAt,
    })),
    nextCursor: page.nextCursor,
  };
}
