import { and, desc } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { isoTs } from '@server/db/keyset';
import { auditLogs } from '@server/db/schema/index';
import { auditActor, type AdminActor } from '@server/principals';
import { auditLogConditions, recordAudit, type AuditLogFilters } from '../audit';
import { toCsv } from '@server/lib/csv';

export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export type AuditExportFilters = AuditLogFilters;

/**
 * The audit trail with the list's filters as CSV, newest first. Cells a spreadsheet would run as a
 * formula are neutralised (src/server/lib/csv.ts). The export is recorded in the trail, with its
 * filters and row count, in the same transaction that reads it.
 */
export async function exportAuditCsv(ctx: AppContext, { filters, actor }: { filters: AuditExportFilters; actor: AdminActor }): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: auditLogs.id,
        createdAt: isoTs(auditLogs.createdAt),
        actorType: auditLogs.actorType,
        actorEmail: auditLogs.actorEmail,
        action: auditLogs.action,
        targetType: auditLogs.targetType,
        targetId: auditLogs.targetId,
        ip: auditLogs.ip,
        before: auditLogs.before,
        after: auditLogs.after,
      })
      .from(auditLogs)
      .where(and(...auditLogConditions(filters)))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(AUDIT_EXPORT_MAX_ROWS);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'audit.export',
      targetType: 'audit_logs',
      after: { filters, rows: rows.length },
    });
    return toCsv(
      ['id', 'created_at', 'actor_type', 'actor_email', 'action', 'target_type', 'target_id', 'ip', 'before', 'after'],
      rows.map((r) => [r.id, r.createdAt, r.actorType, r.actorEmail, r.action, r.targetType, r.targetId, r.ip, r.before, r.after]),
    );
  });
}
