import { sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { isoTs, timeRange, whereAll } from '@server/db/keyset';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { toCsv } from '@server/lib/csv';

export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export interface AuditExportFilters {
  action?: string;
  actorEmail?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

type Row = {
  id: number;
  created_at: string;
  actor_type: string;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  before: string | null;
  after: string | null;
};

/**
 * The audit trail with the list's filters as CSV, newest first. Cells a spreadsheet would run as a
 * formula are neutralised (src/server/lib/csv.ts). The export is recorded in the trail, with its
 * filters and row count, in the same transaction that reads it.
 */
export async function exportAuditCsv(ctx: AppContext, { filters, actor }: { filters: AuditExportFilters; actor: AdminActor }): Promise<string> {
  const where = whereAll([
    filters.action ? sql`action = ${filters.action}` : undefined,
    filters.actorEmail ? sql`lower(actor_email) = ${filters.actorEmail.toLowerCase()}` : undefined,
    filters.targetId ? sql`target_id = ${filters.targetId}` : undefined,
    ...timeRange(sql`created_at`, filters.from, filters.to),
  ]);
  return ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<Row>(sql`
      select id, ${isoTs(sql`created_at`)} as created_at, actor_type, actor_email, action, target_type, target_id, ip, before, after
      from audit_logs where ${where}
      order by created_at desc, id desc limit ${AUDIT_EXPORT_MAX_ROWS}`);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'audit.export',
      targetType: 'audit_logs',
      after: { filters, rows: rows.length },
    });
    return toCsv(
      ['id', 'created_at', 'actor_type', 'actor_email', 'action', 'target_type', 'target_id', 'ip', 'before', 'after'],
      rows.map((r) => [Number(r.id), r.created_at, r.actor_type, r.actor_email, r.action, r.target_type, r.target_id, r.ip, r.before, r.after]),
    );
  });
}
