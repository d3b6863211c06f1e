import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openSection, pay, seriousAxeViolations } from './page-helpers';
import { E2E_ADMIN, failedLoad, mutationFailed, useBrowserSuite } from './suite';

/** Settings, other admins, Fraud & Risk and contact submissions, and the audit trail they leave. */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

const field = (name: string) => page.getByLabel(name, { exact: true });
const autoApprove = () => page.getByRole('switch', { name: 'Auto-approve new merchants' });

describe('settings', () => {
  it('load the stored values, save changes that survive a reload, and pass axe', async () => {
    await openSection(page, 'Settings');
    await expect.poll(() => field('Transaction fee (%)').inputValue()).toBe('0.5');
    expect(await field('Minimum transaction amount (£)').inputValue()).toBe('1');
    expect(await field('Maximum transaction amount (£)').inputValue()).toBe('1000000');
    expect(await autoApprove().getAttribute('aria-checked')).toBe('false');
    expect(await page.getByText('Disabled', { exact: true }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await field('Transaction fee (%)').fill('0.75');
    await field('Minimum transaction amount (£)').fill('5');
    await field('Maximum transaction amount (£)').fill('20000');
    await autoApprove().click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings Saved');

    await page.reload();
    await expect.poll(() => field('Transaction fee (%)').inputValue()).toBe('0.75');
    expect(await field('Minimum transaction amount (£)').inputValue()).toBe('5');
    expect(await field('Maximum transaction amount (£)').inputValue()).toBe('20000');
    expect(await autoApprove().getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText('Enabled', { exact: true }).isVisible()).toBe(true);
  });

  it('show the server’s refusal next to the field it names, and change nothing', async () => {
    await openSection(page, 'Settings');
    await expect.poll(() => field('Transaction fee (%)').inputValue()).toBe('0.75');
    await field('Transaction fee (%)').fill('25');
    suite.allowConsoleErrors(
      failedLoad(400, '/api/admin/settings'),
      mutationFailed('400: defaultFeePercent: defaultFeePercent must be between 0 and 10'),
      mutationFailed('400: maxTransactionAmount: the minimum (£30000) must be less than the maximum (£20000)'),
    );
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Save Failed', 'between 0 and 10');
    expect(await page.locator('#fee-percent-error').innerText()).toContain('defaultFeePercent must be between 0 and 10');
    expect(await field('Transaction fee (%)').getAttribute('aria-invalid')).toBe('true');

    await field('Transaction fee (%)').fill('0.75');
    await field('Minimum transaction amount (£)').fill('30000');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Save Failed', 'must be less than the maximum');
    expect(await page.locator('#max-amount-error').innerText()).toContain('must be less than the maximum');

    await page.reload();
    await expect.poll(() => field('Minimum transaction amount (£)').inputValue()).toBe('5');
  });

  it('show the real platform information', async () => {
    const health = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as { version: string };
    await openSection(page, 'Settings');
    const info = page.getByTestId('platform-info');
    await info.waitFor();
    const text = await info.innerText();
    expect(text).toContain('SmartSplit');
    expect(text).toContain(health.version);
    expect(text).toMatch(/Environment\s+\S+/);
  });

  it('create another admin, who can sign in and change their own password', async () => {
    const email = 'second-admin@smartsplit.test';
    await openSection(page, 'Settings');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.locator('#new-admin-password').fill('short');
    await page.getByRole('button', { name: 'Create admin' }).click();
    expect(await page.locator('#new-admin-password-error').innerText()).toContain('at least 8 characters');
    await page.locator('#new-admin-password').fill('Second-Admin-Pass-1');
    await page.getByRole('button', { name: 'Create admin' }).click();
    await expectToast(page, 'Admin created', email);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Second-Admin-Pass-1');
    await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
    await page.waitForURL(`${app.baseUrl}/admin`);
    await expect.poll(() => page.getByTestId('admin-identity').innerText()).toContain(email);

    await openSection(page, 'Settings');
    await page.getByLabel('Current password').fill('Second-Admin-Pass-1');
    await page.getByLabel('New password', { exact: true }).fill('Second-Admin-Pass-2');
    await page.getByLabel('Confirm new password').fill('Second-Admin-Pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed');
    const login = await fetch(`${app.baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Second-Admin-Pass-2' }),
    });
    expect(login.status).toBe(200);
  });
});

describe('fraud & risk', () => {
  it('shows the velocity rule and real declines, and blocks and unblocks a BIN', async () => {
    const merchant = await suite.signUpMerchant({ companyName: 'Epsilon Energy Ltd' });
    const declined = await pay(app.baseUrl, merchant.testSecret, 5000, 'lee@shop.example', 100);
    expect(declined.status).toBe('DECLINED');

    await openSection(page, 'Fraud & Risk');
    await expect.poll(() => page.getByTestId('velocity-rule').innerText()).toContain('5 payments per customer in 10 minutes');
    const declines = page.getByRole('table', { name: 'Declines by reason' });
    await declines.waitFor();
    expect(await declines.getByRole('row', { name: /Insufficient funds/ }).innerText()).toMatch(/Insufficient funds\s+0\s+1\s+1/);
    // The blocked ranges load in their own request.
    await page.getByText('No card ranges are blocked').waitFor();

    await page.getByRole('textbox', { name: 'BIN prefix' }).fill('12');
    await page.getByRole('button', { name: 'Block prefix' }).click();
    expect(await page.locator('#bin-prefix-error').innerText()).toContain('Enter 4 to 8 digits');
    await page.getByRole('textbox', { name: 'BIN prefix' }).fill('411111');
    await page.getByRole('textbox', { name: 'Reason' }).fill('Card testing attack');
    await page.getByRole('button', { name: 'Block prefix' }).click();
    await expectToast(page, 'BIN blocked', 'BIN prefix 411111 blocked');
    await expect.poll(() => page.getByTestId('blocked-bin').innerText()).toContain('411111 Card testing attack');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Unblock 411111' }).click();
    await page.getByRole('dialog', { name: 'Unblock 411111?' }).getByRole('button', { name: 'Unblock' }).click();
    await expectToast(page, 'BIN unblocked');
    await page.getByText('No card ranges are blocked').waitFor();
  });
});

describe('contact submissions', () => {
  it('are listed newest first with every field, and a script in a message shows as text', async (ctx) => {
    await openSection(page, 'Contact Submissions');
    await page.getByText('No contact submissions yet').waitFor();

    const message = '<script>window.__pwned = true</script><b>Not bold</b>\nSecond line';
    const sent = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Sam',
        lastName: 'Taylor',
        email: 'sam.taylor@gateway.example',
        company: 'Example Payments Ltd',
        interestType: 'partnership',
        message,
      }),
    });
    // TODO(contact): POST /api/contact is built by another engineer; this part runs once it exists.
    if (sent.status === 404) ctx.skip();
    expect(sent.status).toBe(201);

    await page.reload();
    const entry = page.getByTestId('contact-submission').first();
    await entry.waitFor();
    const text = await entry.innerText();
    for (const part of ['Sam Taylor', 'sam.taylor@gateway.example', 'Example Payments Ltd', 'Gateway Partnership']) expect(text).toContain(part);
    expect(await entry.getByTestId('contact-message').innerText()).toBe('<script>window.__pwned = true</script><b>Not bold</b>\nSecond line');
    expect(await entry.locator('script, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('audit trail', () => {
  it('shows the settings change, the new admin, the password change and the BIN changes', async () => {
    await openSection(page, 'Audit Logs');
    const rows = page.getByTestId('audit-row');
    await rows.first().waitFor();
    const byAction = async (action: string) => {
      await page.getByLabel('Action').fill(action);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => rows.filter({ hasText: action }).count()).toBeGreaterThan(0);
      expect(await rows.filter({ hasNotText: action }).count()).toBe(0);
      return (await rows.allInnerTexts()).join('\n');
    };
    const settings = await byAction('settings.update');
    expect(settings).toContain('defaultFeePercent: 0.5 → 0.75');
    expect(settings).toContain('autoApproveEnabled: false → true');
    expect(settings).toContain(E2E_ADMIN.email);
    expect(await byAction('admin.create')).toContain('second-admin@smartsplit.test');
    expect(await byAction('admin.password.change')).toContain('second-admin@smartsplit.test');
    expect(await byAction('risk.blocked_bin.add')).toContain('411111');
    expect(await byAction('risk.blocked_bin.remove')).toContain('411111');

    await page.getByLabel('Action').fill('');
    await page.getByLabel('Actor email').fill('second-admin@smartsplit.test');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect((await rows.allInnerTexts()).every((row) => row.includes('second-admin@smartsplit.test'))).toBe(true);
  });
});
