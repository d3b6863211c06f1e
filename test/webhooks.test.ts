import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, webhookEndpoints } from '@server/db/schema/index';
import { encryptField, ref } from '@server/modules/auth';
import { listEvents } from '@server/modules/events';
import { generateWebhookSecret, signWebhook } from '@server/modules/webhooks';
import { createWebhookWorker, type WebhookWorker } from '@server/modules/webhooks';
import { adminSession } from './support/admin-fixtures';
import { call, holdsFor } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/**
 * Events and signed webhooks end to end: real payments, a real HTTP receiver on loopback (allowed
 * by WEBHOOK_ALLOW_PRIVATE_TARGETS), the real worker woken by LISTEN/NOTIFY, and signatures checked
 * with the standardwebhooks package.
 */

export const WEBHOOK_TEST_ENV = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2' };

let t: TestApp;
let worker: WebhookWorker;
let receiver: WebhookReceiver;
let m: MerchantFixture;
let other: MerchantFixture;
let testKey: string;
let liveKey: string;

const future = { expMonth: 12, expYear: 2099 };
const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const paymentBody = (over: Record<string, unknown> = {}) => ({
  amount: 12550,
  currency: 'GBP',
  customerEmail: `buyer${++seq}.${runId}@shop.example`,
  cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', ...future, available: 100_000, rewardRate: 0.01 }],
  ...over,
});
const declinedBody = () =>
  paymentBody({ cards: [{ id: 'old', brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2020, available: 100_000, rewardRate: 0.01 }] });
const pay = (key: string, body: Record<string, unknown>) => call(t.app, 'POST', '/api/merchant/process-payment', { token: key, body });

let pathSeq = 0;
const freshPath = () => `/hook-${++pathSeq}`;

async function addEndpoint(merchant: MerchantFixture, path: string, body: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
    token: merchant.token,
    body: { url: `${receiver.url}${path}`, mode: 'test', enabledEvents: ['*'], ...body },
  });
  expect(res.status, res.body).toBe(201);
  return res.json as { endpoint: { id: string }; secret: string };
}

async function deliveriesOf(endpointId: string, token = m.token) {
  const res = await call(t.app, 'GET', `/api/merchant/webhook-endpoints/${endpointId}/deliveries`, { token });
  expect(res.status, res.body).toBe(200);
  return res.json.deliveries as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: { responseStatus: number | null; error: string | null; responseExcerpt: string | null }[];
  }[];
}

async function waitForDelivery(endpointId: string, predicate: (d: Awaited<ReturnType<typeof deliveriesOf>>[number]) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await deliveriesOf(endpointId)).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('delivery did not reach the expected state');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp(WEBHOOK_TEST_ENV);
  worker = createWebhookWorker(t.app.ctx, { intervalMs: 100, timeoutMs: 2000 });
  worker.start();
  m = await createMerchantFixture(t);
  other = await createMerchantFixture(t);
  testKey = (await m.key('test')).secret;
  liveKey = (await m.key('live')).secret;
});

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await receiver?.close();
});

describe('acceptance 1: a signed payment.completed reaches a local receiver', () => {
  it('delivers the stored event, signed, within about a second, verified by standardwebhooks', async () => {
    const path = freshPath();
    const { endpoint, secret } = await addEndpoint(m, path, { enabledEvents: ['payment.completed'] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

    const started = Date.now();
    const paid = await pay(testKey, paymentBody());
    expect(paid.status).toBe(201);
    const [got] = await receiver.waitFor(1, path, 5000);
    expect(got!.at - started).toBeLessThan(3000);

    // A verifier we did not write accepts the signature over the raw body.
    const verified = new Webhook(secret).verify(got!.rawBody, got!.headers) as { id: string; data: unknown };
    expect(got!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(got!.headers['webhook-id']).toBe(verified.id);
    expect(Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10);

    // The body is the stored event, and its data is the payment's stored answer.
    const listed = await call(t.app, 'GET', '/api/merchant/events?type=payment.completed', { token: testKey });
    const event = listed.json.events.find((e: { id: string }) => e.id === verified.id);
    expect(event).toBeDefined();
    expect(JSON.parse(got!.rawBody)).toEqual(event);
    expect(event.data).toEqual(JSON.parse(paid.body));
    expect(event.mode).toBe('test');

    const delivery = await waitForDelivery(endpoint.id, (d) => d.eventId === verified.id && d.status === 'SUCCEEDED');
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ responseStatus: 200, error: null, responseExcerpt: 'ok' });
  });

  it('a tampered body or another secret does not verify', async () => {
    const path = freshPath();
    const { secret, endpoint } = await addEndpoint(m, path);
    expect((await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token })).status).toBe(202);
    const [got] = await receiver.waitFor(1, path);
    expect(() => new Webhook(secret).verify(got!.rawBody.replace('webhook.test', 'webhook.tost'), got!.headers)).toThrow();
    const { secret: otherSecret } = await addEndpoint(m, freshPath());
    expect(() => new Webhook(otherSecret).verify(got!.rawBody, got!.headers)).toThrow();
  });
});

