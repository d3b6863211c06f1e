import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, staffToken } from './api';
import { adminGet, DOCUMENT_TYPES, expectToast, openSection, seriousAxeViolations, submitVerification } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/** Business Verification: reviewing the documents a merchant submitted through the merchant API. */

const suite = useBrowserSuite({ context: { acceptDownloads: true }, signIn: 'admin' });
const { app } = suite;
let context: BrowserContext;
let page: Page;
let gamma: SignedUpMerchant;
let delta: SignedUpMerchant;

beforeAll(async () => {
  gamma = await suite.signUpMerchant({ companyName: 'Gamma Retail Ltd' });
  delta = await suite.signUpMerchant({ companyName: 'Delta Travel Ltd', firstName: 'Alan', lastName: 'Turing' });
  await submitVerification(app.baseUrl, gamma);
  await submitVerification(app.baseUrl, delta);
});

beforeEach(async () => {
  ({ context, page } = suite);
  await openSection(page, 'Business Verification');
});

const request = (m: SignedUpMerchant) => page.getByTestId('verification-request').filter({ hasText: m.merchantId });
const label = (type: string) => type.replace(/_/g, ' ');

describe('pending verifications', () => {
  it('show each request with its details and documents, and pass axe', async () => {
    await request(gamma).waitFor();
    const text = await request(gamma).innerText();
    for (const part of [
      'Gamma Retail Ltd',
      gamma.email,
      'Ada Lovelace',
      '5 pending documents',
      '12345678',
      '••••••••789',
      '••••6819',
      '60-••-••',
      '1 High Street, London, SW1A 1AA, GB',
      ...DOCUMENT_TYPES.map(label),
      'company_registration.pdf',
    ]) {
      expect(text).toContain(part);
    }
    for (const full of ['GB123456789', '31926819', '601613']) expect(text).not.toContain(full);
    expect(
      await request(gamma)
        .getByRole('button', { name: /^Approve / })
        .count(),
    ).toBe(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('a super admin reveals the full bank details and hides them again', async () => {
    const card = request(gamma);
    await card.getByRole('button', { name: 'Reveal the bank details of Gamma Retail Ltd' }).click();
    await expect.poll(() => card.getByTestId('business-details').innerText()).toContain('31926819');
    const text = await card.getByTestId('business-details').innerText();
    for (const full of ['GB123456789', '31926819', '601613']) expect(text).toContain(full);
    await card.getByRole('button', { name: 'Hide the bank details of Gamma Retail Ltd' }).click();
    await expect.poll(() => card.getByTestId('business-details').innerText()).toContain('••••6819');
    expect(await card.getByTestId('business-details').innerText()).not.toContain('31926819');
  });

  it('compliance sees the Reveal button and reveals; support sees masked values and no Reveal button', async () => {
    const boss = await suite.adminToken();
    const tokenOf = (role: 'COMPLIANCE' | 'SUPPORT') =>
      staffToken(apiClient(app), boss, role, {
        email: `${role.toLowerCase()}-reveal@smartsplit.test`,
        password: `${role[0]}${role.slice(1).toLowerCase()}-Reveal-Pass-7`,
      });
    const asRole = async (role: 'COMPLIANCE' | 'SUPPORT') => {
      const staffPage = await (await suite.newContext()).newPage();
      await staffPage.goto(`${app.baseUrl}/admin/login`);
      await staffPage.evaluate((value) => localStorage.setItem('adminToken', value), await tokenOf(role));
      await staffPage.goto(`${app.baseUrl}/admin`);
      await openSection(staffPage, 'Business Verification');
      const card = staffPage.getByTestId('verification-request').filter({ hasText: delta.merchantId });
      await card.getByTestId('business-details').waitFor();
      return card;
    };

    const compliance = await asRole('COMPLIANCE');
    expect(await compliance.getByTestId('business-details').innerText()).toContain('••••6819');
    await compliance.getByRole('button', { name: 'Reveal the bank details of Delta Travel Ltd' }).click();
    await expect.poll(() => compliance.getByTestId('business-details').innerText()).toContain('31926819');

    const support = await asRole('SUPPORT');
    // The card is fully drawn (its documents are listed) before the absence of the button is checked.
    await support.getByText('company_registration.pdf').waitFor();
    expect(await support.getByRole('button', { name: /^Reveal/ }).count()).toBe(0);
    const text = await support.getByTestId('business-details').innerText();
    expect(text).toContain('••••6819');
    for (const full of ['GB123456789', '31926819', '601613']) expect(text).not.toContain(full);
  });

  it('open and download a document with the admin token', async () => {
    const card = request(gamma);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download company_registration.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('company_registration.pdf');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    const [tab] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: 'Open tax_certificate.pdf' }).click()]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
  });

  it('approve four documents and reject one: the merchant needs to act', async () => {
    const card = request(gamma);
    for (const type of DOCUMENT_TYPES.slice(0, 4)) {
      await card.getByRole('button', { name: `Approve ${label(type)}` }).click();
      await expectToast(page, 'Document approved successfully');
      await expect.poll(() => card.locator(`[data-document-type="${type}"]`).innerText()).toContain('APPROVED');
    }
    expect(await card.innerText()).toContain('1 pending document');

    await card.getByRole('button', { name: 'Reject PROOF OF ADDRESS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject proof_of_address.pdf?' });
    expect(await dialog.innerText()).toContain('Document unclear or incomplete');
    await dialog.getByLabel('Reason (optional)').fill('The utility bill is older than 3 months');
    await dialog.getByRole('button', { name: 'Reject document' }).click();
    await expectToast(page, 'Document rejected successfully');
    // Nothing of Gamma's is left to review, so it leaves the list.
    await expect.poll(() => request(gamma).count()).toBe(0);

    const token = await suite.adminToken();
    const details = await adminGet<{
      merchant: { verificationStatus: string };
      verification: { documents: { documentType: string; status: string; reviewNotes: string | null }[] };
    }>(app.baseUrl, token, `/api/admin/merchants/${gamma.merchantId}`);
    expect(details.merchant.verificationStatus).toBe('ACTION_REQUIRED');
    expect(details.verification.documents.find((d) => d.documentType === 'PROOF_OF_ADDRESS')).toMatchObject({
      status: 'REJECTED',
      reviewNotes: 'Document unclear or incomplete: The utility bill is older than 3 months',
    });

    await openSection(page, 'Merchants');
    const row = page.getByTestId('merchant-row').filter({ hasText: gamma.merchantId });
    expect(await row.innerText()).toContain('ACTION_REQUIRED');
    await row.getByRole('button', { name: 'View Gamma Retail Ltd' }).click();
    const view = page.getByTestId('merchant-details');
    await expect.poll(() => view.innerText().catch(() => '')).toContain('Note: Document unclear or incomplete: The utility bill is older than 3 months');
    expect(await view.innerText()).toContain('ACTION_REQUIRED');
  });

  it('approve all five documents: verification is approved and the merchant activated', async () => {
    const card = request(delta);
    for (const type of DOCUMENT_TYPES) {
      await card.getByRole('button', { name: `Approve ${label(type)}` }).click();
      await expectToast(page, 'Document approved successfully');
      if (type !== 'PROOF_OF_ADDRESS') await expect.poll(() => card.locator(`[data-document-type="${type}"]`).innerText()).toContain('APPROVED');
    }
    await page.getByText('No pending verification requests').waitFor();

    await openSection(page, 'Merchants');
    const row = page.getByTestId('merchant-row').filter({ hasText: delta.merchantId });
    await expect.poll(() => row.innerText()).toContain('APPROVED');
    expect(await row.innerText()).toContain('ACTIVE');
  });
});

describe('audit trail', () => {
  it('shows every document decision and the verification status change', async () => {
    await openSection(page, 'Audit Logs');
    await page.getByLabel('Action').fill('verification.document.reject');
    await page.getByRole('button', { name: 'Apply' }).click();
    const rejected = page.getByTestId('audit-row').filter({ hasText: 'verification.document.reject' });
    await expect.poll(() => rejected.count()).toBe(1);
    expect(await rejected.innerText()).toContain('status: PENDING → REJECTED');

    await page.getByLabel('Action').fill('verification.document.approve');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('audit-row').filter({ hasText: 'verification.document.approve' }).count()).toBe(9);

    await page.getByLabel('Action').fill('merchant.verification.change');
    await page.getByRole('button', { name: 'Apply' }).click();
    const changes = page.getByTestId('audit-row').filter({ hasText: 'merchant.verification.change' });
    await expect.poll(() => changes.count()).toBe(2);
    const text = (await changes.allInnerTexts()).join('\n');
    expect(text).toContain('verificationStatus: UNDER_REVIEW → ACTION_REQUIRED');
    expect(text).toContain('verificationStatus: UNDER_REVIEW → APPROVED');
  });
});
