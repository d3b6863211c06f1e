import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DOCUMENT_TYPES } from '@contract/verification';
import { tinyPdf, VALID_GB_DETAILS } from '../test/support/factories';
import { responseJson, type SignedUpMerchant } from './suite';

/** Shared steps for the browser tests (toasts, axe, navigation, verification, payments). All data goes through the real API; sign-in lives in suite.ts. */

export { DOCUMENT_TYPES };

/** Business details, five tiny PDFs and finalize: the merchant's whole verification through the merchant API. */
export async function submitVerification(baseUrl: string, merchant: SignedUpMerchant): Promise<void> {
  const auth = { Authorization: `Bearer ${merchant.token}` };
  await responseJson(
    await fetch(`${baseUrl}/api/merchant/verification/submit`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(VALID_GB_DETAILS),
    }),
    200,
    'verification details',
  );
  for (const documentType of DOCUMENT_TYPES) {
    const form = new FormData();
    form.append('documentType', documentType);
    form.append('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), `${documentType.toLowerCase()}.pdf`);
    await responseJson(
      await fetch(`${baseUrl}/api/merchant/verification/documents`, { method: 'POST', headers: auth, body: form }),
      201,
      `upload ${documentType}`,
    );
  }
  await responseJson(await fetch(`${baseUrl}/api/merchant/verification/finalize`, { method: 'POST', headers: auth }), 200, 'finalize');
}

/** One payment through the payment API with the merchant's test key; a wallet that can cover it completes. */
export async function pay(
  baseUrl: string,
  secret: string,
  amount: number,
  customerEmail: string,
  available = 1_000_000,
): Promise<{ transactionId: string; status: string; feeAmount: number }> {
  const response = await fetch(`${baseUrl}/api/merchant/process-payment`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount,
      currency: 'GBP',
      customerEmail,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available, rewardRate: 0.01 }],
    }),
  });
  if (response.status !== 201 && response.status !== 402) throw new Error(`payment: got ${response.status} ${await response.text()}`);
  return (await response.json()) as { transactionId: string; status: string; feeAmount: number };
}

export async function adminGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  return responseJson<T>(await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } }), 200, `GET ${path}`);
}

/** Follows a sidebar link, as a person would. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.locator('aside').getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
}

/** The toast on screen (there is at most one), as text. */
export function toastText(page: Page): Promise<string> {
  return page.locator('[role="region"][aria-label^="Notifications"] li').first().innerText({ timeout: 10_000 });
}

export async function expectToast(page: Page, ...parts: string[]): Promise<void> {
  await expect.poll(() => toastText(page).catch(() => ''), { timeout: 10_000 }).toSatisfy((text: string) => parts.every((part) => text.includes(part)));
}

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
