import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';
import { createTestDatabase } from '../test/support/test-cluster';

export const E2E_ADMIN = { email: 'e2e-admin@smartsplit.test', password: 'E2e-Admin-Passw0rd' };

export interface TestAppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server (as `npm start` runs it) on the built dist/web, with its
 * own fresh PostgreSQL database, on a free port.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestAppServer> {
  const { url, drop } = await createTestDatabase(inject('pgAdminUrl'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-e2e-'));
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    '1.0.0',
  );
  const server = await startServer(config, { logger: pino({ level: 'warn' }) });
  return {
    baseUrl: server.url,
    async stop() {
      await server.stop();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install one (Debian/Ubuntu: "apt-get install -y chromium") ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary. Browser tests never skip.',
    );
  }
  return candidate;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** Fails the test on any uncaught page error or console error the test did not expect. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
