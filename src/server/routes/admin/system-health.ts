import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-system-health';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getHealthHistory, getSystemHealth } from '@server/modules/system';

/** The System Health section and the admin header's status badge. */
export async function adminSystemHealthRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getSystemHealth, async () => getSystemHealth(app.ctx));
  registerEndpoint(app, endpoints.getHealthHistory, async (request) => getHealthHistory(app.ctx.database.db, request.query.range));
}
