import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { createDatabase, type Database } from '@server/db/client';
import { createTestDatabase } from './test-cluster';

export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  close(): Promise<void>;
}

/**
 * The per-key API rate limit is off in API tests unless a test sets API_RATE_LIMIT_LIVE/TEST: many
 * tests send bursts of payments with one key on purpose (test/api-rate-limit*.test.ts test the limit).
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(
    // No overload shedding (MAX_EVENT_LOOP_DELAY_MS 0): a test machine runs many apps and browsers at once, and a
    // test process starved of CPU for a second would shed its own test's requests. test/probes.test.ts turns it on.
    {
      DATA_DIR: '/tmp/smartsplit-test-data',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      API_RATE_LIMIT_LIVE: '0',
      API_RATE_LIMIT_TEST: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...overrides,
    },
    '1.0.0',
  );
}

/**
 * The real app on its own fresh, migrated database. Call in beforeAll; close in afterAll. It serves
 * no web app unless `webDir` names a built one.
 */
export async function createTestApp(env: Record<string, string> = {}, { webDir = '/nonexistent-web-dir' }: { webDir?: string } = {}): Promise<TestApp> {
  const { url, drop } = await createTestDatabase(inject('pgAdminUrl'));
  const config = testConfig(env);
  const database = createDatabase(url, 10);
  const app = await buildApp({ config, database, appSecret: TEST_APP_SECRET, logger: false, webDir });
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Several instances of the real app on ONE fresh database, as a deployment behind a load balancer
 * runs them: each has its own pool, caches and LISTEN connection. Close them with close().
 */
export async function createTestApps(count: number, env: Record<string, string> = {}): Promise<{ apps: TestApp[]; close(): Promise<void> }> {
  const { url, drop } = await createTestDatabase(inject('pgAdminUrl'));
  const config = testConfig(env);
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i++) {
    const database = createDatabase(url, 10);
    const app = await buildApp({ config, database, appSecret: TEST_APP_SECRET, logger: false, webDir: '/nonexistent-web-dir' });
    apps.push({
      app,
      database,
      db: database.db,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    });
  }
  return {
    apps,
    async close() {
      for (const t of apps) await t.close();
      await drop();
    },
  };
}
