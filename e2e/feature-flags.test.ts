import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { failedLoad, mutationFailed, responseJson, useBrowserSuite } from './suite';

/** The admin Feature Flags section, and the portal following the flags set there. */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

const flagItem = (key: string) => page.getByTestId('feature-flag').filter({ has: page.getByText(key, { exact: true }) });

async function patchFlag(key: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${app.baseUrl}/api/admin/feature-flags/${key}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${await suite.adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await responseJson(response, 200, `PATCH flag ${key}`);
}

describe('admin Feature Flags', () => {
  it('creates a flag with an allow list, edits its percentage, and deletes it after confirming; each shows its on-for count', async () => {
    const merchant = await suite.signUpMerchant({ companyName: 'Flagged Ltd' });
    await openSection(page, 'Feature Flags');
    await flagItem('self-service-live-keys').waitFor();
    await flagItem('portal-sandbox').getByText('Used by the product').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New flag' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Key', { exact: true }).fill('Bad Key');
    await dialog.getByLabel('Description', { exact: true }).fill('Reports beta for early merchants');
    await dialog.getByRole('button', { name: 'Create flag' }).click();
    await dialog.getByText('key must be kebab-case', { exact: false }).waitFor();

    // A well-formed id that no merchant has: the server refuses it, and the form shows why on the field.
    await dialog.getByLabel('Key', { exact: true }).fill('reports-beta');
    await dialog.getByLabel('Always on for').fill('mch_ZZZZZZZZZZZZZZZZ');
    suite.allowConsoleErrors(failedLoad(400, '/api/admin/feature-flags'), mutationFailed('400: allowMerchantIds: no merchant has the id mch_ZZZZZZZZZZZZZZZZ'));
    await dialog.getByRole('button', { name: 'Create flag' }).click();
    await dialog.getByText('no merchant has the id mch_ZZZZZZZZZZZZZZZZ').waitFor();
    expect(await dialog.getByLabel('Always on for').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('On (for the rollout percentage below)').check();
    await dialog.getByLabel('Rollout percentage', { exact: true }).fill('0');
    await dialog.getByLabel('Always on for').fill(merchant.merchantId);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create flag' }).click();
    await expectToast(page, 'Flag saved', 'reports-beta');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const item = flagItem('reports-beta');
    await item.getByText('On · 0%').waitFor();
    await item.getByText('1 always on', { exact: false }).waitFor();
    expect(await item.getByTestId('flag-on-for').innerText()).toMatch(/^On for 1 of \d+ merchants$/);

    await item.getByRole('button', { name: 'Edit reports-beta' }).click();
    expect(await dialog.getByLabel('Rollout percentage', { exact: true }).inputValue()).toBe('0');
    await dialog.getByLabel('Rollout percentage', { exact: true }).fill('100');
    expect(await dialog.getByLabel('Rollout percentage slider').inputValue()).toBe('100');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Flag saved', 'reports-beta updated');
    await item.getByText('On · 100%').waitFor();
    const onFor = await item.getByTestId('flag-on-for').innerText();
    const [, on, total] = /^On for (\d+) of (\d+) merchants$/.exec(onFor) ?? [];
    expect(on).toBe(total);

    await item.getByRole('button', { name: 'Delete reports-beta' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('A deleted flag is off for every merchant.').waitFor();
    await confirm.getByRole('button', { name: 'Delete flag' }).click();
    await expectToast(page, 'Flag deleted', 'reports-beta');
    await expect.poll(() => flagItem('reports-beta').count()).toBe(0);
    // The other flags are untouched.
    await expect.poll(() => flagItem('portal-sandbox').count()).toBe(1);
  });
});

describe('the portal follows the flags', () => {
  it('hides the Sandbox tab and explains LIVE keys for a merchant the flags are off for, and shows both to another', async () => {
    const off = await suite.signUpMerchant({ companyName: 'Not Yet Ltd' });
    const on = await suite.signUpMerchant({ companyName: 'Early Ltd' });
    await patchFlag('portal-sandbox', { denyMerchantIds: [off.merchantId] });
    await patchFlag('self-service-live-keys', { denyMerchantIds: [off.merchantId] });

    const tabs = () => page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link');
    await suite.signInAsMerchant(off.token);
    await page.getByText('cannot be created from the portal for your account yet', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Create live key' }).isDisabled()).toBe(true);
    expect(await tabs().allInnerTexts()).toEqual(['Overview', 'Team', 'Developers', 'Payouts', 'Disputes', 'Billing', 'Security']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`${app.baseUrl}/merchant-portal/sandbox`);
    await page.getByText('Sandbox is not available to your account yet').waitFor();

    await page.evaluate(() => localStorage.removeItem('merchantToken'));
    await suite.signInAsMerchant(on.token);
    await page.getByText('Live keys need an active account', { exact: false }).waitFor();
    expect(await page.getByText('cannot be created from the portal', { exact: false }).count()).toBe(0);
    await expect.poll(() => tabs().allInnerTexts()).toEqual(['Overview', 'Team', 'Developers', 'Sandbox', 'Payouts', 'Disputes', 'Billing', 'Security']);

    // Turned back on, the first merchant sees the tab on its next visit.
    await patchFlag('portal-sandbox', { denyMerchantIds: [] });
    await page.evaluate(() => localStorage.removeItem('merchantToken'));
    await suite.signInAsMerchant(off.token);
    await expect.poll(() => tabs().allInnerTexts()).toEqual(['Overview', 'Team', 'Developers', 'Sandbox', 'Payouts', 'Disputes', 'Billing', 'Security']);
  });
});
