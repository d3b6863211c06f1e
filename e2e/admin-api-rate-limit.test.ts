import { describe, expect, it } from 'vitest';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { useBrowserSuite } from './suite';

/** A merchant's per-key API rate limit, seen and set from its details under Merchants, and enforced at once. */

const suite = useBrowserSuite({ signIn: 'admin' });
const { app } = suite;

/** Sends `n` requests with the key at once, at the start of a fresh second; how many were refused with 429. */
async function refusedOf(secret: string, n: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
  const answers = await Promise.all(
    Array.from({ length: n }, () => fetch(`${app.baseUrl}/api/merchant/transactions?limit=1`, { headers: { Authorization: `Bearer ${secret}` } })),
  );
  return answers.filter((r) => r.status === 429).length;
}

describe('the API rate limit in the merchant details', () => {
  it('shows the defaults, saves a merchant’s own limit that the API applies at once, and turns it off with 0', async () => {
    const merchant = await suite.signUpMerchant({ companyName: 'Gamma Rate Ltd' });
    const page = suite.page;
    await openSection(page, 'Merchants');
    await page.getByTestId('merchant-row').filter({ hasText: merchant.merchantId }).getByRole('button', { name: 'View Gamma Rate Ltd' }).click();
    const shown = page.getByTestId('api-rate-limit');
    await expect.poll(() => shown.innerText().catch(() => '')).toContain('Live keys: 100 a second · Test keys: 25 a second');
    expect(await shown.innerText()).toContain('(platform defaults)');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const field = page.getByLabel('Requests a second per key');
    await field.fill('2.5');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Enter a whole number from 0 (no limit)').waitFor();

    await field.fill('3');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expectToast(page, 'API rate limit saved', 'test keys: 3 a second');
    await expect.poll(() => shown.innerText()).toContain('Live keys: 3 a second · Test keys: 3 a second (set for this merchant)');
    expect(await refusedOf(merchant.testSecret, 6)).toBe(3);

    await field.fill('0');
    await page.getByRole('button', { name: 'Save limit' }).click();
    await expect.poll(() => shown.innerText()).toContain('Live keys: no limit · Test keys: no limit');
    expect(await refusedOf(merchant.testSecret, 40)).toBe(0);
    await page.keyboard.press('Escape');
  });
});
