import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-reports';
import { registerEndpoint } from '@server/http/endpoint-route';
import { listAuditLogs } from '@server/modules/audit';
import { listContactSubmissions } from '@server/modules/contact';
import { listTransactions } from '@server/modules/payments';
import { getAnalytics, getDailyStats, getStats } from '@server/modules/reporting';

/** Dashboard figures, analytics, and the read-only lists: transactions, the audit trail and enquiries. */
export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  registerEndpoint(app, endpoints.getStats, async (request) => getStats(db, { mode: request.query.mode }));
  registerEndpoint(app, endpoints.getDailyStats, async (request) => ({ days: await getDailyStats(db, request.query) }));
  registerEndpoint(app, endpoints.getAnalytics, async (request) => getAnalytics(db, request.query));
  registerEndpoint(app, endpoints.listTransactions, async (request) => listTransactions(db, request.query));
  registerEndpoint(app, endpoints.listAuditLogs, async (request) => listAuditLogs(db, request.query));
  registerEndpoint(app, endpoints.listContactSubmissions, async (request) => listContactSubmissions(db, request.query));
}
