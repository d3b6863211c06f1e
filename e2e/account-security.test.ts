import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/support/smtp-sink';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { apiClient } from './api';
import { failedLoad, mutationFailed, useBrowserSuite } from './suite';

/**
 * Password reset from both sign-in pages (the link read from the mail a real SMTP server on
 * loopback received), the portal's Security page and the admin Sessions card.
 */

const NEW_PASSWORD = 'Reset-In-Browser-9';
const OTHER_DEVICE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let sink: SmtpSink;
let page: Page;

// Registered before the suite, so the sink is up when the server starts and closes after it stops.
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const suite = useBrowserSuite({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>' }) });
const { app } = suite;

beforeEach(() => {
  page = suite.page;
});

const api = apiClient(app);

/** The link in the newest reset email to the address, as the mail server received it. */
async function resetLink(address: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = sink
          .to(address)
          .filter((m) => m.subject === 'Reset your SmartSplit password')
          .at(-1);
        link = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  // The server's PUBLIC_URL names the same server the browser talks to.
  return `${app.baseUrl}${new URL(link).pathname}${new URL(link).search}`;
}

async function awaitMail(address: string, subject: string): Promise<void> {
  await expect.poll(() => sink.to(address).some((m) => m.subject === subject), { timeout: 15_000 }).toBe(true);
}

async function chooseNewPassword(link: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).waitFor();
  // The token leaves the address bar once read.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'Password reset', 'Sign in with your new password');
}

describe('merchant password reset', () => {
  it('asks from the login form, sets the new password from the emailed link, and signs in with it', async () => {
    const merchant = await suite.signUpMerchant({ companyName: 'Forgetful Figs Ltd' });
    await page.goto(`${app.baseUrl}/merchant-portal`);
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Email').fill(merchant.email);
    await dialog.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toContain('If an account exists for that email address');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();

    // An unknown address gets the very same confirmation.
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByLabel('Email').fill('nobody-here@portal-e2e.example');
    await dialog.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toContain('If an account exists for that email address');
    await page.keyboard.press('Escape');

    await chooseNewPassword(await resetLink(merchant.email, '/merchant-portal/reset-password'));
    await page.waitForURL(`${app.baseUrl}/merchant-portal`);
    // The old session ended with the reset.
    expect((await api.send('GET', '/api/merchant/me', { token: merchant.token })).status).toBe(401);
    expect(await page.getByRole('tab', { name: 'Log In' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('#login-email').fill(merchant.email);
    await page.locator('#login-password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectToast(page, 'Logged in successfully');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await awaitMail(merchant.email, 'Your SmartSplit password was changed');
    expect(sink.to('nobody-here@portal-e2e.example')).toHaveLength(0);
  });

  it('says plainly when a link is used or forged, and offers a new one', async () => {
    suite.allowConsoleErrors(
      failedLoad(400, '/api/merchant/password-reset/confirm'),
      mutationFailed('400: This reset link is invalid, has been used or has expired. Ask for a new one.'),
    );
    await page.goto(`${app.baseUrl}/merchant-portal/reset-password?token=${'A'.repeat(43)}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('This reset link is invalid, has been used or has expired');
    expect(await page.getByRole('button', { name: 'Forgot your password?' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('portal Security page', () => {
  it('lists the sessions, signs out another device, and changes the password keeping this one', async () => {
    const merchant = await suite.signUpMerchant({ companyName: 'Careful Cobnuts Ltd' });
    const login = await api.send('POST', '/api/merchant/login', {
      body: { email: merchant.email, password: 'Merchant-Pass-123' },
      headers: { 'User-Agent': OTHER_DEVICE },
    });
    expect(login.status).toBe(200);
    const phone = login.json.token as string;

    await suite.signInAsMerchant(merchant.token, '/merchant-portal/security');
    const sessions = page.getByTestId('sessions-card');
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(2);
    const current = sessions.locator('[data-testid="session-row"][data-current="true"]');
    expect(await current.innerText()).toContain('This device');
    const other = sessions.locator('[data-testid="session-row"][data-current="false"]');
    expect(await other.innerText()).toContain('Safari on iPhone');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await other.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await expectToast(page, 'Signed out', 'Session signed out');
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);
    expect((await api.send('GET', '/api/merchant/me', { token: phone })).status).toBe(401);
    expect(await sessions.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true);

    // A third device, then a new password: it is signed out, this browser is not.
    const tablet = (await api.send('POST', '/api/merchant/login', { body: { email: merchant.email, password: 'Merchant-Pass-123' } })).json.token as string;
    suite.allowConsoleErrors(failedLoad(400, '/api/merchant/password'), mutationFailed('400: Current password is incorrect'));
    await page.getByLabel('Current password').fill('Not-My-Passw0rd');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password not changed', 'Current password is incorrect');
    expect(await page.locator('#portal-current-password-error').innerText()).toContain('Current password is incorrect');

    await page.getByLabel('Current password').fill('Merchant-Pass-123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed', 'other sessions have been signed out');
    expect((await api.send('GET', '/api/merchant/me', { token: tablet })).status).toBe(401);
    expect((await api.send('GET', '/api/merchant/me', { token: merchant.token })).status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('session-row').count()).toBe(1);
    await awaitMail(merchant.email, 'Your SmartSplit password was changed');
  });
});

describe('admin', () => {
  it('resets a forgotten admin password from the login page', async () => {
    const email = `reset-${Date.now().toString(36)}@smartsplit.test`;
    const token = await suite.adminToken();
    await api.json('POST', '/api/admin/admins', { token, body: { email, password: 'Original-Admin-Pass-1' } }, 201);
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    // Starts from the address already typed.
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await dialog.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toContain('If an account exists for that email address');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await chooseNewPassword(await resetLink(email, '/admin/reset-password'));
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('Settings lists the admin sessions, signs out another one and then every other one', async () => {
    await suite.signInAsAdmin();
    const ua = { headers: { 'User-Agent': OTHER_DEVICE } };
    const phone = (await api.send('POST', '/api/admin/auth/login', { body: { email: 'e2e-admin@smartsplit.test', password: 'E2e-Admin-Passw0rd' }, ...ua }))
      .json.token as string;
    const laptop = await suite.adminToken();
    await openSection(page, 'Settings');
    const sessions = page.getByTestId('sessions-card');
    await expect.poll(() => sessions.locator('[data-testid="session-row"][data-current="true"]').count()).toBe(1);
    const phoneSid = JSON.parse(Buffer.from(phone.split('.')[1]!, 'base64url').toString()).sid as string;
    expect(await sessions.getByTestId('session-row').count()).toBeGreaterThanOrEqual(3);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The phone's row is the Safari one; sign it out.
    await sessions
      .getByRole('button', { name: /^Sign out Safari on iPhone/ })
      .first()
      .click();
    await expectToast(page, 'Signed out', 'Session signed out');
    expect((await api.send('GET', '/api/admin/auth/me', { token: phone })).status).toBe(401);
    const listed = await api.send('GET', '/api/admin/auth/sessions', { token: laptop });
    expect(listed.json.sessions.map((s: { id: string }) => s.id)).not.toContain(phoneSid);

    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expectToast(page, 'Signed out everywhere else');
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);
    expect((await api.send('GET', '/api/admin/auth/me', { token: laptop })).status).toBe(401);
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });
});
