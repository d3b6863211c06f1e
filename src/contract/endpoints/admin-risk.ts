import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { blockedBinListSchema, createBlockedBinRequestSchema } from '../payments';
import { blockedBinPrefixParamsSchema, createBlockedBinResponseSchema, riskSummaryQuerySchema, riskSummarySchema } from '../risk';
import { ANY_ADMIN } from '../roles';

const base = { auth: 'admin', tags: ['Admin'] } as const;

export const listBlockedBins = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/risk/blocked-bins',
  roles: ANY_ADMIN,
  responses: { 200: blockedBinListSchema },
});

export const addBlockedBin = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/risk/blocked-bins',
  roles: ['SUPER_ADMIN', 'COMPLIANCE'],
  body: createBlockedBinRequestSchema,
  responses: { 201: createBlockedBinResponseSchema },
  errors: ['ALREADY_BLOCKED'],
});

export const removeBlockedBin = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/api/admin/risk/blocked-bins/:prefix',
  roles: ['SUPER_ADMIN', 'COMPLIANCE'],
  params: blockedBinPrefixParamsSchema,
  responses: { 204: z.null() },
  errors: ['NOT_FOUND'],
});

export const getRiskSummary = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/risk/summary',
  roles: ANY_ADMIN,
  query: riskSummaryQuerySchema,
  responses: { 200: riskSummarySchema },
});
