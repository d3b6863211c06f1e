import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@contract/common';
import { blockedBinListSchema, blockedBinSchema, createBlockedBinRequestSchema, VELOCITY_RULE } from '@contract/payments';
import { addBlockedBin, declineCounts, listBlockedBins, removeBlockedBin } from '@server/modules/risk/blocked-bins';

/** Fraud & Risk: blocked BIN prefixes, the velocity rule and real decline counts. */
export const riskRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

  app.get('/risk/blocked-bins', { schema: { tags: ['Admin'], security, response: { 200: blockedBinListSchema, ...errors } } }, async () => ({
    blockedBins: await listBlockedBins(app.ctx),
  }));

  app.post(
    '/risk/blocked-bins',
    { schema: { tags: ['Admin'], security, body: createBlockedBinRequestSchema, response: { 201: z.object({ blockedBin: blockedBinSchema, message: z.string() }), ...errors } } },
    async (request, reply) => {
      const blockedBin = await addBlockedBin(app.ctx, { admin: request.admin!, ...request.body, ip: request.ip });
      return reply.status(201).send({ blockedBin, message: `BIN prefix ${blockedBin.prefix} blocked` });
    },
  );

  app.delete(
    '/risk/blocked-bins/:prefix',
    { schema: { tags: ['Admin'], security, params: z.object({ prefix: z.string().regex(/^\d{4,8}$/, 'must be 4-8 digits') }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeBlockedBin(app.ctx, { admin: request.admin!, prefix: request.params.prefix, ip: request.ip });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/risk/summary',
    {
      schema: {
        tags: ['Admin'],
        security,
        querystring: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }).strict(),
        response: {
          200: z.object({
            velocityRule: z.object({ maxPayments: z.number(), windowMinutes: z.number() }),
            days: z.number(),
            declines: z.array(z.object({ reason: z.string(), mode: z.string(), count: z.number() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ velocityRule: { ...VELOCITY_RULE }, days: request.query.days, declines: await declineCounts(app.ctx, request.query.days) }),
  );
};
