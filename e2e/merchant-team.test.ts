import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/support/smtp-sink';
import { apiClient } from './api';
import { expectToast, seriousAxeViolations } from './page-helpers';
import { failedLoad, useBrowserSuite } from './suite';

/**
 * Merchant teams on the built app: the portal's tabs, inviting from the Team page, accepting the
 * emailed link in another browser, changing a role and removing a member, and what each role sees.
 */

let sink: SmtpSink;

// Registered before the suite, so the sink is up when the server starts and closes after it stops.
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const suite = useBrowserSuite({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>' }) });
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

const PASSWORD = 'Member-Pass-123';
let seq = 0;
const memberEmail = (tag: string) => `${tag}${++seq}.${Date.now().toString(36)}@team-e2e.example`;

/** The accept link from the invitation email to this address, on this test server. */
async function invitationLink(email: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = sink.to(email).find((m) => m.subject.startsWith('You are invited to join'));
        found = mail ? /\/merchant-portal\/accept-invite\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] : undefined;
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return `${app.baseUrl}${found!}`;
}

const api = apiClient(app);

/** An owner's invitation accepted through the API: the new member's session token. */
async function memberThroughApi(ownerToken: string, role: string): Promise<{ token: string; email: string }> {
  const email = memberEmail(role.toLowerCase());
  await api.json('POST', '/api/merchant/team/invitations', { token: ownerToken, body: { email, role } }, 201);
  const token = new URL(await invitationLink(email)).searchParams.get('token')!;
  const accepted = await api.json<{ token: string }>(
    'POST',
    '/api/merchant/team/invitations/accept',
    { body: { token, firstName: 'Ana', lastName: 'Lyst', password: PASSWORD } },
    201,
  );
  return { token: accepted.token, email };
}

const tabs = (p: Page) => p.getByRole('navigation', { name: 'Portal sections' }).getByRole('link');

describe('the team', () => {
  it('an owner invites a developer, who joins from the emailed link; the owner changes the role and removes them', async () => {
    const owner = await suite.signUpMerchant({ companyName: 'Team Works Ltd' });
    await suite.signInAsMerchant(owner.token);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    // The Sandbox tab shows once the merchant's feature flags have loaded (portal-sandbox is on for everyone by default).
    await expect.poll(() => tabs(page).allInnerTexts()).toEqual(['Overview', 'Team', 'Developers', 'Sandbox', 'Payouts', 'Disputes', 'Billing', 'Security']);
    expect(await page.getByTestId('header-role').innerText()).toBe('Owner');

    await tabs(page).filter({ hasText: 'Team' }).click();
    await page.waitForURL(`${app.baseUrl}/merchant-portal/team`);
    await page.getByRole('heading', { name: 'Invite a team member' }).waitFor();
    expect(await tabs(page).filter({ hasText: 'Team' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByText('No pending invitations.').isVisible()).toBe(true);

    const email = memberEmail('dev');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Developer' }).click();
    expect(await page.getByText('Developer: API keys and developer tools, and payments.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation sent', email);
    const invitationRow = page.getByTestId('invitation-row').filter({ hasText: email });
    await invitationRow.waitFor();
    expect(await invitationRow.innerText()).toContain('Developer');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The invitee, in a browser of their own.
    const link = await invitationLink(email);
    const invitee = await (await suite.newContext()).newPage();
    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Join Team Works Ltd on SmartSplit' }).waitFor();
    // The token leaves the address bar once read.
    await expect.poll(() => invitee.url()).toBe(`${app.baseUrl}/merchant-portal/accept-invite`);
    const summary = await invitee.getByTestId('invitation-summary').innerText();
    expect(summary).toContain('Team Works Ltd');
    expect(summary).toContain('Developer');
    expect(await invitee.getByLabel('Email').inputValue()).toBe(email);
    expect(await seriousAxeViolations(invitee)).toEqual([]);

    await invitee.getByRole('button', { name: 'Join the team' }).click();
    await invitee.getByText('First name is required').waitFor();
    await invitee.getByLabel('First name').fill('Dee');
    await invitee.getByLabel('Last name').fill('Veloper');
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Confirm password').fill('Different-Pass-1');
    await invitee.getByRole('button', { name: 'Join the team' }).click();
    await invitee.getByText('The passwords do not match').waitFor();
    await invitee.getByLabel('Confirm password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Join the team' }).click();
    await expectToast(invitee, 'Welcome to Team Works Ltd', 'You have joined as Developer.');
    await invitee.waitForURL(`${app.baseUrl}/merchant-portal`);
    await invitee.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await invitee.getByText('Welcome back, Dee Veloper').isVisible()).toBe(true);
    expect(await invitee.getByTestId('header-role').innerText()).toBe('Developer');
    await expect.poll(() => tabs(invitee).allInnerTexts()).toEqual(['Overview', 'Developers', 'Sandbox', 'Security']);
    // A developer manages keys, but not verification.
    await invitee.getByRole('button', { name: 'Create test key' }).waitFor();
    expect(await invitee.getByText("Verification is handled by the account's owners and admins.", { exact: false }).count()).toBe(1);
    expect(await invitee.getByRole('link', { name: /Verification Process/ }).count()).toBe(0);
    await invitee.goto(`${app.baseUrl}/merchant-portal/team`);
    await invitee.getByRole('heading', { name: 'Team is not available to your role' }).waitFor();

    // The owner sees the new member, makes them an analyst, then removes them.
    await page.reload();
    const memberRow = page.getByTestId('team-member-row').filter({ hasText: email });
    await memberRow.waitFor();
    expect(await page.getByTestId('invitation-row').count()).toBe(0);
    await page.getByRole('button', { name: 'Change the role of Dee Veloper' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'New role' }).click();
    await page.getByRole('option', { name: 'Analyst' }).click();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await expectToast(page, 'Role changed', 'Dee Veloper is now Analyst.');
    await expect.poll(() => memberRow.innerText()).toContain('Analyst');

    // The change applies to the member's next request: no key actions for an analyst.
    await invitee.goto(`${app.baseUrl}/merchant-portal`);
    await invitee.getByText('API keys are managed by', { exact: false }).waitFor();
    expect(await invitee.getByTestId('header-role').innerText()).toBe('Analyst');
    expect(await invitee.getByRole('button', { name: /Create (test|live) key/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Remove Dee Veloper' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click();
    await expectToast(page, 'Member removed', 'Dee Veloper no longer has access.');
    await expect.poll(() => memberRow.count()).toBe(0);

    // The removed member's session has ended: the portal falls back to sign-in.
    suite.allowConsoleErrors(failedLoad(401, '/api/merchant/me'));
    await invitee.reload();
    await invitee.getByRole('tab', { name: 'Sign Up' }).waitFor();
    expect(await invitee.evaluate(() => localStorage.getItem('merchantToken'))).toBeNull();
    expect(sink.to(email).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Your role at Team Works Ltd is now Analyst', 'You have been removed from Team Works Ltd on SmartSplit']),
    );
  });

  it('an analyst sees payments but no key-creation buttons, no Team tab and no verification wizard', async () => {
    const owner = await suite.signUpMerchant({ companyName: 'Read Only Ltd' });
    const analyst = await memberThroughApi(owner.token, 'ANALYST');
    await suite.signInAsMerchant(analyst.token);
    await page.getByRole('heading', { name: 'Account Details' }).waitFor();
    expect(await page.getByTestId('account-role').innerText()).toBe('Analyst');
    expect(await tabs(page).allInnerTexts()).toEqual(['Overview', 'Security']);
    await page.getByText('API keys are managed by owner, admin and developer members.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /Create (test|live) key|Roll|Revoke/ }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(`${app.baseUrl}/merchant-verification`);
    await page.getByRole('heading', { name: 'Ask an owner or admin to verify the business' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Business Details' }).count()).toBe(0);
  });

  it('the Security tab opens for every role, and /merchant leads to the portal', async () => {
    const owner = await suite.signUpMerchant();
    const developer = await memberThroughApi(owner.token, 'DEVELOPER');
    await suite.signInAsMerchant(developer.token, '/merchant');
    await page.waitForURL(`${app.baseUrl}/merchant-portal`);
    await tabs(page).filter({ hasText: 'Security' }).click();
    await page.waitForURL(`${app.baseUrl}/merchant-portal/security`);
    await expect.poll(() => tabs(page).filter({ hasText: 'Security' }).getAttribute('aria-current')).toBe('page');
    await page.goto(`${app.baseUrl}/merchant-portal/nowhere`);
    await page.getByRole('heading', { name: 'There is no portal page at this address' }).waitFor();
  });

  it('a used or forged invitation link says so, and a page opened without one asks for it', async () => {
    suite.allowConsoleErrors(failedLoad(400, '/api/merchant/team/invitations/lookup'));
    await page.goto(`${app.baseUrl}/merchant-portal/accept-invite?token=${'A'.repeat(43)}`);
    await page.getByText('This invitation link is not valid', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Join the team' }).count()).toBe(0);

    await page.goto(`${app.baseUrl}/merchant-portal/accept-invite`);
    await page.getByText('This page needs the link from your invitation email.').waitFor();
  });
});
