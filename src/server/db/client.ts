import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle or the database itself: module functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
  /**
   * A streaming replica for reads that may lag (DATABASE_REPLICA_URL), chosen per request by
   * readDb() in modules/read-replica; absent when none is configured. Closed by whoever attached it.
   */
  replica?: Database;
}

// Money columns are bigint; our amounts fit comfortably in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  return {
    pool,
    db,
    close: () => (closing ??= pool.end()),
  };
}
