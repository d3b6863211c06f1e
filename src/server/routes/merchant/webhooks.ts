import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as events from '@contract/endpoints/merchant-events';
import * as endpoints from '@contract/endpoints/merchant-webhooks';
import type { Mode } from '@contract/payments';
import { badRequest, notFound } from '@server/errors';
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
  type EndpointManager,
} from '@server/modules/webhooks';

/** Who calls: the merchant, and for an API key its mode (a key acts on its own mode only). */
function callerOf(request: FastifyRequest): { merchantDbId: string; mode?: Mode } {
  const key = request.apiKeyAuth;
  return key ? { merchantDbId: key.merchantDbId, mode: key.mode } : { merchantDbId: request.merchantUser!.merchantDbId };
}

/** Who changes endpoints: the portal user, or the API key (its own mode only; the audit names it by id). */
function managerOf(request: FastifyRequest): EndpointManager {
  const key = request.apiKeyAuth;
  if (!key) return request.merchantUser!;
  return { merchantDbId: key.merchantDbId, userId: null, email: `${key.mode} API key ${key.keyId}`, mode: key.mode };
}

/** The mode a new endpoint gets: the body's, which a key may only set to its own; a key's own by default. */
function modeOfNewEndpoint(request: FastifyRequest, mode: Mode | undefined): Mode {
  const key = request.apiKeyAuth;
  if (key && mode !== undefined && mode !== key.mode) {
    throw badRequest(`mode: a ${key.mode} key adds ${key.mode} endpoints only`, 'VALIDATION_ERROR', { field: 'mode' });
  }
  const chosen = mode ?? key?.mode;
  if (!chosen) throw badRequest('mode: mode must be live or test', 'VALIDATION_ERROR', { field: 'mode' });
  return chosen;
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

  registerEndpoint(app, endpoints.listWebhookEndpoints, async (request) => {
    const { merchantDbId, mode } = callerOf(request);
    return { endpoints: await listWebhookEndpoints(app.ctx, merchantDbId, mode) };
  });

  registerEndpoint(app, endpoints.createWebhookEndpoint, async (request, reply) => {
    const input = { ...request.body, mode: modeOfNewEndpoint(request, request.body.mode) };
    return reply.status(201).send(await createWebhookEndpoint(app.ctx, { user: managerOf(request), ip: request.ip, input }));
  });

  registerEndpoint(app, endpoints.updateWebhookEndpoint, async (request) =>
    updateWebhookEndpoint(app.ctx, { user: managerOf(request), ip: request.ip, id: request.params.id, input: request.body }),
  );

  registerEndpoint(app, endpoints.deleteWebhookEndpoint, async (request, reply) => {
    await deleteWebhookEndpoint(app.ctx, { user: managerOf(request), ip: request.ip, id: request.params.id });
    return reply.status(204).send(null);
  });

  registerEndpoint(app, endpoints.rollWebhookSecret, async (request) =>
    rollWebhookSecret(app.ctx, { user: managerOf(request), ip: request.ip, id: request.params.id, overlapHours: request.body.overlapHours }),
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
