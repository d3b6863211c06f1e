import type { DbOrTx } from '@server/db/client';
import { auditLogs } from '@server/db/schema/index';

export interface AuditEntry {
  actorType: 'admin' | 'merchant' | 'system' | 'anonymous';
  actorId?: string | null;
  actorEmail?: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

const asText = (v: unknown) => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** Call inside the same transaction as the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorType: entry.actorType,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: asText(entry.before),
    after: asText(entry.after),
    ip: entry.ip ?? null,
  });
}
