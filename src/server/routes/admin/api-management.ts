import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-api-management';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getMerchantApiRateLimit, setMerchantApiRateLimit } from '@server/modules/api-rate-limit';
import { adminRevokeApiKey, listAdminApiKeys, apiUsage, listAdminRequests } from '@server/modules/api-log';
import { readDb } from '@server/modules/read-replica';

/** API Management: keys across merchants, revocation, usage charts and the request log. */
export async function adminApiManagementRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listAdminApiKeys, async (request) => listAdminApiKeys(await readDb(app.ctx, request), request.query));

  registerEndpoint(app, endpoints.adminRevokeApiKey, async (request) =>
    adminRevokeApiKey(app.ctx, { admin: request.admin!, keyId: request.params.keyId, ip: request.ip }),
  );

  registerEndpoint(app, endpoints.getApiUsage, async (request) => apiUsage(await readDb(app.ctx, request), request.query));

  registerEndpoint(app, endpoints.listAdminRequestLog, async (request) => listAdminRequests(await readDb(app.ctx, request), request.query));

  registerEndpoint(app, endpoints.getMerchantApiRateLimit, async (request) => getMerchantApiRateLimit(app.ctx, { merchantId: request.params.merchantId }));

  registerEndpoint(app, endpoints.setMerchantApiRateLimit, async (request) =>
    setMerchantApiRateLimit(app.ctx, { merchantId: request.params.merchantId, requestsPerSecond: request.body.requestsPerSecond, actor: actorOf(request) }),
  );
}
