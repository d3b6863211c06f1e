import type { AppContext } from '@server/context';
import { isDraining, probeState, type ReadinessCheck } from './probe-state';
import { countPending, lastAppliedMigration, shippedMigrationTimes } from './shipped-migrations';

/** A dependency that has not answered within this is reported as `timeout`, and the instance as not ready. */
export const PROBE_TIMEOUT_MS = 1_000;
/**
 * The dependency checks' result is shared by every probe within this window (and by probes that
 * arrive while one is running), so however often /readyz is called (it is not rate-limited) it
 * costs the database at most a couple of tiny queries a second.
 */
const SHARED_FOR_MS = 500;

export type ReadyzStatus = 'ok' | 'unavailable';

export interface ReadyzBody {
  status: ReadyzStatus;
  /** Each check: `ok`, or what is wrong (`down`, `timeout`, `pending`, `unknown`, `draining`, `overloaded`). */
  checks: Record<string, string>;
  /** The event loop's mean delay over the last sample, in milliseconds. */
  eventLoopDelayMs: number;
}

export interface Pressure {
  overloaded: boolean;
  eventLoopDelayMs: number;
}

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Timeout()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The read replica, where the database connection has one (`database.replica`, with its own pool). */
function replicaOf(ctx: AppContext): { query(text: string): Promise<unknown> } | undefined {
  const replica = (ctx.database as { replica?: { pool?: { query(text: string): Promise<unknown> } } | null }).replica;
  return replica?.pool && replica.pool !== ctx.database.pool ? replica.pool : undefined;
}

async function checkDependencies(ctx: AppContext): Promise<Record<string, string>> {
  const checks: Record<string, string> = {};
  const database = within(lastAppliedMigration(ctx.database.db), PROBE_TIMEOUT_MS).then(
    (last) => {
      checks.database = 'ok';
      checks.migrations = countPending(shippedMigrationTimes(), last) === 0 ? 'ok' : 'pending';
    },
    (err: unknown) => {
      checks.database = err instanceof Timeout ? 'timeout' : 'down';
      checks.migrations = 'unknown';
    },
  );
  const replica = replicaOf(ctx);
  const extra: ReadinessCheck[] = [
    ...(replica ? [{ name: 'replica', check: async () => (await replica.query('select 1'), true) }] : []),
    ...probeState(ctx).checks,
  ];
  await Promise.all([
    database,
    ...extra.map(({ name, check }) =>
      within(check(), PROBE_TIMEOUT_MS).then(
        (ok) => void (checks[name] = ok ? 'ok' : 'down'),
        (err: unknown) => void (checks[name] = err instanceof Timeout ? 'timeout' : 'down'),
      ),
    ),
  ]);
  return checks;
}

const shared = new WeakMap<AppContext, { at: number; result: Promise<Record<string, string>> }>();

function dependencies(ctx: AppContext): Promise<Record<string, string>> {
  const now = Date.now();
  const last = shared.get(ctx);
  if (last && now - last.at < SHARED_FOR_MS) return last.result;
  const result = checkDependencies(ctx);
  shared.set(ctx, { at: now, result });
  return result;
}

/**
 * Whether this instance should be sent traffic: the database answers within a second and has every
 * migration this build ships, the replica and any added check answer, the instance is not draining
 * and not overloaded (decision 0041).
 */
export async function readiness(ctx: AppContext, pressure: Pressure): Promise<{ ready: boolean; body: ReadyzBody }> {
  const checks: Record<string, string> = {
    ...(await dependencies(ctx)),
    draining: isDraining(ctx) ? 'draining' : 'ok',
    eventLoop: pressure.overloaded ? 'overloaded' : 'ok',
  };
  const ready = Object.values(checks).every((value) => value === 'ok');
  return { ready, body: { status: ready ? 'ok' : 'unavailable', checks, eventLoopDelayMs: Math.round(pressure.eventLoopDelayMs) } };
}
