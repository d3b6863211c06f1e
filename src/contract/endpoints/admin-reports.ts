import { listAuditLogsQuerySchema, listAuditLogsResponseSchema } from '../admin-audit';
import { listContactSubmissionsQuerySchema, listContactSubmissionsResponseSchema } from '../admin-contact';
import {
  adminStatsSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  dailyStatsQuerySchema,
  dailyStatsResponseSchema,
  statsQuerySchema,
} from '../admin-stats';
import { listTransactionsQuerySchema, listTransactionsResponseSchema } from '../admin-transactions';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

/** Read-only admin views: dashboard figures, analytics, transactions, the audit trail and enquiries. */
const base = { auth: 'admin', tags: ['Admin'] } as const;

export const getStats = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/stats',
  roles: ANY_ADMIN,
  summary: 'Platform totals',
  query: statsQuerySchema,
  responses: { 200: adminStatsSchema },
});

export const getDailyStats = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/stats/daily',
  roles: ANY_ADMIN,
  summary: 'Daily figures, zero-filled',
  query: dailyStatsQuerySchema,
  responses: { 200: dailyStatsResponseSchema },
});

export const getAnalytics = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/analytics',
  roles: ANY_ADMIN,
  summary: 'Analytics over a window of days',
  query: analyticsQuerySchema,
  responses: { 200: analyticsResponseSchema },
});

export const listTransactions = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/transactions',
  roles: ANY_ADMIN,
  summary: 'All transactions, newest first',
  query: listTransactionsQuerySchema,
  responses: { 200: listTransactionsResponseSchema },
  errors: ['INVALID_CURSOR'],
});

/** The audit trail has no edit or delete endpoint, by design. */
export const listAuditLogs = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/audit-logs',
  roles: ['SUPER_ADMIN', 'COMPLIANCE'],
  summary: 'Audit trail, newest first',
  query: listAuditLogsQuerySchema,
  responses: { 200: listAuditLogsResponseSchema },
  errors: ['INVALID_CURSOR'],
});

export const listContactSubmissions = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/contact-submissions',
  roles: ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  summary: 'Contact-form enquiries, newest first',
  query: listContactSubmissionsQuerySchema,
  responses: { 200: listContactSubmissionsResponseSchema },
  errors: ['INVALID_CURSOR'],
});
