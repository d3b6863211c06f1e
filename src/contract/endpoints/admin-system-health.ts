import { healthHistoryQuerySchema, healthHistorySchema, systemHealthSchema } from '../admin-system-health';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

const base = { auth: 'admin', tags: ['Admin'], roles: ANY_ADMIN } as const;

export const getSystemHealth = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/system/health',
  summary: 'System health: the deep check, instances, database and queues',
  description: 'Instances without a heartbeat for the stale threshold (30 s by default) are marked down.',
  responses: { 200: systemHealthSchema },
});

export const getHealthHistory = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/system/health/history',
  summary: 'Request rate, error rate and p99 over the last hour or day',
  query: healthHistoryQuerySchema,
  responses: { 200: healthHistorySchema },
});
