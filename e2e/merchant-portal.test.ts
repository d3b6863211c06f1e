import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@contract/common';
import { DOCUMENT_TYPES } from '@contract/verification';
import { apiClient } from './api';
import { expectToast as expectToastOn, seriousAxeViolations as seriousAxeViolationsOn } from './page-helpers';
import { failedLoad, mutationFailed, useBrowserSuite } from './suite';

/**
 * The merchant portal on the built app: sign-up with its one-time key, login and logout,
 * the stored-token check, API keys (create, roll, revoke) and the Transactions card.
 */

const PASSWORD = 'Merchant-Pass-123';

const suite = useBrowserSuite();
const { app } = suite;
let context: BrowserContext;
let page: Page;

beforeEach(() => {
  ({ context, page } = suite);
});

let seq = 0;
const uniqueEmail = () => `owner${++seq}.${Date.now().toString(36)}@portal-e2e.example`;

const api = apiClient(app);

async function openPortalAs(token: string) {
  await suite.signInAsMerchant(token);
  await page.getByRole('heading', { name: 'Account Details' }).waitFor();
}

function pay(secret: string, customerEmail: string) {
  return fetch(`${app.baseUrl}/api/merchant/process-payment`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: 12550,
      currency: 'GBP',
      customerEmail,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100000, rewardRate: 0.01 }],
    }),
  });
}

function expectToast(title: string, description?: string) {
  return expectToastOn(page, title, ...(description === undefined ? [] : [description]));
}

function seriousAxeViolations(): Promise<string[]> {
  return seriousAxeViolationsOn(page);
}

describe('sign up, logout and login', () => {
  it('shows the test key once after sign-up, copies it, and never again after logout and login', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await page.goto(`${app.baseUrl}/merchant-portal`);
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('At least 8 characters with uppercase, lowercase and a number').isVisible()).toBe(true);
    expect(await seriousAxeViolations()).toEqual([]);

    // The contract's rules run in the browser: nothing is sent until they pass.
    await page.getByRole('button', { name: 'Create merchant account' }).click();
    await page.getByText('Company name is required').waitFor();
    expect(await page.getByLabel('Company name').getAttribute('aria-describedby')).toBe('signup-companyName-error');
    expect(await page.getByLabel('Company name').getAttribute('aria-invalid')).toBe('true');

    const email = uniqueEmail();
    await page.getByLabel('Company name').fill('Portal Test Ltd');
    await page.getByLabel('Contact email').fill(email);
    await page.getByLabel('Contact phone').fill('+44 20 7946 0958');
    await page.getByRole('combobox', { name: 'Business type' }).click();
    await page.getByRole('option', { name: 'Limited company', exact: true }).click();
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'E-commerce' }).click();
    await page.getByLabel('Website').fill('not a url');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Password').fill('weakpass');
    await page.getByRole('button', { name: 'Create merchant account' }).click();
    await page.getByText('Password must contain an uppercase letter').waitFor();
    expect(await page.getByText(/^Website must be a full http\(s\) address/).isVisible()).toBe(true);
    await page.getByLabel('Website').fill('');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create merchant account' }).click();

    await expectToast('Success!', 'Merchant account created successfully');
    await page.getByRole('heading', { name: 'Test API Key' }).waitFor();
    const secret = await page.getByLabel('Test API key', { exact: true }).inputValue();
    expect(secret).toMatch(/^sk_test_[A-Za-z0-9]{32,}$/);
    expect(await page.getByText('This key is shown only once.').isVisible()).toBe(true);
    // The secret lives in memory only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(secret);
    expect(stored).toContain('merchantToken');

    const details = page.getByRole('heading', { name: 'Account Details' }).locator('xpath=../..');
    expect(await details.getByText('Portal Test Ltd').isVisible()).toBe(true);
    expect(await page.getByTestId('merchant-id').textContent()).toMatch(/^mch_[A-Za-z0-9]+$/);
    expect(await details.getByText('PENDING VERIFICATION').getAttribute('class')).toContain('bg-secondary');
    expect(await page.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin');
    expect(await page.getByRole('link', { name: 'Start Verification Process' }).getAttribute('href')).toBe('/merchant-verification');
    expect(await page.getByTestId('api-base-url').textContent()).toBe(app.baseUrl);
    expect(await page.getByRole('link', { name: 'Read the API documentation' }).getAttribute('href')).toBe('/api-docs');
    expect(await page.getByText(`curl -X POST ${app.baseUrl}/api/merchant/process-payment`).count()).toBe(1);

    await page.getByRole('button', { name: 'Copy Test API key' }).click();
    await expectToast('Copied!', 'API key copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousAxeViolations()).toEqual([]);

    const oldToken = await page.evaluate(() => localStorage.getItem('merchantToken'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast('Logged out');
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('merchantToken'))).toBeNull();
    // Logout revoked the session on the server, not only in this browser.
    expect((await api.send('GET', '/api/merchant/me', { token: oldToken! })).status).toBe(401);

    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast('Logged in successfully');
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Test API Key' }).count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    suite.assertNoPageErrors();
  });

  it('shows the login failure toast, and field errors for empty fields', async () => {
    await page.goto(`${app.baseUrl}/merchant`);
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is required').waitFor();
    expect(await page.getByText('Password is required').isVisible()).toBe(true);

    await page.getByLabel('Email').fill('nobody@portal-e2e.example');
    await page.getByLabel('Password').fill('Wrong-Pass-123');
    suite.allowConsoleErrors(failedLoad(401, '/api/merchant/login'), mutationFailed('401: Invalid email or password'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast('Login failed', 'Invalid email or password');
    expect(await page.evaluate(() => localStorage.getItem('merchantToken'))).toBeNull();
  });

  it('shows the server message when the email is taken', async () => {
    const taken = await suite.signUpMerchant();
    await page.goto(`${app.baseUrl}/merchant-portal`);
    await page.getByLabel('Company name').fill('Second Ltd');
    await page.getByLabel('Contact email').fill(taken.email);
    await page.getByLabel('Contact phone').fill('020 7946 0000');
    await page.getByRole('combobox', { name: 'Business type' }).click();
    await page.getByRole('option', { name: 'Sole trader' }).click();
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Retail', exact: true }).click();
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByLabel('Password').fill(PASSWORD);
    suite.allowConsoleErrors(failedLoad(409, '/api/merchant/signup'), mutationFailed('409: An account with this email already exists'));
    await page.getByRole('button', { name: 'Create merchant account' }).click();
    await expectToast('Signup failed', 'An account with this email already exists');
    expect(await page.locator('#signup-contactEmail-error').textContent()).toBe('An account with this email already exists');
  });

  it('a common password passes the form’s own checks but the server refuses it, under the Password field', async () => {
    await page.goto(`${app.baseUrl}/merchant-portal`);
    await page.getByLabel('Company name').fill('Common Password Ltd');
    await page.getByLabel('Contact email').fill(`common-${Date.now()}@shop.example`);
    await page.getByLabel('Contact phone').fill('020 7946 0000');
    await page.getByRole('combobox', { name: 'Business type' }).click();
    await page.getByRole('option', { name: 'Sole trader' }).click();
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Retail', exact: true }).click();
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByLabel('Password').fill('Password123');
    suite.allowConsoleErrors(failedLoad(400, '/api/merchant/signup'), mutationFailed(`400: password: ${COMMON_PASSWORD_MESSAGE}`));
    await page.getByRole('button', { name: 'Create merchant account' }).click();
    await expect.poll(() => page.locator('#signup-password-error').textContent()).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await page.getByRole('tab', { name: 'Sign Up' }).isVisible()).toBe(true);
  });
});

