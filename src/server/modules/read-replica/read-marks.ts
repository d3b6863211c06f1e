import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { readMarks } from '@server/db/schema/index';
import { parseLsn } from './lsn';

/** Marks older than this are deleted: twice the longest REPLICA_MAX_LAG_MS, so by then the replica has replayed them or is lagging and not read from. */
export const READ_MARK_KEEP_MS = 2 * 60 * 60 * 1000;

/**
 * Records, after a write request, the primary's WAL insert position under the caller's principal,
 * read after the request's commits, so it is at or past every commit the request made. Marks that
 * arrive in the same turn of the event loop share one statement (a burst of payments costs one
 * round trip, not one each). Resolves once the mark is stored, before the answer is sent: the
 * caller's next request, on any instance, finds it.
 */
export class ReadMarkWriter {
  private batch: { principals: Set<string>; done: Promise<void> } | null = null;

  constructor(private readonly db: Db) {}

  mark(principal: string): Promise<void> {
    if (!this.batch) {
      const principals = new Set<string>();
      const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.batch = null;
        return this.write([...principals]);
      });
      this.batch = { principals, done };
    }
    this.batch.principals.add(principal);
    return this.batch.done;
  }

  private async write(principals: string[]): Promise<void> {
    // Raw SQL: an upsert of many keys with one position read by the database, keeping the later of two.
    await this.db.execute(sql`
      insert into read_marks (principal, lsn, marked_at)
      select p, pg_current_wal_insert_lsn(), now() from unnest(${sql.param(principals)}::text[]) as p
      on conflict (principal) do update set lsn = greatest(read_marks.lsn, excluded.lsn), marked_at = excluded.marked_at`);
  }
}

/** The principal's last write position, or null when it has none on record. */
export async function readMark(db: Db, principal: string): Promise<bigint | null> {
  const [row] = await db.select({ lsn: readMarks.lsn }).from(readMarks).where(eq(readMarks.principal, principal));
  return row ? parseLsn(row.lsn) : null;
}

/** Deletes marks older than READ_MARK_KEEP_MS. */
export async function purgeReadMarks(db: Db): Promise<number> {
  const { rowCount } = await db.execute(sql`delete from read_marks where marked_at < now() - make_interval(secs => ${READ_MARK_KEEP_MS / 1000})`);
  return rowCount ?? 0;
}
