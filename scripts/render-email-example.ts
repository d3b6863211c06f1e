/**
 * Renders a real transactional email (the welcome message) with the
 * production template and screenshots its HTML in Chromium:
 *
 *   node --import tsx scripts/render-email-example.ts [output.png]
 *
 * Writes docs/email-example.png by default. The merchant shown is an example
 * (no database is involved); the layout, colours and copy are exactly what
 * merchants receive. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { renderMerchantEmail } from '@server/modules/email';

const root = resolve(import.meta.dirname, '..');
const output = resolve(root, process.argv[2] ?? 'docs/email-example.png');

async function main(): Promise<void> {
  const { html } = renderMerchantEmail('https://smartsplit.example', {
    kind: 'welcome',
    companyName: 'Acme Trading Ltd',
    firstName: 'Ada',
    merchantId: 'mch_7Kq2XbN4pR8sT1vW',
    testKeyPrefix: 'sk_test_4fQz',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // A mail client's reading pane: about 680 CSS pixels wide, drawn at 2x for a crisp image.
    const page = await browser.newPage({ viewport: { width: 680, height: 600 }, deviceScaleFactor: 2, colorScheme: 'light' });
    // The message's own HTML, with no network: images or fonts could not load in a mail client's preview either.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'load' });
    await page.screenshot({ path: output, fullPage: true });
    console.log(`Wrote ${output}`);
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