describe('stored token', () => {
  it('checks a stored token with /me: a revoked one is cleared and the sign-up card shown', async () => {
    const m = await suite.signUpMerchant();
    expect((await api.send('POST', '/api/merchant/logout', { token: m.token })).status).toBe(200);
    suite.allowConsoleErrors(failedLoad(401, '/api/merchant/me'));
    await suite.signInAsMerchant(m.token);
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('merchantToken'))).toBeNull();
  });

  it('opens the dashboard for a valid token, without the sign-up key card', async () => {
    const m = await suite.signUpMerchant({ companyName: 'Token Check Ltd' });
    await openPortalAs(m.token);
    expect(await page.getByText('Token Check Ltd').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Test API Key' }).count()).toBe(0);
  });
});

describe('API keys and transactions', () => {
  it('creates a key shown once in a dialog, revokes it, rolls the sign-up key, and lists payments made with it', async () => {
    const m = await suite.signUpMerchant({ companyName: 'Keys Ltd' });
    await openPortalAs(m.token);

    await page.getByText('No transactions yet — make a test payment with your test key').waitFor();
    const rows = page.getByTestId('api-key-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(m.testKeyPrefix);
    expect(await page.getByRole('button', { name: 'Create live key' }).isDisabled()).toBe(true);
    expect(await page.getByText('Live keys need an active account').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create test key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Your new test API key' }).waitFor();
    const created = await dialog.getByLabel('New test API key', { exact: true }).inputValue();
    expect(created).toMatch(/^sk_test_[A-Za-z0-9]{32,}$/);
    expect(await dialog.getByText('This is the only time the full key is shown.').isVisible()).toBe(true);
    expect(await seriousAxeViolations()).toEqual([]);
    await dialog.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.content()).not.toContain(created);
    await expect.poll(() => rows.count()).toBe(2);

    const createdPrefix = created.slice(0, 'sk_test_'.length + 6);
    await page.getByRole('button', { name: `Revoke test key ${createdPrefix}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expectToast('API key revoked');
    await expect.poll(() => rows.filter({ hasText: createdPrefix }).filter({ hasText: 'Revoked' }).count()).toBe(1);
    expect((await pay(created, 'nobody@shop.example')).status).toBe(401);

    // A payment with the sign-up key appears after a refresh.
    expect((await pay(m.testSecret, 'jo@shop.example')).status).toBe(201);
    await page.getByRole('button', { name: 'Refresh transactions' }).click();
    const payment = page.getByTestId('transaction-row');
    await expect.poll(() => payment.count()).toBe(1);
    const text = await payment.first().textContent();
    for (const part of ['jo@shop.example', '£125.50', 'COMPLETED', '£0.63', 'VISA ••4242 £125.50']) expect(text).toContain(part);
    expect(await seriousAxeViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Live', exact: true }).click();
    await page.getByText('No live transactions yet').waitFor();
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect.poll(() => payment.count()).toBe(1);

    // Roll: a new key, then the offer to revoke the one it replaces.
    await page.getByRole('button', { name: `Roll test key ${m.testKeyPrefix}` }).click();
    const roll = page.getByRole('dialog');
    const rolled = await roll.getByLabel('New test API key', { exact: true }).inputValue();
    expect(rolled).not.toBe(m.testSecret);
    await roll.getByRole('button', { name: 'Revoke old key now' }).click();
    await roll.getByText(`The old key ${m.testKeyPrefix}… is revoked.`).waitFor();
    await roll.getByRole('button', { name: 'Done, I have copied it' }).click();
    expect((await pay(m.testSecret, 'jo@shop.example')).status).toBe(401);
    expect((await pay(rolled, 'jo@shop.example')).status).toBe(201);
    await page.getByRole('button', { name: 'Refresh transactions' }).click();
    await expect.poll(() => payment.count()).toBe(2);
    suite.assertNoPageErrors();
  });

  it('pages transactions with Load more', async () => {
    const m = await suite.signUpMerchant({ companyName: 'Busy Shop Ltd' });
    // Separate customers: the velocity rule would decline a sixth payment from one customer.
    for (let i = 0; i < 12; i++) expect((await pay(m.testSecret, `buyer${i}@shop.example`)).status).toBe(201);
    await openPortalAs(m.token);
    const payment = page.getByTestId('transaction-row');
    await expect.poll(() => payment.count()).toBe(10);
    expect(await payment.first().textContent()).toContain('buyer11@shop.example');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => payment.count()).toBe(12);
    expect(await payment.last().textContent()).toContain('buyer0@shop.example');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('unlocks live keys once the account is active and verification approved', async () => {
    const m = await suite.signUpMerchant({ companyName: 'Verified Ltd' });
    await approveMerchant(m.token, m.merchantId, await suite.adminToken());

    await openPortalAs(m.token);
    await page.getByText('LIVE access is unlocked').waitFor();
    const create = page.getByRole('button', { name: 'Create live key' });
    // Enabled once the merchant's feature flags have loaded (self-service-live-keys is on by default).
    await expect.poll(() => create.isDisabled()).toBe(false);
    await create.click();
    const live = await page.getByRole('dialog').getByLabel('New live API key', { exact: true }).inputValue();
    expect(live).toMatch(/^sk_live_[A-Za-z0-9]{32,}$/);
  });
});

/** What an admin does to verify a merchant, through the admin API. */
async function approveMerchant(token: string, merchantId: string, adminToken: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const details = {
    registrationNumber: '12345678',
    taxId: 'GB123456789',
    bankAccountNumber: '31926819',
    bankSortCode: '60-16-13',
    businessAddress: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
  };
  expect((await api.send('POST', '/api/merchant/verification/submit', { token, body: details })).status).toBe(200);
  for (const documentType of DOCUMENT_TYPES) {
    const form = new FormData();
    form.append('documentType', documentType);
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'latin1')], { type: 'application/pdf' }),
      `${documentType}.pdf`,
    );
    const res = await fetch(`${app.baseUrl}/api/merchant/verification/documents`, { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(201);
  }
  expect((await api.send('POST', '/api/merchant/verification/finalize', { token })).status).toBe(200);
  const state = await api.send('GET', '/api/merchant/verification', { token });
  for (const doc of state.json.documents) {
    expect(
      (await api.send('PATCH', `/api/admin/verifications/documents/${doc.id}`, { token: adminToken, body: { status: 'APPROVED', reviewNotes: '' } })).status,
    ).toBe(200);
  }
  // Approving the last document activates a pending merchant; otherwise the admin approves it.
  const me = await api.send('GET', '/api/merchant/me', { token });
  expect(me.json.merchant.verificationStatus).toBe('APPROVED');
  if (me.json.merchant.status !== 'ACTIVE') {
    expect((await api.send('PATCH', `/api/admin/merchants/${merchantId}/status`, { token: adminToken, body: { status: 'ACTIVE' } })).status).toBe(200);
  }
}
