import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditLogsQuerySchema, listAuditLogsResponseSchema } from '@contract/admin-audit';
import { listContactSubmissionsQuerySchema, listContactSubmissionsResponseSchema } from '@contract/admin-contact';
import { listAuditLogs } from '@server/modules/audit/list-audit-logs';
import { listContactSubmissions } from '@server/modules/contact/list-contact-submissions';
import { adminErrors, adminSecurity } from './admin-route-support';

/** Read-only lists: the audit trail (no edit or delete route exists, by design) and contact enquiries. */
export const adminRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['Admin'], security: adminSecurity };

  app.get(
    '/audit-logs',
    { schema: { ...schema, summary: 'Audit trail, newest first', querystring: listAuditLogsQuerySchema, response: { 200: listAuditLogsResponseSchema, ...adminErrors } } },
    async (request) => listAuditLogs(app.ctx.database.db, request.query),
  );

  app.get(
    '/contact-submissions',
    {
      schema: {
        ...schema,
        summary: 'Contact-form enquiries, newest first',
        querystring: listContactSubmissionsQuerySchema,
        response: { 200: listContactSubmissionsResponseSchema, ...adminErrors },
      },
    },
    async (request) => listContactSubmissions(app.ctx.database.db, request.query),
  );
};
