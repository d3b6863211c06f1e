import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatGBP } from '@web/lib/format';
import { startSmtpSink, type SmtpSink } from '../test/support/smtp-sink';
import { apiClient, staffToken } from './api';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { failedLoad, useBrowserSuite, type SignedUpMerchant } from './suite';

/**
 * The payment lifecycle's screens on the built app: the portal's payment detail reached from the
 * Transactions list, a refund through the dialog's side-by-side preview, capture and cancel of a
 * manual-capture payment, what a developer may not do, and the admin panel's transaction detail.
 */

let sink: SmtpSink;

// Registered before the suite, so the sink is up when the server starts (a developer joins from an emailed link).
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const suite = useBrowserSuite({ env: () => ({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>' }) });
const { app } = suite;
const api = apiClient(app);
let page: Page;
let merchant: SignedUpMerchant;

beforeEach(() => {
  page = suite.page;
});

interface PaymentAnswer {
  transactionId: string;
  status: string;
  legs: { cardId: string; amount: number }[];
}

/**
 * A £100 payment with the TEST key over two cards: the AMEX earns more but can take only £60, so
 * the VISA takes £40 and the payment has two legs (which the refund allocations spread differently).
 */
function pay(customerEmail: string, captureMethod?: 'manual', legConfirmation?: 'gateway'): Promise<PaymentAnswer> {
  return api.json<PaymentAnswer>(
    'POST',
    '/api/merchant/process-payment',
    {
      token: merchant.testSecret,
      body: {
        amount: 10_000,
        currency: 'GBP',
        customerEmail,
        category: 'general',
        ...(captureMethod ? { captureMethod } : {}),
        ...(legConfirmation ? { legConfirmation } : {}),
        cards: [
          { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.01 },
          { id: 'card_b', brand: 'AMEX', last4: '0005', expMonth: 12, expYear: 2099, available: 6_000, rewardRate: 0.02 },
        ],
      },
    },
    201,
  );
}

let completed: PaymentAnswer;
let manual: PaymentAnswer;
let toCancel: PaymentAnswer;

beforeAll(async () => {
  merchant = await suite.signUpMerchant({ companyName: 'Lifecycle Goods Ltd' });
  completed = await pay('refund-buyer@shop.example');
  manual = await pay('capture-buyer@shop.example', 'manual');
  toCancel = await pay('cancel-buyer@shop.example', 'manual');
  expect(completed.status).toBe('COMPLETED');
  expect(completed.legs.map((l) => [l.cardId, l.amount]).sort()).toEqual([
    ['card_a', 4_000],
    ['card_b', 6_000],
  ]);
  expect(manual.status).toBe('AUTHORISED');
  expect(toCancel.status).toBe('AUTHORISED');
});

const detailUrl = (id: string) => `/merchant-portal/payments/${id}`;
const statusOf = () => page.getByTestId('payment-status').innerText();

describe('the portal payment detail', () => {
  it('opens from the Transactions list and refunds part of a payment through the preview', async () => {
    await suite.signInAsMerchant(merchant.token);
    const row = page.getByTestId('transaction-row').filter({ hasText: completed.transactionId });
    await row.getByRole('link', { name: `Payment ${completed.transactionId} details` }).click();
    await page.waitForURL(`${app.baseUrl}${detailUrl(completed.transactionId)}`);
    await page.getByRole('heading', { name: `Payment ${completed.transactionId}` }).waitFor();
    await expect.poll(statusOf).toBe('COMPLETED');
    expect(await page.getByTestId('payment-captured').innerText()).toBe(formatGBP(10_000));
    expect(await page.getByTestId('payment-refund-status').innerText()).toBe('Not refunded');
    const legs = page.getByTestId('payment-leg');
    expect(await legs.count()).toBe(2);
    expect(await legs.filter({ hasText: 'AMEX ••0005' }).innerText()).toContain('CAPTURED');
    expect(await page.getByTestId('payment-history-entry').count()).toBeGreaterThan(0);
    expect(await page.getByText('No refunds.').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // The amount starts at what can still be refunded, and the preview shows all three allocations.
    await expect.poll(() => dialog.getByLabel('Amount (£)').inputValue()).toBe('100.00');
    const options = dialog.getByTestId('refund-option');
    await expect.poll(() => options.count()).toBe(3);
    await dialog.getByLabel('Amount (£)').fill('30');
    await expect.poll(() => dialog.getByRole('button', { name: 'Refund £30.00' }).isEnabled()).toBe(true);
    expect(await options.allInnerTexts()).toHaveLength(3);
    const keep = options.filter({ hasText: 'Keep the most reward' });
    expect(await keep.innerText()).toContain('Keeps the most reward');
    expect(await dialog.getByLabel('Keep the most reward').isChecked()).toBe(true);
    // Keeping the most reward refunds the VISA (1%) first: £30 on it reverses 30p of reward.
    expect(await keep.getByTestId('refund-option-leg').innerText()).toContain('VISA ••4242');
    expect(await keep.getByTestId('refund-option-reward').innerText()).toContain(formatGBP(30));
    // Pro rata takes from both cards and reverses more.
    const proRata = options.filter({ hasText: 'Pro rata' });
    expect(await proRata.getByTestId('refund-option-leg').count()).toBe(2);
    expect(await proRata.getByTestId('refund-option-reward').innerText()).toContain(formatGBP(48));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('Reason').selectOption('requested_by_customer');
    await dialog.getByRole('button', { name: 'Refund £30.00' }).click();
    await expectToast(page, 'Refund created');
    const refund = page.getByTestId('payment-refund');
    await expect.poll(() => refund.count()).toBe(1);
    const refundText = await refund.innerText();
    for (const part of ['£30.00', 'SUCCEEDED', 'Requested by the customer', 'VISA ••4242']) expect(refundText).toContain(part);
    await expect.poll(() => page.getByTestId('payment-refunded').innerText()).toBe(formatGBP(3_000));
    expect(await page.getByTestId('payment-refund-status').innerText()).toBe('Partly refunded');
    await expect.poll(() => page.getByTestId('payment-history-entry').last().innerText()).toContain('SUCCEEDED (refund)');
  });

  it('captures part of a manual-capture payment, and cancels another', async () => {
    await suite.signInAsMerchant(merchant.token, detailUrl(manual.transactionId));
    await expect.poll(statusOf).toBe('AUTHORISED');
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount to capture (£)').fill('40');
    await dialog.getByRole('button', { name: 'Capture', exact: true }).click();
    await expectToast(page, 'Payment captured');
    await expect.poll(statusOf).toBe('COMPLETED');
    expect(await page.getByTestId('payment-captured').innerText()).toBe(formatGBP(4_000));
    expect(await page.getByRole('button', { name: 'Capture', exact: true }).count()).toBe(0);

    await page.goto(`${app.baseUrl}${detailUrl(toCancel.transactionId)}`);
    await expect.poll(statusOf).toBe('AUTHORISED');
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByLabel('Reason').selectOption('abandoned');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cancel.getByRole('button', { name: 'Cancel payment' }).click();
    await expectToast(page, 'Payment canceled');
    await expect.poll(statusOf).toContain('CANCELED');
    expect(await page.getByTestId('payment-status').innerText()).toContain('Abandoned');
    await expect.poll(() => page.getByTestId('payment-leg').filter({ hasText: 'VOIDED' }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Cancel payment' }).count()).toBe(0);

    // The list's status filter asks the server for one status.
    await page.getByRole('link', { name: 'Back to transactions' }).click();
    const rows = page.getByTestId('transaction-row');
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByLabel('Filter by status').selectOption('CANCELED');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.innerText()).toContain(toCancel.transactionId);
  });

  it('offers only Cancel while the legs wait for the gateway’s authorisation', async () => {
    const waiting = await pay('gateway-buyer@shop.example', 'manual', 'gateway');
    expect(waiting.status).toBe('REQUIRES_AUTHORISATION');
    await suite.signInAsMerchant(merchant.token, detailUrl(waiting.transactionId));
    await expect.poll(statusOf).toBe('REQUIRES AUTHORISATION');
    expect(await page.getByTestId('payment-leg').filter({ hasText: 'PENDING' }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Cancel payment' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Capture', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
  });

  it('shows a developer the payment but no Refund, Capture or Cancel', async () => {
    const email = `dev.${Date.now().toString(36)}@lifecycle-e2e.example`;
    await api.json('POST', '/api/merchant/team/invitations', { token: merchant.token, body: { email, role: 'DEVELOPER' } }, 201);
    let link: string | undefined;
    await expect
      .poll(
        () => (link = /accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(sink.to(email).find((m) => m.subject.startsWith('You are invited'))?.text ?? '')?.[1]),
        { timeout: 15_000 },
      )
      .toBeDefined();
    const developer = await api.json<{ token: string }>(
      'POST',
      '/api/merchant/team/invitations/accept',
      { body: { token: link, firstName: 'Dev', lastName: 'Eloper', password: 'Member-Pass-123' } },
      201,
    );
    const fresh = await pay('dev-view@shop.example', 'manual');

    await suite.signInAsMerchant(developer.token, detailUrl(completed.transactionId));
    await expect.poll(statusOf).toBe('COMPLETED');
    expect(await page.getByTestId('payment-leg').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);

    await page.goto(`${app.baseUrl}${detailUrl(fresh.transactionId)}`);
    await expect.poll(statusOf).toBe('AUTHORISED');
    expect(await page.getByRole('button', { name: 'Capture', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel payment' }).count()).toBe(0);
    // The server refuses it too, whatever the screen shows.
    const refused = await api.send('POST', `/api/merchant/payments/${fresh.transactionId}/capture`, { token: developer.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FORBIDDEN_ROLE');
  });
});

describe('refusals and bursts in the portal', () => {
  it('shows the server’s refusal inline: too much to refund, too much to capture, a payment moved on elsewhere', async () => {
    const done = await pay('hostile-refund@shop.example');
    const payment = await pay('hostile-buyer@shop.example', 'manual');
    const preview = `/api/merchant/payments/${done.transactionId}/refunds/preview`;
    const capture = `/api/merchant/payments/${payment.transactionId}/capture`;
    suite.allowConsoleErrors(failedLoad(422, preview), failedLoad(422, capture), failedLoad(409, capture), {
      text: /^Mutation failed: HttpError: 4(22|09): /,
    });
    await suite.signInAsMerchant(merchant.token, detailUrl(done.transactionId));
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // £500 of a £100 payment is refused by the preview, with its code, and cannot be confirmed.
    await expect.poll(() => dialog.getByLabel('Amount (£)').inputValue()).toBe('100.00');
    await dialog.getByLabel('Amount (£)').fill('500');
    const error = dialog.getByTestId('inline-error');
    await expect.poll(() => error.innerText().catch(() => '')).toContain('REFUND_EXCEEDS_REFUNDABLE');
    expect(await dialog.getByRole('button', { name: /^Refund/ }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('refund-option').count()).toBe(0);
    await dialog.getByLabel('Amount (£)').fill('abc');
    await dialog.getByText('Enter an amount in pounds, for example 12.50').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${app.baseUrl}${detailUrl(payment.transactionId)}`);
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    const captureDialog = page.getByRole('dialog');
    await captureDialog.getByLabel('Amount to capture (£)').fill('250');
    await captureDialog.getByRole('button', { name: 'Capture', exact: true }).click();
    await expect
      .poll(() =>
        captureDialog
          .getByTestId('inline-error')
          .innerText()
          .catch(() => ''),
      )
      .toContain('AMOUNT_EXCEEDS_AUTHORISED');
    // Meanwhile the payment is canceled through the API: capturing now is refused for its state, and the screen says so.
    await api.json('POST', `/api/merchant/payments/${payment.transactionId}/cancel`, { token: merchant.testSecret, body: { reason: 'duplicate' } });
    await captureDialog.getByLabel('Amount to capture (£)').fill('');
    await captureDialog.getByRole('button', { name: 'Capture', exact: true }).click();
    await expect
      .poll(() =>
        captureDialog
          .getByTestId('inline-error')
          .innerText()
          .catch(() => ''),
      )
      .toContain('INVALID_STATE');
  });

  it('finds no payment of another merchant, and none at a malformed address', async () => {
    const other = await suite.signUpMerchant({ companyName: 'Nosy Neighbour Ltd' });
    suite.allowConsoleErrors(failedLoad(404, `/api/merchant/payments/${completed.transactionId}`));
    await suite.signInAsMerchant(other.token, detailUrl(completed.transactionId));
    await page.getByText('The payment could not be loaded.').waitFor();
    expect(await page.getByTestId('payment-summary').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    await page.goto(`${app.baseUrl}/merchant-portal/payments/not-a-payment`);
    await page.getByRole('heading', { name: 'There is no payment at this address' }).waitFor();
  });

  it('makes one refund from a double click on the confirm button', async () => {
    const payment = await pay('double-click@shop.example');
    await suite.signInAsMerchant(merchant.token, detailUrl(payment.transactionId));
    // The default amount is held back: until it lands the field takes no keys, so "10" typed at once is
    // not appended to it ("100.0010").
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/refunds/preview',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel('Amount (£)');
    await amount.waitFor();
    expect(await amount.isEditable()).toBe(false);
    release();
    await amount.fill('10');
    expect(await amount.inputValue()).toBe('10');
    const confirm = dialog.getByRole('button', { name: 'Refund £10.00' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.dblclick();
    await expectToast(page, 'Refund created');
    await expect.poll(() => page.getByTestId('payment-refund').count()).toBe(1);
    const refunds = await api.json<{ refunds: unknown[] }>('GET', `/api/merchant/payments/${payment.transactionId}/refunds`, { token: merchant.token });
    expect(refunds.refunds).toHaveLength(1);
  });
});

describe('the lifecycle settings', () => {
  it('lets a super admin change the authorisation validity and the refund fee policy', async () => {
    await suite.signInAsAdmin();
    await openSection(page, 'Settings');
    const hours = page.getByLabel('Authorisation validity (hours)', { exact: true });
    const policy = page.getByLabel('Refund fee policy', { exact: true });
    await expect.poll(() => hours.inputValue()).toBe('168');
    expect(await policy.inputValue()).toBe('retain');
    await hours.fill('48');
    await policy.selectOption('proportional');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings Saved');
    await page.reload();
    await expect.poll(() => hours.inputValue()).toBe('48');
    expect(await policy.inputValue()).toBe('proportional');
    const stored = await api.json<{ authorisationValidityHours: number; refundFeePolicy: string }>('GET', '/api/admin/settings', {
      token: await suite.adminToken(),
    });
    expect(stored).toMatchObject({ authorisationValidityHours: 48, refundFeePolicy: 'proportional' });
  });

  it('locks the authorisation validity for finance, who may still set the refund fee policy', async () => {
    const finance = { email: 'finance@lifecycle.test', password: 'Finance-Passw0rd-1' };
    await staffToken(api, await suite.adminToken(), 'FINANCE', finance);
    await page.goto(`${app.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(finance.email);
    await page.getByLabel('Password').fill(finance.password);
    await page.getByRole('button', { name: 'Login to Admin Portal' }).click();
    await page.waitForURL(`${app.baseUrl}/admin`);
    await openSection(page, 'Settings');
    const hours = page.getByLabel('Authorisation validity (hours)', { exact: true });
    await expect.poll(() => hours.inputValue()).toBe('48');
    expect(await hours.isDisabled()).toBe(true);
    expect(await page.getByLabel('Refund fee policy', { exact: true }).isDisabled()).toBe(false);
    expect(await page.getByTestId('settings-access').innerText()).toBe(
      'Your role can change the transaction fee, the payout delay, the dispute fee and the refund fee policy; the other settings are for super admins.',
    );
    await page.getByLabel('Refund fee policy', { exact: true }).selectOption('retain');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings Saved');
  });
});

describe('the admin transaction detail', () => {
  it('opens from the Transactions list with the legs, the refund and the history', async () => {
    await suite.signInAsAdmin();
    await openSection(page, 'Transactions');
    const row = page.getByTestId('transaction-row').filter({ hasText: completed.transactionId });
    await row.getByRole('button', { name: `View ${completed.transactionId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Lifecycle Goods Ltd', { exact: false }).first().waitFor();
    await expect.poll(() => dialog.getByTestId('payment-leg').count()).toBe(2);
    const refund = dialog.getByTestId('payment-refund');
    expect(await refund.count()).toBe(1);
    expect(await refund.innerText()).toContain('SUCCEEDED');
    expect(await refund.innerText()).toContain('£30.00');
    // Created, then refunded: the timeline names the refund's move and its note.
    const history = dialog.getByTestId('payment-history-entry');
    expect(await history.count()).toBe(2);
    expect(await history.first().innerText()).toContain('COMPLETED (created)');
    expect(await history.last().innerText()).toContain('SUCCEEDED (refund)');
    expect(await history.last().innerText()).toContain('3000 pence, requested_by_customer');
    expect(await dialog.getByTestId('payment-refunded').innerText()).toBe(formatGBP(3_000));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
