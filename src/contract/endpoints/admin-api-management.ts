import { merchantIdParamsSchema } from '../admin-merchants';
import { merchantApiRateLimitSchema, setMerchantApiRateLimitRequestSchema } from '../api-rate-limit';
import { defineEndpoint } from '../endpoint';
import {
  adminApiKeyListSchema,
  adminApiKeyParamsSchema,
  adminApiKeysQuerySchema,
  adminRequestLogPageSchema,
  adminRequestLogQuerySchema,
  adminRevokeApiKeyResponseSchema,
  apiUsageQuerySchema,
  apiUsageSchema,
} from '../api-request-log';
import { ANY_ADMIN, type AdminRole } from '../roles';

/** API Management: keys across merchants, their use, and the request log. Support reads; only operations and super admins revoke. */
const base = { auth: 'admin', tags: ['Admin'] } as const;
const READ: readonly AdminRole[] = ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'];
const WRITE: readonly AdminRole[] = ['SUPER_ADMIN', 'OPERATIONS'];

export const listAdminApiKeys = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/api-keys',
  roles: READ,
  summary: 'API keys across all merchants, newest first, with their use',
  query: adminApiKeysQuerySchema,
  responses: { 200: adminApiKeyListSchema },
  errors: ['INVALID_CURSOR'],
});

export const adminRevokeApiKey = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/api-keys/:keyId/revoke',
  roles: WRITE,
  summary: "Revoke a merchant's API key at once; the merchant's owners are emailed",
  params: adminApiKeyParamsSchema,
  responses: { 200: adminRevokeApiKeyResponseSchema },
  errors: ['NOT_FOUND'],
});

export const getApiUsage = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/api-usage',
  roles: READ,
  summary: 'Request volume and errors per merchant: hourly over 24 hours or daily over 30 days',
  query: apiUsageQuerySchema,
  responses: { 200: apiUsageSchema },
});

export const listAdminRequestLog = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/request-log',
  roles: READ,
  summary: 'The API request log across merchants, newest first',
  query: adminRequestLogQuerySchema,
  responses: { 200: adminRequestLogPageSchema },
  errors: ['INVALID_CURSOR'],
});

export const getMerchantApiRateLimit = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/merchants/:merchantId/api-rate-limit',
  roles: ANY_ADMIN,
  summary: "A merchant's per-key API rate limit: its own setting, the defaults, and what applies",
  params: merchantIdParamsSchema,
  responses: { 200: merchantApiRateLimitSchema },
  errors: ['MERCHANT_NOT_FOUND'],
});

export const setMerchantApiRateLimit = defineEndpoint({
  ...base,
  method: 'PUT',
  path: '/api/admin/merchants/:merchantId/api-rate-limit',
  roles: WRITE,
  summary: "Set a merchant's per-key API rate limit (audited); 0 turns it off, null returns to the defaults",
  description: 'Applies to every key of the merchant, live and test, on every instance from its next request.',
  params: merchantIdParamsSchema,
  body: setMerchantApiRateLimitRequestSchema,
  responses: { 200: merchantApiRateLimitSchema },
  errors: ['MERCHANT_NOT_FOUND'],
});
