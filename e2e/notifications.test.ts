import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectToast, openSection, seriousAxeViolations, submitVerification } from './page-helpers';
import { responseJson, useBrowserSuite, type SignedUpMerchant } from './suite';

/** The bells in the admin top bar and the portal header, live from the stream, and the admin Notifications section. */

const suite = useBrowserSuite();
const { app } = suite;
let adminToken: string;

beforeAll(async () => {
  adminToken = await suite.adminToken();
});

const bell = (page: Page) => page.getByTestId('notification-bell');
const count = (page: Page) => page.getByTestId('notification-count');
const countText = (page: Page) =>
  count(page)
    .textContent({ timeout: 500 })
    .catch(() => null);

async function adminCall<T>(method: string, path: string, body?: unknown, expected = 200): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return responseJson<T>(response, expected, `${method} ${path}`);
}

async function documentsOf(merchant: SignedUpMerchant): Promise<{ id: string; documentType: string }[]> {
  const pending = await adminCall<{ verifications: { merchantId: string; documents: { id: string; documentType: string }[] }[] }>(
    'GET',
    '/api/admin/verifications/pending',
  );
  return pending.verifications.find((v) => v.merchantId === merchant.merchantId)!.documents;
}

describe('the admin bell', () => {
  it('counts a verification submitted while the panel is open, without a reload, and marks it read', async () => {
    const { page } = suite;
    await adminCall('POST', '/api/admin/notifications/read-all');
    await suite.signInAsAdmin();
    await bell(page).waitFor();
    expect(await count(page).count()).toBe(0);

    const merchant = await suite.signUpMerchant({ companyName: 'Bell Ringers Ltd' });
    await submitVerification(app.baseUrl, merchant);
    await expect.poll(() => countText(page), { timeout: 5000 }).toBe('1');
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread');

    await bell(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    const item = popover.getByTestId('notification-item').filter({ hasText: 'Verification submitted: Bell Ringers Ltd' });
    await item.waitFor();
    expect(await item.innerText()).toContain(merchant.merchantId);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await item.getByRole('button', { name: /^Mark read/ }).click();
    await expect.poll(() => count(page).count()).toBe(0);
    await expect.poll(() => item.getAttribute('data-unread')).toBe('false');

    // Following a notification's link opens the section it names.
    await item.getByRole('link', { name: 'Verification submitted: Bell Ringers Ltd' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Verification');
  });
});

describe('the Notifications section', () => {
  it('shows the history with filters, marks all read, and saves preferences', async () => {
    const { page } = suite;
    await suite.signInAsAdmin();
    const response = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Sam',
        lastName: 'Taylor',
        email: `sam-${Date.now()}@gateway.example`,
        company: 'Gateway Ltd',
        interestType: 'integration',
        message: 'Hello',
      }),
    });
    expect(response.status).toBe(201);
    await submitVerification(app.baseUrl, await suite.signUpMerchant({ companyName: 'History Ltd' }));

    await openSection(page, 'Notifications');
    const history = page.getByRole('list', { name: 'Notification history' });
    await history.getByText('Verification submitted: History Ltd').waitFor();
    await history.getByText('New Technical Integration enquiry').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Type').selectOption({ label: 'Contact enquiry' });
    await expect
      .poll(() => history.getByTestId('notification-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-type'))))
      .toEqual(['contact.enquiry_received']);

    await page.getByLabel('Type').selectOption({ label: 'All types' });
    await page.getByLabel('Unread only').check();
    await expect.poll(() => history.getByTestId('notification-item').count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('No notifications match these filters').waitFor();
    await expect.poll(() => count(page).count()).toBe(0);

    const email = page.getByLabel('Verification submitted: email');
    expect(await email.isChecked()).toBe(true);
    await email.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Preferences saved');
    const saved = await adminCall<{ preferences: { type: string; inApp: boolean; email: boolean }[] }>('GET', '/api/admin/notifications/preferences');
    expect(saved.preferences.find((p) => p.type === 'verification.submitted')).toMatchObject({ inApp: true, email: false });
  });
});

describe('the portal bell', () => {
  it('shows a merchant’s notifications, counts a rejection live, and marks all read', async () => {
    const { page } = suite;
    const merchant = await suite.signUpMerchant({ companyName: 'Portal Bell Ltd' });
    await submitVerification(app.baseUrl, merchant);
    const documents = await documentsOf(merchant);
    await suite.signInAsMerchant(merchant.token);
    await bell(page).waitFor();
    expect(await count(page).count()).toBe(0);

    // The reviewer rejects a document while the portal is open: the bell counts it without a reload.
    await adminCall('PATCH', `/api/admin/verifications/documents/${documents[0]!.id}`, { status: 'REJECTED', reviewNotes: 'Please send a clearer scan' });
    await expect.poll(() => countText(page), { timeout: 5000 }).toBe('2');

    await bell(page).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByText('Verification needs changes').waitFor();
    expect(await popover.getByTestId('notification-item').filter({ hasText: 'Please send a clearer scan' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await popover.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => count(page).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(`${app.baseUrl}/merchant-portal/security`);
    const preferences = page.getByRole('form', { name: 'Notification preferences' });
    await preferences.getByTestId('preference-row').first().waitFor();
    expect(await preferences.getByTestId('preference-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')))).toContain('document.rejected');
  });
});
