import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/support/smtp-sink';
import { apiClient } from './api';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { useBrowserSuite, type SignedUpMerchant } from './suite';

/**
 * Email Merchants on the built app, sending through a real SMTP server on
 * loopback that refuses one mailbox.
 */

let sink: SmtpSink;
let page: Page;
let active: SignedUpMerchant;
let pending: SignedUpMerchant;
let suspended: SignedUpMerchant;

// Registered before the suite, so the sink is up when the server starts and closes after it stops.
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const suite = useBrowserSuite({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>' }), signIn: 'admin' });
const api = apiClient(suite.app);
const { app } = suite;

async function setStatus(token: string, merchantId: string, status: string): Promise<void> {
  const res = await fetch(`${app.baseUrl}/api/admin/merchants/${merchantId}/status`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (res.status !== 200) throw new Error(`status ${status}: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  active = await suite.signUpMerchant({ companyName: 'Active Apples Ltd' });
  pending = await suite.signUpMerchant({ companyName: 'Pending Pears Ltd' });
  suspended = await suite.signUpMerchant({ companyName: 'Suspended Sloes Ltd' });
  const token = await suite.adminToken();
  await setStatus(token, active.merchantId, 'ACTIVE');
  await setStatus(token, suspended.merchantId, 'ACTIVE');
  await setStatus(token, suspended.merchantId, 'SUSPENDED');
  sink.refuse(pending.email, 550, '5.1.1 Mailbox unknown');
});

beforeEach(async () => {
  page = suite.page;
  await openSection(page, 'Email Merchants');
});

const checklist = () => page.getByTestId('recipient-checklist');
const sendButton = () => page.getByRole('button', { name: /^Send to \d+ Merchants?$/ });
const selectedCount = () => page.getByTestId('selected-count').innerText();

describe('Email Merchants', () => {
  it('filters the checklist by status, selects and clears, and keeps Send disabled until the campaign is complete', async () => {
    await checklist().getByText('Suspended Sloes Ltd').waitFor();
    expect(await page.getByTestId('branding-note').innerText()).toContain('automatic SmartSplit branding');
    expect(await checklist().evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px');
    expect(await checklist().getByRole('listitem').count()).toBe(3);
    const activeRow = await checklist().getByRole('listitem').filter({ hasText: 'Active Apples Ltd' }).innerText();
    expect(activeRow).toContain(active.email);
    expect(activeRow).toContain('ACTIVE');
    expect(await sendButton().innerText()).toBe('Send to 0 Merchants');
    expect(await sendButton().isDisabled()).toBe(true);

    await page.getByLabel('Show').selectOption({ label: 'Suspended Only' });
    await expect.poll(() => checklist().getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Suspended Sloes Ltd')]);
    await page.getByRole('button', { name: 'Select All' }).click();
    expect(await selectedCount()).toBe('1 selected');
    await page.getByLabel('Show').selectOption({ label: 'Pending Only' });
    await expect.poll(() => checklist().getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Pending Pears Ltd')]);
    expect(await selectedCount()).toBe('1 selected (1 not shown by this filter)');
    await page.getByLabel('Show').selectOption({ label: 'All Merchants' });
    await page.getByRole('button', { name: 'Select All' }).click();
    expect(await selectedCount()).toBe('3 selected');
    expect(await sendButton().innerText()).toBe('Send to 3 Merchants');
    expect(await sendButton().isDisabled()).toBe(true);

    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('   ');
    expect(await sendButton().isDisabled()).toBe(true);
    await page.getByLabel('Message').fill('Body');
    expect(await sendButton().isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await selectedCount()).toBe('0 selected');
    expect(await sendButton().isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('queues, follows the progress to completed, shows per-recipient results with the server reason, clears the form, and retries the failure', async () => {
    await checklist().getByText('Pending Pears Ltd').waitFor();
    const subject = `Spring update ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Hello merchants,\nnew features are live.\n\n<script>alert("x")</script>');
    await page.getByRole('button', { name: 'Select All' }).click();
    await sendButton().click();

    // Answered at once and sent in the background: the progress card follows it to the end.
    await expectToast(page, 'Campaign Queued', 'Campaign queued for 3 merchants');
    // When it has finished, the spec's result text.
    await expectToast(page, 'Campaign Sent', 'Successfully sent to 2 merchants (1 failed)');
    const progress = page.getByTestId('campaign-progress');
    await progress.waitFor();
    expect(await progress.innerText()).toContain(subject);
    await expect.poll(() => page.getByTestId('campaign-status').innerText(), { timeout: 20_000 }).toBe('Completed');
    expect(await page.getByTestId('progress-sent').innerText()).toBe('2');
    expect(await page.getByTestId('progress-failed').innerText()).toBe('1');
    expect(await page.getByTestId('progress-remaining').innerText()).toBe('0');
    expect(await page.getByRole('progressbar', { name: 'Campaign progress' }).getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => progress.getByTestId('history-recipient').count()).toBe(3);
    const failedRow = await progress.getByTestId('history-recipient').filter({ hasText: 'Pending Pears Ltd' }).innerText();
    for (const part of [pending.email, 'Failed', '550 5.1.1 Mailbox unknown']) expect(failedRow).toContain(part);
    const sentRow = await progress.getByTestId('history-recipient').filter({ hasText: 'Active Apples Ltd' }).innerText();
    expect(sentRow).toContain('Sent');
    expect(await progress.getByRole('button', { name: /Cancel sending|Resume sending/ }).count()).toBe(0);

    // Cleared for the next campaign.
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await selectedCount()).toBe('0 selected');

    // The SMTP server holds exactly what the screen says.
    const copies = sink.messages.filter((m) => m.subject === subject);
    expect(copies.map((m) => m.envelopeTo[0]).sort()).toEqual([active.email, suspended.email].sort());
    expect(copies[0]!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');

    // History: the campaign, its recipients, and Retry failed once the mailbox exists.
    const item = page.getByTestId('campaign-history-item').filter({ hasText: subject });
    await item.waitFor();
    await expect.poll(() => item.innerText()).toContain('3 recipients: 2 sent, 1 failed');
    expect(await item.getByTestId('history-status').innerText()).toBe('Completed');
    await item.getByRole('button', { name: 'View recipients' }).click();
    await expect.poll(() => item.getByTestId('history-recipient').count()).toBe(3);
    sink.accept(pending.email);
    // The progress card's first read is held until the retry has been sent: a one-message campaign can be
    // done before the card first looks, and "Campaign Sent" must still follow. (Held also until the test
    // has seen "Retry Queued", which the next toast replaces.)
    const token = await suite.adminToken();
    const { campaigns } = await api.json<{ campaigns: { id: string; subject: string }[] }>('GET', '/api/admin/email-campaigns', { token });
    const campaignId = campaigns.find((c) => c.subject === subject)!.id;
    const progressPath = `/api/admin/email-campaigns/${campaignId}`;
    let retryToastSeen!: () => void;
    const seen = new Promise<void>((resolve) => (retryToastSeen = resolve));
    const retrySent = seen.then(() =>
      expect
        .poll(async () => {
          const { campaign } = await api.json<{ campaign: { status: string; totals: { failed: number } } }>('GET', `${progressPath}?recipients=none`, {
            token,
          });
          return `${campaign.status}, ${campaign.totals.failed} failed`;
        })
        .toBe('COMPLETED, 0 failed'),
    );
    // Every read of the card (the old card's and the new one's) waits.
    await page.route(
      (url) => url.pathname === progressPath && url.searchParams.get('recipients') === 'none',
      async (route) => {
        await retrySent;
        await route.continue();
      },
    );
    await item.getByRole('button', { name: 'Retry failed (1)' }).click();
    // Queued at once and sent in the background, like the first send: the progress card follows it again.
    await expectToast(page, 'Retry Queued', 'Retry queued for 1 merchant');
    retryToastSeen();
    await expectToast(page, 'Campaign Sent', 'Successfully sent to 3 merchants (0 failed)');
    await expect.poll(() => page.getByTestId('campaign-status').innerText()).toBe('Completed');
    expect(await page.getByTestId('progress-sent').innerText()).toBe('3');
    await expect.poll(() => item.innerText()).toContain('3 recipients: 3 sent, 0 failed');
    expect(await item.getByRole('button', { name: /Retry failed/ }).count()).toBe(0);
    expect(sink.messages.filter((m) => m.subject === subject && m.envelopeTo[0] === pending.email)).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('cancels a campaign the mail server cannot take yet, and resumes it once the server is back', async () => {
    await checklist().getByText('Active Apples Ltd').waitFor();
    await sink.stop();
    const subject = `Held back ${Date.now()}`;
    try {
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Message').fill('Hello again');
      await checklist().getByRole('listitem').filter({ hasText: 'Active Apples Ltd' }).getByRole('checkbox').check();
      await sendButton().click();
      await expectToast(page, 'Campaign Queued', 'Campaign queued for 1 merchant');
      const progress = page.getByTestId('campaign-progress');
      await progress.waitFor();
      expect(await progress.innerText()).toContain(subject);
      // The server refuses connections: the message waits for a retry, so the campaign is still going.
      await progress.getByRole('button', { name: 'Cancel sending' }).click();
      await expectToast(page, 'Campaign canceled', '1 not sent');
      await expect.poll(() => page.getByTestId('campaign-status').innerText()).toBe('Canceled');
      expect(await page.getByTestId('progress-remaining').innerText()).toBe('1');
      const item = page.getByTestId('campaign-history-item').filter({ hasText: subject });
      await expect.poll(() => item.getByTestId('history-status').innerText()).toBe('Canceled');
    } finally {
      await sink.start();
    }
    await page.getByTestId('campaign-progress').getByRole('button', { name: 'Resume sending' }).click();
    await expectToast(page, 'Campaign resumed', '1 left to send');
    await expect.poll(() => page.getByTestId('campaign-status').innerText(), { timeout: 20_000 }).toBe('Completed');
    expect(await page.getByTestId('progress-sent').innerText()).toBe('1');
    expect(sink.messages.filter((m) => m.subject === subject).map((m) => m.envelopeTo[0])).toEqual([active.email]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
