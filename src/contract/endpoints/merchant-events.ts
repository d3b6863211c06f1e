import { defineEndpoint } from '../endpoint';
import { eventIdParamsSchema, eventListQuerySchema, eventListSchema, eventSchema } from '../events';
import { MERCHANT_CAN } from '../roles';

export const listEvents = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/events',
  auth: 'merchantUserOrApiKey',
  roles: MERCHANT_CAN.manageKeys,
  tags: ['Events and webhooks'],
  summary: 'List events, newest first',
  description: 'A portal session sees both modes; an API key sees its own mode only. Filter by `type`; page with `cursor`.',
  query: eventListQuerySchema,
  responses: { 200: eventListSchema },
});

export const getEvent = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/events/:eventId',
  auth: 'merchantUserOrApiKey',
  roles: MERCHANT_CAN.manageKeys,
  tags: ['Events and webhooks'],
  summary: 'One event, by its id (the webhook-id of its deliveries)',
  description: 'An API key finds its own mode’s events only; another mode’s or merchant’s id answers 404.',
  params: eventIdParamsSchema,
  responses: { 200: eventSchema },
  errors: ['NOT_FOUND'],
});
