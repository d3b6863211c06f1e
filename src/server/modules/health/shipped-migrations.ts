import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { MIGRATIONS_DIR } from '@server/db/migrate';
import { pgErrorCode } from '@server/db/pg-error';

/**
 * The migrations this build ships, read once per process from drizzle's journal: the times
 * (`when`, in milliseconds) that drizzle records as `created_at` when it applies each one. Drizzle's
 * migrator applies every migration newer than the newest row of its table, so a shipped time later
 * than that row is a migration still pending for this build.
 */
let shipped: number[] | undefined;

export function shippedMigrationTimes(dir = MIGRATIONS_DIR): number[] {
  if (dir !== MIGRATIONS_DIR) return readJournal(dir);
  return (shipped ??= readJournal(dir));
}

function readJournal(dir: string): number[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when).sort((a, b) => a - b);
}

/** What the database has applied: the newest migration time, or null when no migration has run (no table yet). */
export async function lastAppliedMigration(db: DbOrTx): Promise<number | null> {
  try {
    // Raw SQL: drizzle's own bookkeeping table, which the schema does not describe (decision 0041).
    const { rows } = await db.execute<{ last: string | null }>(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
    return rows[0]?.last == null ? null : Number(rows[0].last);
  } catch (err) {
    // 42P01 / 3F000: the table or its schema does not exist, so nothing was ever applied.
    const code = pgErrorCode(err);
    if (code === '42P01' || code === '3F000') return null;
    throw err;
  }
}

/** How many shipped migrations the database has not applied. */
export function countPending(shippedTimes: readonly number[], lastApplied: number | null): number {
  return lastApplied === null ? shippedTimes.length : shippedTimes.filter((when) => when > lastApplied).length;
}
