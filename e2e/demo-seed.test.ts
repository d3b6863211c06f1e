import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDemoSeed, seedContext } from '@server/cli/seed-demo';
import { DEMO_MERCHANT_PASSWORD } from '@server/cli/seed/seed-merchants-modules';
import type { ShowcaseStep } from '@server/cli/seed/seed-showcase';
import { loadConfig } from '@server/config';
import { createDatabase } from '@server/db/client';
import { ADMIN_SECTIONS, sectionPath } from '@web/features/admin/lib/admin-sections';
import { PORTAL_TABS, tabPath } from '@web/features/merchant-portal/components/portal-tabs';
import { useBrowserSuite } from './suite';

/**
 * `npm run seed:demo` on the server's own database, then every admin section and every portal tab
 * (both lists as the app defines them, so a new section or tab is covered the day it is added),
 * opened in Chromium: none may show an empty state. Empty states carry data-empty-state (the admin
 * panel's EmptyState component, the portal's empty lists). Leaving one seeding step out (SKIP below,
 * e.g. ['disputes']) makes this test fail on the pages that step fills.
 */

const SKIP: ShowcaseStep[] = [];
const APP_SECRET = 'demo-seed-browser-test-secret-0123456789abcdef';
const suite = useBrowserSuite({ env: () => ({ APP_SECRET }) });
let showcaseEmail = '';
let page: Page;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-demo-seed-'));
  const config = loadConfig({ DATABASE_URL: suite.app.databaseUrl, APP_SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, '1.0.0');
  const database = createDatabase(suite.app.databaseUrl, 4);
  try {
    const ctx = await seedContext(config, database, pino({ level: 'silent' }));
    const result = await runDemoSeed(ctx, { merchants: 16, transactions: 600, contacts: 6, seed: 7, skip: SKIP });
    showcaseEmail = result.showcase.showcase!.email;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);

beforeEach(() => {
  page = suite.page;
});

/** Requests to the API still open, streams aside (they stay open by design). */
function trackApiRequests(p: Page): () => number {
  const open = new Set<unknown>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/') && !/\/stream(\/|$)/.test(new URL(url).pathname);
  p.on('request', (r) => isApi(r.url()) && open.add(r));
  p.on('requestfinished', (r) => open.delete(r));
  p.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** Waits until the page has had no API request open for a while and shows no loading message. */
async function settled(p: Page, openRequests: () => number): Promise<void> {
  let quietSince = 0;
  await expect
    .poll(
      async () => {
        const loading = await p.getByText(/^Loading\b/).count();
        if (openRequests() > 0 || loading > 0) quietSince = 0;
        else if (quietSince === 0) quietSince = Date.now();
        return quietSince !== 0 && Date.now() - quietSince >= 750;
      },
      { timeout: 30_000, interval: 150 },
    )
    .toBe(true);
}

/** The empty states and load failures visible on the page, as text. */
async function emptiness(p: Page): Promise<string[]> {
  const empty = await p.locator('[data-empty-state]:visible').allInnerTexts();
  const failed = await p.getByText(/^Could not load/).allInnerTexts();
  return [...empty.map((t) => `empty state: ${t.replace(/\s+/g, ' ').trim()}`), ...failed.map((t) => `load failed: ${t}`)];
}

describe('after seed:demo', () => {
  it('every admin section shows data, none an empty state', async () => {
    const openRequests = trackApiRequests(page);
    await suite.signInAsAdmin();
    const problems: string[] = [];
    for (const section of ADMIN_SECTIONS) {
      await page.goto(`${suite.app.baseUrl}${sectionPath(section.slug)}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 }).toBe(section.title);
      await settled(page, openRequests);
      for (const p of await emptiness(page)) problems.push(`${section.title}: ${p}`);
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('the showcase merchant the seed names signs in with the demo password and finds data on every portal page', async () => {
    const openRequests = trackApiRequests(page);
    await page.goto(`${suite.app.baseUrl}/merchant-portal`);
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(showcaseEmail);
    await page.getByLabel('Password').fill(DEMO_MERCHANT_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    const problems: string[] = [];
    for (const tab of PORTAL_TABS) {
      await page.goto(`${suite.app.baseUrl}${tabPath(tab.slug)}`);
      const link = page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name: tab.title, exact: true });
      await expect.poll(() => link.first().getAttribute('aria-current'), { timeout: 15_000 }).toBe('page');
      await settled(page, openRequests);
      for (const p of await emptiness(page)) problems.push(`${tab.title}: ${p}`);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
