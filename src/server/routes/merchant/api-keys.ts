import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@contract/common';
import { apiKeyListSchema, createApiKeyRequestSchema, createApiKeyResponseSchema } from '@contract/payments';
import { createApiKey, listApiKeys, revokeApiKey } from '@server/modules/api-keys/manage-api-keys';

/** API key management for signed-in merchant users (guard applied by the parent plugin). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ merchantToken: [] }];
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  app.get('/api-keys', { schema: { tags: ['Merchant portal'], security, response: { 200: apiKeyListSchema, ...errors } } }, async (request) => ({
    apiKeys: await listApiKeys(app.ctx, request.merchantUser!.merchantDbId),
  }));

  app.post(
    '/api-keys',
    { schema: { tags: ['Merchant portal'], security, body: createApiKeyRequestSchema, response: { 201: createApiKeyResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createApiKey(app.ctx, { user: request.merchantUser!, mode: request.body.mode, ip: request.ip })),
  );

  app.delete(
    '/api-keys/:id',
    { schema: { tags: ['Merchant portal'], security, params: z.object({ id: z.string().max(64) }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await revokeApiKey(app.ctx, { user: request.merchantUser!, keyId: request.params.id, ip: request.ip });
      return reply.status(204).send(null);
    },
  );
};