describe('acceptance 2: retries and replay', () => {
  it('500, 500, then 200: three attempts with one webhook-id, SUCCEEDED; a replay makes a fourth', async () => {
    const path = freshPath();
    receiver.plan.set(path, [500, 500, 200]);
    const { endpoint, secret } = await addEndpoint(m, path);
    const sent = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token });
    expect(sent.status).toBe(202);
    const got = await receiver.waitFor(3, path);
    expect(new Set(got.map((g) => g.headers['webhook-id']))).toEqual(new Set([sent.json.eventId]));
    for (const g of got) new Webhook(secret).verify(g.rawBody, g.headers);

    const done = await waitForDelivery(endpoint.id, (d) => d.id === sent.json.deliveryId && d.status === 'SUCCEEDED');
    expect(done.attempts.map((a) => a.responseStatus)).toEqual([500, 500, 200]);
    expect(done.attempts[0]!.responseExcerpt).toBe('planned 500');

    const replay = await call(t.app, 'POST', `/api/merchant/webhook-deliveries/${done.id}/replay`, { token: m.token });
    expect(replay.status, replay.body).toBe(202);
    await receiver.waitFor(4, path);
    const after = await waitForDelivery(endpoint.id, (d) => d.id === done.id && d.status === 'SUCCEEDED' && d.attempts.length === 4);
    expect(after.attempts.map((a) => a.responseStatus)).toEqual([500, 500, 200, 200]);
    expect(receiver.received.filter((r) => r.path === path)).toHaveLength(4);
  });

  it('a receiver that keeps failing uses the schedule up and ends FAILED', async () => {
    const path = freshPath();
    receiver.plan.set(path, [503, 503, 503, 503, 503]);
    const { endpoint } = await addEndpoint(m, path);
    const sent = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token });
    const failed = await waitForDelivery(endpoint.id, (d) => d.id === sent.json.deliveryId && d.status === 'FAILED');
    // The first attempt and the three retries of WEBHOOK_RETRY_SCHEDULE.
    expect(failed.attempts).toHaveLength(4);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.failingSince).not.toBeNull();
    expect(row!.status).toBe('ENABLED');
  });

  it('410 Gone disables the endpoint and emails the merchant', async () => {
    const staff = await adminSession(t, 'webhook-staff');
    const path = freshPath();
    receiver.plan.set(path, [410]);
    const { endpoint } = await addEndpoint(m, path);
    const sent = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token });
    const failed = await waitForDelivery(endpoint.id, (d) => d.id === sent.json.deliveryId && d.status === 'FAILED');
    expect(failed.attempts).toHaveLength(1);
    const listed = await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: m.token });
    const view = listed.json.endpoints.find((e: { id: string }) => e.id === endpoint.id);
    expect(view).toMatchObject({ status: 'DISABLED', disabledReason: 'The endpoint answered 410 Gone' });
    // The merchant's team and the staff who run webhooks see it in their notifications.
    const bell = await call(t.app, 'GET', '/api/merchant/notifications?type=webhook.endpoint_disabled', { token: m.token });
    expect(bell.json.notifications.some((n: { data: { endpointId?: string } }) => n.data.endpointId === endpoint.id)).toBe(true);
    const told = await t.db
      .select()
      .from(notifications)
      .where(sql`${notifications.adminId} = ${staff.id} and ${notifications.data}->>'endpointId' = ${endpoint.id}`);
    expect(told).toHaveLength(1);
    // Neither a test event nor a replay goes to a disabled endpoint.
    expect((await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token })).json.code).toBe('ENDPOINT_DISABLED');
    expect((await call(t.app, 'POST', `/api/merchant/webhook-deliveries/${failed.id}/replay`, { token: m.token })).status).toBe(409);
  });

  it('an endpoint failing for five days is disabled, and its merchant emailed', async () => {
    const path = freshPath();
    receiver.plan.set(path, [500]);
    const { endpoint } = await addEndpoint(m, path);
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '5 days 1 minute'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const before = (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'merchant.webhook-endpoint-disabled'))
    )[0]!.n;
    await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token });
    await receiver.waitFor(1, path);
    const deadline = Date.now() + 5000;
    let row;
    do {
      [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      if (row!.status === 'DISABLED') break;
      await new Promise((r) => setTimeout(r, 50));
    } while (Date.now() < deadline);
    expect(row).toMatchObject({ status: 'DISABLED', disabledReason: 'Every delivery failed for 5 days' });
    const after = (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'merchant.webhook-endpoint-disabled'))
    )[0]!.n;
    expect(after).toBe(before + 1);
    // Enabling it again starts a fresh streak.
    const enabled = await call(t.app, 'PATCH', `/api/merchant/webhook-endpoints/${endpoint.id}`, { token: m.token, body: { status: 'ENABLED' } });
    expect(enabled.json).toMatchObject({ status: 'ENABLED', disabledReason: null });
  });
});

