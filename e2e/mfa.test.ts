import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/support/smtp-sink';
import { apiClient } from './api';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { E2E_ADMIN, failedLoad, mutationFailed, useBrowserSuite } from './suite';

/**
 * Two-factor sign-in as people use it: turning it on from the screens with a code an
 * authenticator app would show (computed here from the key the screen shows), then signing in
 * with the password and a code, or a recovery code.
 */

// Required enrolment is confirmed by an emailed link, read here from a real SMTP server on loopback.
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const suite = useBrowserSuite({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>' }) });
const { app } = suite;
let page: Page;
/** Recovery codes of the e2e admin that later tests may spend. */
const spareRecoveryCodes: string[] = [];

const api = apiClient(app);

beforeEach(() => {
  page = suite.page;
});

/** The app's code for the key, `steps` 30-second steps from now; the server accepts one step either side. */
function code(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Sets two-factor sign-in up in the panel on screen; returns the key and the recovery codes shown once. */
async function turnOn(): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = await page.getByTestId('mfa-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await page.getByRole('img', { name: 'QR code that adds SmartSplit to an authenticator app' }).isVisible()).toBe(true);
  await page.getByLabel('Code from the app', { exact: true }).fill(code(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expectToast(page, 'Two-factor sign-in is on');
  const list = page.getByTestId('recovery-codes');
  await list.waitFor();
  const recoveryCodes = (await list.locator('li').allInnerTexts()).map((text) => text.trim());
  expect(recoveryCodes).toHaveLength(10);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect.poll(() => page.getByTestId('mfa-status').innerText()).toContain('10 of 10 recovery codes left');
  return { secret, recoveryCodes };
}

describe('merchant portal', () => {
  // One retry: about one run in three, the reused code's field error never shows and the test waits out
  // its time. Under investigation; a second failure in a row still fails the run.
  it('turns two-factor sign-in on from the Security page, then signs in with the password and a code', { retry: 1 }, async () => {
    const merchant = await suite.signUpMerchant();
    await suite.signInAsMerchant(merchant.token, '/merchant-portal/security');
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await expect.poll(() => page.getByTestId('mfa-status').innerText()).toContain('off');

    const { secret } = await turnOn();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out');
    await page.goto(`${app.baseUrl}/merchant-portal`);
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(merchant.email);
    await page.getByLabel('Password').fill('Merchant-Pass-123');
    await page.getByRole('button', { name: 'Log in' }).click();

    // The password alone is not enough: the code step replaces the form.
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('merchantToken'))).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The code that turned it on has been spent: it is refused, next to the field.
    suite.allowConsoleErrors(
      failedLoad(401, '/api/merchant/mfa/verify'),
      mutationFailed('401: That code has already been used. Wait for the next code from your authenticator app.'),
    );
    await codeField.fill(code(secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect
      .poll(() =>
        page
          .locator('#login-mfa-code-error')
          .innerText({ timeout: 1_000 })
          .catch(() => ''),
      )
      .toContain('already been used');
    // The code the app shows next works.
    await codeField.fill(code(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectToast(page, 'Logged in successfully');
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('merchantToken'))).not.toBeNull();
  });
});

describe('admin panel', () => {
  it('turns two-factor sign-in on in Settings, clears the dashboard warning, and signs in with a recovery code', async () => {
    await suite.signInAsAdmin();
    // The only admin has no two-factor sign-in yet, and the dashboard says so from the data.
    await expect.poll(() => page.getByTestId('mfa-coverage-warning').innerText()).toContain('1 of 1 active admin signs in without two-factor sign-in');

    await openSection(page, 'Settings');
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    const { recoveryCodes } = await turnOn();

    await openSection(page, 'Dashboard');
    await page.getByText('Platform totals from stored data.').waitFor();
    await expect.poll(() => page.getByTestId('mfa-coverage-warning').count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
    await page.getByLabel('Authentication code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    await openSection(page, 'Settings');
    await expect.poll(() => page.getByTestId('mfa-status').innerText()).toContain('9 of 10 recovery codes left');
    spareRecoveryCodes.push(...recoveryCodes.slice(1));
  });

  it('sends an admin without two-factor sign-in to the enrolment screen while the platform requires it', async () => {
    // The e2e admin now signs in through the API with one of its recovery codes.
    const challenge = await api.json('POST', '/api/admin/auth/login', { body: E2E_ADMIN });
    const session = await api.json('POST', '/api/admin/auth/mfa/verify', { body: { mfaToken: challenge.mfaToken, code: spareRecoveryCodes.shift() } });
    const token = session.token as string;
    const newcomer = { email: 'newcomer@smartsplit.test', password: 'Newcomer-Passw0rd' };
    await api.json('POST', '/api/admin/admins', { token, body: newcomer }, 201);
    await api.json('PATCH', '/api/admin/settings', { token, body: { requireAdminMfa: true } });

    await page.goto(`${app.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(newcomer.email);
    await page.getByLabel('Password').fill(newcomer.password);
    await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
    // The password alone opens nothing: the set-up continues from the link emailed to the account.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Check your email' }).innerText()).toContain('emailed you a link');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    let link = '';
    await expect
      .poll(
        () => {
          const mail = sink.to(newcomer.email).find((m) => m.subject === 'Confirm setting up two-factor sign-in');
          link = /https?:\/\/\S+\/admin\/mfa-enrolment\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
          return link;
        },
        { timeout: 15_000 },
      )
      .not.toBe('');
    await page.goto(`${app.baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByRole('button', { name: 'Continue to set-up' }).click();
    await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
    // Nothing else of the panel is on screen until enrolment is done.
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = await page.getByTestId('mfa-secret').inputValue();
    await page.getByLabel('Code from the app', { exact: true }).fill(code(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByRole('button', { name: 'I have saved them: open the admin panel' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  });
});
