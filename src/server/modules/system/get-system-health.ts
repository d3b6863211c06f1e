import { sql } from 'drizzle-orm';
import type { HealthState, InstanceHealth, SystemHealth } from '@contract/admin-system-health';
import type { AppContext } from '@server/context';
import { checkDatabase, OUTBOX_STUCK_SECONDS, outboxDepth, webhookBacklog } from './health-checks';

type Row = {
  instance_id: string;
  host: string;
  version: string;
  started_at: Date | string;
  last_seen_at: Date | string;
  stopped: boolean;
  stale: boolean;
  requests_last_minute: number;
  errors_last_minute: number;
  p50_ms: number | null;
  p99_ms: number | null;
  event_loop_lag_ms: number | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

async function listInstances(ctx: AppContext): Promise<InstanceHealth[]> {
  const { rows } = await ctx.database.db.execute<Row>(sql`
    select instance_id, host, version, started_at, last_seen_at, stopped_at is not null as stopped,
           last_seen_at < now() - make_interval(secs => ${ctx.config.heartbeatStaleMs / 1000}) as stale,
           requests_last_minute, errors_last_minute, p50_ms, p99_ms, event_loop_lag_ms
    from app_instances where last_seen_at > now() - interval '24 hours'
    order by started_at desc, instance_id limit 100`);
  return rows.map((r) => {
    const downReason = r.stopped ? ('stopped' as const) : r.stale ? ('no-heartbeat' as const) : null;
    return {
      instanceId: r.instance_id,
      host: r.host,
      version: r.version,
      startedAt: iso(r.started_at),
      lastSeenAt: iso(r.last_seen_at),
      status: downReason ? 'down' : 'up',
      downReason,
      current: r.instance_id === ctx.instanceId,
      requestsLastMinute: r.requests_last_minute,
      errorsLastMinute: r.errors_last_minute,
      p50Ms: r.p50_ms,
      p99Ms: r.p99_ms,
      eventLoopLagMs: r.event_loop_lag_ms,
    };
  });
}

async function databaseFacts(ctx: AppContext): Promise<SystemHealth['database']> {
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
  if (!db.ok) {
    checks.push({ name: 'email-outbox', status: 'degraded', detail: 'Unknown while the database is unavailable' });
    checks.push({ name: 'instances', status: 'down', detail: 'Unknown while the database is unavailable' });
    return {
      checkedAt: new Date().toISOString(),
      status: 'down',
      checks,
      staleAfterSeconds: ctx.config.heartbeatStaleMs / 1000,
      instances: [],
      database: null,
      queues: null,
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

  return {
    checkedAt: new Date().toISOString(),
    status: worst(checks.map((c) => c.status)),
    checks,
    staleAfterSeconds: ctx.config.heartbeatStaleMs / 1000,
    instances,
    database,
    queues: { emailOutbox: { pending: outbox.pending, oldestPendingSeconds: outbox.oldestPendingSeconds }, webhooks },
  };
}
