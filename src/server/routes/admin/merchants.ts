import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-merchants';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { changeMerchantStatus, getMerchantDetails, listMerchants, revealVerificationDetails } from '@server/modules/merchants';
import { readDb } from '@server/modules/read-replica';

export async function adminMerchantRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listMerchants, async (request) => listMerchants(await readDb(app.ctx, request), request.query));

  registerEndpoint(app, endpoints.getMerchantDetails, async (request) => getMerchantDetails(app.ctx, { merchantId: request.params.merchantId }));

  registerEndpoint(app, endpoints.changeMerchantStatus, async (request) =>
    changeMerchantStatus(app.ctx, { merchantId: request.params.merchantId, status: request.body.status, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.revealVerificationDetails, async (request) =>
    revealVerificationDetails(app.ctx, {
      merchantId: request.params.merchantId,
      fields: request.body.fields,
      actor: actorOf(request),
      role: request.admin!.role,
    }),
  );
}