describe('acceptance 3: subscriptions', () => {
  it('an endpoint subscribed only to payment.declined never receives payment.completed', async () => {
    const declinedPath = freshPath();
    const allPath = freshPath();
    await addEndpoint(m, declinedPath, { enabledEvents: ['payment.declined'] });
    await addEndpoint(m, allPath, { enabledEvents: ['*'] });
    expect((await pay(testKey, paymentBody())).status).toBe(201);
    expect((await pay(testKey, declinedBody())).status).toBe(402);
    const all = await receiver.waitFor(2, allPath);
    const declined = await receiver.waitFor(1, declinedPath);
    expect(all.map((r) => JSON.parse(r.rawBody).type).sort()).toEqual(['payment.completed', 'payment.declined']);
    // Give a stray delivery every chance to arrive before saying it never did.
    await holdsFor(500, () =>
      expect(receiver.received.filter((r) => r.path === declinedPath).map((r) => JSON.parse(r.rawBody).type)).toEqual(['payment.declined']),
    );
    expect(JSON.parse(declined[0]!.rawBody).data).toMatchObject({ status: 'DECLINED' });
  });

  it('a live payment goes to live endpoints only, and a disabled endpoint gets nothing', async () => {
    const livePath = freshPath();
    const offPath = freshPath();
    await addEndpoint(m, livePath, { mode: 'live', enabledEvents: ['payment.completed'] });
    const off = await addEndpoint(m, offPath, { mode: 'live', enabledEvents: ['*'] });
    expect((await call(t.app, 'PATCH', `/api/merchant/webhook-endpoints/${off.endpoint.id}`, { token: m.token, body: { status: 'DISABLED' } })).status).toBe(
      200,
    );
    expect((await pay(liveKey, paymentBody())).status).toBe(201);
    const [got] = await receiver.waitFor(1, livePath);
    expect(JSON.parse(got!.rawBody)).toMatchObject({ type: 'payment.completed', mode: 'live' });
    await holdsFor(300, () => expect(receiver.received.filter((r) => r.path === offPath)).toHaveLength(0));
  });
});

