import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['System'],
        summary: 'Service and database health',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { ctx } = app;
      let db: 'ok' | 'down' = 'ok';
      try {
        await Promise.race([
          ctx.database.db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
        ]);
      } catch {
        db = 'down';
      }
      const body = {
        status: db === 'ok' ? ('ok' as const) : ('degraded' as const),
        db,
        version: ctx.config.version,
        uptimeSeconds: Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000),
      };
      return reply.status(db === 'ok' ? 200 : 503).send(body);
    },
  );
};
