import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSection, seriousAxeViolations } from './page-helpers';
import { responseJson, useBrowserSuite } from './suite';

/**
 * Declining a card in the Sandbox: "Decline this card" on a leg of the result, or the form's
 * select, runs the body again and shows the re-split's legs and the reward lost, storing nothing.
 * The figures are the README's worked example (the built-in "Four cards" scenario).
 */

const suite = useBrowserSuite();
const { app } = suite;
let page: Page;

beforeEach(() => {
  page = suite.page;
});

const SCENARIO = 'b:Four cards, for a declined card';

async function loadScenario(): Promise<void> {
  await page.getByLabel('Start from a scenario').selectOption(SCENARIO);
  await page.getByText('Loaded “Four cards, for a declined card”.').waitFor();
}

async function run(): Promise<void> {
  await page.getByRole('button', { name: 'Run simulation' }).click();
  await page.getByTestId('simulation-result').waitFor();
}

const resplitRows = () => page.getByTestId('resplit-table').locator('tbody tr').allInnerTexts();

describe('portal Sandbox: a declined card', () => {
  it('declines a leg of the result and shows its re-split and the reward lost, storing nothing', async () => {
    const merchant = await suite.signUpMerchant();
    await suite.signInAsMerchant(merchant.token, '/merchant-portal/sandbox');
    await page.getByRole('button', { name: 'Run simulation' }).waitFor();
    await loadScenario();
    await run();
    await page.getByRole('heading', { name: /The payment would complete/ }).waitFor();
    expect(await page.getByTestId('resplit-result').count()).toBe(0);
    // Three legs, each offering a decline; the unused fourth card offers none.
    expect(await page.getByRole('button', { name: /^Decline this card/ }).count()).toBe(3);

    await page.getByRole('button', { name: 'Decline this card: AMEX •••• 0005' }).click();
    await page.getByTestId('resplit-result').waitFor();
    await page.getByRole('heading', { name: /If AMEX •••• 0005 is declined/ }).waitFor();
    expect(await page.getByTestId('reward-lost').innerText()).toBe('Reward lost: £1.45');
    expect(await page.getByTestId('resplit-result').innerText()).toContain('Re-split covers it');
    const rows = await resplitRows();
    expect(rows.map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      'VISA •••• 4242 Stands £120.00 £3.60',
      'VISA •••• 1111 Stands £80.00 £0.80',
      'VISA •••• 2222 New leg £90.00 £0.45',
      'VISA •••• 1111 New leg £10.00 £0.10',
    ]);
    // The form's select follows the choice, so a re-run keeps the decline.
    expect(await page.getByLabel('Decline a card').inputValue()).toBe('card_b');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A card the split leaves out: its decline changes nothing.
    await page.getByLabel('Decline a card').selectOption({ label: 'Card 4: VISA •••• 2222' });
    await run();
    await page.getByTestId('resplit-none').waitFor();
    expect(await page.getByTestId('resplit-result').count()).toBe(0);

    const list = await responseJson<{ transactions: unknown[] }>(
      await fetch(`${app.baseUrl}/api/merchant/portal/transactions?mode=test`, { headers: { Authorization: `Bearer ${merchant.token}` } }),
      200,
      'portal transactions',
    );
    expect(list.transactions).toEqual([]);
  });
});

describe('admin Sandbox: a decline nothing covers', () => {
  it('shows that the payment would fail when the other cards cannot take the shortfall', async () => {
    await suite.signInAsAdmin();
    await openSection(page, 'Sandbox');
    await loadScenario();
    // Without the fourth card, card 3 has only £10.00 left for card 2's £100.00.
    await page.getByRole('button', { name: 'Remove Card 4' }).click();
    await page.getByLabel('Decline a card').selectOption({ label: 'Card 2: AMEX •••• 0005' });
    await run();
    await page.getByTestId('resplit-result').waitFor();
    const text = await page.getByTestId('resplit-result').innerText();
    expect(text).toContain('Payment would FAIL');
    expect(text).toContain('LEG_DECLINED');
    expect(await page.getByTestId('reward-lost').innerText()).toBe('Reward lost: £6.40');
    expect((await resplitRows()).every((r) => r.includes('Voided'))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
