import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-reports';
import { registerEndpoint } from '@server/http/endpoint-route';
import { listAuditLogs } from '@server/modules/audit';
import { listContactSubmissions } from '@server/modules/contact';
import { listTransactions } from '@server/modules/payments';
import { getAnalytics, getDailyStats, getStats } from '@server/modules/reporting';
import { readDb } from '@server/modules/read-replica';

/** Dashboard figures, analytics, and the read-only lists: transactions, the audit trail and enquiries. */
export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  // All of these may lag: they read from the replica when one is configured (decision 0042).
  const db = (request: FastifyRequest) => readDb(app.ctx, request);
  registerEndpoint(app, endpoints.getStats, async (request) => getStats(await db(request), { mode: request.query.mode }));
  registerEndpoint(app, endpoints.getDailyStats, async (request) => ({ days: await getDailyStats(await db(request), request.query) }));
  registerEndpoint(app, endpoints.getAnalytics, async (request) => getAnalytics(await db(request), request.query));
  registerEndpoint(app, endpoints.listTransactions, async (request) => listTransactions(await db(request), request.query));
  registerEndpoint(app, endpoints.listAuditLogs, async (request) => listAuditLogs(await db(request), request.query));
  registerEndpoint(app, endpoints.listContactSubmissions, async (request) => listContactSubmissions(await db(request), request.query));
}
