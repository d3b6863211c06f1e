import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { operationId } from '@web/features/marketing/api-docs/api-reference';
import { responseJson, useBrowserSuite, WEB_DIR } from './suite';

/**
 * The API reference as an overview (/api-docs) and one prerendered page per group of endpoints
 * (/api-docs/<group>), the groups being the public tags of the server's OpenAPI document: every
 * group has its page and every endpoint its entry there, the overview's index links to each, a
 * link to an endpoint made when the reference was one page still lands on it, and no page of the
 * reference loads any script.
 */

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };

/** The split's point: every page of the reference stays small enough to parse quickly on a phone (the single page was 470 KB). */
const MAX_PAGE_BYTES = 200 * 1024;

/** The public endpoints of the running server's OpenAPI document, as the reference groups them: 'Payments' -> ['post-api-merchant-process-payment', ...]. */
async function publicGroups(): Promise<Map<string, string[]>> {
  const doc = await responseJson<OpenApi>(await fetch(`${app.baseUrl}/api/openapi.json`), 200, 'openapi');
  const groups = new Map<string, string[]>();
  for (const [apiPath, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'Other';
      if (tag !== 'Admin') groups.set(tag, [...(groups.get(tag) ?? []), operationId(method, apiPath)]);
    }
  }
  return groups;
}

async function scriptsOf(route: string): Promise<string[]> {
  const scripts: string[] = [];
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await page.goto(`${app.baseUrl}${route}`, { waitUntil: 'networkidle' });
  page.off('request', record);
  return scripts;
}

describe('the API reference: an overview and a page per group', () => {
  it('has a prerendered page for every public group of the OpenAPI document, each with every endpoint of its group, and no other', async () => {
    const groups = await publicGroups();
    expect(groups.size).toBeGreaterThanOrEqual(10);
    const routes = JSON.parse(fs.readFileSync(path.join(WEB_DIR, 'routes.json'), 'utf8')) as { static: Record<string, string> };
    const groupPaths = Object.keys(routes.static).filter((route) => route.startsWith('/api-docs/'));
    expect(groupPaths.length).toBe(groups.size);

    const overview = await (await fetch(`${app.baseUrl}/api-docs`)).text();
    expect(overview.length).toBeLessThan(MAX_PAGE_BYTES);
    for (const route of groupPaths) {
      const response = await fetch(`${app.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html.length, route).toBeLessThan(MAX_PAGE_BYTES);
      const tag = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]?.replace(/&amp;/g, '&');
      expect(groups.has(tag!), `${route} is about ${tag}`).toBe(true);
      expect(html, route).toContain(`<title>${tag} API reference | SmartSplit</title>`);
      expect(html, route).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, route).toContain(`<link rel="canonical" href="https://smartsplit.example${route}"/>`);
      expect(html, route).not.toMatch(/<script\b|rel="modulepreload"/);
      for (const id of groups.get(tag!)!) {
        // Its full entry here, and its line in the overview's index, linking here.
        expect(html, `${route} ${id}`).toContain(`<h3 id="${id}"`);
        expect(overview, id).toContain(`<a href="${route}#${id}"`);
      }
      groups.delete(tag!);
    }
    expect([...groups.keys()]).toEqual([]);

    expect((await fetch(`${app.baseUrl}/api-docs/no-such-group`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api-docs/payments/more`)).status).toBe(404);
  });

  it('follows the overview’s index to an endpoint on its group’s page, which loads no script and leads back', async () => {
    expect(await scriptsOf('/api-docs')).toEqual([]);
    const index = page.locator('section[aria-labelledby="group-payments"]');
    await index.getByRole('link', { name: 'POST /api/merchant/process-payment' }).click();
    await page.waitForURL(`${app.baseUrl}/api-docs/payments#post-api-merchant-process-payment`);
    expect(await page.title()).toBe('Payments API reference | SmartSplit');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payments');
    const entry = page.locator('h3#post-api-merchant-process-payment');
    await expect.poll(() => entry.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);
    expect(await entry.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      await page.locator('header').evaluate((element) => element.getBoundingClientRect().bottom - 2),
    );

    // The side navigation: every group, this one current with its endpoints under it.
    const nav = page.getByRole('navigation', { name: 'API reference' });
    expect(await nav.getByRole('link', { name: 'Payments', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Merchant portal', exact: true }).getAttribute('href')).toBe('/api-docs/merchant-portal');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'GET /merchant/transactions' }).getAttribute('href')).toBe('#get-api-merchant-transactions');

    // A group page is static HTML: not one script, not even the islands entry.
    expect(await scriptsOf('/api-docs/payments')).toEqual([]);
    expect(await scriptsOf('/api-docs/merchant-portal')).toEqual([]);
    await page.getByRole('link', { name: 'API documentation overview' }).click();
    await page.waitForURL(`${app.baseUrl}/api-docs`);
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });

  it('still lands a link to /api-docs#<endpoint> on that endpoint, in the overview’s index', async () => {
    const id = 'post-api-merchant-payments-paymentid-capture';
    await page.goto(`${app.baseUrl}/api-docs#${id}`);
    const entry = page.locator(`li#${id}`);
    await expect.poll(() => entry.evaluate((element) => element.matches(':target'))).toBe(true);
    await expect.poll(() => entry.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);
    expect(await entry.getByRole('link').getAttribute('href')).toBe(`/api-docs/payment-lifecycle#${id}`);
    expect(await entry.innerText()).toContain('Capture an authorised payment');

    // So do the old links to a group.
    await page.goto(`${app.baseUrl}/api-docs#group-events-and-webhooks`);
    await expect.poll(() => page.locator('#group-events-and-webhooks').evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);
    await page.locator('#group-events-and-webhooks').getByRole('link').click();
    await page.waitForURL(`${app.baseUrl}/api-docs/events-and-webhooks`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Events and webhooks');
  });
});
