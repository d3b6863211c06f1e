import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-request-log';
import { badRequest, notFound } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getMerchantRequest, listMerchantRequests } from '@server/modules/api-log';
import { readDb } from '@server/modules/read-replica';

/** The merchant's own API request log (Developers area). */
export async function merchantRequestLogRoutes(app: FastifyInstance): Promise<void> {
  // An API key reads its own mode's entries only; a portal session either mode.
  registerEndpoint(app, endpoints.listRequestLog, async (request) => {
    const key = request.apiKeyAuth;
    if (!key) return listMerchantRequests(await readDb(app.ctx, request), request.merchantUser!.merchantDbId, request.query);
    if (request.query.mode !== undefined && request.query.mode !== key.mode) {
      throw badRequest(`A ${key.mode} key reads ${key.mode} requests only`, 'VALIDATION_ERROR', { field: 'mode' });
    }
    return listMerchantRequests(await readDb(app.ctx, request), key.merchantDbId, { ...request.query, mode: key.mode });
  });

  registerEndpoint(app, endpoints.getRequestLogEntry, async (request) => {
    const key = request.apiKeyAuth;
    const merchantDbId = key?.merchantDbId ?? request.merchantUser!.merchantDbId;
    const entry = await getMerchantRequest(await readDb(app.ctx, request), merchantDbId, request.params.requestId, key?.mode);
    if (!entry) throw notFound('No request with this id in your request log');
    return { request: entry };
  });
}