describe('acceptance 4: rolling the secret', () => {
  it('during the overlap each delivery carries two signatures, each verifying with its own secret', async () => {
    const path = freshPath();
    const { endpoint, secret: oldSecret } = await addEndpoint(m, path);
    const rolled = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/roll-secret`, { token: m.token, body: { overlapHours: 24 } });
    expect(rolled.status, rolled.body).toBe(200);
    const newSecret = rolled.json.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect(rolled.json.endpoint.previousSecretExpiresAt).not.toBeNull();

    await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token });
    const [got] = await receiver.waitFor(1, path);
    const signatures = got!.headers['webhook-signature']!.split(' ');
    expect(signatures).toHaveLength(2);
    const { 'webhook-id': id, 'webhook-timestamp': ts } = got!.headers;
    expect(signatures[0]).toBe(signWebhook(newSecret, id!, Number(ts), got!.rawBody));
    expect(signatures[1]).toBe(signWebhook(oldSecret, id!, Number(ts), got!.rawBody));
    for (const secret of [newSecret, oldSecret]) {
      expect(() => new Webhook(secret).verify(got!.rawBody, { ...got!.headers, 'webhook-signature': signatures[secret === newSecret ? 0 : 1]! })).not.toThrow();
      expect(() => new Webhook(secret).verify(got!.rawBody, got!.headers)).not.toThrow();
    }
  });

  it('without an overlap only the new secret signs; overlapHours is checked', async () => {
    const path = freshPath();
    const { endpoint, secret: oldSecret } = await addEndpoint(m, path);
    const rolled = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/roll-secret`, { token: m.token, body: { overlapHours: 0 } });
    expect(rolled.json.endpoint.previousSecretExpiresAt).toBeNull();
    await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token });
    const [got] = await receiver.waitFor(1, path);
    expect(got!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    new Webhook(rolled.json.secret).verify(got!.rawBody, got!.headers);
    expect(() => new Webhook(oldSecret).verify(got!.rawBody, got!.headers)).toThrow();

    const defaulted = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/roll-secret`, { token: m.token, body: {} });
    expect(defaulted.status).toBe(200);
    const hours = (Date.parse(defaulted.json.endpoint.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    for (const overlapHours of [-1, 73, 1.5, '24']) {
      const res = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/roll-secret`, { token: m.token, body: { overlapHours } });
      expect(res.status, String(overlapHours)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
    }
  });

  it('stores the secret encrypted, never in clear', async () => {
    const { endpoint, secret } = await addEndpoint(m, freshPath());
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretEnc.startsWith(`v2.${t.app.ctx.keys.fieldEncryption.activeKeyId}.`)).toBe(true);
    expect(row!.secretEnc).not.toContain(secret.slice(6, 20));
    const listed = await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: m.token });
    expect(listed.body).not.toContain('whsec_');
  });
});

