import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@contract/common';
import { listPaymentsQuerySchema, paymentListSchema } from '@contract/payments';
import { listPayments } from '@server/modules/payments/list-payments';

/**
 * The portal reads its own payments with the merchant session token. The
 * payment API's GET /transactions takes an API key instead, whose secret the
 * portal never keeps, and sees only the key's mode; here the user picks the mode.
 */
const portalTransactionsQuerySchema = listPaymentsQuerySchema
  .extend({ mode: z.enum(['test', 'live'], { error: 'mode must be test or live' }).default('test') })
  .strict();

/** For signed-in merchant users (the parent group applies requireMerchantUser). */
export const portalTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portal/transactions',
    {
      schema: {
        tags: ['Merchant portal'],
        summary: "The signed-in merchant's payments in one mode, newest first",
        description: 'Same shape as the payment API list. Page with `nextCursor`.',
        security: [{ merchantToken: [] }],
        querystring: portalTransactionsQuerySchema,
        response: { 200: paymentListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { mode, limit, cursor } = request.query;
      return listPayments(app.ctx.database.db, { merchantDbId: request.merchantUser!.merchantDbId, mode, limit, cursor });
    },
  );
};
