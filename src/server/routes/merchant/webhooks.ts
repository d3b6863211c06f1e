import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as events from '@contract/endpoints/merchant-events';
import * as endpoints from '@contract/endpoints/merchant-webhooks';
import type { Mode } from '@contract/payments';
import { notFound } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getEvent, listEvents } from '@server/modules/events';
import {
  listEndpointDeliveries,
  replayMerchantDelivery,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rollWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '@server/modules/webhooks';

/** Who calls: the merchant, and for an API key its mode (a key acts on its own mode only). */
function callerOf(request: FastifyRequest): { merchantDbId: string; mode?: Mode } {
  const key = request.apiKeyAuth;
  return key ? { merchantDbId: key.merchantDbId, mode: key.mode } : { merchantDbId: request.merchantUser!.merchantDbId };
}

/** Events and webhook endpoints: the merchant's own only (another merchant's ids are 404). */
export async function merchantWebhookRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, events.listEvents, async (request) => {
    // A portal session sees both modes; an API key only its own.
    const merchantDbId = request.apiKeyAuth?.merchantDbId ?? request.merchantUser!.merchantDbId;
    return listEvents(app.ctx, { merchantDbId, mode: request.apiKeyAuth?.mode, ...request.query });
  });

  registerEndpoint(app, events.getEvent, async (request) => {
    const event = await getEvent(app.ctx, { ...callerOf(request), id: request.params.eventId });
    if (!event) throw notFound('No event with this id');
    return event;
  });

  registerEndpoint(app, endpoints.listWebhookEndpoints, async (request) => ({
    endpoints: await listWebhookEndpoints(app.ctx, request.merchantUser!.merchantDbId),
  }));

  registerEndpoint(app, endpoints.createWebhookEndpoint, async (request, reply) =>
    reply.status(201).send(await createWebhookEndpoint(app.ctx, { user: request.merchantUser!, ip: request.ip, input: request.body })),
  );

  registerEndpoint(app, endpoints.updateWebhookEndpoint, async (request) =>
    updateWebhookEndpoint(app.ctx, { user: request.merchantUser!, ip: request.ip, id: request.params.id, input: request.body }),
  );

  registerEndpoint(app, endpoints.deleteWebhookEndpoint, async (request, reply) => {
    await deleteWebhookEndpoint(app.ctx, { user: request.merchantUser!, ip: request.ip, id: request.params.id });
    return reply.status(204).send(null);
  });

  registerEndpoint(app, endpoints.rollWebhookSecret, async (request) =>
    rollWebhookSecret(app.ctx, { user: request.merchantUser!, ip: request.ip, id: request.params.id, overlapHours: request.body.overlapHours }),
  );

  registerEndpoint(app, endpoints.sendTestWebhook, async (request, reply) =>
    reply.status(202).send(await sendTestWebhook(app.ctx, { user: callerOf(request), mode: request.apiKeyAuth?.mode, id: request.params.id })),
  );

  registerEndpoint(app, endpoints.listWebhookDeliveries, async (request) =>
    listEndpointDeliveries(app.ctx, { ...callerOf(request), endpointId: request.params.id, ...request.query }),
  );

  registerEndpoint(app, endpoints.replayWebhookDelivery, async (request, reply) =>
    reply
      .status(202)
      .send({ delivery: await replayMerchantDelivery(app.ctx, { user: callerOf(request), mode: request.apiKeyAuth?.mode, id: request.params.id }) }),
  );
}
