import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatGBP } from '@web/lib/format';
import { expectToast, openSection, pay, seriousAxeViolations, submitVerification } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/** Merchants (approve, suspend, reinstate, details), transactions and the dashboard figures, on real data. */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;
let alpha: SignedUpMerchant;
let beta: SignedUpMerchant;
const payments: { transactionId: string; status: string; amount: number; feeAmount: number }[] = [];

beforeAll(async () => {
  alpha = await suite.signUpMerchant({ companyName: 'Alpha Groceries Ltd', firstName: 'Grace', lastName: 'Hopper' });
  beta = await suite.signUpMerchant({ companyName: 'Beta Books Ltd' });
  for (const [amount, customer, available] of [
    [12550, 'jo@shop.example', 1_000_000],
    [2000, 'sam@shop.example', 1_000_000],
    [5000, 'kim@shop.example', 100],
  ] as const) {
    const result = await pay(app.baseUrl, beta.testSecret, amount, customer, available);
    payments.push({ ...result, amount });
  }
});

beforeEach(() => {
  page = suite.page;
});

const row = (m: SignedUpMerchant) => page.getByTestId('merchant-row').filter({ hasText: m.merchantId });

describe('merchants', () => {
  it('lists merchants newest first with the spec fields, filters them, and passes axe', async () => {
    await openSection(page, 'Merchants');
    await row(alpha).waitFor();
    const text = await row(alpha).innerText();
    for (const part of ['Alpha Groceries Ltd', 'PENDING_VERIFICATION', 'Grace Hopper', alpha.email, alpha.merchantId, 'Created:']) expect(text).toContain(part);
    expect(await page.getByTestId('merchant-row').first().innerText()).toContain('Beta Books Ltd');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Search').fill('alpha groc');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('merchant-row').count()).toBe(1);
    await page.getByLabel('Status').selectOption('SUSPENDED');
    await page.getByText('No merchants match these filters').waitFor();
  });

  it('approves, suspends (after confirming) and reinstates a merchant', async () => {
    await openSection(page, 'Merchants');
    await row(alpha).getByRole('button', { name: 'Approve Alpha Groceries Ltd' }).click();
    await expectToast(page, 'Status Updated', 'Merchant status changed to ACTIVE');
    await expect.poll(() => row(alpha).innerText()).toContain('ACTIVE');
    expect(
      await row(alpha)
        .getByRole('button', { name: /^Approve/ })
        .count(),
    ).toBe(0);

    await row(alpha).getByRole('button', { name: 'Suspend Alpha Groceries Ltd' }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspend Alpha Groceries Ltd?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await row(alpha).innerText()).not.toContain('SUSPENDED');
    await row(alpha).getByRole('button', { name: 'Suspend Alpha Groceries Ltd' }).click();
    await confirm.getByRole('button', { name: 'Suspend merchant' }).click();
    await expectToast(page, 'Status Updated', 'Merchant status changed to SUSPENDED');
    await expect.poll(() => row(alpha).innerText()).toContain('SUSPENDED');

    // Suspension is real: the merchant's API key stops working at once.
    const refused = await fetch(`${app.baseUrl}/api/merchant/transactions`, { headers: { Authorization: `Bearer ${alpha.testSecret}` } });
    expect(refused.status).toBe(403);

    await row(alpha).getByRole('button', { name: 'Reinstate Alpha Groceries Ltd' }).click();
    await expectToast(page, 'Status Updated', 'Merchant status changed to ACTIVE');
    await expect
      .poll(() =>
        row(alpha)
          .getByRole('button', { name: /^Suspend/ })
          .count(),
      )
      .toBe(1);
  });

  it('shows a merchant’s users, key prefixes, verification and transaction summary', async () => {
    await openSection(page, 'Merchants');
    await row(beta).getByRole('button', { name: 'View Beta Books Ltd' }).click();
    const details = page.getByTestId('merchant-details');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('OWNER');
    expect(text).toMatch(/sk_test_\w*…/);
    expect(text).not.toContain(beta.testSecret);
    expect(text).toContain('NOT_STARTED');
    expect(text).toContain('3 payments');
    expect(text).toContain('2 completed, 1 declined');
    expect(text).toContain(`Volume ${formatGBP(14550)}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => details.count()).toBe(0);
  });

  it('shows bank details masked, and a super admin reveals them with the Reveal button', async () => {
    await submitVerification(app.baseUrl, beta);
    await openSection(page, 'Merchants');
    await row(beta).getByRole('button', { name: 'View Beta Books Ltd' }).click();
    const bank = page.getByTestId('merchant-details').getByTestId('business-details');
    await bank.waitFor();
    const masked = await bank.innerText();
    for (const part of ['••••••••789', '••••6819', '60-••-••', '12345678']) expect(masked).toContain(part);
    for (const full of ['GB123456789', '31926819', '601613']) expect(masked).not.toContain(full);
    await page.getByRole('button', { name: 'Reveal the bank details of Beta Books Ltd' }).click();
    await expect.poll(() => bank.innerText()).toContain('31926819');
    for (const full of ['GB123456789', '601613']) expect(await bank.innerText()).toContain(full);
    await page.keyboard.press('Escape');
  });
});

describe('transactions and dashboard', () => {
  it('lists every payment with its status, amounts in GBP and filters, and passes axe', async () => {
    await openSection(page, 'Transactions');
    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count()).toBe(3);
    const completed = payments.find((p) => p.amount === 12550)!;
    const text = await rows.filter({ hasText: completed.transactionId }).innerText();
    for (const part of ['COMPLETED', 'Beta Books Ltd', 'jo@shop.example', formatGBP(12550), formatGBP(completed.feeAmount), 'test'])
      expect(text).toContain(part);
    expect(await rows.filter({ hasText: 'kim@shop.example' }).innerText()).toContain('DECLINED');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Status').selectOption('DECLINED');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel('Merchant ID').fill(alpha.merchantId);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No transactions match these filters').waitFor();
  });

  it('shows the stored totals on the dashboard, per mode', async () => {
    const fees = payments.filter((p) => p.status === 'COMPLETED').reduce((sum, p) => sum + p.feeAmount, 0);
    const card = (title: string) => page.getByTestId('stat-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect.poll(() => card('Total Merchants').innerText()).toContain('2');
    expect(await card('Transactions').innerText()).toContain('3');
    expect(await card('Transactions').innerText()).toContain('2 completed');
    expect(await card('Total Volume').innerText()).toContain(formatGBP(14550));
    expect(await card('Platform Revenue').innerText()).toContain(formatGBP(fees));
    expect(await page.getByText('No completed payments in the last 30 days').count()).toBe(0);

    await page.getByRole('group', { name: 'Transaction mode' }).getByRole('button', { name: 'Live' }).click();
    await expect.poll(() => card('Total Volume').innerText()).toContain(formatGBP(0));
  });
});

describe('analytics', () => {
  it('shows rates computed from the stored payments, with honest blanks, and passes axe', async () => {
    await openSection(page, 'Analytics');
    const card = (title: string) => page.getByTestId('stat-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect
      .poll(() =>
        card('Success rate')
          .innerText()
          .catch(() => ''),
      )
      .toContain('66.7%');
    expect(await card('Success rate').innerText()).toContain('2 of 3 payments completed');
    expect(await card('Average transaction').innerText()).toContain(formatGBP(7275));
    const fees = payments.filter((p) => p.status === 'COMPLETED').reduce((sum, p) => sum + p.feeAmount, 0);
    const rate = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format((fees / 14550) * 100);
    expect(await card('Effective fee rate').innerText()).toContain(`${rate}%`);
    expect(await page.getByRole('img', { name: /2 successful and 1 failed payments/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Active: 1, Pending: 1, Suspended: 0' }).count()).toBe(1);
    // One day of data is too little to project from, and the page says so rather than drawing one.
    expect(await page.getByText('A projection appears once there are at least 7 days of data.').isVisible()).toBe(true);
    expect(await page.getByText('Insufficient funds').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Transaction mode' }).getByRole('button', { name: 'Live' }).click();
    await expect.poll(() => card('Success rate').innerText()).toContain('—');
    expect(await card('Success rate').innerText()).toContain('No payments in this period');
    expect(await card('Effective fee rate').innerText()).toContain('No volume in this period');
  });
});

describe('audit trail', () => {
  it('shows each status change with who made it and before → after', async () => {
    await openSection(page, 'Audit Logs');
    await page.getByLabel('Action').fill('merchant.status.change');
    await page.getByRole('button', { name: 'Apply' }).click();
    const rows = page.getByTestId('audit-row').filter({ hasText: alpha.merchantId });
    await expect.poll(() => rows.count()).toBe(3);
    const all = (await rows.allInnerTexts()).join('\n');
    expect(all).toContain('status: PENDING_VERIFICATION → ACTIVE');
    expect(all).toContain('status: ACTIVE → SUSPENDED');
    expect(all).toContain('status: SUSPENDED → ACTIVE');
    expect(all).toContain('e2e-admin@smartsplit.test');
  });
});
