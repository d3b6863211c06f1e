import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatGBP } from '@web/lib/format';
import { apiClient } from './api';
import { openSection, pay, seriousAxeViolations } from './page-helpers';
import { useBrowserSuite } from './suite';

/** Gross volume, refunds and net volume on the dashboard and in Analytics, from payments and a refund made through the API. */

const suite = useBrowserSuite({ signIn: 'admin' });
const api = apiClient(suite.app);
let page: Page;

beforeAll(async () => {
  const shop = await suite.signUpMerchant({ companyName: 'Gamma Garden Ltd' });
  const first = await pay(suite.app.baseUrl, shop.testSecret, 12_550, 'ana@shop.example');
  await pay(suite.app.baseUrl, shop.testSecret, 2_000, 'ben@shop.example');
  const refund = await api.send('POST', `/api/merchant/payments/${first.transactionId}/refunds`, {
    token: shop.testSecret,
    body: { amount: 3_000, reason: 'requested_by_customer' },
  });
  if (refund.status !== 201 || refund.json.status !== 'SUCCEEDED') throw new Error(`refund: got ${refund.status} ${JSON.stringify(refund.json)}`);
});

beforeEach(() => {
  page = suite.page;
});

const card = (title: string) => page.getByTestId('stat-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('gross volume, refunds and net volume', () => {
  it('shows the three figures on the dashboard from the stored payments and refund, per mode, and passes axe', async () => {
    await expect.poll(() => card('Gross Volume').innerText()).toContain(formatGBP(14_550));
    expect(await card('Refunds').innerText()).toContain(formatGBP(3_000));
    expect(await card('Net Volume').innerText()).toContain(formatGBP(11_550));
    // Gross volume is the volume the dashboard already showed.
    expect(await card('Total Volume').innerText()).toContain(formatGBP(14_550));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Transaction mode' }).getByRole('button', { name: 'Live' }).click();
    await expect.poll(() => card('Gross Volume').innerText()).toContain(formatGBP(0));
    expect(await card('Refunds').innerText()).toContain(formatGBP(0));
    expect(await card('Net Volume').innerText()).toContain(formatGBP(0));

    await page.getByRole('group', { name: 'Transaction mode' }).getByRole('button', { name: 'Test' }).click();
    await expect.poll(() => card('Net Volume').innerText()).toContain(formatGBP(11_550));
  });

  it('draws refunds beside volume in Analytics and lists them in the breakdown', async () => {
    await openSection(page, 'Analytics');
    const chart = page.getByRole('img', { name: /^Volume .* and refunds/ });
    await expect
      .poll(() => chart.getAttribute('aria-label').catch(() => ''))
      .toBe(`Volume ${formatGBP(14_550)} and refunds ${formatGBP(3_000)} over the last 90 days, net ${formatGBP(11_550)}.`);
    expect(await page.getByRole('heading', { name: 'Volume and refunds' }).isVisible()).toBe(true);
    const breakdown = page.locator('dl');
    expect(await breakdown.innerText()).toMatch(new RegExp(`Refunds \\(succeeded\\)\\s+${formatGBP(3_000).replace('.', '\\.')}`));
    expect(await breakdown.innerText()).toMatch(new RegExp(`Net volume \\(after refunds\\)\\s+${formatGBP(11_550).replace('.', '\\.')}`));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
