import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '@server/db/client';
import { apiClient } from './api';
import { expectToast, openSection, seriousAxeViolations, submitVerification } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/** Admin Compliance on the built app: retention, a data-subject export and erasure, a periodic KYB review, and the policy's periods. */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;
let database: Database;
let merchant: SignedUpMerchant;
let adminToken: string;
const ENQUIRER = 'morgan.enquirer@fabrikam-e2e.example';

beforeEach(() => {
  page = suite.page;
});

const api = apiClient(app);

/** A verified merchant approved 13 months ago (so its review is overdue), and one enquiry. */
beforeAll(async () => {
  database = createDatabase(app.databaseUrl, 2);
  adminToken = await suite.adminToken();
  merchant = await suite.signUpMerchant({ companyName: 'Review Due Ltd' });
  await submitVerification(app.baseUrl, merchant);
  const state = await api.json<{ documents: { id: string }[] }>('GET', '/api/merchant/verification', { token: merchant.token });
  for (const doc of state.documents)
    await api.json('PATCH', `/api/admin/verifications/documents/${doc.id}`, { token: adminToken, body: { status: 'APPROVED', reviewNotes: '' } });
  await database.db.execute(sql`
    update verification_documents set reviewed_at = now() - interval '13 months'
    where merchant_id = (select id from merchants where merchant_id = ${merchant.merchantId})`);
  await api.json(
    'POST',
    '/api/contact',
    { body: { firstName: 'Morgan', lastName: 'Enquirer', email: ENQUIRER, company: 'Fabrikam', interestType: 'partnership', message: 'Tell me more.' } },
    201,
  );
});

afterAll(async () => {
  await database?.close();
});

describe('admin Compliance', () => {
  it('runs retention now and shows the run with its counts, and passes axe', async () => {
    await openSection(page, 'Compliance');
    await page.getByRole('heading', { name: 'Retention' }).waitFor();
    await expect.poll(() => page.getByLabel('Contact enquiries').inputValue()).toBe('730');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Run now' }).click();
    await expectToast(page, 'Retention run finished');
    const run = page.getByTestId('retention-run').first();
    await run.waitFor();
    expect(await run.textContent()).toContain('Contact enquiries: 0');
    expect(await run.textContent()).toContain('e2e-admin@smartsplit.test');
  });

  it('exports what is held about an address as JSON, then erases it after confirmation', async () => {
    await openSection(page, 'Compliance');
    await page.getByLabel('Email address').fill(ENQUIRER);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export (JSON)' }).click()]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { contactEnquiries: { message: string }[] };
    expect(exported.contactEnquiries.map((e) => e.message)).toEqual(['Tell me more.']);
    await page.getByTestId('dsr-row').filter({ hasText: 'Export' }).first().waitFor();

    await page.getByRole('button', { name: 'Erase…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Erase' }).click();
    await expectToast(page, 'Erased');
    const erased = page.locator('[data-testid="dsr-row"][data-kind="ERASURE"]').first();
    await erased.waitFor();
    expect(await erased.textContent()).toContain('m***@fabrikam-e2e.example');
    const { rows } = await database.db.execute(sql`select 1 from contact_submissions where email = ${ENQUIRER}`);
    expect(rows).toHaveLength(0);
  });

  it('starts a periodic review; the merchant sees it on the portal overview', async () => {
    await openSection(page, 'Compliance');
    const row = page.locator(`[data-testid="kyb-review-row"][data-merchant-id="${merchant.merchantId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Overdue');
    await row.getByRole('button', { name: 'Start review of Review Due Ltd' }).click();
    const dialog = page.getByRole('dialog');
    for (const label of ['Company registration', 'Tax certificate', 'Director ID']) await dialog.getByLabel(label).uncheck();
    await dialog.getByRole('button', { name: 'Ask the merchant' }).click();
    await expectToast(page, 'Review started');
    await row.getByTestId('review-in-progress').waitFor();

    const portal = await suite.newContext();
    const merchantPage = await portal.newPage();
    await suite.signInAsMerchant(merchant.token, '/merchant-portal', merchantPage);
    const banner = merchantPage.getByTestId('kyb-review-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Bank statement');
  });

  it('the privacy policy states the periods in force', async () => {
    await api.json('PATCH', '/api/admin/compliance/settings', { token: adminToken, body: { retention: { contactEnquiries: 365 } } });
    await page.goto(`${app.baseUrl}/privacy-policy`);
    await expect.poll(() => page.getByTestId('retention-contact').textContent()).toBe('1 year from when you sent it');
    await api.json('PATCH', '/api/admin/compliance/settings', { token: adminToken, body: { retention: { contactEnquiries: 730 } } });
  });
});
