import { healthSchema } from '../health';
import { defineEndpoint } from '../endpoint';
import { PUBLIC_PATHS } from '../public-paths';

export const health = defineEndpoint({
  method: 'GET',
  path: PUBLIC_PATHS.health,
  auth: 'public',
  tags: ['System'],
  summary: 'Service and database health',
  responses: { 200: healthSchema, 503: healthSchema },
});

/** The OpenAPI 3.1 document generated from this contract. */
export const openApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'public',
  tags: ['System'],
  hidden: true,
  responses: {},
});
