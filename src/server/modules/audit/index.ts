/** The audit domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { auditLogConditions, listAuditLogs } from './list-audit-logs';
export type { AuditLogFilters } from './list-audit-logs';
export { recordAudit } from './record-audit';
export type { AuditEntry } from './record-audit';
