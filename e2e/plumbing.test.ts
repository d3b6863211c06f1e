import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUDGETS } from '../scripts/web-budgets';
import { seriousAxeViolations } from './page-helpers';
import { failedLoad, useBrowserSuite, WEB_DIR, type ExpectedConsoleError } from './suite';

/**
 * Web plumbing on the built app (dist/web) behind the real server: prerendered pages,
 * the not-found page and its 404, the fallback page, diagnostics, toasts, CSP and a11y.
 */

/** scripts/web-budgets.ts: the build and e2e/web-budgets.test.ts hold every public page to it. */
const LANDING_JS_BUDGET_BYTES = BUDGETS.publicPage;

/** What /diagnostics?crash=1 logs on purpose: React's report of the caught render error, and the error boundary's. */
const DELIBERATE_CRASH: ExpectedConsoleError[] = [
  { text: /^Error: Deliberate crash requested with \?crash=1 on the diagnostics page\n/ },
  { text: /^Unhandled render error: Error: Deliberate crash requested with \?crash=1 on the diagnostics page\n/ },
];

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;
let problems: string[];

beforeEach(() => {
  page = suite.page;
  problems = [];
  page.on('console', (message) => {
    // CSP violations and hydration mismatches are plumbing bugs wherever they appear, warnings included.
    if (/Content Security Policy|hydrat/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
});

describe('not-found page', () => {
  it('answers an unknown path with status 404 and the not-found page, and passes axe', async () => {
    suite.allowConsoleErrors(failedLoad(404, '/no-such-page/anywhere'));
    const response = await page.goto(`${app.baseUrl}/no-such-page/anywhere`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Page not found | SmartSplit');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('prerendered public pages', () => {
  it('serve their content, title, description and canonical link in the HTML itself, with no inline script', async () => {
    const response = await fetch(`${app.baseUrl}/features`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Features | SmartSplit</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain('<link rel="canonical" href="https://smartsplit.example/features"/>');
    expect(html).toMatch(/<h1[^>]*>Features<\/h1>/);
    expect(html).toContain('SmartSplit Technologies Ltd, a company registered in England and Wales');
    expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/);
  });

  it('start their islands without errors, and link to each other as separate documents with their own head tags', async () => {
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => page.title()).toBe('Pricing | SmartSplit');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://smartsplit.example/pricing');
    expect(await page.locator('head title').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('keep the landing page light: no app-area code and at most 45 KB of gzipped JavaScript', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' });
    expect(scripts.some((script) => /\/index-|app-layout|diagnostics|admin|merchant/.test(script))).toBe(false);
    const total = scripts.reduce((sum, script) => sum + gzipSync(fs.readFileSync(path.join(WEB_DIR, script))).length, 0);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });
});

describe('fallback page', () => {
  it('replaces the page after a render error and offers recovery, health check and browser facts', async () => {
    suite.allowConsoleErrors(...DELIBERATE_CRASH);
    await page.goto(`${app.baseUrl}/diagnostics?crash=1`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Something went wrong');
    const recovery = page.getByRole('navigation', { name: 'Recovery links' });
    for (const href of ['/diagnostics', '/merchant-portal', '/admin/login', '/']) {
      expect(await recovery.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Clear cache and reload' }).isVisible()).toBe(true);
    expect(await page.getByText('User agent').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Check API health' }).click();
    const health = page.getByTestId('health-json');
    await health.waitFor();
    expect(JSON.parse((await health.textContent()) ?? '')).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('replaces the page when start-up fails, e.g. a stale deploy whose page chunk is gone', async () => {
    const chunk = /\/assets\/diagnostics-page-[^/]+\.js$/;
    suite.allowConsoleErrors(failedLoad('net::ERR_FAILED', chunk), {
      text: /^SmartSplit failed to start: TypeError: Failed to fetch dynamically imported module: http:\/\/[^/]+\/assets\/diagnostics-page-[^/]+\.js$/,
    });
    await page.route(chunk, (route) => route.abort());
    await page.goto(`${app.baseUrl}/diagnostics`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Something went wrong');
    expect(await page.getByRole('button', { name: 'Check API health' }).isVisible()).toBe(true);
  });

  it('clears stored tokens on "Clear cache and reload"', async () => {
    suite.allowConsoleErrors(...DELIBERATE_CRASH);
    await page.goto(`${app.baseUrl}/diagnostics?crash=1`);
    await page.evaluate(() => {
      localStorage.setItem('merchantToken', 'x');
      sessionStorage.setItem('adminToken', 'y');
      localStorage.setItem('unrelated', 'kept');
    });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Clear cache and reload' }).click()]);
    const left = await page.evaluate(() => [localStorage.getItem('merchantToken'), sessionStorage.getItem('adminToken'), localStorage.getItem('unrelated')]);
    expect(left).toEqual([null, null, 'kept']);
  });
});

describe('diagnostics page', () => {
  it('shows the health JSON, the API version and a token summary without token values, and passes axe', async () => {
    const payload = Buffer.from(JSON.stringify({ type: 'merchant', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJlLXZhbHVl`;
    await page.goto(`${app.baseUrl}/diagnostics`);
    await page.evaluate((value) => localStorage.setItem('merchantToken', value), token);
    await page.reload();

    const health = page.getByTestId('health-json');
    await health.waitFor();
    const json = JSON.parse((await health.textContent()) ?? '') as { status: string; version: string };
    expect(json.status).toBe('ok');
    await expect.poll(() => page.getByText(json.version, { exact: true }).count()).toBeGreaterThan(0);

    const row = page.getByRole('row', { name: /merchantToken/ });
    expect(await row.getByText('Valid').isVisible()).toBe(true);
    expect(await page.content()).not.toContain(token);
    expect(await page.content()).not.toContain('c2lnbmF0dXJlLXZhbHVl');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows one toast at a time, and F8 moves focus to the notifications', async () => {
    await page.goto(`${app.baseUrl}/diagnostics`);
    const button = page.getByRole('button', { name: 'Test notification' });
    await button.click();
    await button.click();
    const toasts = page.locator('[role="region"][aria-label^="Notifications"] li');
    await expect.poll(() => toasts.count()).toBe(1);
    expect(await toasts.first().getByText('Test notification').isVisible()).toBe(true);

    await page.keyboard.press('F8');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? null))
      .toMatch(/^Notifications/);
  });
});

describe('app shell', () => {
  it('serves app routes with status 200 and renders the screen in the browser', async () => {
    const response = await page.goto(`${app.baseUrl}/admin/login`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin login');
    expect(await page.title()).toBe('Admin login | SmartSplit');
    expect(await page.locator('head title').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
