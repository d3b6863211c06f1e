import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@server/errors';
import { NOT_SHED } from './probes';

/** Compares digests, so the comparison takes the same time whatever the token's length or content. */
function sameToken(sent: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(expected).digest());
}

/**
 * GET /metrics: this instance's Prometheus metrics in the text format, for a scraper holding
 * METRICS_TOKEN. Outside /api and the endpoint contract on purpose: it is not part of the API a
 * merchant or the admin panel calls (so the OpenAPI document leaves it out), and Prometheus expects this path. Without a token configured
 * the endpoint does not exist (404), so metrics are never public by omission.
 */
export async function metricsRoute(app: FastifyInstance): Promise<void> {
  // Not shed: an overloaded instance is exactly when its figures are wanted.
  app.get('/metrics', { config: NOT_SHED, schema: { hide: true } }, async (request, reply) => {
    const { metricsToken } = app.ctx.config;
    const metrics = app.ctx.metrics;
    if (!metricsToken || !metrics) throw new AppError('NOT_FOUND', 404, 'No route GET /metrics');
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer (\S+)$/i.exec(header.trim()) : null;
    if (!match || !sameToken(match[1]!, metricsToken)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 401, 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
