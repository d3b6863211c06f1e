import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MERCHANT_CAN } from '../roles';
import {
  createWebhookEndpointRequestSchema,
  deliveryListQuerySchema,
  deliveryParamsSchema,
  endpointWithSecretSchema,
  replayResponseSchema,
  rollSecretRequestSchema,
  testEventResponseSchema,
  updateWebhookEndpointRequestSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
} from '../webhooks';

const base = { auth: 'merchantUser', roles: MERCHANT_CAN.manageKeys, tags: ['Events and webhooks'] } as const;
/**
 * An API key may call these too, as an integrator's code or the CLI does, on the endpoints of its own
 * mode only: another mode's ids answer 404, and adding one in another mode answers 400.
 */
const keyToo = { ...base, auth: 'merchantUserOrApiKey' } as const;
const BASE_PATH = '/api/merchant/webhook-endpoints';

export const listWebhookEndpoints = defineEndpoint({
  ...keyToo,
  method: 'GET',
  path: BASE_PATH,
  summary: 'List webhook endpoints',
  responses: { 200: webhookEndpointListSchema },
});

export const createWebhookEndpoint = defineEndpoint({
  ...keyToo,
  method: 'POST',
  path: BASE_PATH,
  summary: 'Add a webhook endpoint',
  description: 'The URL must be https and resolve to public addresses. The signing secret is returned once.',
  body: createWebhookEndpointRequestSchema,
  responses: { 201: endpointWithSecretSchema },
  errors: ['TOO_MANY_ENDPOINTS', 'WEBHOOK_URL_REFUSED'],
});

export const updateWebhookEndpoint = defineEndpoint({
  ...keyToo,
  method: 'PATCH',
  path: `${BASE_PATH}/:id`,
  summary: 'Change a webhook endpoint',
  params: webhookEndpointParamsSchema,
  body: updateWebhookEndpointRequestSchema,
  responses: { 200: webhookEndpointSchema },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_URL_REFUSED'],
});

export const deleteWebhookEndpoint = defineEndpoint({
  ...keyToo,
  method: 'DELETE',
  path: `${BASE_PATH}/:id`,
  summary: 'Delete a webhook endpoint and its deliveries',
  params: webhookEndpointParamsSchema,
  responses: { 204: z.null() },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const rollWebhookSecret = defineEndpoint({
  ...keyToo,
  method: 'POST',
  path: `${BASE_PATH}/:id/roll-secret`,
  summary: 'Roll the signing secret',
  description: 'Returns the new secret once. For `overlapHours` (0-72, default 24) deliveries carry a signature with each secret.',
  params: webhookEndpointParamsSchema,
  body: rollSecretRequestSchema,
  responses: { 200: endpointWithSecretSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const sendTestWebhook = defineEndpoint({
  ...keyToo,
  method: 'POST',
  path: `${BASE_PATH}/:id/test`,
  summary: 'Send a webhook.test event to this endpoint',
  params: webhookEndpointParamsSchema,
  responses: { 202: testEventResponseSchema },
  errors: ['ENDPOINT_DISABLED', 'WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const listWebhookDeliveries = defineEndpoint({
  ...keyToo,
  method: 'GET',
  path: `${BASE_PATH}/:id/deliveries`,
  summary: 'List deliveries to this endpoint, newest first, with their attempts',
  params: webhookEndpointParamsSchema,
  query: deliveryListQuerySchema,
  responses: { 200: webhookDeliveryListSchema },
  errors: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
});

export const replayWebhookDelivery = defineEndpoint({
  ...keyToo,
  method: 'POST',
  path: '/api/merchant/webhook-deliveries/:id/replay',
  summary: 'Send a delivery again now',
  params: deliveryParamsSchema,
  responses: { 202: replayResponseSchema },
  errors: ['DELIVERY_IN_FLIGHT', 'ENDPOINT_DISABLED', 'WEBHOOK_DELIVERY_NOT_FOUND'],
});