describe('endpoint management', () => {
  it('validates the body', async () => {
    const base = { url: `${receiver.url}/x`, mode: 'test', enabledEvents: ['*'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, url: 'not a url' }, 'url'],
      [{ ...base, mode: 'demo' }, 'mode'],
      [{ ...base, enabledEvents: [] }, 'enabledEvents'],
      [{ ...base, enabledEvents: ['payment.refunded'] }, 'enabledEvents.0'],
      [{ ...base, enabledEvents: 'payment.completed' }, 'enabledEvents'],
      [{ ...base, description: 'x'.repeat(201) }, 'description'],
      [{ ...base, extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', { token: m.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
      if (field) expect(res.json.field).toBe(field);
    }
    const empty = await call(t.app, 'PATCH', `/api/merchant/webhook-endpoints/${randomUUID()}`, { token: m.token, body: {} });
    expect(empty.status).toBe(400);
  });

  it('lists, changes and deletes; "*" with other types is just "*"', async () => {
    const created = await addEndpoint(m, freshPath(), { enabledEvents: ['payment.completed', '*'], description: 'Orders service' });
    const patched = await call(t.app, 'PATCH', `/api/merchant/webhook-endpoints/${created.endpoint.id}`, {
      token: m.token,
      body: { enabledEvents: ['api_key.created', 'api_key.revoked'], description: null, url: `${receiver.url}/moved` },
    });
    expect(patched.status, patched.body).toBe(200);
    expect(patched.json).toMatchObject({ enabledEvents: ['api_key.created', 'api_key.revoked'], description: null, url: `${receiver.url}/moved` });
    const listed = await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: m.token });
    expect(listed.json.endpoints.some((e: { id: string }) => e.id === created.endpoint.id)).toBe(true);
    expect((await call(t.app, 'DELETE', `/api/merchant/webhook-endpoints/${created.endpoint.id}`, { token: m.token })).status).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/merchant/webhook-endpoints/${created.endpoint.id}`, { token: m.token })).status).toBe(404);
  });

  it("answers 404 for another merchant's endpoint or delivery, and changes nothing", async () => {
    const path = freshPath();
    const { endpoint } = await addEndpoint(m, path);
    const sent = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, { token: m.token });
    await receiver.waitFor(1, path);
    const attempts: [string, string, unknown][] = [
      ['PATCH', `/api/merchant/webhook-endpoints/${endpoint.id}`, { status: 'DISABLED' }],
      ['DELETE', `/api/merchant/webhook-endpoints/${endpoint.id}`, undefined],
      ['POST', `/api/merchant/webhook-endpoints/${endpoint.id}/roll-secret`, { overlapHours: 0 }],
      ['POST', `/api/merchant/webhook-endpoints/${endpoint.id}/test`, undefined],
      ['GET', `/api/merchant/webhook-endpoints/${endpoint.id}/deliveries`, undefined],
      ['POST', `/api/merchant/webhook-deliveries/${sent.json.deliveryId}/replay`, undefined],
      ['GET', `/api/merchant/webhook-endpoints/not-a-uuid/deliveries`, undefined],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t.app, method as 'GET', url, { token: other.token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const mine = await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: other.token });
    expect(mine.json.endpoints).toEqual([]);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.status).toBe('ENABLED');
  });

  it('an API key lists the endpoints of its own mode only (test/sdk-key-access.test.ts covers the rest)', async () => {
    const res = await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: testKey });
    expect(res.status).toBe(200);
    expect(res.json.endpoints.length).toBeGreaterThan(0);
    expect(res.json.endpoints.every((e: { mode: string }) => e.mode === 'test')).toBe(true);
  });
});

describe('acceptance 5: SSRF protection', () => {
  let strict: TestApp;
  let s: MerchantFixture;
  beforeAll(async () => {
    strict = await createTestApp();
    s = await createMerchantFixture(strict);
  });
  afterAll(async () => strict?.close());

  const refusedUrls = [
    'http://127.0.0.1/hook',
    'https://127.0.0.1/hook',
    'https://10.0.0.5/hook',
    'https://172.16.3.4/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://169.254.10.10/hook',
    'https://localhost/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:a00:5]/hook',
    'https://[fd12:3456::1]/hook',
    'https://[fe80::1]/hook',
    'https://0x7f.1/hook',
    'https://2130706433/hook',
    'https://user:secret@example.com/hook',
    'ftp://example.com/hook',
  ];

  it('refuses private, loopback, link-local and metadata targets with 400 and a clear message, from a session or a key', async () => {
    const key = (await s.key('test')).secret;
    for (const url of refusedUrls) {
      for (const token of [s.token, key]) {
        const res = await call(strict.app, 'POST', '/api/merchant/webhook-endpoints', { token, body: { url, mode: 'test', enabledEvents: ['*'] } });
        expect(res.status, url).toBe(400);
        expect(res.json.code, url).toBe('WEBHOOK_URL_REFUSED');
        expect(res.json.field).toBe('url');
      }
    }
    const loop = await call(strict.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: s.token,
      body: { url: 'https://localhost/hook', mode: 'test', enabledEvents: ['*'] },
    });
    expect(loop.json.message).toMatch(/localhost resolves to .*loopback/);
    const http = await call(strict.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: s.token,
      body: { url: 'http://127.0.0.1/hook', mode: 'test', enabledEvents: ['*'] },
    });
    expect(http.json.message).toBe('Webhook URLs must use https');
  });

  it('checks a changed URL too', async () => {
    // Stored directly (as if registered when it resolved elsewhere), then changed to a private address.
    const [row] = await strict.db
      .insert(webhookEndpoints)
      .values({ merchantId: s.merchantDbId, mode: 'test', url: 'https://hooks.example.com/x', enabledEvents: ['*'], secretEnc: 'v1.x.y.z' })
      .returning();
    const res = await call(strict.app, 'PATCH', `/api/merchant/webhook-endpoints/${row!.id}`, { token: s.token, body: { url: 'https://10.0.0.5/x' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('WEBHOOK_URL_REFUSED');
  });

  it('re-checks at delivery: a stored private target is never contacted', async () => {
    const path = freshPath();
    // Registered while private targets were allowed (t), delivered by an app where they are not (strict).
    const id = randomUUID();
    const [row] = await strict.db
      .insert(webhookEndpoints)
      .values({
        id,
        merchantId: s.merchantDbId,
        mode: 'test',
        url: `${receiver.url}${path}`,
        enabledEvents: ['*'],
        secretEnc: encryptField(strict.app.ctx.keys.fieldEncryption, generateWebhookSecret(), ref('webhook_endpoints.secret_enc', id)),
      })
      .returning();
    const sent = await call(strict.app, 'POST', `/api/merchant/webhook-endpoints/${row!.id}/test`, { token: s.token });
    expect(sent.status).toBe(202);
    const strictWorker = createWebhookWorker(strict.app.ctx, { listen: false });
    await strictWorker.runOnce();
    const list = await call(strict.app, 'GET', `/api/merchant/webhook-endpoints/${row!.id}/deliveries`, { token: s.token });
    expect(list.json.deliveries[0].attempts[0].error).toBe('Not sent: Webhook URLs must use https');
    expect(receiver.received.filter((r) => r.path === path)).toHaveLength(0);
  });

  it('with WEBHOOK_ALLOW_PRIVATE_TARGETS the metadata address is still refused', async () => {
    for (const url of ['http://169.254.169.254/latest', 'https://[::ffff:169.254.169.254]/', 'http://[fd00:ec2::254]/']) {
      const res = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', { token: m.token, body: { url, mode: 'test', enabledEvents: ['*'] } });
      expect(res.status, url).toBe(400);
      expect(res.json.message, url).toMatch(/metadata/);
    }
  });
});

describe('events', () => {
  it('records api_key.created and api_key.revoked, and merchant.status_changed in both modes', async () => {
    const fresh = await createMerchantFixture(t);
    const created = await call(t.app, 'POST', '/api/merchant/api-keys', { token: fresh.token, body: { mode: 'live' } });
    expect(created.status).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/merchant/api-keys/${created.json.apiKey.id}`, { token: fresh.token })).status).toBe(204);
    const admin = await adminSession(t, 'events');
    const suspended = await call(t.app, 'PATCH', `/api/admin/merchants/${fresh.merchantId}/status`, { token: admin.token, body: { status: 'SUSPENDED' } });
    expect(suspended.status, suspended.body).toBe(200);

    const listed = await call(t.app, 'GET', '/api/merchant/events', { token: fresh.token });
    // The session ended with the suspension; read the events straight from the module instead.
    expect([401, 403]).toContain(listed.status);
    const all = await listEvents(t.app.ctx, { merchantDbId: fresh.merchantDbId, limit: 50 });
    expect(all.events.map((e) => `${e.type}:${e.mode}`).sort()).toEqual([
      'api_key.created:live',
      'api_key.revoked:live',
      'merchant.status_changed:live',
      'merchant.status_changed:test',
    ]);
    // Newest first: the suspension's two events, then the revoke, then the creation.
    expect(all.events.slice(2).map((e) => e.type)).toEqual(['api_key.revoked', 'api_key.created']);
    const revoked = all.events.find((e) => e.type === 'api_key.revoked')!;
    expect(revoked.data).toMatchObject({ id: created.json.apiKey.id, mode: 'live', revokedAt: expect.any(String) });
    const status = all.events.find((e) => e.type === 'merchant.status_changed')!;
    expect(status.data).toMatchObject({ merchantId: fresh.merchantId, status: 'SUSPENDED', previousStatus: 'ACTIVE' });
  });

  it('a session sees both modes, an API key only its own; newest first, paged, filtered by type', async () => {
    const fresh = await createMerchantFixture(t);
    const tk = (await fresh.key('test')).secret;
    const lk = (await fresh.key('live')).secret;
    for (let i = 0; i < 3; i++) expect((await pay(tk, paymentBody())).status).toBe(201);
    expect((await pay(tk, declinedBody())).status).toBe(402);
    expect((await pay(lk, paymentBody())).status).toBe(201);

    const asTest = await call(t.app, 'GET', '/api/merchant/events', { token: tk });
    expect(asTest.json.events.map((e: { mode: string }) => e.mode)).toEqual(['test', 'test', 'test', 'test']);
    expect(asTest.json.events[0].type).toBe('payment.declined');
    const asLive = await call(t.app, 'GET', '/api/merchant/events', { token: lk });
    expect(asLive.json.events.map((e: { type: string }) => e.type)).toEqual(['payment.completed']);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call>> = await call(t.app, 'GET', `/api/merchant/events?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        token: fresh.token,
      });
      expect(page.status).toBe(200);
      seen.push(...page.json.events.map((e: { id: string }) => e.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);

    const completed = await call(t.app, 'GET', '/api/merchant/events?type=payment.completed', { token: fresh.token });
    expect(completed.json.events).toHaveLength(4);
    expect(new Set(completed.json.events.map((e: { mode: string }) => e.mode))).toEqual(new Set(['test', 'live']));

    for (const q of ['type=payment.refunded', 'cursor=not-a-cursor', 'limit=0', 'limit=101', 'surprise=1']) {
      const res = await call(t.app, 'GET', `/api/merchant/events?${q}`, { token: fresh.token });
      expect(res.status, q).toBe(400);
    }
    // Another merchant's events are never listed.
    const theirs = await call(t.app, 'GET', '/api/merchant/events', { token: other.token });
    expect(theirs.json.events.every((e: { id: string }) => !seen.includes(e.id))).toBe(true);
  });
});
