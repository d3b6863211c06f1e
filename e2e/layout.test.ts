import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDemoSeed, seedContext } from '@server/cli/seed-demo';
import { loadConfig } from '@server/config';
import { createDatabase } from '@server/db/client';
import { ADMIN_SECTIONS, sectionPath } from '@web/features/admin/lib/admin-sections';
import { PORTAL_TABS, tabPath } from '@web/features/merchant-portal/components/portal-tabs';
import { apiClient } from './api';
import { formatProblems, layoutProblems } from './layout-check';
import { pay, submitVerification } from './page-helpers';
import { failedLoad, useBrowserSuite, WEB_DIR, type SignedUpMerchant } from './suite';

/**
 * Every admin section and every portal page, at a phone's width (390×844) and a laptop's
 * (1366×768), with realistic data: demo merchants and payments, customer emails of 60+ characters,
 * long card and transaction ids, dozens of rows. No page may scroll sideways, no visible element
 * may reach past the viewport's edges unless a scroll container on screen holds it, and at the
 * laptop width no table may need its own sideways scroll (no column out of sight).
 *
 * The pages come from the route table (dist/web/routes.json, built from src/web/app/route-table.tsx):
 * its /admin/* and /merchant-portal/* prefixes expand to the admin sections and the portal's tabs, so
 * a new page is covered without touching this file.
 */

const APP_SECRET = 'layout-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const suite = useBrowserSuite({ env: () => ({ APP_SECRET, API_RATE_LIMIT_TEST: '0', API_RATE_LIMIT_LIVE: '0', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }) });
const { app } = suite;
const api = apiClient(app);

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, tablesFit: false },
  { name: 'laptop', viewport: { width: 1366, height: 768 }, tablesFit: true },
] as const;

// Long values people really have: a 64-character email and a 64-character card id (the most the API takes).
const longEmail = (n: number) => `customer.accounts-payable.department.${String(n).padStart(3, '0')}@very-long-company-name.example.co.uk`;
const LONG_CARD_ID = `card_${'corporate_purchasing_'.repeat(3)}x`.slice(0, 64);

let verified: SignedUpMerchant;
let fresh: SignedUpMerchant;
let livePaymentId: string;

interface Manifest {
  app: string[];
}

/** The app's paths from the route table, with the admin and portal prefixes expanded into their sections and tabs. */
function pagesToVisit(): { admin: string[]; portal: string[]; signedOut: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIR, 'routes.json'), 'utf8')) as Manifest;
  const prefixes = manifest.app.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -2));
  const exact = manifest.app.filter((p) => !p.endsWith('/*'));
  // Each prefix must be one this file knows how to expand; a new one fails here until it is added.
  expect(prefixes.sort()).toEqual(['/admin', '/merchant-portal']);
  const admin = ADMIN_SECTIONS.map((s) => sectionPath(s.slug));
  const portal = [...PORTAL_TABS.map((t) => tabPath(t.slug)), `/merchant-portal/payments/${livePaymentId}`, '/merchant-verification'];
  // Signed out, /admin, /merchant-portal and /merchant-verification show their sign-in or sign-up screens.
  const signedOut = exact;
  return { admin, portal, signedOut };
}

