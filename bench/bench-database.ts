import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { seedContext } from '@server/cli/seed-demo';
import { loadConfig } from '@server/config';
import { createDatabase } from '@server/db/client';
import { startEmbeddedPostgres } from '@server/db/embedded';
import { runMigrations } from '@server/db/migrate';
import { ensureDatabase } from '@server/db/provision';

/**
 * The seeded benchmarks' database: an embedded PostgreSQL in `dataDir` (a new temporary folder unless
 * --data-dir names a kept one), migrated, with the app secret kept beside it so a kept folder can be
 * measured again without seeding (`reuse`).
 */
export async function openBenchDatabase(dataDirArg: string | undefined, prefix: string) {
  const dataDir = dataDirArg ?? fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const reuse = Boolean(dataDirArg) && fs.existsSync(path.join(dataDir, 'app-secret'));
  const logger = pino({ level: 'warn' });
  const embedded = await startEmbeddedPostgres({ dataDir, logger, ephemeral: false });
  const url = await ensureDatabase(embedded.url, 'smartsplit_bench');
  const database = createDatabase(url, 20);
  const migrating = performance.now();
  await runMigrations(database.pool);
  const migratedMs = performance.now() - migrating;
  // A kept folder from an older tree gets the newer migrations here: say what they took.
  if (migratedMs > 1_000) console.log(`Migrations applied in ${(migratedMs / 1000).toFixed(1)} s`);
  if (!reuse) fs.writeFileSync(path.join(dataDir, 'app-secret'), randomBytes(48).toString('base64url'));
  const appSecret = fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8');
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'production' }, 'bench');
  const ctx = await seedContext(config, database, logger, appSecret);
  return { dataDir, reuse, logger, embedded, url, database, appSecret, config, ctx };
}
