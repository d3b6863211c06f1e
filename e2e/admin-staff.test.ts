import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/support/smtp-sink';
import { apiClient } from './api';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { E2E_ADMIN, useBrowserSuite } from './suite';

/** The Staff card of Settings: invitations, role changes and deactivation, and what each role then sees. */

let sink: SmtpSink;
let page: Page;

// Registered before the suite, so the sink is up when the server starts and closes after it stops.
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const suite = useBrowserSuite({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>' }), signIn: 'admin' });
const { app } = suite;

beforeEach(() => {
  page = suite.page;
});

const staffCard = () => page.getByRole('heading', { name: 'Staff', exact: true });
const staffRow = (email: string) => page.getByTestId('staff-row').filter({ hasText: email });

const api = apiClient(app);

/**
 * The link in the one invitation email to the address, once the outbox has sent it, on this test
 * server (PUBLIC_URL is not set, so the email names port 0).
 */
async function invitationLink(email: string): Promise<string> {
  await expect.poll(() => sink.to(email).length, { timeout: 15_000 }).toBe(1);
  const path = /https?:\/\/[^/\s]+(\/admin\/accept-invite\?token=[A-Za-z0-9_-]+)/.exec(sink.to(email)[0]!.text)?.[1];
  if (!path) throw new Error(`No invitation link in the email to ${email}`);
  return `${app.baseUrl}${path}`;
}

describe('staff', () => {
  it('a super admin invites an operations admin, who accepts and sees only the operations sections', async () => {
    const email = 'ops-invitee@smartsplit.test';
    await openSection(page, 'Settings');
    await staffCard().waitFor();
    await expect.poll(() => staffRow(E2E_ADMIN.email).innerText()).toContain('(you)');
    expect(await page.getByTestId('admin-role').innerText()).toBe('Super admin');

    await page.getByLabel('Address to invite').fill(email);
    await page.locator('#invite-role').selectOption('OPERATIONS');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation sent', email);
    await expect.poll(() => page.getByTestId('staff-invitation').filter({ hasText: email }).innerText()).toContain('as Operations');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The invitee, in a browser of their own.
    const invitee = await (await suite.newContext()).newPage();
    await invitee.goto(await invitationLink(email));
    await expect.poll(() => invitee.getByTestId('invitation-summary').innerText()).toContain('You are invited as Operations');
    expect(invitee.url()).toBe(`${app.baseUrl}/admin/accept-invite`);
    expect(await invitee.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await seriousAxeViolations(invitee)).toEqual([]);
    await invitee.getByLabel('Password', { exact: true }).fill('Invited-Ops-Pass-1');
    await invitee.getByLabel('Confirm password').fill('Invited-Ops-Pass-2');
    await invitee.getByRole('button', { name: 'Accept and sign in' }).click();
    expect(await invitee.locator('#invite-confirm-password-error').innerText()).toBe('The passwords do not match');
    await invitee.getByLabel('Confirm password').fill('Invited-Ops-Pass-1');
    await invitee.getByRole('button', { name: 'Accept and sign in' }).click();
    await invitee.waitForURL(`${app.baseUrl}/admin`);
    await expectToast(invitee, 'Welcome to SmartSplit', 'Operations');

    const sidebar = invitee.locator('aside').getByRole('navigation', { name: 'Admin sections' });
    await sidebar.getByRole('link', { name: 'Merchants', exact: true }).waitFor({ state: 'attached' });
    const links = await sidebar.getByRole('link').allTextContents();
    for (const shown of [
      'Dashboard',
      'Merchants',
      'Business Verification',
      'Transactions',
      'Email Merchants',
      'Contact Submissions',
      'API Management',
      'Feature Flags',
      'Settings',
    ])
      expect(links).toContain(shown);
    for (const hidden of ['Audit Logs', 'Disputes', 'Compliance', 'Payouts', 'Commission', 'Invoicing']) expect(links).not.toContain(hidden);
    expect(await invitee.getByTestId('admin-role').innerText()).toBe('Operations');

    // Settings without the staff card or the create form; a hidden section's address says why it is closed.
    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click();
    await invitee.getByRole('heading', { name: 'Platform settings' }).waitFor();
    expect(await invitee.getByRole('heading', { name: 'Staff', exact: true }).count()).toBe(0);
    expect(await invitee.getByRole('heading', { name: 'Create an admin' }).count()).toBe(0);
    expect(await invitee.getByTestId('settings-access').innerText()).toBe('Your role can read these settings but not change them.');
    expect(await invitee.getByRole('button', { name: 'Save Settings' }).count()).toBe(0);

    await invitee.goto(`${app.baseUrl}/admin/audit-logs`);
    await invitee.getByText('Your role cannot open this section').waitFor();
    expect(await invitee.getByTestId('section-not-allowed').innerText()).toContain(
      'Audit Logs is open to Super admin, Compliance; you are signed in as Operations',
    );
    expect(await seriousAxeViolations(invitee)).toEqual([]);

    // Inside a section it may open, the role sees no action it would be refused.
    await invitee.goto(`${app.baseUrl}/admin/fraud-risk`);
    await invitee.getByRole('heading', { name: 'Blocked card ranges (BINs)' }).waitFor();
    expect(await invitee.getByRole('button', { name: 'Block prefix' }).count()).toBe(0);

    // Back on the super admin's page, the invitation has become a member of staff.
    await page.reload();
    await expect.poll(() => staffRow(email).innerText()).toContain('Active');
    expect(await page.getByTestId('staff-invitation').filter({ hasText: email }).count()).toBe(0);
  });

  it('a super admin changes a role and deactivates an admin, whose session ends at once', async () => {
    const email = 'staff-target@smartsplit.test';
    const boss = await suite.adminToken();
    await api.json('POST', '/api/admin/admins', { token: boss, body: { email, password: 'Staff-Target-Pass-1', role: 'SUPPORT' } }, 201);
    const target = await api.json<{ token: string }>('POST', '/api/admin/auth/login', { body: { email, password: 'Staff-Target-Pass-1' } });

    await openSection(page, 'Settings');
    await expect.poll(() => staffRow(email).innerText()).toContain('Active');
    await page.getByLabel(`Role of ${email}`).selectOption('FINANCE');
    const roleDialog = page.getByRole('dialog', { name: `Make ${email} Finance?` });
    await roleDialog.getByRole('button', { name: 'Change role' }).click();
    await expectToast(page, 'Role changed', `${email} is now Finance`);
    await expect.poll(() => page.getByLabel(`Role of ${email}`).inputValue()).toBe('FINANCE');
    expect((await api.json<{ admin: { role: string } }>('GET', '/api/admin/auth/me', { token: target.token })).admin.role).toBe('FINANCE');

    expect(await page.getByRole('button', { name: `Send password reset to ${email}` }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Send password reset to ${E2E_ADMIN.email}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Deactivate ${email}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${email}?` })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, 'Admin deactivated', `${email} is deactivated`);
    await expect.poll(() => staffRow(email).innerText()).toContain('Deactivated');
    await api.json('GET', '/api/admin/auth/me', { token: target.token }, 401);
    expect(await page.getByRole('button', { name: `Deactivate ${E2E_ADMIN.email}` }).count()).toBe(0);

    await page.getByRole('button', { name: `Reactivate ${email}` }).click();
    await expectToast(page, 'Admin reactivated');
    await expect.poll(() => staffRow(email).innerText()).toContain('Active');
    await api.json('POST', '/api/admin/auth/login', { body: { email, password: 'Staff-Target-Pass-1' } });
  });
});
