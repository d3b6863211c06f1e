import { defineEndpoint } from '../endpoint';
import { eventListQuerySchema, eventListSchema } from '../events';
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
