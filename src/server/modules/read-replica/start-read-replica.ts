import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { AppContext } from '@server/context';
import { purgeReadMarks, ReadMarkWriter } from './read-marks';
import { readMarkPrincipal } from './read-db';
import { ReplicaMonitor, type ReplicaHealth } from './replica-monitor';

export interface ReadReplica {
  monitor: ReplicaMonitor;
  marks: ReadMarkWriter;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * The replica as /readyz, System Health and /metrics see it: null when no replica is configured
 * (DATABASE_REPLICA_URL unset), else its state on this instance's last sample (at most ~100 ms old).
 */
export function replicaHealth(ctx: Pick<AppContext, 'replica'>): ReplicaHealth | null {
  return ctx.replica ? ctx.replica.monitor.health() : null;
}

/**
 * With a replica configured (ctx.database.replica): samples it (ReplicaMonitor), records every
 * authenticated write request's WAL position before its answer leaves (read-your-writes), purges
 * old marks, and adds the replica gauges to /metrics. Without one, does nothing and costs nothing.
 */
export async function startReadReplica(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const replica = ctx.database.replica;
  if (!replica) return;
  const monitor = new ReplicaMonitor(ctx.database.pool, replica.pool, ctx.config.replicaMaxLagMs, ctx.logger);
  const marks = new ReadMarkWriter(ctx.database.db);
  ctx.replica = { monitor, marks };
  await monitor.start();

  app.addHook('onSend', async (request, _reply, payload) => {
    if (!WRITE_METHODS.has(request.method)) return payload;
    const principal = readMarkPrincipal(request);
    if (!principal) return payload;
    try {
      await marks.mark(principal);
    } catch (err) {
      // The write's own commit may have failed the same way; the answer says what happened to it.
      request.log.warn({ err }, 'could not record the write position for read-your-writes');
    }
    return payload;
  });

  const purge = setInterval(() => {
    purgeReadMarks(ctx.database.db).catch((err: unknown) => ctx.logger.warn({ err }, 'could not purge read marks'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await monitor.stop();
  });

  if (ctx.metrics) {
    new Gauge({
      name: 'smartsplit_replica_up',
      help: 'Whether this instance reads from the replica: 1 when it answers within REPLICA_MAX_LAG_MS, 0 when down or lagging',
      registers: [ctx.metrics.registry],
      collect() {
        this.set(monitor.usable ? 1 : 0);
      },
    });
    new Gauge({
      name: 'smartsplit_replica_lag_seconds',
      help: "How far the replica's replay is behind the primary, as this instance last sampled it (NaN while it does not answer)",
      registers: [ctx.metrics.registry],
      collect() {
        const { lagMs } = monitor.health();
        this.set(lagMs === null ? Number.NaN : lagMs / 1000);
      },
    });
  }
}
