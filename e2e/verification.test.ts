import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@contract/verification';
import { expectToast as expectToastOn, seriousAxeViolations as seriousAxeViolationsOn } from './page-helpers';
import { failedLoad, mutationFailed, useBrowserSuite } from './suite';

/** The business verification wizard on the built app, from empty details to under review, and back after a rejection. */

const PDF = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'latin1');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

async function signup() {
  return (await suite.signUpMerchant({ companyName: 'Wizard Ltd' })).token;
}

const json = { 'Content-Type': 'application/json' };
const GB_DETAILS = {
  registrationNumber: '12345678',
  taxId: 'GB123456789',
  bankAccountNumber: '31926819',
  bankSortCode: '60-16-13',
  businessAddress: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
};

/** Details and five PDFs through the real API, as another tab of the same merchant would send them. */
async function prepareSubmission(token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  expect(
    (await fetch(`${app.baseUrl}/api/merchant/verification/submit`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify(GB_DETAILS) }))
      .status,
  ).toBe(200);
  for (const type of DOCUMENT_TYPES) {
    const form = new FormData();
    form.append('documentType', type);
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), `${type.toLowerCase()}.pdf`);
    expect((await fetch(`${app.baseUrl}/api/merchant/verification/documents`, { method: 'POST', headers: auth, body: form })).status).toBe(201);
  }
}

