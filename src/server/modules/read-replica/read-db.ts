import type { FastifyRequest } from 'fastify';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { readMark } from './read-marks';

/**
 * Whose writes a request must see: its session (staff or merchant user) or its API key. Read-your-
 * writes is kept per principal, so one user's write sends only that user's reads to the primary.
 */
export function readMarkPrincipal(request: FastifyRequest | undefined): string | null {
  if (!request) return null;
  if (request.admin) return `a:${request.admin.sessionId}`;
  if (request.merchantUser) return `m:${request.merchantUser.sessionId}`;
  if (request.apiKeyAuth) return `k:${request.apiKeyAuth.keyId}`;
  return null;
}

const chosen = new WeakMap<FastifyRequest, Promise<Db>>();

/**
 * The database a read that may lag should use: the replica when one is configured, it is up and
 * within REPLICA_MAX_LAG_MS, and it has replayed the caller's last write; the primary otherwise.
 * Only for reads outside transactions that tolerate a replica's view (lists, dashboards, stats,
 * analytics, the request log): payments, authentication and every read inside a write use
 * ctx.database.db. One choice per request, so the reads of one answer come from one place.
 */
export function readDb(ctx: Pick<AppContext, 'database' | 'replica'>, request?: FastifyRequest): Promise<Db> {
  if (!request) return choose(ctx, undefined);
  let db = chosen.get(request);
  if (!db) chosen.set(request, (db = choose(ctx, request)));
  return db;
}

async function choose(ctx: Pick<AppContext, 'database' | 'replica'>, request: FastifyRequest | undefined): Promise<Db> {
  const primary = ctx.database.db;
  const replica = ctx.database.replica;
  const monitor = ctx.replica?.monitor;
  if (!replica || !monitor?.usable) return primary;
  const replayed = monitor.replayLsn;
  if (replayed === null) return primary;
  const principal = readMarkPrincipal(request);
  if (principal) {
    const mark = await readMark(primary, principal);
    if (mark !== null && mark > replayed) return primary;
  }
  return replica.db;
}
