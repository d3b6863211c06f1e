import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/system';
import { registerEndpoint } from '@server/http/endpoint-route';
import { checkDatabase } from '@server/modules/system';

/** Health, and the OpenAPI document generated from the endpoint contract. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.openApiDocument, async () => app.swagger());

  registerEndpoint(app, endpoints.health, async (_request, reply) => {
    const { ctx } = app;
    const db: 'ok' | 'down' = (await checkDatabase(ctx)).ok ? 'ok' : 'down';
    const body = {
      status: db === 'ok' ? ('ok' as const) : ('degraded' as const),
      db,
      version: ctx.config.version,
      uptimeSeconds: Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000),
    };
    return reply.status(db === 'ok' ? 200 : 503).send(body);
  });
}
