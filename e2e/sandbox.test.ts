import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSection, seriousAxeViolations } from './page-helpers';
import { failedLoad, mutationFailed, responseJson, useBrowserSuite } from './suite';

/**
 * The payment Sandbox on the built app: the portal's Sandbox tab and the admin Sandbox section share
 * one wallet builder; a run shows the split as a chart with the explanation table, and stores nothing.
 */

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

const card = (n: number) => page.getByRole('group', { name: new RegExp(`^Card ${n}\\b`) });

async function run(): Promise<void> {
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await page.getByTestId('simulation-result').waitFor();
}

/** The explanation table's rows, one text per card. */
async function explanationRows(): Promise<string[]> {
  return page.getByTestId('explanation-table').locator('tbody tr').allInnerTexts();
}

describe('portal Sandbox', () => {
  it('builds a wallet, runs it, and shows the chart and the explanation, storing nothing', async () => {
    const merchant = await suite.signUpMerchant();
    await suite.signInAsMerchant(merchant.token, '/merchant-portal/sandbox');
    await page.getByRole('button', { name: 'Run simulation' }).waitFor();

    // The first built-in scenario is loaded; add a third card with a category rate and a cap.
    await expect.poll(() => page.getByTestId('wallet-card').count()).toBe(2);
    await page.getByRole('button', { name: 'Add a card' }).click();
    const third = card(3);
    await third.getByLabel('Brand').selectOption('MASTERCARD');
    await third.getByLabel('Last 4 digits').fill('5100');
    await third.getByLabel('Available (£)').fill('40');
    await third.getByLabel('Base reward rate (%)').fill('0.5');
    await third.getByRole('button', { name: 'Add a category rate' }).click();
    await third.getByLabel('Category 1', { exact: true }).fill('groceries');
    await third.getByLabel('Category 1 rate (%)').fill('5');
    await third.getByLabel('Reward cap (£)').fill('1');
    await page.getByLabel('Amount (£)').fill('150');
    await run();

    await expect.poll(() => page.getByRole('heading', { name: /The payment would complete/ }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('split-chart').locator('svg .recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const rows = await explanationRows();
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('MASTERCARD •••• 5100');
    expect(rows[2]).toContain('5% (category rate)');
    expect(rows[2]).toContain('Cap £1.00, reached at £20.00');
    expect(await page.getByTestId('comparison-table').innerText()).toContain('Best single card');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Remove a card and run again: the table follows the wallet.
    await page.getByRole('button', { name: 'Remove Card 3' }).click();
    await run();
    await expect.poll(async () => (await explanationRows()).length).toBe(2);

    // A saved scenario comes back after a reload, from this browser's storage.
    await page.getByLabel('Save as').fill('Two cards');
    await page.getByRole('button', { name: 'Save scenario' }).click();
    await page.getByText('Saved “Two cards” in this browser.').waitFor();
    await page.reload();
    await page.getByLabel('Start from a scenario').selectOption('s:Two cards');
    await page.getByText('Loaded “Two cards”.').waitFor();
    await expect.poll(() => page.getByTestId('wallet-card').count()).toBe(2);

    // Nothing was stored: the merchant still has no test payments.
    const list = await responseJson<{ transactions: unknown[] }>(
      await fetch(`${app.baseUrl}/api/merchant/portal/transactions?mode=test`, { headers: { Authorization: `Bearer ${merchant.token}` } }),
      200,
      'portal transactions',
    );
    expect(list.transactions).toEqual([]);
  });

  it('shows a declined payment and why, and the server refusal of a bad body on its field', async () => {
    const merchant = await suite.signUpMerchant();
    await suite.signInAsMerchant(merchant.token, '/merchant-portal/sandbox');
    await page.getByLabel('Amount (£)').fill('5000');
    await run();
    await page.getByRole('heading', { name: /The payment would be declined/ }).waitFor();

    const message = 'amount must be between 100 and 100000000 minor units';
    suite.allowConsoleErrors(failedLoad(400, '/api/merchant/sandbox/simulate'), mutationFailed(`400: ${message}`));
    await page.getByLabel('Amount (£)').fill('0.50');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await expect.poll(() => page.getByTestId('simulation-error').textContent()).toBe(message);
    expect(await page.getByLabel('Amount (£)').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('admin Sandbox', () => {
  it('runs a built-in scenario on the platform settings and explains the declined card', async () => {
    await suite.signInAsAdmin();
    await openSection(page, 'Sandbox');
    await page.getByLabel('Start from a scenario').selectOption('b:Travel across three cards, one expired');
    await page.getByText('Loaded “Travel across three cards, one expired”.').waitFor();
    await run();
    await page.getByRole('heading', { name: /The payment would complete/ }).waitFor();
    await expect.poll(() => page.getByTestId('split-chart').locator('svg .recharts-bar-rectangle').count()).toBe(2);
    const rows = await explanationRows();
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('Set aside: expired');
    expect(rows[0]).toContain('4% (category rate)');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
