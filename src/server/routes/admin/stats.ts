import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  dailyStatsQuerySchema,
  dailyStatsResponseSchema,
  statsQuerySchema,
} from '@contract/admin-stats';
import { getAnalytics } from '@server/modules/reporting/get-analytics';
import { getDailyStats } from '@server/modules/reporting/get-daily-stats';
import { getStats } from '@server/modules/reporting/get-stats';
import { adminErrors, adminSecurity } from './admin-route-support';

/** Dashboard cards and charts, and the Analytics section. */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['Admin'], security: adminSecurity };

  app.get('/stats', { schema: { ...schema, summary: 'Platform totals', querystring: statsQuerySchema, response: { 200: adminStatsSchema, ...adminErrors } } }, async (request) =>
    getStats(app.ctx.database.db, { mode: request.query.mode }),
  );

  app.get(
    '/stats/daily',
    { schema: { ...schema, summary: 'Daily figures, zero-filled', querystring: dailyStatsQuerySchema, response: { 200: dailyStatsResponseSchema, ...adminErrors } } },
    async (request) => ({ days: await getDailyStats(app.ctx.database.db, request.query) }),
  );

  app.get(
    '/analytics',
    { schema: { ...schema, summary: 'Analytics over a window of days', querystring: analyticsQuerySchema, response: { 200: analyticsResponseSchema, ...adminErrors } } },
    async (request) => getAnalytics(app.ctx.database.db, request.query),
  );
};
