import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../test/support/webhook-receiver';
import { apiClient } from './api';
import { expectToast, openSection, seriousAxeViolations } from './page-helpers';
import { failedLoad, mutationFailed, useBrowserSuite, type SignedUpMerchant } from './suite';

/**
 * The portal's webhook endpoints and events panels, and the admin Webhooks section, on the built
 * app with its real worker delivering to a receiver on loopback (private targets allowed here).
 */

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => receiver?.close());

const suite = useBrowserSuite({ env: () => ({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.5,0.5' }) });
const { app } = suite;
let page: Page;
beforeEach(() => {
  page = suite.page;
});

const api = apiClient(app);

/** A merchant with one endpoint on the receiver at `path`, made through the API, and a test event delivered to it. */
async function merchantWithEndpoint(path: string): Promise<{ merchant: SignedUpMerchant; secret: string }> {
  const merchant = await suite.signUpMerchant();
  const body = { url: `${receiver.url}${path}`, mode: 'test', enabledEvents: ['*'], description: 'Order service' };
  const { endpoint, secret } = await api.json<{ endpoint: { id: string }; secret: string }>(
    'POST',
    '/api/merchant/webhook-endpoints',
    { token: merchant.token, body },
    201,
  );
  await api.json('POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: merchant.token }, 202);
  await receiver.waitFor(1, path);
  return { merchant, secret };
}

async function openDevelopers(token: string) {
  await suite.signInAsMerchant(token, '/merchant-portal/developers');
  await page.getByRole('heading', { name: 'Webhook endpoints' }).waitFor();
}

function pay(key: string, customerEmail: string) {
  return fetch(`${app.baseUrl}/api/merchant/process-payment`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: 12550,
      currency: 'GBP',
      customerEmail,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100000, rewardRate: 0.01 }],
    }),
  });
}

const endpointItem = () => page.getByTestId('webhook-endpoint').first();

