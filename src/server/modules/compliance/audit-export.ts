import { and, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { AppContext } from '@server/context';
import { isoTs } from '@server/db/keyset';
import { auditLogs } from '@server/db/schema/index';
import { openCsvExport } from '@server/http/stream-export';
import { auditActor, type AdminActor } from '@server/principals';
import { auditLogConditions, recordAudit, type AuditLogFilters } from '../audit';

export type AuditExportFilters = AuditLogFilters;

interface AuditExportRow extends Record<string, unknown> {
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
}

/**
 * The audit trail with the list's filters as CSV, newest first, every matching row, streamed
 * (src/server/http/stream-export.ts). Cells a spreadsheet would run as a formula are neutralised
 * (src/server/lib/csv.ts). The export is recorded in the trail with its filters and row count before
 * its last byte, after its reads, so it never lists itself; one cut short is recorded too, with the
 * rows read and `complete: false`.
 */
export function openAuditExport(
  ctx: AppContext,
  request: FastifyRequest,
  { filters, actor }: { filters: AuditExportFilters; actor: AdminActor },
): Promise<Readable> {
  const where = and(...auditLogConditions(filters));
  const record = (after: Record<string, unknown>) =>
    recordAudit(ctx.database.db, { ...auditActor(actor), action: 'audit.export', targetType: 'audit_logs', after: { filters, ...after } });
  // Raw SQL: the cursor reads plain rows (decision 0027); the order is the index's, so no sort is needed.
  return openCsvExport<AuditExportRow>(ctx, request, {
    name: 'audit log',
    header: ['id', 'created_at', 'actor_type', 'actor_email', 'action', 'target_type', 'target_id', 'ip', 'before', 'after'],
    query: sql`
      select ${auditLogs.id} as id, ${isoTs(auditLogs.createdAt)} as created_at, ${auditLogs.actorType} as actor_type, ${auditLogs.actorEmail} as actor_email,
             ${auditLogs.action} as action, ${auditLogs.targetType} as target_type, ${auditLogs.targetId} as target_id, ${auditLogs.ip} as ip,
             ${auditLogs.before} as before, ${auditLogs.after} as after
        from ${auditLogs} ${where ? sql`where ${where}` : sql``}
       order by ${auditLogs.createdAt} desc nulls last, ${auditLogs.id} desc nulls last`,
    lines: (r) => [[r.id, r.created_at, r.actor_type, r.actor_email, r.action, r.target_type, r.target_id, r.ip, r.before, r.after]],
    finish: async (rows) => {
      await record({ rows });
      return [];
    },
    cut: (rows) => record({ rows, complete: false }),
  });
}
