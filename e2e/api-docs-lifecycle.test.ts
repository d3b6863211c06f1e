import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { responseJson, useBrowserSuite } from './suite';

/**
 * The API reference introduces the payment lifecycle: both state machines, every endpoint the
 * server tags "Payment lifecycle", and the worked example of a decline and its re-split, in the
 * prerendered HTML as well as in the browser.
 */

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };

describe('/api-docs: the life of a payment', () => {
  it('shows the state diagrams, the lifecycle endpoints and the worked example', async () => {
    const doc = await responseJson<OpenApi>(await fetch(`${app.baseUrl}/api/openapi.json`), 200, 'openapi');
    const lifecycle = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.tags?.[0] === 'Payment lifecycle')
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(lifecycle.length).toBeGreaterThanOrEqual(8);

    // Prerendered: readable without JavaScript.
    const html = await (await fetch(`${app.baseUrl}/api-docs`)).text();
    expect(html).toContain('The life of a payment');
    expect(html).toContain('REQUIRES_AUTHORISATION');

    await page.goto(`${app.baseUrl}/api-docs`);
    await page.getByRole('heading', { level: 2, name: 'The life of a payment' }).waitFor();
    const guide = page.getByTestId('lifecycle-guide');
    expect(await guide.getByRole('img', { name: 'Payment states' }).count()).toBe(1);
    expect(await guide.getByRole('img', { name: 'Leg states' }).count()).toBe(1);
    const captions = await guide.locator('figcaption').allInnerTexts();
    expect(captions[0]).toContain('REQUIRES_AUTHORISATION → AUTHORISED, FAILED, CANCELED; AUTHORISED → COMPLETED, CANCELED');
    expect(captions[0]).toContain('DECLINED');
    expect(captions[1]).toContain('PENDING → AUTHORISED, DECLINED, VOIDED; AUTHORISED → CAPTURED, VOIDED');
    // Every state is a box of its diagram.
    const boxes = await guide.locator('svg text').allTextContents();
    for (const state of ['REQUIRES_AUTHORISATION', 'AUTHORISED', 'COMPLETED', 'FAILED', 'CANCELED', 'PENDING', 'CAPTURED', 'DECLINED', 'VOIDED']) {
      expect(boxes, state).toContain(state);
    }

    // Each lifecycle endpoint is listed and links to its entry on the group's own page.
    const listed = (await guide.getByTestId('lifecycle-endpoints').locator('tbody tr td:first-child').allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ' ').trim(),
    );
    expect(listed.sort()).toEqual(lifecycle.sort());
    const capture = guide.getByRole('link', { name: /POST \/api\/merchant\/payments\/\{paymentId\}\/capture/ });
    expect(await capture.getAttribute('href')).toBe('/api-docs/payment-lifecycle#post-api-merchant-payments-paymentid-capture');

    // The worked example, with the README's figures.
    const text = await guide.innerText();
    expect(text).toContain('A worked example: a decline and its re-split');
    expect(text).toContain('The gateway reports card_b DECLINED');
    expect(text).toMatch(/£90\.00 on card_d and £10\.00 on card_c/);
    expect(await guide.getByTestId('lifecycle-reward-lost').innerText()).toBe('£1.45');
    expect(text).toContain('declineCardId: "card_b"');

    // The side navigation leads to it.
    await page.getByRole('navigation', { name: 'API reference' }).getByRole('link', { name: 'The life of a payment' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#payment-lifecycle');
    // Axe on every page of the reference is the public-site suite's; here, the section this test is about.
    const axe = await new AxeBuilder({ page }).include('[data-testid="lifecycle-guide"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // The guide's link to an endpoint opens the group's page at that endpoint's entry.
    await guide.getByRole('link', { name: /POST \/api\/merchant\/payments\/\{paymentId\}\/capture/ }).click();
    await page.waitForURL(`${app.baseUrl}/api-docs/payment-lifecycle#post-api-merchant-payments-paymentid-capture`);
    await expect.poll(() => page.locator('#post-api-merchant-payments-paymentid-capture').isVisible()).toBe(true);
    // ...which links back to the guide.
    expect(await page.getByRole('main').getByRole('link', { name: 'the life of a payment', exact: true }).getAttribute('href')).toBe(
      '/api-docs#payment-lifecycle',
    );
  }, 120_000);
});
