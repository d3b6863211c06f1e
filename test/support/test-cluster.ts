import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@server/db/embedded';
import { createDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { ensureDatabase } from '@server/db/provision';

export const TEMPLATE_DB = 'smartsplit_test_template';

/**
 * One real PostgreSQL for the whole test run: an embedded throwaway cluster,
 * or TEST_DATABASE_URL when set. A migrated template database is made once;
 * each test file then gets its own copy of it.
 */
export async function startTestCluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: dir, logger: pino({ level: 'warn' }), ephemeral: true });
    adminUrl = embedded.url;
  }
  // Drop a template left over from an earlier run against an external server.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.end();

  const templateUrl = await ensureDatabase(adminUrl, TEMPLATE_DB);
  const template = createDatabase(templateUrl, 2);
  await runMigrations(template.pool);
  await template.close();

  return {
    adminUrl,
    async stop() {
      await embedded?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database, copied from the migrated template. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${TEMPLATE_DB}`);
        break;
      } catch (err) {
        // Two copies of one template at the same instant can collide; take turns.
        if ((err as { code?: string }).code !== '55006' || attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await c.end();
    },
  };
}
