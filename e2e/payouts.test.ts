import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { expectToast, openSection, pay, seriousAxeViolations, submitVerification } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/** Admin Payouts and Commission, and the portal's Payouts page, on real payments through the live API. */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;
let merchant: SignedUpMerchant;
let adminToken: string;

beforeEach(() => {
  page = suite.page;
});

const api = apiClient(app);

/** A verified merchant with a live key and three live payments, and Net 0 so they are payable at once. */
beforeAll(async () => {
  adminToken = await suite.adminToken();
  merchant = await suite.signUpMerchant({ companyName: 'Payout Bakery Ltd' });
  await submitVerification(app.baseUrl, merchant);
  const state = await api.json<{ documents: { id: string }[] }>('GET', '/api/merchant/verification', { token: merchant.token });
  for (const doc of state.documents)
    await api.json('PATCH', `/api/admin/verifications/documents/${doc.id}`, { token: adminToken, body: { status: 'APPROVED', reviewNotes: '' } });
  const me = await api.json<{ merchant: { status: string } }>('GET', '/api/merchant/me', { token: merchant.token });
  if (me.merchant.status !== 'ACTIVE')
    await api.json('PATCH', `/api/admin/merchants/${merchant.merchantId}/status`, { token: adminToken, body: { status: 'ACTIVE' } });
  const { secret } = await api.json<{ secret: string }>('POST', '/api/merchant/api-keys', { token: merchant.token, body: { mode: 'live' } }, 201);
  for (const [i, amount] of [10_000, 25_000, 4_200].entries())
    expect((await pay(app.baseUrl, secret, amount, `payout-buyer${i}@shop.example`)).status).toBe('COMPLETED');
  await api.json('PATCH', '/api/admin/settings', { token: adminToken, body: { payoutDelayDays: 0 } });
});

// 39,200p of payments less 0.5% fees (50 + 125 + 21 = 196p).
const PAYABLE = '£390.04';

describe('admin Payouts', () => {
  it('shows the next run and a balanced ledger, runs payouts, moves a payout on, and passes axe', async () => {
    await openSection(page, 'Payouts');
    // The ledger check runs in the background: none has run on this new database, so "Check now"
    // starts one and the card shows its result when it lands, with when it ran.
    await expect.poll(() => page.getByTestId('ledger-integrity').textContent()).toBe('Not checked yet');
    await page.getByRole('button', { name: 'Check now' }).click();
    await expectToast(page, 'Ledger check');
    await expect.poll(() => page.getByTestId('ledger-integrity').textContent()).toBe('Balanced');
    expect(await page.getByTestId('ledger-check-detail').textContent()).toMatch(
      /0 unbalanced entry groups, 0 payments without entries \(expected 0\)\. Checked .+ in \d/,
    );
    await expect.poll(() => page.getByRole('button', { name: 'Check now' }).isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId('next-run-total').textContent()).toBe(PAYABLE);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Run payouts' }).click();
    await expectToast(page, 'Payout run created');
    const row = page.getByTestId('payout-row').filter({ hasText: 'Payout Bakery Ltd' });
    await row.waitFor();
    expect(await row.textContent()).toContain(PAYABLE);
    expect(await row.textContent()).toContain('••••6819');
    await expect.poll(() => page.getByTestId('next-run-total').textContent()).toBe('£0.00');

    await row.getByRole('button', { name: /^Mark processing/ }).click();
    await expectToast(page, 'Payout updated');
    await expect.poll(() => row.textContent()).toContain('PROCESSING');
    await page.getByLabel('Status', { exact: true }).selectOption('PROCESSING');
    await expect.poll(() => page.getByTestId('payout-row').count()).toBe(1);
    await expect.poll(() => page.getByTestId('payout-run').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('admin Commission', () => {
  it('adds a partner, assigns the merchant, sets a fee override, shows the month’s revenue, and passes axe', async () => {
    await openSection(page, 'Commission');
    await page.getByLabel('Name', { exact: true }).fill('Acme Gateway');
    await page.getByLabel('Contact email').fill('partners@acme-gateway.example');
    await page.getByLabel('Revenue share (%)').fill('20');
    await page.getByRole('button', { name: 'Add partner' }).click();
    await expectToast(page, 'Partner saved');
    await page.getByTestId('partner-row').filter({ hasText: 'Acme Gateway' }).waitFor();

    await page.getByLabel('Find a merchant').fill(merchant.merchantId);
    const assign = page.getByLabel('Partner of Payout Bakery Ltd');
    await assign.waitFor();
    await expect.poll(async () => (await assign.locator('option').allTextContents()).join('|')).toContain('Acme Gateway (20%)');
    await assign.selectOption({ label: 'Acme Gateway (20%)' });
    await expectToast(page, 'Partner assigned', 'Acme Gateway');

    await page.getByLabel('Merchant id').fill(merchant.merchantId);
    await page.getByLabel('Fee (%)').fill('0.8');
    await page.getByRole('button', { name: 'Save override' }).click();
    await expectToast(page, 'Fee override saved');
    await page.getByTestId('fee-override').filter({ hasText: '0.8%' }).waitFor();
    await expect.poll(() => page.getByTestId('commission-merchant').first().textContent()).toContain('0.8%');

    await expect.poll(() => page.getByTestId('revenue-totals').textContent()).toContain('3 payments');
    await page.getByTestId('partner-revenue').filter({ hasText: 'Acme Gateway' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the statement of Acme Gateway' }).click();
    expect((await download).suggestedFilename()).toMatch(/^partner-statement-ptn_\w+-\d{4}-\d{2}\.csv$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('portal Payouts', () => {
  it('shows the balance, the merchant’s payouts with status, and downloads a statement', async () => {
    await suite.signInAsMerchant(merchant.token, '/merchant-portal/payouts');
    await page.getByRole('link', { name: 'Payouts' }).waitFor();
    await expect.poll(() => page.getByTestId('balance-in-payouts').textContent()).toBe(PAYABLE);
    expect(await page.getByTestId('balance-available').textContent()).toBe('£0.00');
    const row = page.getByTestId('my-payout');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('PROCESSING');
    expect(await row.textContent()).toContain('3 payments');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Download the statement/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^payout-statement-po_\w+\.csv$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
