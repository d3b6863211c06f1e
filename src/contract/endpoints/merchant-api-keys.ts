import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiKeyListSchema, createApiKeyRequestSchema, createApiKeyResponseSchema } from '../payments';
import { MERCHANT_CAN } from '../roles';

const tags = ['Merchant portal'];

export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/api-keys',
  auth: 'merchantUser',
  tags,
  roles: MERCHANT_CAN.manageKeys,
  responses: { 200: apiKeyListSchema },
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/api-keys',
  auth: 'merchantUser',
  tags,
  roles: MERCHANT_CAN.manageKeys,
  body: createApiKeyRequestSchema,
  responses: { 201: createApiKeyResponseSchema },
  errors: ['FEATURE_NOT_ENABLED', 'KYB_REVIEW_OVERDUE', 'VERIFICATION_REQUIRED'],
});

export const revokeApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/api/merchant/api-keys/:id',
  roles: MERCHANT_CAN.manageKeys,
  auth: 'merchantUser',
  tags,
  params: z.object({ id: z.string().max(64) }),
  responses: { 204: z.null() },
  errors: ['NOT_FOUND'],
});
