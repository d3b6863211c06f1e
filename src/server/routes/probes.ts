import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from '@server/errors';
import { isDraining, readiness } from '@server/modules/health';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A load balancer's probe: not in the request log lines or the request metrics, never shed. */
    probe?: boolean;
    /** @fastify/under-pressure's per-route handler: returning nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void;
  }
}

/** How long a shed request is asked to wait: twice the event loop's sampling interval, so a retry meets a fresh sample. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
const SAMPLE_INTERVAL_MS = 1_000;

/** A route's config that exempts it from shedding: a health check reports the pressure rather than being refused by it. */
export const NOT_SHED = { pressureHandler: () => undefined };

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
  // Always registered, so /readyz can report the delay; with 0 it measures but never sheds.
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: () => {
      ctx.metrics?.requestShed();
      return Promise.reject(
        new AppError('OVERLOADED', 503, `This instance is overloaded; retry in ${OVERLOAD_RETRY_AFTER_SECONDS} seconds`, undefined, {
          retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS,
        }),
      );
    },
  });
  const pressure = () => {
    const delay = app.memoryUsage().eventLoopDelay;
    return { overloaded: maxEventLoopDelayMs > 0 && delay > maxEventLoopDelayMs, eventLoopDelayMs: Number.isFinite(delay) ? delay : 0 };
  };

  app.addHook('onSend', async (_request, reply) => {
    if (isDraining(ctx)) reply.header('connection', 'close');
  });

  const probe = { ...NOT_SHED, probe: true };
  app.get('/livez', { config: probe, schema: { hide: true } }, async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { config: probe, schema: { hide: true } }, async (_request: FastifyRequest, reply: FastifyReply) => {
    const { ready, body } = await readiness(ctx, pressure());
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
