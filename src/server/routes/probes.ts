import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@server/errors';
import { createEventLoopMonitor, isDraining, readiness, SAMPLE_INTERVAL_MS } from '@server/modules/health';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A load balancer's probe: not in the request log lines or the request metrics. */
    probe?: boolean;
    /** false: never refused as overloaded (health checks report the pressure instead; metrics are wanted most then). */
    shed?: boolean;
  }
}

/** How long a shed request is asked to wait: two sample windows, so a retry meets a fresh sample. */
export const OVERLOAD_RETRY_AFTER_SECONDS = (2 * SAMPLE_INTERVAL_MS) / 1000;

/** A route's config that exempts it from overload shedding. */
export const NOT_SHED = { shed: false } as const;

/**
 * The load balancer's view of this instance (decision 0041), registered on the root app so its hooks
 * cover every route:
 *
 * - `GET /livez`: 200 while the process runs; no database call.
 * - `GET /readyz`: 200 only when the database, its migrations, the replica and any added checks answer
 *   and the instance is neither draining nor overloaded; 503 with each check's state otherwise.
 * - Overload shedding: while the event loop's mean delay is past MAX_EVENT_LOOP_DELAY_MS, any other
 *   request is refused at once with 503 OVERLOADED and Retry-After, instead of queueing without bound.
 * - While draining, every answer closes its connection, so keep-alive clients (the load balancer's
 *   upstream connections) move to the other instances before this one stops listening.
 *
 * Outside /api and the endpoint contract, like /metrics: they are for the deployment, not for API callers.
 */
export async function registerProbes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { maxEventLoopDelayMs } = ctx.config;
  // Measured even when shedding is off, so /readyz reports the delay.
  const monitor = createEventLoopMonitor();
  app.addHook('onReady', async () => monitor.start());
  app.addHook('onClose', async () => monitor.stop());
  const overloaded = () => maxEventLoopDelayMs > 0 && monitor.delayMs > maxEventLoopDelayMs;

  if (maxEventLoopDelayMs > 0) {
    app.addHook('onRequest', async (request) => {
      if (!overloaded() || request.routeOptions.config.shed === false) return;
      ctx.metrics?.requestShed();
      throw new AppError('OVERLOADED', 503, `This instance is overloaded; retry in ${OVERLOAD_RETRY_AFTER_SECONDS} seconds`, undefined, {
        retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS,
      });
    });
  }

  app.addHook('onSend', async (_request, reply) => {
    if (isDraining(ctx)) reply.header('connection', 'close');
  });

  const options = { config: { ...NOT_SHED, probe: true }, schema: { hide: true } };
  app.get('/livez', options, async (_request: FastifyRequest, reply: FastifyReply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', options, async (_request: FastifyRequest, reply: FastifyReply) => {
    const { ready, body } = await readiness(ctx, { overloaded: overloaded(), eventLoopDelayMs: monitor.delayMs });
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