async function seedDemo() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-layout-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: app.databaseUrl, APP_SECRET, LOG_LEVEL: 'warn' }, 'layout-test');
  const database = createDatabase(app.databaseUrl, 2);
  try {
    await runDemoSeed(await seedContext(config, database, pino({ level: 'warn' })), { merchants: 12, transactions: 120, contacts: 8, seed: 3 });
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A verified merchant with a very long name and email, live and test payments to long emails, a dispute, a webhook and a pending invitation. */
async function seedLongValues() {
  const adminToken = await suite.adminToken();
  verified = await suite.signUpMerchant({
    companyName: 'The Extraordinarily Long-Named International Trading Company of Great Britain and Northern Ireland plc',
    contactEmail: `finance.operations.director.${Date.now().toString(36)}@extraordinarily-long-company.example.co.uk`,
  });
  await submitVerification(app.baseUrl, verified);
  const state = await api.json<{ documents: { id: string }[] }>('GET', '/api/merchant/verification', { token: verified.token });
  for (const doc of state.documents)
    await api.json('PATCH', `/api/admin/verifications/documents/${doc.id}`, { token: adminToken, body: { status: 'APPROVED', reviewNotes: '' } });
  const me = await api.json<{ merchant: { status: string } }>('GET', '/api/merchant/me', { token: verified.token });
  if (me.merchant.status !== 'ACTIVE')
    await api.json('PATCH', `/api/admin/merchants/${verified.merchantId}/status`, { token: adminToken, body: { status: 'ACTIVE' } });
  const { secret: liveSecret } = await api.json<{ secret: string }>('POST', '/api/merchant/api-keys', { token: verified.token, body: { mode: 'live' } }, 201);

  const cards = [
    { id: LONG_CARD_ID, brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 6_000, rewardRate: 0.02 },
    { id: `${LONG_CARD_ID.slice(0, 60)}_two`, brand: 'AMEX', last4: '0005', expMonth: 6, expYear: 2099, available: 1_000_000, rewardRate: 0.01 },
  ];
  for (let i = 0; i < 8; i++) {
    const response = await api.json<{ transactionId: string; status: string }>(
      'POST',
      '/api/merchant/process-payment',
      { token: liveSecret, body: { amount: 12_345 + i * 1_000, currency: 'GBP', customerEmail: longEmail(i), cards } },
      201,
    );
    livePaymentId ??= response.transactionId;
  }
  for (let i = 8; i < 40; i++) await pay(app.baseUrl, verified.testSecret, 2_500 + i * 37, longEmail(i));
  // A key used again with another body: the request logs show the longest error code, IDEMPOTENCY_KEY_REUSED.
  const reused = { token: liveSecret, headers: { 'Idempotency-Key': `layout-${Date.now().toString(36)}` } };
  await api.json('POST', '/api/merchant/process-payment', { ...reused, body: { amount: 4_321, currency: 'GBP', customerEmail: longEmail(40), cards } }, 201);
  const refused = await api.send('POST', '/api/merchant/process-payment', {
    ...reused,
    body: { amount: 4_322, currency: 'GBP', customerEmail: longEmail(40), cards },
  });
  expect(refused.json?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  await api.json(
    'POST',
    '/api/admin/disputes',
    { token: adminToken, body: { transactionId: livePaymentId, cardId: LONG_CARD_ID, amount: 5_000, reason: 'fraudulent' } },
    201,
  );
  await api.json(
    'POST',
    '/api/merchant/webhook-endpoints',
    {
      token: verified.token,
      body: {
        url: 'http://127.0.0.1:9/integrations/extraordinarily-long-company/smartsplit/webhooks/v2/receive-and-acknowledge',
        mode: 'test',
        enabledEvents: ['*'],
        description: 'Order service',
      },
    },
    201,
  );
  await api.json('POST', '/api/merchant/team/invitations', { token: verified.token, body: { email: longEmail(900), role: 'DEVELOPER' } }, 201);
  await api.json(
    'POST',
    '/api/contact',
    {
      body: {
        firstName: 'Maximilian',
        lastName: 'Fotheringham-Worthington',
        email: longEmail(901),
        company: 'Very Long Company Name Holdings International Limited',
        interestType: 'partnership',
        message: 'We would like to talk about a partnership. '.repeat(6),
      },
    },
    201,
  );
  fresh = await suite.signUpMerchant({ companyName: 'Freshly Signed Up Ltd', contactEmail: longEmail(902) });
}

beforeAll(async () => {
  await seedDemo();
  await seedLongValues();
}, 240_000);

/**
 * Waits for a screen to settle: its chunk and queries loaded, so no "Loading…" is left and no API call
 * is under way, on two looks a quarter of a second apart. One look is not enough: just after the load
 * event the screen may not have started loading yet, and would pass with nothing on it.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  const quiet = async () =>
    suite.apiCallsUnderWay() === 0 &&
    !(await page.evaluate(() => [...document.querySelectorAll('[role="status"]')].some((el) => /Loading/.test(el.textContent ?? ''))));
  await expect
    .poll(
      async () => {
        if (!(await quiet())) return false;
        await page.waitForTimeout(250);
        return quiet();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

async function visitAll(page: Page, paths: readonly string[], tablesFit: boolean): Promise<string[]> {
  const failures: string[] = [];
  for (const p of paths) {
    await page.goto(`${app.baseUrl}${p}`);
    await settle(page);
    const problems = await layoutProblems(page, { tablesFit });
    if (problems.length > 0) failures.push(formatProblems(p, problems));
  }
  return failures;
}

async function openContext(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.newContext({ viewport, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

describe.each(VIEWPORTS)('layout at $viewport.width×$viewport.height ($name)', ({ viewport, tablesFit }) => {
  it('fits every admin section, as a super admin', { timeout: 240_000 }, async () => {
    const { page } = await openContext(viewport);
    await suite.signInAsAdmin(page);
    const failures = await visitAll(page, pagesToVisit().admin, tablesFit);
    if (viewport.width < 1024) {
      // Below lg the sidebar folds into the Menu drawer: it must fit too, every section reachable by scrolling it.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Admin menu' }).waitFor();
      const problems = await layoutProblems(page, { tablesFit });
      if (problems.length > 0) failures.push(formatProblems('admin menu', problems));
      const links = page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link');
      expect(await links.count()).toBe(pagesToVisit().admin.length);
      await links.last().scrollIntoViewIfNeeded();
      expect(await links.last().isVisible()).toBe(true);
    }
    // The transactions list opens a payment's detail, which shows its ids and the customer's email whole.
    await page.goto(`${app.baseUrl}/admin/transactions`);
    await settle(page);
    const row = page.getByTestId('transaction-row').filter({ hasText: livePaymentId });
    // The email is cut to one line with an ellipsis, yet its text (what a copy takes) and its title are whole.
    const email = row.locator(`[title="${longEmail(0)}"]`);
    expect(await email.textContent()).toBe(longEmail(0));
    expect(await email.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis')).toBe(true);
    expect(await email.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(24);
    await row.getByRole('button', { name: `View ${livePaymentId}` }).click();
    const detail = page.getByRole('dialog', { name: `Payment ${livePaymentId}` });
    await detail.getByText(longEmail(0)).first().waitFor();
    const problems = await layoutProblems(page, { tablesFit: false });
    if (problems.length > 0) failures.push(formatProblems('transaction detail', problems));
    expect(failures.join('\n')).toBe('');
  });

  it('fits every portal page, as a verified merchant, and the verification wizard as a new one', { timeout: 240_000 }, async () => {
    const { page } = await openContext(viewport);
    const { portal } = pagesToVisit();
    await suite.signInAsMerchant(verified.token, '/merchant-portal', page);
    const failures = await visitAll(
      page,
      portal.filter((p) => p !== '/merchant-verification'),
      tablesFit,
    );
    await page.evaluate((token) => localStorage.setItem('merchantToken', token), fresh.token);
    failures.push(...(await visitAll(page, ['/merchant-verification'], tablesFit)));
    expect(failures.join('\n')).toBe('');
  });

  it('lines up the labels and controls of each row of the sign-up form, with a hint under one and errors under both', async () => {
    const { page } = await openContext(viewport);
    await page.goto(`${app.baseUrl}/merchant-portal`);
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.waitFor();
    const top = async (selector: string) => Math.round((await page.locator(selector).boundingBox())!.y);
    const rows = [
      ['contactEmail', 'contactPhone'],
      ['businessType', 'industry'],
      ['firstName', 'lastName'],
    ] as const;
    const check = async (when: string) => {
      for (const [left, right] of rows) {
        const [a, b] = [`signup-${left}`, `signup-${right}`];
        const stacked = (await top(`#${a}`)) < (await top(`label[for="${b}"]`));
        // On a phone the two fields stack; from sm up they share a row and must line up.
        expect(stacked, `${left} and ${right} stacked ${when}`).toBe(viewport.width < 640);
        if (viewport.width >= 640) {
          expect(await top(`label[for="${b}"]`), `${right}'s label ${when}`).toBe(await top(`label[for="${a}"]`));
          expect(await top(`#${b}`), `${right}'s control ${when}`).toBe(await top(`#${a}`));
        }
      }
    };
    await check('with the hint under the email');
    await form.getByRole('button', { name: 'Create merchant account' }).click();
    await page.locator('#signup-contactPhone-error').waitFor();
    await check('with errors showing');
    expect(formatProblems('/merchant-portal sign-up', await layoutProblems(page, { tablesFit }))).toBe('');
  });

  it('fits every other app page, signed out', { timeout: 240_000 }, async () => {
    const { page } = await openContext(viewport);
    // The link-token pages opened without a token, as from a mangled link, ask the server about nothing or get a 4xx they explain.
    suite.allowConsoleErrors(failedLoad(400, /\/api\//), failedLoad(401, /\/api\//), failedLoad(404, /\/api\//));
    const failures = await visitAll(page, pagesToVisit().signedOut, tablesFit);
    expect(failures.join('\n')).toBe('');
  });
});
