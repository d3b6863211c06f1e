import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createDatabase, type Database } from '@server/db/client';
import { emailOutbox } from '@server/db/schema/index';
import { startServer, type RunningServer } from '@server/server';
import { createTestDatabase } from '../test/support/test-cluster';
import { openSection, seriousAxeViolations } from './page-helpers';
import { useBrowserSuite } from './suite';

/**
 * Platform > System Health and the header's status badge, on a database this file shares with the
 * app (so it can start a second instance on it, and leave an email stuck in the outbox). Heartbeats
 * every 200 ms and a 1.5 s stale threshold stand in for production's 10 s and 30 s.
 */

const HEARTBEATS = { HEARTBEAT_INTERVAL_MS: '200', HEARTBEAT_STALE_MS: '1500' };
// Instances that share a database share APP_SECRET, as a deployment's do: it unwraps the encryption keys.
const SHARED_SECRET = { APP_SECRET: 'e2e-system-health-deployment-secret-0123456789' };
let shared: { url: string; drop(): Promise<void> };
let database: Database;

// Registered before the suite, so the database exists when the suite starts the app on it.
beforeAll(async () => {
  shared = await createTestDatabase(inject('pgAdminUrl'));
  database = createDatabase(shared.url, 2);
});
afterAll(async () => {
  await database?.close();
  await shared?.drop();
});

const suite = useBrowserSuite({ signIn: 'admin', env: () => ({ DATABASE_URL: shared.url, ...HEARTBEATS, ...SHARED_SECRET }) });
let page: Page;

beforeEach(() => {
  page = suite.page;
});

async function startSecondInstance(): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-e2e-second-'));
  const config = loadConfig(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: shared.url, LOG_LEVEL: 'warn', ...HEARTBEATS, ...SHARED_SECRET },
    '1.0.0',
  );
  return { server: await startServer(config, { logger: pino({ level: 'warn' }) }), dataDir };
}

const rows = () => page.getByTestId('instance-row');
const rowOf = (instanceId: string) => page.locator(`[data-testid="instance-row"][data-instance-id="${instanceId}"]`);

describe('System Health', () => {
  it('lists both instances of a deployment, marks the stopped one down, charts traffic, and passes axe', async () => {
    const second = await startSecondInstance();
    let stopped = false;
    try {
      const secondId = second.server.app.ctx.instanceId!;
      await openSection(page, 'System Health');
      await expect.poll(() => rows().count(), { timeout: 10_000 }).toBe(2);
      expect(await rowOf(secondId).getAttribute('data-status')).toBe('up');
      expect(await rows().filter({ hasText: 'answered this page' }).count()).toBe(1);
      expect(await page.getByTestId('overall-status').innerText()).toContain('OK');

      const checks = page.getByTestId('health-checks');
      expect(await checks.locator('[data-check="database"]').getAttribute('data-status')).toBe('ok');
      expect(await checks.locator('[data-check="instances"]').innerText()).toContain('2 live');
      expect(await page.getByTestId('stat-card').filter({ hasText: 'Database' }).innerText()).toMatch(/PostgreSQL \d+/);
      await page.getByTestId('stat-card').filter({ hasText: 'Email outbox' }).waitFor();

      // The charts draw from the per-minute rollups, which the heartbeats have been writing.
      const charts = page.getByTestId('health-charts');
      await charts.waitFor();
      await expect.poll(() => charts.getByRole('img', { name: /^Request rate over the last hour: latest/ }).count(), { timeout: 10_000 }).toBe(1);
      expect(await charts.getByRole('img', { name: /^p99 latency over the last hour/ }).count()).toBe(1);
      await page.getByRole('button', { name: 'Last day' }).click();
      expect(await page.getByRole('button', { name: 'Last day' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => charts.getByRole('img', { name: /^Request rate over the last day/ }).count(), { timeout: 10_000 }).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await second.server.stop();
      stopped = true;
      await page.reload();
      await rowOf(secondId).waitFor();
      expect(await rowOf(secondId).getAttribute('data-status')).toBe('down');
      expect(await rowOf(secondId).innerText()).toContain('Down: Stopped');
      expect(await page.getByTestId('health-checks').locator('[data-check="instances"]').innerText()).toContain('1 live');
    } finally {
      if (!stopped) await second.server.stop();
      fs.rmSync(second.dataDir, { recursive: true, force: true });
    }
  });
});

describe('the header badge', () => {
  it('says System Online, turns to System Degraded (naming the failing check) while email delivery is stuck, and leads to System Health', async () => {
    const badge = page.getByTestId('system-status');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('System Online');
    expect(await badge.getAttribute('data-state')).toBe('ok');

    const [stuck] = await database.db
      .insert(emailOutbox)
      .values({
        kind: 'e2e',
        toAddress: 'stuck@example.test',
        subject: 's',
        html: '<p>h</p>',
        text: 't',
        status: 'SENDING',
        nextAttemptAt: new Date(Date.now() - 20 * 60_000),
        lockedUntil: new Date(Date.now() + 3_600_000),
        createdAt: new Date(Date.now() - 20 * 60_000),
      })
      .returning();
    try {
      await page.reload();
      await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('System Degraded');
      expect(await badge.getAttribute('data-state')).toBe('degraded');
      const link = page.getByRole('link', { name: 'System Degraded' });
      expect(await link.getAttribute('title')).toContain('Email delivery');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await link.click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('System Health');
      await expect
        .poll(() =>
          page
            .getByTestId('overall-status')
            .innerText()
            .catch(() => ''),
        )
        .toContain('Degraded');
    } finally {
      await database.db.delete(emailOutbox).where(eq(emailOutbox.id, stuck!.id));
    }
    await page.reload();
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('System Online');
  });
});