async function finalizeViaApi(token: string) {
  expect((await fetch(`${app.baseUrl}/api/merchant/verification/finalize`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(
    200,
  );
}

async function openWizardAs(token: string) {
  await suite.signInAsMerchant(token, '/merchant-verification');
}

function expectToast(title: string, description?: string) {
  return expectToastOn(page, title, ...(description === undefined ? [] : [description]));
}

function seriousAxeViolations(): Promise<string[]> {
  return seriousAxeViolationsOn(page);
}

async function upload(type: string, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  const slot = page.getByTestId(`slot-${type}`);
  await slot.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await expect
    .poll(() =>
      slot
        .getByTestId('file-name')
        .textContent()
        .catch(() => null),
    )
    .toBe(name);
}

async function chooseCountry(name: string) {
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('verification wizard', () => {
  it('asks people who are not signed in to sign in first', async () => {
    await page.goto(`${app.baseUrl}/merchant-verification`);
    await page.getByRole('heading', { name: 'Sign in to verify your business' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the merchant portal' }).getAttribute('href')).toBe('/merchant-portal');
    expect(await page.getByRole('link', { name: 'Back to Portal' }).getAttribute('href')).toBe('/merchant-portal');
  });

  it('takes a merchant from empty details to five documents, finalizes and shows the portal under review', async () => {
    await openWizardAs(await signup());
    await page.getByRole('heading', { name: 'Business Details' }).waitFor();
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Business Details');
    expect(await seriousAxeViolations()).toEqual([]);

    // Step 1: every field is required, checked before anything is sent.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Registration number is required').waitFor();
    for (const message of [
      'VAT/Tax ID is required',
      'Bank account number is required',
      'Bank sort code is required',
      'Business address is required',
      'City is required',
      'Postcode is required',
    ]) {
      expect(await page.getByText(message).isVisible(), message).toBe(true);
    }
    expect(await page.getByLabel('Company registration number').getAttribute('aria-invalid')).toBe('true');

    // Labels follow the country.
    for (const [country, label] of [
      ['United States', 'Routing number'],
      ['Canada', 'Transit and institution number'],
      ['Ireland', 'NSC'],
      ['United Kingdom', 'Sort code'],
    ]) {
      await chooseCountry(country);
      await page.getByLabel(label, { exact: true }).waitFor();
    }
    expect(await page.getByText('6 digits, e.g. 12-34-56').isVisible()).toBe(true);

    await page.getByLabel('Company registration number').fill('12345678');
    await page.getByLabel('VAT/Tax ID').fill('GB123456789');
    await page.getByLabel('Bank account number').fill('31926819');
    await page.getByLabel('Sort code').fill('12-34-5');
    await page.getByLabel('Business address').fill('1 High Street');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter a 6-digit sort code, e.g. 12-34-56').waitFor();
    expect(await page.getByLabel('Sort code').getAttribute('aria-describedby')).toContain('details-bankSortCode-error');

    await page.getByLabel('Sort code').fill('60-16-13');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Document Upload' }).waitFor();
    await expectToast('Business details saved');

    // Step 2: Submit for Review waits for all five documents.
    const submit = page.getByRole('button', { name: 'Submit for Review' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByText('Please upload all required documents before submitting').isVisible()).toBe(true);
    for (const type of DOCUMENT_TYPES)
      expect(await page.getByTestId(`slot-${type}`).locator('input[type="file"]').getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png');

    // The wrong kind of file is stopped in the browser, before any upload.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/merchant/verification/documents')) uploads++;
    });
    await page
      .getByTestId('slot-DIRECTOR_ID')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast('Upload failed', 'Choose a PDF, JPG or PNG file');
    expect(uploads).toBe(0);
    // The server judges the bytes: a PNG named .pdf is refused, with its message in the toast and the slot.
    suite.allowConsoleErrors(
      failedLoad(415, '/api/merchant/verification/documents'),
      mutationFailed('415: The file name ends in .pdf but the file is a PNG image; upload the right file or correct its name'),
    );
    await page.getByTestId('slot-DIRECTOR_ID').locator('input[type="file"]').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expectToast('Upload failed', 'the file is a PNG image');
    await page.getByTestId('slot-DIRECTOR_ID').getByRole('alert').filter({ hasText: 'PNG image' }).waitFor();
    expect(await page.getByTestId('slot-DIRECTOR_ID').getByText('Not uploaded').isVisible()).toBe(true);
    uploads = 0;

    for (const type of DOCUMENT_TYPES.slice(0, 4)) {
      await upload(type, `${type.toLowerCase()}.pdf`, PDF);
      await expectToast(`${type.toLowerCase()}.pdf uploaded successfully`);
      expect(await submit.isDisabled()).toBe(true);
    }
    expect(uploads).toBe(4);
    expect(await page.getByText('Please upload all required documents before submitting').isVisible()).toBe(true);
    await upload('PROOF_OF_ADDRESS', 'utility-bill.png', PNG, 'image/png');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    expect(await page.getByText('Please upload all required documents before submitting').count()).toBe(0);

    // Replacing a document keeps five, with the new file's name.
    await upload('BANK_STATEMENT', 'statement-april.pdf', PDF);
    const bankSlot = page.getByTestId('slot-BANK_STATEMENT');
    expect(await bankSlot.getByText('bank_statement.pdf').count()).toBe(0);
    expect(await page.getByTestId('documents-progress').textContent()).toBe('5 of 5 documents uploaded');
    expect(await seriousAxeViolations()).toEqual([]);

    // A reload resumes at step 2; the saved details come back masked.
    await page.reload();
    await page.getByRole('heading', { name: 'Document Upload' }).waitFor();
    expect(await bankSlot.getByTestId('file-name').textContent()).toBe('statement-april.pdf');
    await page.getByRole('button', { name: 'Back to business details' }).click();
    await page.getByText('••••6819').waitFor();
    expect(await page.getByText('60-••-••').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit details' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Continue to documents' }).click();

    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await page.getByText('Your documents are submitted and will be reviewed within 24-48 hours').waitFor();
    await page.waitForURL(`${app.baseUrl}/merchant-portal`, { timeout: 10_000 });
    const card = page.getByRole('heading', { name: 'Business Verification' }).locator('xpath=../..');
    await card.getByText('Under review').waitFor();
    expect(await card.getByText(/Documents are reviewed within 24-48 hours/).isVisible()).toBe(true);

    // Once submitted, the wizard is read-only.
    await page.goto(`${app.baseUrl}/merchant-verification`);
    await page.getByRole('heading', { name: 'Under review' }).waitFor();
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    expect(await page.getByText('statement-april.pdf').isVisible()).toBe(true);
    suite.assertNoPageErrors();
  });

  it('after a rejection, shows the notes in the portal and the wizard, and resubmits once the document is replaced', async () => {
    const token = await signup();
    const auth = { Authorization: `Bearer ${token}` };
    await prepareSubmission(token);
    await finalizeViaApi(token);

    // An admin rejects the director ID through the admin API.
    const adminToken = await suite.adminToken();
    const state = (await (await fetch(`${app.baseUrl}/api/merchant/verification`, { headers: auth })).json()) as {
      documents: { id: string; documentType: string }[];
    };
    const director = state.documents.find((d) => d.documentType === 'DIRECTOR_ID')!;
    const review = await fetch(`${app.baseUrl}/api/admin/verifications/documents/${director.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${adminToken}`, ...json },
      body: JSON.stringify({ status: 'REJECTED', reviewNotes: 'Passport photo is cut off' }),
    });
    expect(review.status).toBe(200);

    await suite.signInAsMerchant(token);
    const rejected = page.getByRole('list', { name: 'Rejected documents' });
    await rejected.waitFor();
    expect(await rejected.textContent()).toContain('Director ID');
    expect(await rejected.textContent()).toContain('Passport photo is cut off');
    await page.getByRole('link', { name: 'Replace documents and resubmit' }).click();

    await page.getByText('Action required.').waitFor();
    const slot = page.getByTestId('slot-DIRECTOR_ID');
    expect(await slot.textContent()).toContain('REJECTED');
    expect(await slot.textContent()).toContain("Reviewer's notes: Passport photo is cut off");
    const submit = page.getByRole('button', { name: 'Submit for Review' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByText('Replace the rejected documents before resubmitting').isVisible()).toBe(true);
    expect(await seriousAxeViolations()).toEqual([]);

    await upload('DIRECTOR_ID', 'passport-clear.png', PNG, 'image/png');
    expect(await slot.textContent()).toContain('PENDING');
    expect(await slot.textContent()).not.toContain('Passport photo is cut off');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText('Your documents are submitted and will be reviewed within 24-48 hours').waitFor();
    await page.getByRole('button', { name: 'Go to the portal now' }).click();
    await page.waitForURL(`${app.baseUrl}/merchant-portal`);
    await page.getByText(/Documents are reviewed within 24-48 hours/).waitFor();
    suite.assertNoPageErrors();
  });

  it("shows the server's refusals when the verification was submitted from another tab, then turns read-only", async () => {
    // Details: the edit is refused because the submission is already under review.
    const first = await signup();
    await prepareSubmission(first);
    await openWizardAs(first);
    await page.getByRole('heading', { name: 'Document Upload' }).waitFor();
    await page.getByRole('button', { name: 'Back to business details' }).click();
    await page.getByRole('button', { name: 'Edit details' }).click();
    expect(await page.getByLabel('Company registration number').inputValue()).toBe('12345678');
    expect(await page.getByLabel('Bank account number').inputValue()).toBe('');
    await page.getByLabel('VAT/Tax ID').fill('GB123456789');
    await page.getByLabel('Bank account number').fill('24681357');
    await page.getByLabel('Sort code').fill('60-16-13');
    await finalizeViaApi(first);
    suite.allowConsoleErrors(
      failedLoad(409, '/api/merchant/verification/submit'),
      mutationFailed('409: Your verification is under review, so details and documents cannot be changed until the review is complete (within 24-48 hours).'),
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectToast('Submission failed', 'Your verification is under review');
    await page.getByRole('heading', { name: 'Under review' }).waitFor();

    // Finalize: Submit for Review is refused because another tab already submitted.
    const second = await signup();
    await prepareSubmission(second);
    await openWizardAs(second);
    const submit = page.getByRole('button', { name: 'Submit for Review' });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await finalizeViaApi(second);
    suite.allowConsoleErrors(
      failedLoad(409, '/api/merchant/verification/finalize'),
      mutationFailed('409: Your verification is already under review; we will be in touch within 24-48 hours.'),
    );
    await submit.click();
    await expectToast('Submission failed', 'Your verification is already under review');
    await page.getByRole('heading', { name: 'Under review' }).waitFor();
    suite.assertNoPageErrors();
  });
});
