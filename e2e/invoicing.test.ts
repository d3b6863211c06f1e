import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '@server/db/client';
import { recordTransactions } from '@server/modules/payments';
import { addMonths, monthOf } from '@server/modules/invoicing';
import { payment } from '../test/support/admin-fixtures';
import { formatProblems, layoutProblems } from './layout-check';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/**
 * Invoicing on the built app: an admin drafts, finalises, downloads and voids a fee invoice in the
 * Invoicing section; the merchant finds the invoice and its credit note on the portal's Billing page.
 */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;
let database: Database;
let merchant: SignedUpMerchant;

// Two months back: the monthly job drafts only last month, so it never races the admin here.
const MONTH = addMonths(monthOf(new Date()), -2);
const YEAR = new Date().getUTCFullYear();
const MONTH_TITLE = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${MONTH}-01T00:00:00Z`));

beforeAll(async () => {
  database = createDatabase(app.databaseUrl, 2);
  merchant = await suite.signUpMerchant();
  const { rows } = await database.db.execute<{ id: string }>(sql`select id from merchants where merchant_id = ${merchant.merchantId}`);
  const merchantDbId = rows[0]!.id;
  // Payments in a past month, stored the way the payment path stores them; the test one is never invoiced.
  await database.db.transaction((tx) =>
    recordTransactions(tx, [
      payment(merchantDbId, { amount: 25_000, feeAmount: 125, createdAt: new Date(`${MONTH}-03T10:00:00Z`) }),
      payment(merchantDbId, { amount: 12_550, feeAmount: 63, createdAt: new Date(`${MONTH}-09T10:00:00Z`) }),
      payment(merchantDbId, { mode: 'test', amount: 90_000, feeAmount: 450, createdAt: new Date(`${MONTH}-10T10:00:00Z`) }),
    ]),
  );
});

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  page = suite.page;
});

async function downloadPdf(button: ReturnType<Page['getByRole']>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await fs.readFile(file) };
}

const number = (n: number) => `SS-${YEAR}-${String(n).padStart(6, '0')}`;

describe('admin Invoicing', () => {
  it('drafts, finalises, downloads and voids an invoice, and passes axe', async () => {
    await openSection(page, 'Invoicing');
    await expect.poll(() => page.getByText('No invoices yet').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('form', { name: 'Draft an invoice' }).getByLabel('Merchant id').fill(merchant.merchantId);
    await page.getByRole('form', { name: 'Draft an invoice' }).getByLabel('Month').fill(MONTH);
    await page.getByRole('button', { name: 'Draft invoice' }).click();
    await expectToast(page, 'Draft created', MONTH_TITLE);

    const row = page.getByTestId('invoice-row').first();
    await expect.poll(() => row.getAttribute('data-status')).toBe('DRAFT');
    // 188p of fees from the two live payments, plus 20% VAT (37.6p -> 38p); the test payment is not there.
    expect(await row.innerText()).toContain('£1.88');
    expect(await row.innerText()).toContain('£2.26');

    await row.getByRole('button', { name: 'Finalise' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Finalise and send' }).click();
    await expectToast(page, `Invoice ${number(1)} finalised`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('FINALISED');

    const pdf = await downloadPdf(row.getByRole('button', { name: `Download ${number(1)} PDF` }));
    expect(pdf.name).toBe(`${number(1)}.pdf`);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await row.getByRole('button', { name: 'Void' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Void and issue credit note' }).click();
    await expect.poll(() => dialog.getByText('Give a reason of at least 3 characters').isVisible()).toBe(true);
    await dialog.getByLabel('Reason').fill('Fee charged in error');
    await dialog.getByRole('button', { name: 'Void and issue credit note' }).click();
    await expectToast(page, `Invoice ${number(1)} voided`, `Credit note ${number(2)}`);

    const credit = page.locator('[data-testid="invoice-row"][data-kind="CREDIT_NOTE"]');
    await expect.poll(() => credit.count()).toBe(1);
    expect(await credit.innerText()).toContain(`Credit note for ${number(1)}`);
    expect(await page.locator('[data-testid="invoice-row"][data-kind="INVOICE"]').getAttribute('data-status')).toBe('VOID');
    // A voided invoice with its credit note still fits a laptop screen, with no table scrolling sideways.
    await page.setViewportSize({ width: 1366, height: 768 });
    // The toast is dismissed first: it slides in from the right edge of the previous, wider window.
    for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
    await expect.poll(() => page.getByRole('button', { name: 'Close notification' }).count()).toBe(0);
    expect(formatProblems('invoicing', await layoutProblems(page, { tablesFit: true }))).toBe('');

    // Filters: only credit notes.
    await page.getByLabel('Type').selectOption('CREDIT_NOTE');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(1);
  });
});

describe('portal Billing', () => {
  it("lists the merchant's invoice and credit note and downloads the PDF", async () => {
    await suite.signInAsMerchant(merchant.token, '/merchant-portal/billing');
    await expect.poll(() => page.getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
    const rows = page.getByTestId('billing-row');
    await expect.poll(() => rows.count()).toBe(2);
    const text = await page.getByRole('table', { name: 'Your invoices and credit notes' }).innerText();
    expect(text).toContain(number(1));
    expect(text).toContain(number(2));
    expect(text).toContain(MONTH_TITLE);
    expect(text).toContain('−£2.26');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const pdf = await downloadPdf(page.getByRole('button', { name: `Download ${number(2)} PDF` }));
    expect(pdf.name).toBe(`${number(2)}.pdf`);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
