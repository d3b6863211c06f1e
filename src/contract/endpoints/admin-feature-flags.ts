import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  createFeatureFlagRequestSchema,
  featureFlagKeyParamsSchema,
  featureFlagListSchema,
  featureFlagResponseSchema,
  updateFeatureFlagRequestSchema,
} from '../feature-flags';
import { ANY_ADMIN } from '../roles';

const base = { auth: 'admin', tags: ['Admin'] } as const;
/** Every admin reads the flags; only super admins change them. */
const WRITERS = ['SUPER_ADMIN'] as const;

export const listFeatureFlags = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/feature-flags',
  roles: ANY_ADMIN,
  summary: 'Every feature flag, with how many stored merchants each is on for now',
  responses: { 200: featureFlagListSchema },
});

export const createFeatureFlag = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/feature-flags',
  roles: WRITERS,
  summary: 'Create a feature flag (409 FLAG_EXISTS when the key is taken)',
  body: createFeatureFlagRequestSchema,
  responses: { 201: featureFlagResponseSchema },
  errors: ['FLAG_EXISTS', 'UNKNOWN_MERCHANT'],
});

export const updateFeatureFlag = defineEndpoint({
  ...base,
  method: 'PATCH',
  path: '/api/admin/feature-flags/:key',
  roles: WRITERS,
  summary: 'Change a feature flag; it applies on every instance within a second',
  params: featureFlagKeyParamsSchema,
  body: updateFeatureFlagRequestSchema,
  responses: { 200: featureFlagResponseSchema },
  errors: ['FLAG_NOT_FOUND', 'UNKNOWN_MERCHANT'],
});

export const deleteFeatureFlag = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/api/admin/feature-flags/:key',
  roles: WRITERS,
  summary: 'Delete a feature flag: it is then off for every merchant',
  params: featureFlagKeyParamsSchema,
  responses: { 204: z.null() },
  errors: ['FLAG_NOT_FOUND'],
});