describe('portal webhook endpoints', () => {
  it('adds an endpoint, shows the secret once, sends a signed test event and lists its delivery with Replay', async () => {
    const merchant = await suite.signUpMerchant();
    await openDevelopers(merchant.token);
    await page.getByText('No endpoints yet').waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByLabel('Endpoint URL').fill(`${receiver.url}/portal`);
    await page.getByLabel('Description (optional)').fill('Order service');
    expect(await page.getByLabel('All events, including types added later').isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add endpoint' }).last().click();

    await page.getByRole('heading', { name: 'Endpoint added: your signing secret' }).waitFor();
    const secret = await page.getByTestId('secret-value').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect.poll(() => endpointItem().innerText()).toContain(`${receiver.url}/portal`);
    expect(await endpointItem().innerText()).toContain('Order service');

    await endpointItem().getByRole('button', { name: 'Send test event' }).click();
    await expectToast(page, 'Test event sent');
    const [got] = await receiver.waitFor(1, '/portal');
    const event = new Webhook(secret).verify(got!.rawBody, got!.headers) as { type: string };
    expect(event.type).toBe('webhook.test');

    await endpointItem().getByRole('button', { name: 'Deliveries' }).click();
    const delivery = page.getByTestId('webhook-delivery').first();
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        return delivery.innerText().catch(() => '');
      })
      .toContain('SUCCEEDED');
    await delivery.locator('summary').click();
    await expect.poll(() => delivery.getByTestId('webhook-attempt').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await delivery.getByRole('button', { name: 'Replay' }).click();
    await expectToast(page, 'Delivery queued');
    await receiver.waitFor(2, '/portal');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh', exact: true }).click();
        return page.getByTestId('webhook-delivery').first().innerText();
      })
      .toContain('2 attempts');
  });

  it('edits, disables and enables, rolls the secret with an overlap, and deletes', async () => {
    const { merchant, secret } = await merchantWithEndpoint('/edited');
    await openDevelopers(merchant.token);
    await endpointItem().getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Description (optional)').fill('Orders and refunds');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => endpointItem().innerText()).toContain('Orders and refunds');

    await endpointItem().getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => endpointItem().innerText()).toContain('Disabled');
    expect(await endpointItem().getByRole('button', { name: 'Send test event' }).isDisabled()).toBe(true);
    await endpointItem().getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => endpointItem().innerText()).toContain('Enabled');

    await endpointItem().getByRole('button', { name: 'Roll secret' }).click();
    await page.getByLabel(/Keep the old secret working for/).fill('12');
    await page.getByRole('button', { name: 'Roll secret' }).last().click();
    await page.getByRole('heading', { name: 'Your new signing secret' }).waitFor();
    const rolled = await page.getByTestId('secret-value').inputValue();
    expect(rolled).not.toBe(secret);
    await page.getByText('The old secret keeps signing too for 12 hours.').waitFor();
    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect.poll(() => endpointItem().innerText()).toContain('old secret also signs until');

    const before = receiver.received.length;
    await endpointItem().getByRole('button', { name: 'Send test event' }).click();
    const all = await receiver.waitFor(before + 1);
    const last = all[all.length - 1]!;
    expect(last.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    new Webhook(rolled).verify(last.rawBody, last.headers);
    new Webhook(secret).verify(last.rawBody, last.headers);

    await endpointItem().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    await expectToast(page, 'Endpoint deleted');
    await page.getByText('No endpoints yet').waitFor();
  });

  it('shows the refusal of a private address next to the URL field', async () => {
    const merchant = await suite.signUpMerchant();
    await openDevelopers(merchant.token);
    suite.allowConsoleErrors(
      failedLoad(400, '/api/merchant/webhook-endpoints'),
      mutationFailed('400: Webhooks cannot be sent there: 169.254.169.254 is the cloud metadata address. Use a public https address.'),
    );
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByLabel('Endpoint URL').fill('http://169.254.169.254/latest/meta-data');
    await page.getByRole('button', { name: 'Add endpoint' }).last().click();
    await expect.poll(() => page.locator('#webhook-url-error').innerText()).toContain('cloud metadata address');
    expect(await page.getByLabel('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('portal events', () => {
  it('lists events newest first, filters by type and opens each to its JSON', async () => {
    const { merchant } = await merchantWithEndpoint('/events');
    expect((await pay(merchant.testSecret, `events.${Date.now()}@shop.example`)).status).toBe(201);
    await openDevelopers(merchant.token);
    const rows = page.getByTestId('event-row');
    await expect.poll(() => rows.first().innerText()).toContain('payment.completed');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);

    await page.getByLabel('Type', { exact: true }).selectOption('api_key.created');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('api_key.created');

    await page.getByLabel('Type', { exact: true }).selectOption('payment.completed');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().locator('summary').click();
    const json = JSON.parse(await rows.first().getByTestId('event-json').innerText());
    expect(json).toMatchObject({ type: 'payment.completed', mode: 'test', data: { status: 'COMPLETED', amount: 12550 } });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('admin webhooks', () => {
  it('lists endpoints with health, filters failing ones, finds deliveries by event id and replays', async () => {
    const owner = await suite.signUpMerchant();
    receiver.plan.set('/failing', [500, 500, 500]);
    const add = async (path: string) =>
      (
        await api.json<{ endpoint: { id: string } }>(
          'POST',
          '/api/merchant/webhook-endpoints',
          { token: owner.token, body: { url: `${receiver.url}${path}`, mode: 'test', enabledEvents: ['*'] } },
          201,
        )
      ).endpoint.id;
    const failing = await add('/failing');
    await add('/admin-ok');
    const { eventId } = await api.json<{ eventId: string }>('POST', `/api/merchant/webhook-endpoints/${failing}/test`, { token: owner.token }, 202);
    await receiver.waitFor(3, '/failing');

    await suite.signInAsAdmin();
    await openSection(page, 'Webhooks');
    const rows = page.getByTestId('admin-webhook-endpoint');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Show', { exact: true }).selectOption('failing');
    await expect.poll(async () => (await rows.allInnerTexts()).join('\n')).toContain(`${receiver.url}/failing`);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Failing');

    await page.getByLabel('Event id').fill(eventId);
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByTestId('admin-webhook-delivery');
    await expect.poll(() => found.first().innerText()).toContain('FAILED');
    expect(await found.first().innerText()).toContain('webhook.test');
    await found.first().getByRole('button', { name: 'Replay' }).click();
    await expectToast(page, 'Delivery queued');
    await receiver.waitFor(4, '/failing');
  });
});
