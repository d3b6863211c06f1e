import { desc, gt, sql } from 'drizzle-orm';
import type { HealthState, InstanceHealth, SystemHealth } from '@contract/admin-system-health';
import type { AppContext } from '@server/context';
import { appInstances } from '@server/db/schema/index';
import { checkDatabase, OUTBOX_STUCK_SECONDS, outboxDepth, webhookBacklog } from './health-checks';
import { replicaHealth } from '@server/modules/read-replica';

async function listInstances(ctx: AppContext): Promise<InstanceHealth[]> {
  const rows = await ctx.database.db
    .select({
      instanceId: appInstances.instanceId,
      host: appInstances.host,
      version: appInstances.version,
      startedAt: appInstances.startedAt,
      lastSeenAt: appInstances.lastSeenAt,
      stopped: sql<boolean>`${appInstances.stoppedAt} is not null`,
      stale: sql<boolean>`${appInstances.lastSeenAt} < now() - make_interval(secs => ${ctx.config.heartbeatStaleMs / 1000})`,
      requestsLastMinute: appInstances.requestsLastMinute,
      errorsLastMinute: appInstances.errorsLastMinute,
      p50Ms: appInstances.p50Ms,
      p99Ms: appInstances.p99Ms,
      eventLoopLagMs: appInstances.eventLoopLagMs,
    })
    .from(appInstances)
    .where(gt(appInstances.lastSeenAt, sql`now() - interval '24 hours'`))
    .orderBy(desc(appInstances.startedAt), appInstances.instanceId)
    .limit(100);
  return rows.map((r) => {
    const downReason = r.stopped ? ('stopped' as const) : r.stale ? ('no-heartbeat' as const) : null;
    return {
      instanceId: r.instanceId,
      host: r.host,
      version: r.version,
      startedAt: r.startedAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      status: downReason ? 'down' : 'up',
      downReason,
      current: r.instanceId === ctx.instanceId,
      requestsLastMinute: r.requestsLastMinute,
      errorsLastMinute: r.errorsLastMinute,
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      eventLoopLagMs: r.eventLoopLagMs,
    };
  });
}

async function databaseFacts(ctx: AppContext): Promise<SystemHealth['database']> {
  // Raw SQL: facts from PostgreSQL's own settings and activity views, which the schema does not model.
  const { rows } = await ctx.database.db.execute<{ version: string; size: number; in_use: number; max: number; longest: number | null }>(sql`
    select current_setting('server_version') as version,
           pg_database_size(current_database())::bigint as size,
           (select count(*)::int from pg_stat_activity where backend_type = 'client backend') as in_use,
           current_setting('max_connections')::int as max,
           (select extract(epoch from max(now() - query_start))::float8 from pg_stat_activity
             where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()) as longest`);
  const r = rows[0]!;
  return {
    serverVersion: r.version,
    sizeBytes: r.size,
    connectionsInUse: r.in_use,
    maxConnections: r.max,
    longestQuerySeconds: r.longest === null ? null : Math.max(0, r.longest),
  };
}

/** The replica's check and figures; reads fall back to the primary, so a replica not in use degrades, never downs, the platform. */
function replicaSection(ctx: AppContext): { check: SystemHealth['checks'][number] | null; replica: SystemHealth['replica'] } {
  const health = replicaHealth(ctx);
  if (!health) return { check: null, replica: null };
  const lagSeconds = health.lagMs === null ? null : health.lagMs / 1000;
  const detail =
    health.status === 'up' ? `Reads that may lag use it; ${lagSeconds} s behind the primary` : `${health.detail ?? 'Not in use'}; reads go to the primary`;
  return {
    check: { name: 'read-replica', status: health.status === 'up' ? 'ok' : 'degraded', detail },
    replica: { status: health.status, lagSeconds, replayLsn: health.replayLsn, detail: health.detail, sampledAt: health.sampledAt },
  };
}

const worst = (states: HealthState[]): HealthState => (states.includes('down') ? 'down' : states.includes('degraded') ? 'degraded' : 'ok');

/**
 * The System Health screen and the admin header's badge: the deep health check (the database as
 * /api/health checks it, email delivery, live instances), every instance seen in the last day with
 * those gone quiet marked down, the database's facts and the email queue.
 */
export async function getSystemHealth(ctx: AppContext): Promise<SystemHealth> {
  const checks: SystemHealth['checks'] = [];
  const db = await checkDatabase(ctx);
  checks.push({ name: 'database', status: db.ok ? 'ok' : 'down', detail: db.ok ? `Answered in ${db.ms} ms` : 'Did not answer within 2 seconds' });
  const replica = replicaSection(ctx);
  if (!db.ok) {
    checks.push({ name: 'email-outbox', status: 'degraded', detail: 'Unknown while the database is unavailable' });
    checks.push({ name: 'instances', status: 'down', detail: 'Unknown while the database is unavailable' });
    if (replica.check) checks.push(replica.check);
    return {
      checkedAt: new Date().toISOString(),
      status: 'down',
      checks,
      staleAfterSeconds: ctx.config.heartbeatStaleMs / 1000,
      instances: [],
      database: null,
      queues: null,
      replica: replica.replica,
    };
  }

  const [instances, database, outbox, webhooks] = await Promise.all([
    listInstances(ctx),
    databaseFacts(ctx),
    outboxDepth(ctx.database.db),
    webhookBacklog(ctx.database.db),
  ]);
  const stuck = outbox.oldestDueSeconds !== null && outbox.oldestDueSeconds > OUTBOX_STUCK_SECONDS;
  checks.push({
    name: 'email-outbox',
    status: stuck ? 'degraded' : 'ok',
    detail: stuck
      ? `An email has been due for ${Math.round(outbox.oldestDueSeconds! / 60)} minutes without being sent`
      : outbox.pending === 0
        ? 'Nothing waiting'
        : `${outbox.pending} waiting, none overdue`,
  });
  const up = instances.filter((i) => i.status === 'up').length;
  checks.push({ name: 'instances', status: up > 0 ? 'ok' : 'down', detail: up > 0 ? `${up} live` : 'No instance has sent a recent heartbeat' });
  if (replica.check) checks.push(replica.check);

  return {
    checkedAt: new Date().toISOString(),
    status: worst(checks.map((c) => c.status)),
    checks,
    staleAfterSeconds: ctx.config.heartbeatStaleMs / 1000,
    instances,
    database,
    queues: { emailOutbox: { pending: outbox.pending, oldestPendingSeconds: outbox.oldestPendingSeconds }, webhooks },
    replica: replica.replica,
  };
}
