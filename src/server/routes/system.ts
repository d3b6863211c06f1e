import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/system';
import { registerEndpoint } from '@server/http/endpoint-route';
import { isDraining } from '@server/modules/health';
import { checkDatabase } from '@server/modules/system';
import { NOT_SHED } from './probes';

/** Health, and the OpenAPI document generated from the endpoint contract. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.openApiDocument, async () => app.swagger());

  // Kept for the diagnostics page and load balancers set up before /readyz (decision 0041): it also
  // fails while the instance drains, so they stop sending traffic too. /readyz checks more.
  registerEndpoint(
    app,
    endpoints.health,
    async (_request, reply) => {
      const { ctx } = app;
      const db: 'ok' | 'down' = (await checkDatabase(ctx)).ok ? 'ok' : 'down';
      const ok = db === 'ok' && !isDraining(ctx);
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        db,
        version: ctx.config.version,
        uptimeSeconds: Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
    { config: NOT_SHED },
  );
}
