import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { E2E_ADMIN, failedLoad, mutationFailed, useBrowserSuite } from './suite';

/** Admin sign-in, the shell and the session flows of docs/product-spec.md sections 2, 4 and 8. */

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

const adminToken = () => page.evaluate(() => localStorage.getItem('adminToken'));

describe('admin login', () => {
  it('asks for both fields, refuses a wrong password with the server message, and passes axe', async () => {
    await page.goto(`${app.baseUrl}/admin/login`);
    expect(await page.getByRole('link', { name: 'Go to the merchant portal' }).getAttribute('href')).toBe('/merchant-portal');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
    await expectToast(page, 'Validation Error', 'Please enter both email and password');

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('Not-The-Password-1');
    suite.allowConsoleErrors(failedLoad(401, '/api/admin/auth/login'), mutationFailed('401: Invalid email or password'));
    await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    expect(page.url()).toBe(`${app.baseUrl}/admin/login`);
    expect(await adminToken()).toBeNull();
  });

  it('signs in, stores the admin token and shows the shell with the real health status', async () => {
    await suite.signInAsAdmin();
    await expectToast(page, 'Welcome back');
    const token = await adminToken();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString())).toMatchObject({ type: 'admin', email: E2E_ADMIN.email });

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    expect(await page.getByTestId('admin-identity').innerText()).toMatch(new RegExp(`^Administrator\\s+${E2E_ADMIN.email.replace(/\./g, '\\.')}$`));
    await expect.poll(() => page.getByTestId('system-status').textContent()).toBe('System Online');

    const sidebar = page.locator('aside').getByRole('navigation', { name: 'Admin sections' });
    const groups = await sidebar.locator('p').allTextContents();
    expect(groups).toEqual(['Overview', 'Operations', 'Security & Risk', 'Financial', 'Developer Tools', 'Platform']);
    expect(await sidebar.getByRole('link').count()).toBe(21);
    expect(await sidebar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    // Quick actions and sections are real, linkable paths.
    await page.getByRole('link', { name: 'Platform settings' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/settings`);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
  });

  it('shows an honest empty dashboard and passes axe on the dashboard and an empty section', async () => {
    await suite.signInAsAdmin();
    await page.getByText('Total Merchants').waitFor();
    // The totals and the daily chart come from two requests; wait for the chart's own answer.
    await page.getByText('No completed payments in the last 30 days').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every section is built; one with nothing stored yet still reads well.
    await openSection(page, 'Disputes');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Disputes');
    expect(await page.getByText('not available yet').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('logs out: the session is revoked on the server and the token removed', async () => {
    await suite.signInAsAdmin();
    const token = await adminToken();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    await expectToast(page, 'Logged out', 'You have been logged out successfully');
    expect(await adminToken()).toBeNull();
    const me = await fetch(`${app.baseUrl}/api/admin/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });
});

describe('session checks', () => {
  it('sends a visitor without a token to login', async () => {
    await page.goto(`${app.baseUrl}/admin/merchants`);
    await page.waitForURL(`${app.baseUrl}/admin/login`);
  });

  it('refuses a merchant token pasted in as the admin token', async () => {
    const merchant = await suite.signUpMerchant();
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.evaluate((value) => localStorage.setItem('adminToken', value), merchant.token);
    await page.goto(`${app.baseUrl}/admin`);
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    await expectToast(page, 'Access Denied', 'Invalid token type - admin authentication required');
    expect(await adminToken()).toBeNull();
  });

  it('removes an undecodable token and sends the visitor to login', async () => {
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.evaluate(() => localStorage.setItem('adminToken', 'not-a-token'));
    await page.goto(`${app.baseUrl}/admin`);
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    expect(await adminToken()).toBeNull();
  });

  it('shows Session Expired when the server refuses a token that looks like an admin one', async () => {
    const payload = Buffer.from(JSON.stringify({ type: 'admin', email: 'forged@smartsplit.test', exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.evaluate((value) => localStorage.setItem('adminToken', value), `eyJhbGciOiJIUzI1NiJ9.${payload}.Zm9yZ2Vk`);
    // The server refuses the forged token on every admin call the shell makes before /me answers.
    suite.allowConsoleErrors(failedLoad(401, /^http:\/\/[^/]+\/api\/admin\//));
    await page.goto(`${app.baseUrl}/admin`);
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    await expectToast(page, 'Session Expired', 'Please log in again');
    expect(await adminToken()).toBeNull();
  });
});

describe('load failures', () => {
  it('toast the spec’s texts and offer a retry', async () => {
    await suite.signInAsAdmin();
    // A broken server, simulated at the network edge: the app itself is unchanged.
    suite.allowConsoleErrors(
      failedLoad(500, '/api/admin/transactions'),
      failedLoad(500, '/api/admin/verifications/pending'),
      failedLoad(500, '/api/admin/contact-submissions'),
    );
    const broken = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' }),
    };
    await page.route('**/api/admin/transactions?*', (route) => route.fulfill(broken));
    await openSection(page, 'Transactions');
    await expectToast(page, 'Error loading data', 'Failed to load admin data');
    expect(await page.locator('main').getByRole('alert').innerText()).toContain('The transactions could not be loaded.');
    await page.unroute('**/api/admin/transactions?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No transactions yet').waitFor();

    await page.route('**/api/admin/verifications/pending', (route) => route.fulfill(broken));
    await openSection(page, 'Business Verification');
    await expectToast(page, 'Failed to fetch verifications', 'Failed to fetch verification requests');

    await page.route('**/api/admin/contact-submissions?*', (route) => route.fulfill(broken));
    await openSection(page, 'Contact Submissions');
    await expectToast(page, 'Failed to fetch submissions', 'Failed to fetch contact submissions');
  });
});

describe('small screens', () => {
  it('fold the sidebar into a keyboard-operable menu', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.signInAsAdmin();
    expect(await page.locator('aside').isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Admin menu' });
    await dialog.getByRole('link', { name: 'Audit Logs' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/audit-logs`);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Audit Logs');
  });
});

describe('audit trail', () => {
  it('records the failed and successful sign-ins above', async () => {
    await suite.signInAsAdmin();
    await openSection(page, 'Audit Logs');
    await page.getByLabel('Action').fill('admin.login.failure');
    await page.getByRole('button', { name: 'Apply' }).click();
    const failure = page.getByTestId('audit-row').filter({ hasText: 'admin.login.failure' }).first();
    await failure.waitFor();
    expect(await failure.innerText()).toContain(E2E_ADMIN.email);

    await page.getByLabel('Action').fill('admin.login.success');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('audit-row').filter({ hasText: 'admin.login.success' }).count()).toBeGreaterThan(1);
    expect(await page.getByTestId('audit-row').filter({ hasText: 'admin.login.failure' }).count()).toBe(0);
  });
});
