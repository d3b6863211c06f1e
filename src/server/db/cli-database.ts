import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';
import { ensureDatabase } from './provision';

/** The port of a running embedded PostgreSQL for DATA_DIR, if there is one. */
function runningEmbeddedPort(dataDir: string): number | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    process.kill(pid, 0);
    const port = Number(lines[3]);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For command-line tools: the external DATABASE_URL, else the embedded
 * database of a running instance, else a temporary start of the embedded one.
 */
export async function openCliDatabase(config: Config, logger: Logger): Promise<{ database: Database; close(): Promise<void> }> {
  if (config.databaseUrl) {
    const database = createDatabase(config.databaseUrl, 10);
    await runMigrations(database.pool);
    return { database, close: () => database.close() };
  }
  const port = runningEmbeddedPort(config.dataDir);
  if (port) {
    const password = fs.readFileSync(path.join(config.dataDir, 'postgres-password'), 'utf8').trim();
    const database = createDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/smartsplit`, 10);
    return { database, close: () => database.close() };
  }
  const lock = await lockDataDir(config.dataDir);
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  const database = createDatabase(await ensureDatabase(embedded.url, 'smartsplit'), 10);
  await runMigrations(database.pool);
  return {
    database,
    async close() {
      await database.close();
      await embedded.stop();
      lock.release();
    },
  };
}
