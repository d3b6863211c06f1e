import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeStatusRequestSchema,
  changeStatusResponseSchema,
  listMerchantsQuerySchema,
  listMerchantsResponseSchema,
  merchantDetailsResponseSchema,
  merchantIdParamsSchema,
} from '@contract/admin-merchants';
import { changeMerchantStatus } from '@server/modules/merchants/change-merchant-status';
import { getMerchantDetails } from '@server/modules/merchants/get-merchant-details';
import { listMerchants } from '@server/modules/merchants/list-merchants';
import { actorOf, adminErrors, adminSecurity } from './admin-route-support';

export const adminMerchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['Admin'], security: adminSecurity };

  app.get(
    '/merchants',
    { schema: { ...schema, summary: 'Merchants, newest first', querystring: listMerchantsQuerySchema, response: { 200: listMerchantsResponseSchema, ...adminErrors } } },
    async (request) => listMerchants(app.ctx.database.db, request.query),
  );

  app.get(
    '/merchants/:merchantId',
    { schema: { ...schema, summary: "A merchant's details", params: merchantIdParamsSchema, response: { 200: merchantDetailsResponseSchema, ...adminErrors } } },
    async (request) => getMerchantDetails(app.ctx, { merchantId: request.params.merchantId }),
  );

  app.patch(
    '/merchants/:merchantId/status',
    {
      schema: {
        ...schema,
        summary: 'Approve, suspend or reinstate a merchant',
        description: 'Allowed: PENDING_VERIFICATION -> ACTIVE, ACTIVE -> SUSPENDED, SUSPENDED -> ACTIVE. Anything else is 400 INVALID_TRANSITION.',
        params: merchantIdParamsSchema,
        body: changeStatusRequestSchema,
        response: { 200: changeStatusResponseSchema, ...adminErrors },
      },
    },
    async (request) => changeMerchantStatus(app.ctx, { merchantId: request.params.merchantId, status: request.body.status, actor: actorOf(request) }),
  );
};
