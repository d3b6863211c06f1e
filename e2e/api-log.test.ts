import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openSection, pay, seriousAxeViolations } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/** The portal's request log (Developers) and the admin API Management section, on real requests. */

// The test seeds payments in a burst; the per-key limit has its own tests (test/api-rate-limit*.test.ts).
const suite = useBrowserSuite({ env: () => ({ API_RATE_LIMIT_TEST: '0', API_RATE_LIMIT_LIVE: '0' }) });
const { app } = suite;
let page: Page;
let shop: SignedUpMerchant;
let other: SignedUpMerchant;
const ids = { listed: '', declined: '', invalid: '' };

async function send(secret: string, path: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', ...init.headers },
  });
  await response.text();
  const id = response.headers.get('request-id');
  if (!id) throw new Error(`${path}: no Request-Id`);
  return id;
}

beforeAll(async () => {
  shop = await suite.signUpMerchant({ companyName: 'Request Log Traders Ltd' });
  other = await suite.signUpMerchant({ companyName: 'Quiet Neighbours Ltd' });
  // 27 list calls, a payment, one more list call, two declines and a refused body: 32 requests, more than one page of 25.
  for (let i = 0; i < 27; i++) await send(shop.testSecret, '/api/merchant/transactions?limit=1');
  await pay(app.baseUrl, shop.testSecret, 12550, 'jo@shop.example');
  ids.listed = (await fetch(`${app.baseUrl}/api/merchant/transactions`, { headers: { Authorization: `Bearer ${shop.testSecret}` } })).headers.get(
    'request-id',
  )!;
  await pay(app.baseUrl, shop.testSecret, 5000, 'kim@shop.example', 100);
  ids.declined = await send(shop.testSecret, '/api/merchant/process-payment', {
    method: 'POST',
    body: JSON.stringify({
      amount: 5000,
      currency: 'GBP',
      customerEmail: 'lee@shop.example',
      cards: [{ id: 'c', brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2020, available: 9000, rewardRate: 0.01 }],
    }),
  });
  ids.invalid = await send(shop.testSecret, '/api/merchant/process-payment', { method: 'POST', body: JSON.stringify({ amount: 'lots' }) });
  await send(other.testSecret, '/api/merchant/transactions');
});

beforeEach(() => {
  page = suite.page;
});

const rows = () => page.getByTestId('request-log-row');

/** Rows reach the log within about a second of each request: refresh until the newest is there. */
async function waitForRequest(requestId: string) {
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh the request log' }).click();
        return page.getByRole('button', { name: `Details of ${requestId}` }).count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(1);
}

describe('portal request log', () => {
  it('lists recent requests newest first, filters by status, path and key, opens a detail, and loads more', async () => {
    await suite.signInAsMerchant(shop.token, '/merchant-portal/developers');
    await page.getByRole('heading', { name: 'Request log' }).waitFor();
    await waitForRequest(ids.invalid);
    await expect.poll(() => rows().count()).toBe(25);
    const first = await rows().first().innerText();
    expect(first).toContain('400');
    expect(first).toContain('VALIDATION_ERROR');
    expect(first).toContain('POST /api/merchant/process-payment');
    expect(first).toContain(shop.testKeyPrefix);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows().count()).toBe(32);

    const filters = page.getByRole('form', { name: 'Filter requests' });
    await filters.getByLabel('Status').selectOption('4xx');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rows().count()).toBe(3);
    expect(await rows().allInnerTexts()).toEqual([
      expect.stringContaining('VALIDATION_ERROR'),
      expect.stringContaining('NO_VIABLE_CARD'),
      expect.stringContaining('402'),
    ]);

    await filters.getByLabel('Status').selectOption('');
    await filters.getByLabel('Path starts with').fill('/api/merchant/process');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rows().count()).toBe(4);
    await filters.getByLabel('API key').selectOption({ label: `${shop.testKeyPrefix}… (test)` });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rows().count()).toBe(4);

    await page.getByRole('button', { name: `Details of ${ids.declined}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request details' });
    await dialog.getByText('NO_VIABLE_CARD').waitFor();
    const detail = await dialog.innerText();
    for (const part of [ids.declined, '402', 'POST', '/api/merchant/process-payment', `${shop.testKeyPrefix}… (test)`, 'never stored'])
      expect(detail).toContain(part);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await filters.getByRole('button', { name: 'Reset' }).click();
    // Back to the unfiltered list, with the pages already loaded.
    await expect.poll(() => rows().count()).toBe(32);
    await filters.getByLabel('Path starts with').fill('/api/nothing-here');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No requests match these filters.').waitFor();
  });

  it('shows a merchant only its own requests', async () => {
    await suite.signInAsMerchant(other.token, '/merchant-portal/developers');
    await page.getByRole('heading', { name: 'Request log' }).waitFor();
    await expect.poll(() => rows().count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: `Details of ${ids.invalid}` }).count()).toBe(0);
  });
});

describe('admin API Management', () => {
  it('lists keys with their use, charts requests per merchant, shows the cross-merchant log, and revokes a key after confirming', async () => {
    await suite.signInAsAdmin();
    await openSection(page, 'API Management');
    const keyFilters = page.getByRole('form', { name: 'Filter API keys' });
    await keyFilters.getByLabel('Merchant ID').fill(shop.merchantId);
    await keyFilters.getByRole('button', { name: 'Apply' }).click();
    const keyRow = page.getByTestId('api-key-row').filter({ hasText: shop.testKeyPrefix });
    await expect.poll(() => page.getByTestId('api-key-row').count()).toBe(1);
    const keyText = await keyRow.innerText();
    for (const part of ['Request Log Traders Ltd', shop.merchantId, 'Active', '32']) expect(keyText).toContain(part);

    const volume = page.getByRole('img', { name: /^Requests per merchant:/ });
    await expect.poll(() => volume.getAttribute('aria-label')).toContain('Request Log Traders Ltd: 32 requests');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => volume.getAttribute('aria-label')).toContain('Request Log Traders Ltd: 32 requests');

    const log = page.getByRole('form', { name: 'Filter requests' });
    await log.getByLabel('Merchant ID').fill(other.merchantId);
    await log.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('admin-request-row').count()).toBe(1);
    expect(await page.getByTestId('admin-request-row').innerText()).toContain('Quiet Neighbours Ltd');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await keyRow.getByRole('button', { name: `Revoke ${shop.testKeyPrefix}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await keyRow.innerText()).toContain('Active');

    await keyRow.getByRole('button', { name: `Revoke ${shop.testKeyPrefix}` }).click();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expectToast(page, 'API key revoked', "the merchant's owners have been emailed");
    await expect.poll(() => keyRow.innerText()).toContain('Revoked');
    expect(await keyRow.getByRole('button', { name: /^Revoke/ }).count()).toBe(0);

    const refused = await fetch(`${app.baseUrl}/api/merchant/transactions`, { headers: { Authorization: `Bearer ${shop.testSecret}` } });
    expect(refused.status).toBe(401);
  });
});
