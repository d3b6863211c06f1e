import { z } from 'zod';
import { cursorParam, dateBoundParam, nextCursorSchema, pageLimit } from './admin-paging';

export const AUDIT_ACTOR_TYPES = ['admin', 'merchant', 'system', 'anonymous'] as const;

export const listAuditLogsQuerySchema = z
  .object({
    limit: pageLimit(50, 200),
    cursor: cursorParam,
    action: z.string().trim().max(100).optional().meta({ description: 'Exact action, e.g. merchant.status.change' }),
    actorEmail: z.string().trim().max(254).optional().meta({ description: 'Exact email, case-insensitive' }),
    targetId: z.string().trim().max(200).optional(),
    from: dateBoundParam('from'),
    to: dateBoundParam('to'),
  })
  .strict();
export type ListAuditLogsQuery = z.input<typeof listAuditLogsQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actorType: z.enum(AUDIT_ACTOR_TYPES),
    actorEmail: z.string().nullable(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    before: z.unknown().meta({ description: 'State before the change (JSON), or null' }),
    after: z.unknown().meta({ description: 'State after the change (JSON), or null' }),
    ip: z.string().nullable(),
    createdAt: z.string().meta({ description: 'ISO-8601' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditLogsResponseSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: nextCursorSchema });
export type ListAuditLogsResponse = z.infer<typeof listAuditLogsResponseSchema>;
