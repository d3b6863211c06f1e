import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTransactionsQuerySchema, listTransactionsResponseSchema } from '@contract/admin-transactions';
import { listTransactions } from '@server/modules/payments/list-transactions';
import { adminErrors, adminSecurity } from './admin-route-support';

export const adminTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    {
      schema: {
        tags: ['Admin'],
        security: adminSecurity,
        summary: 'All transactions, newest first',
        querystring: listTransactionsQuerySchema,
        response: { 200: listTransactionsResponseSchema, ...adminErrors },
      },
    },
    async (request) => listTransactions(app.ctx.database.db, request.query),
  );
};
