import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-api-keys';
import { registerEndpoint } from '@server/http/endpoint-route';
import { createApiKey, listApiKeys, revokeApiKey } from '@server/modules/api-keys';

/** API key management for signed-in merchant users. */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listApiKeys, async (request) => ({ apiKeys: await listApiKeys(app.ctx, request.merchantUser!.merchantDbId) }));

  registerEndpoint(app, endpoints.createApiKey, async (request, reply) =>
    reply.status(201).send(await createApiKey(app.ctx, { user: request.merchantUser!, mode: request.body.mode, ip: request.ip })),
  );

  registerEndpoint(app, endpoints.revokeApiKey, async (request, reply) => {
    await revokeApiKey(app.ctx, { user: request.merchantUser!, keyId: request.params.id, ip: request.ip });
    return reply.status(204).send(null);
  });
}
