import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-webhooks';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { listAdminWebhookEndpoints, replayAdminDelivery, searchAdminDeliveries } from '@server/modules/webhooks';

/** Admin Webhooks: endpoint health across merchants, delivery search and audited replay. */
export async function adminWebhookRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listAdminWebhookEndpoints, async (request) => listAdminWebhookEndpoints(app.ctx, request.query));
  registerEndpoint(app, endpoints.searchAdminWebhookDeliveries, async (request) => searchAdminDeliveries(app.ctx, request.query));
  registerEndpoint(app, endpoints.replayAdminWebhookDelivery, async (request, reply) =>
    reply.status(202).send(await replayAdminDelivery(app.ctx, { id: request.params.id, actor: actorOf(request) })),
  );
}
