import type { Page, Request } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { holdsFor } from '../test/support/helpers';
import { openSection, pay } from './page-helpers';
import { useBrowserSuite } from './suite';

/**
 * The admin date filters read and show dd/mm/yyyy in a browser whose locale is en-US (where a
 * native date input would show mm/dd/yyyy), refuse dates that do not exist on the field, and send
 * the API ISO yyyy-mm-dd as before.
 */

const suite = useBrowserSuite({ signIn: 'admin', context: { locale: 'en-US', timezoneId: 'America/New_York' } });
let page: Page;

beforeAll(async () => {
  const shop = await suite.signUpMerchant({ companyName: 'Dated Goods Ltd' });
  await pay(suite.app.baseUrl, shop.testSecret, 1_000, 'dates@shop.example');
});

beforeEach(() => {
  page = suite.page;
});

/** Every list request the page makes to `path` from now on. */
function watchRequests(path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

describe('date filters', () => {
  it('takes 31/12/2026 as typed and sends 2026-12-31; refuses 31/02/2026, 2026-12-31 and letters on the field without sending', async () => {
    await openSection(page, 'Transactions');
    await page.getByTestId('transaction-row').first().waitFor();
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    expect(await from.getAttribute('type')).toBe('text');
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    const requests = watchRequests('/api/admin/transactions');

    await from.fill('01/12/2026');
    await to.fill('31/12/2026');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/transactions');
    await page.getByRole('button', { name: 'Apply' }).click();
    const query = new URL((await sent).url()).searchParams;
    expect(query.get('from')).toBe('2026-12-01');
    expect(query.get('to')).toBe('2026-12-31');
    // The field keeps showing what was typed, in the UK order.
    expect(await to.inputValue()).toBe('31/12/2026');

    for (const [typed, message] of [
      ['31/02/2026', '31/02/2026 is not a date: that month has 28 days'],
      ['2026-12-31', 'Enter the date as dd/mm/yyyy, for example 31/12/2026'],
      ['soon', 'Enter the date as dd/mm/yyyy, for example 31/12/2026'],
    ] as const) {
      const before = requests.length;
      await to.fill(typed);
      await page.getByRole('button', { name: 'Apply' }).click();
      const error = page.locator('#tx-to-error');
      await expect.poll(() => error.textContent()).toBe(message);
      expect(await to.getAttribute('aria-invalid')).toBe('true');
      expect((await to.getAttribute('aria-describedby'))?.split(' ')).toContain('tx-to-error');
      await holdsFor(500, () => expect(requests.length).toBe(before));
    }
    // The form with its errors showing; a toast that may be fading in elsewhere is not what this checks.
    const axe = await new AxeBuilder({ page }).include('form[aria-label="Filter transactions"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Leaving a field with a bad date flags it at once; mending it clears the error.
    await from.fill('32/01/2026');
    await to.focus();
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await from.fill('1/1/2026');
    expect(await from.getAttribute('aria-invalid')).toBe('false');

    // From after To is refused too.
    await to.fill('01/01/2025');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('#tx-to-error').textContent()).toBe('The end date must be on or after the start date');

    // Reset clears the dates and the errors and lists everything again.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByTestId('transaction-row').filter({ hasText: 'dates@shop.example' }).waitFor();
    expect(await to.inputValue()).toBe('');
    expect(await page.locator('#tx-to-error').count()).toBe(0);
  });

  it('filters the audit log by UK dates, sent as ISO', async () => {
    await openSection(page, 'Audit Logs');
    await page.getByTestId('audit-row').first().waitFor();
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/audit-logs' && new URL(r.url()).searchParams.has('from'));
    await page.getByLabel('From', { exact: true }).fill('05/01/2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(new URL((await sent).url()).searchParams.get('from')).toBe('2026-01-05');
  });
});
