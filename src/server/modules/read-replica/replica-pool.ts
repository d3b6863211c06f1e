import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '@server/db/client';
import * as schema from '@server/db/schema/index';

/** Emitted by the replica's pool when a read could not be answered there and went to the primary. */
export const REPLICA_UNAVAILABLE = 'replica-unavailable';

const CONNECT_TIMEOUT_MS = 1000;

/**
 * Whether an error means "the replica could not answer" rather than "the query is wrong": no
 * connection (refused, reset, timed out, ended), the server shutting down or still starting
 * (57P01-57P03), a connection exception (class 08), or a read cancelled by a conflict with WAL
 * replay (40001). A query the server refused for its content (a syntax or permission error, or
 * 25006, a write sent to the standby by mistake) is the caller's and is not retried.
 */
export function replicaUnavailable(err: unknown): boolean {
  const e = err as { severity?: string; code?: string } | null;
  if (!e || typeof e !== 'object' || !e.severity) return true; // not an answer from PostgreSQL: the connection failed
  const code = e.code ?? '';
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '40001';
}

/**
 * The replica's pool. A query the replica cannot answer is asked again of the primary, once, so a
 * replica that goes away between two health samples costs that read a retry, never an error.
 * Only plain queries come here (reads outside transactions): a read inside a write uses the primary.
 */
class ReplicaPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
  ) {
    super(config);
  }

  // pg's query() has callback and promise forms; drizzle uses the promise form (text or config, values).
  /** A query to the replica only, never retried on the primary: for the monitor, which must see the replica fail. */
  replicaOnly<R extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<R>> {
    return super.query<R>(text);
  }

  // Typed loosely on purpose: the overloads of pg.Pool.query, passed through as they are.
  override query(...args: any[]): any {
    if (typeof args[args.length - 1] === 'function') return (super.query as (...a: unknown[]) => unknown)(...args);
    return (super.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((err: unknown) => {
      if (!replicaUnavailable(err)) throw err;
      this.emit(REPLICA_UNAVAILABLE, err);
      return (this.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    });
  }
}

/** A query to the replica alone: ReplicaPool's replicaOnly, or a plain pool's query. */
export function queryReplicaOnly<R extends pg.QueryResultRow>(pool: pg.Pool, text: string): Promise<pg.QueryResult<R>> {
  return pool instanceof ReplicaPool ? pool.replicaOnly<R>(text) : pool.query<R>(text);
}

/** A Drizzle database on the replica at `url`, falling back per query to `primary`'s pool. */
export function createReplicaDatabase(url: string, primary: Database, max = 20): Database {
  const pool = new ReplicaPool(
    { connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: 'smartsplit-replica-reads' },
    primary.pool,
  );
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  return { pool, db, close: () => (closing ??= pool.end()) };
}
