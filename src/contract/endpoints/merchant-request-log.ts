import { defineEndpoint } from '../endpoint';
import { apiRequestDetailSchema, requestIdParamsSchema, requestLogPageSchema, requestLogQuerySchema } from '../api-request-log';
import { MERCHANT_CAN } from '../roles';

/**
 * The portal's Developers area: the merchant's own API request log. An API key reads it too, its
 * own mode's entries only (another mode's request id answers 404).
 */
const base = { auth: 'merchantUserOrApiKey', tags: ['Merchant portal'], roles: MERCHANT_CAN.manageKeys } as const;

export const listRequestLog = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/request-log',
  summary: 'Requests made with your API keys, newest first',
  description:
    'One entry per request made with one of your API keys: method, path, status, duration, Idempotency-Key and error code, never a body. ' +
    'Entries appear within about a second and are kept for the retention period (30 days by default). Page with `nextCursor`.',
  query: requestLogQuerySchema,
  responses: { 200: requestLogPageSchema },
  errors: ['INVALID_CURSOR'],
});

export const getRequestLogEntry = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/request-log/:requestId',
  summary: 'One request of your API request log, by its Request-Id',
  params: requestIdParamsSchema,
  responses: { 200: apiRequestDetailSchema },
  errors: ['NOT_FOUND'],
});
