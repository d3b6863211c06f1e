import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ukDateAfter } from '@web/lib/format';
import { formatUkDate } from '@web/lib/uk-date';
import { apiClient } from './api';
import { expectToast, openSection, pay, seriousAxeViolations, submitVerification } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/** Disputes end to end: an admin opens one from a live payment, the merchant answers in the portal, the admin decides. */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;
let merchant: SignedUpMerchant;
let adminToken: string;
let transactionId: string;

beforeEach(() => {
  page = suite.page;
});

const api = apiClient(app);

/** A verified merchant with a live key and one live payment of £120.00. */
beforeAll(async () => {
  adminToken = await suite.adminToken();
  merchant = await suite.signUpMerchant({ companyName: 'Disputed Goods Ltd' });
  await submitVerification(app.baseUrl, merchant);
  const state = await api.json<{ documents: { id: string }[] }>('GET', '/api/merchant/verification', { token: merchant.token });
  for (const doc of state.documents)
    await api.json('PATCH', `/api/admin/verifications/documents/${doc.id}`, { token: adminToken, body: { status: 'APPROVED', reviewNotes: '' } });
  const me = await api.json<{ merchant: { status: string } }>('GET', '/api/merchant/me', { token: merchant.token });
  if (me.merchant.status !== 'ACTIVE')
    await api.json('PATCH', `/api/admin/merchants/${merchant.merchantId}/status`, { token: adminToken, body: { status: 'ACTIVE' } });
  const { secret } = await api.json<{ secret: string }>('POST', '/api/merchant/api-keys', { token: merchant.token, body: { mode: 'live' } }, 201);
  const payment = await pay(app.baseUrl, secret, 12_000, 'dispute-buyer@shop.example');
  expect(payment.status).toBe('COMPLETED');
  transactionId = payment.transactionId;
});

describe('disputes', () => {
  it('an admin opens a dispute on a leg of a live payment and sees it in the queue', async () => {
    await openSection(page, 'Transactions');
    const row = page.getByTestId('transaction-row').filter({ hasText: transactionId });
    await row.getByRole('button', { name: `Open a dispute on ${transactionId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card (leg)').selectOption('card_a');
    await dialog.getByLabel('Amount (£)').fill('45.50');
    await dialog.getByLabel('Reason').selectOption('product_not_received');
    // The deadline defaults to a week from today (UK), shown as dd/mm/yyyy; staff give this merchant ten days.
    expect(await dialog.getByLabel('Respond by').inputValue()).toBe(formatUkDate(ukDateAfter(7)));
    await dialog.getByLabel('Respond by').fill(formatUkDate(ukDateAfter(-1)));
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await dialog.getByText('The date must be today or later').waitFor();
    // A date that does not exist is refused on the field, not sent.
    await dialog.getByLabel('Respond by').fill('31/02/2030');
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await dialog.getByText('31/02/2030 is not a date').waitFor();
    expect(await dialog.getByLabel('Respond by').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Respond by').fill(formatUkDate(ukDateAfter(10)));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await expectToast(page, 'Dispute opened');

    await openSection(page, 'Disputes');
    const queued = page.getByTestId('dispute-row').filter({ hasText: 'Disputed Goods Ltd' });
    await queued.waitFor();
    expect(await queued.textContent()).toContain('£45.50');
    expect(await queued.textContent()).toContain('Needs response');
    // Due at the end of that UK day.
    const [year, month, day] = ukDateAfter(10).split('-').map(Number) as [number, number, number];
    const shortMonth = new Date(Date.UTC(year, month - 1, 15)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(await queued.textContent()).toContain(`${day} ${shortMonth} ${year}, 23:59`);
    await expect.poll(() => page.getByTestId('disputes-open').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('disputes-due').textContent()).toBe('0');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the merchant writes evidence, attaches a file and submits it on the portal’s Disputes page', async () => {
    await suite.signInAsMerchant(merchant.token, '/merchant-portal/disputes');
    const row = page.getByTestId('my-dispute');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('£45.50');
    await row.getByRole('button', { name: /^Open dispute/ }).click();
    await page.getByLabel('Your statement').fill('The parcel was delivered and signed for on 3 May.');
    await page
      .getByLabel(/Attach a file/)
      .setInputFiles({ name: 'proof-of-delivery.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expectToast(page, 'proof-of-delivery.pdf attached');
    await page.getByTestId('evidence-file').filter({ hasText: 'proof-of-delivery.pdf' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit evidence' }).click();
    await expectToast(page, 'Evidence submitted');
    await expect.poll(() => page.getByTestId('my-dispute-status').textContent()).toContain('Under review');
    expect(await page.getByLabel('Your statement').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Submit evidence' }).count()).toBe(0);
    await page.getByText('The evidence is read-only now.').waitFor();
  });

  it('the admin reads the evidence and decides the dispute won', async () => {
    await openSection(page, 'Disputes');
    const row = page.getByTestId('dispute-row').filter({ hasText: 'Disputed Goods Ltd' });
    await expect.poll(() => row.textContent()).toContain('Under review');
    await row.getByRole('button', { name: /^Open dispute/ }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('dispute-evidence-text').textContent()).toContain('signed for on 3 May');
    expect(await dialog.textContent()).toContain('proof-of-delivery.pdf');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Won', exact: true }).click();
    await expectToast(page, 'Dispute decided');
    await expect.poll(() => dialog.getByTestId('dispute-detail-status').textContent()).toBe('Won');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('disputes-won-rate').textContent()).toBe('100%');
    await expect.poll(() => page.getByTestId('disputes-open').textContent()).toBe('0');
  });
});
