import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { projectPath } from '../project-root';

export const MIGRATIONS_DIR = projectPath('drizzle');

// Arbitrary constant shared by every instance: "smartsplit migrations".
const MIGRATION_LOCK_KEY = 727_274_001;

/** Applies committed migrations under an advisory lock so concurrent starts take turns. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * The migrations folder as it stood at `lastTag` (the same files, the journal cut after that entry),
 * copied to a temporary folder: for tests and benchmarks of a migration on data written before it.
 */
export function migrationsFolderUpTo(lastTag: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === lastTag);
  if (cut < 0) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, cut + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Applies the migrations up to and including `lastTag` only. */
export async function runMigrationsUpTo(pool: pg.Pool, lastTag: string): Promise<void> {
  const folder = migrationsFolderUpTo(lastTag);
  try {
    await migrate(drizzle(pool), { migrationsFolder: folder.dir });
  } finally {
    folder.remove();
  }
}
