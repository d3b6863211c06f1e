import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AppContext } from '@server/context';
import type { WindowStats } from '../metrics';
import { findNewlyStaleInstances } from './find-stale-instances';
import { reportInstancesDown } from './report-instances-down';

export interface InstanceHeartbeat {
  readonly instanceId: string;
  /** One heartbeat now (the timer calls it; tests may too). */
  beat(): Promise<void>;
  /** Stops the timer, waits for a beat in flight, and records the instance as stopped. */
  stop(): Promise<void>;
}

const MINUTE_MS = 60_000;

// One statement: the instance's row, then this minute's (and the last minute's final) rollup rows.
// Times are the database's clock, so instances on hosts with skewed clocks compare fairly.
const BEAT = `with beat as (
  insert into app_instances as i (instance_id, host, version, started_at, last_seen_at, stopped_at, down_noticed_at,
      requests_last_minute, errors_last_minute, p50_ms, p99_ms, event_loop_lag_ms)
    values ($1, $2, $3, $4, now(), case when $5::boolean then now() end, null, $6, $7, $8, $9, $10)
  on conflict (instance_id) do update set last_seen_at = now(),
    stopped_at = case when $5::boolean then now() end,
    -- A stopped instance stays noticed; one that beats again may be noticed again later.
    down_noticed_at = case when $5::boolean then i.down_noticed_at end,
    requests_last_minute = excluded.requests_last_minute, errors_last_minute = excluded.errors_last_minute,
    p50_ms = excluded.p50_ms, p99_ms = excluded.p99_ms, event_loop_lag_ms = excluded.event_loop_lag_ms
)
insert into app_instance_minutes as m (instance_id, minute, requests, errors, p50_ms, p99_ms, event_loop_lag_ms)
  select $1, r.minute, r.requests, r.errors, r.p50, r.p99, r.lag
  from jsonb_to_recordset($11::jsonb) as r(minute timestamptz, requests integer, errors integer, p50 real, p99 real, lag real)
on conflict (instance_id, minute) do update set requests = excluded.requests, errors = excluded.errors,
  p50_ms = excluded.p50_ms, p99_ms = excluded.p99_ms, event_loop_lag_ms = greatest(m.event_loop_lag_ms, excluded.event_loop_lag_ms)`;

function round(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/**
 * Records this instance in app_instances every HEARTBEAT_INTERVAL_MS (instance id, host, version,
 * start, last seen, the last minute's requests, 5xx errors, p50 and p99, and event-loop lag), and
 * its per-minute figures in app_instance_minutes. After each beat it looks for instances that have
 * just stopped or gone quiet, and reports each once (report-instances-down.ts).
 */
export function startInstanceHeartbeat(ctx: AppContext): InstanceHeartbeat {
  const metrics = ctx.metrics;
  if (!metrics || !ctx.instanceId) throw new Error('startInstanceHeartbeat needs an app built by buildApp (ctx.metrics, ctx.instanceId)');
  const instanceId = ctx.instanceId;
  const host = os.hostname();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();

  let stopped = false;
  let inFlight: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function write(stopping: boolean): Promise<void> {
    const now = Date.now();
    // Whole seconds, so the counts (kept per second) and the percentiles cover the same requests.
    const windowEnd = (Math.floor(now / 1000) + 1) * 1000;
    const last = metrics!.requests.stats(windowEnd - MINUTE_MS, windowEnd);
    const lagMs = lag.count > 0 ? round(lag.percentile(99) / 1e6) : null;
    lag.reset();
    const minuteStart = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    const minuteRow = (start: number, stats: WindowStats, lagValue: number | null) => ({
      minute: new Date(start).toISOString(),
      requests: stats.requests,
      errors: stats.errors,
      p50: round(stats.p50Ms),
      p99: round(stats.p99Ms),
      lag: lagValue,
    });
    const rows = [minuteRow(minuteStart, metrics!.requests.stats(minuteStart, minuteStart + MINUTE_MS), lagMs)];
    // The previous minute's final figures (its last seconds came after its last beat).
    if (minuteStart - MINUTE_MS >= Math.floor(ctx.startedAt.getTime() / MINUTE_MS) * MINUTE_MS) {
      rows.push(minuteRow(minuteStart - MINUTE_MS, metrics!.requests.stats(minuteStart - MINUTE_MS, minuteStart), null));
    }
    await ctx.database.pool.query({
      name: 'instance_heartbeat',
      text: BEAT,
      values: [
        instanceId,
        host,
        ctx.config.version,
        ctx.startedAt,
        stopping,
        last.requests,
        last.errors,
        round(last.p50Ms),
        round(last.p99Ms),
        lagMs,
        JSON.stringify(rows),
      ],
    });
  }

  async function beat(): Promise<void> {
    await write(false);
    const down = await findNewlyStaleInstances(ctx.database.db, { staleAfterMs: ctx.config.heartbeatStaleMs });
    if (down.length > 0) await reportInstancesDown(ctx, down);
  }

  const tick = () => {
    if (stopped || inFlight) return;
    inFlight = beat()
      .catch((err: unknown) => ctx.logger.warn({ err }, 'instance heartbeat failed'))
      .finally(() => {
        inFlight = undefined;
      });
  };
  tick();
  timer = setInterval(tick, ctx.config.heartbeatIntervalMs);
  timer.unref();

  let stopping: Promise<void> | undefined;
  return {
    instanceId,
    beat,
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        clearInterval(timer);
        timer = undefined;
        await inFlight;
        try {
          await write(true);
        } catch (err) {
          ctx.logger.warn({ err }, 'could not record this instance as stopped');
        } finally {
          lag.disable();
        }
      })()),
  };
}
