import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-request-log';
import { notFound } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getMerchantRequest, listMerchantRequests } from '@server/modules/api-log';

/** The merchant's own API request log (Developers area). */
export async function merchantRequestLogRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listRequestLog, async (request) =>
    listMerchantRequests(app.ctx.database.db, request.merchantUser!.merchantDbId, request.query),
  );

  registerEndpoint(app, endpoints.getRequestLogEntry, async (request) => {
    const entry = await getMerchantRequest(app.ctx.database.db, request.merchantUser!.merchantDbId, request.params.requestId);
    if (!entry) throw notFound('No request with this id in your request log');
    return { request: entry };
  });
}
