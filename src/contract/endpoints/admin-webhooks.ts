import { defineEndpoint } from '../endpoint';
import {
  adminDeliveryListSchema,
  adminDeliverySearchSchema,
  adminEndpointFilterSchema,
  adminEndpointListSchema,
  adminReplayResponseSchema,
  deliveryParamsSchema,
} from '../webhooks';

const base = { auth: 'admin', tags: ['Admin'] } as const;
/** Who may see webhook health and deliveries; replay changes something, so not SUPPORT. */
export const WEBHOOK_READERS = ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'] as const;
export const WEBHOOK_OPERATORS = ['SUPER_ADMIN', 'OPERATIONS'] as const;

export const listAdminWebhookEndpoints = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/webhooks/endpoints',
  roles: WEBHOOK_READERS,
  summary: 'Every webhook endpoint with its health',
  query: adminEndpointFilterSchema,
  responses: { 200: adminEndpointListSchema },
  errors: ['INVALID_CURSOR'],
});

export const searchAdminWebhookDeliveries = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/webhooks/deliveries',
  roles: WEBHOOK_READERS,
  summary: 'Deliveries of one event, to every endpoint',
  query: adminDeliverySearchSchema,
  responses: { 200: adminDeliveryListSchema },
});

export const replayAdminWebhookDelivery = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/webhooks/deliveries/:id/replay',
  roles: WEBHOOK_OPERATORS,
  summary: 'Send a delivery again now (audited)',
  params: deliveryParamsSchema,
  responses: { 202: adminReplayResponseSchema },
  errors: ['DELIVERY_IN_FLIGHT', 'ENDPOINT_DISABLED', 'WEBHOOK_DELIVERY_NOT_FOUND'],
});
