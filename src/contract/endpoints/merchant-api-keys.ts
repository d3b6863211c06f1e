import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiKeyListSchema, createApiKeyRequestSchema, createApiKeyResponseSchema } from '../payments';
import { MERCHANT_CAN } from '../roles';

const tags = ['Merchant portal'];
const errors = [400, 401, 403, 404] as const;

export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/api-keys',
  auth: 'merchantUser',
  tags,
  roles: MERCHANT_CAN.manageKeys,
  responses: { 200: apiKeyListSchema },
  errors,
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/api-keys',
  auth: 'merchantUser',
  tags,
  roles: MERCHANT_CAN.manageKeys,
  body: createApiKeyRequestSchema,
  responses: { 201: createApiKeyResponseSchema },
  errors,
});

export const revokeApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/api/merchant/api-keys/:id',
  roles: MERCHANT_CAN.manageKeys,
  auth: 'merchantUser',
  tags,
  params: z.object({ id: z.string().max(64) }),
  responses: { 204: z.null() },
  errors,
});
