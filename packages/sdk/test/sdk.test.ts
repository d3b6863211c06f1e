import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogWriter } from '@server/http/api-request-log';
import { createWebhookWorker, type WebhookWorker } from '@server/modules/webhooks';
import { call } from '../../../test/support/helpers';
import { createMerchantFixture, type MerchantFixture } from '../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/support/webhook-receiver';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  SmartSplit,
  SmartSplitError,
  WebhookVerificationError,
  type ClientOptions,
} from '../src/index';
import { HttpClient, parseRetryAfter } from '../src/http';
import { card, declinedBody, paymentBody, startFlakyProxy, type FlakyProxy } from './support';

/**
 * The SDK against the real app listening on loopback, on its own embedded database: every
 * resource, typed errors, pagination across pages, retries through a flaky proxy in front of the
 * app, and a real signed delivery verified by client.webhooks.verify.
 */

let t: TestApp;
let baseUrl: string;
let m: MerchantFixture;
let other: MerchantFixture;
let testKey: string;
let liveKey: string;
let otherKey: string;
let worker: WebhookWorker;
let receiver: WebhookReceiver;
let proxy: FlakyProxy;

const FAST = { retryDelay: { initialMs: 10, maxMs: 50 } };
const client = (apiKey: string, over: Partial<ClientOptions> = {}) => new SmartSplit({ apiKey, baseUrl, ...FAST, ...over });
const flushLog = () => apiLogWriter(t.app.ctx).flush();

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  worker = createWebhookWorker(t.app.ctx, { intervalMs: 100, timeoutMs: 2000 });
  worker.start();
  receiver = await startWebhookReceiver();
  proxy = await startFlakyProxy(baseUrl);
  m = await createMerchantFixture(t);
  other = await createMerchantFixture(t);
  testKey = (await m.key('test')).secret;
  liveKey = (await m.key('live')).secret;
  otherKey = (await other.key('test')).secret;
});
afterAll(async () => {
  await proxy?.close();
  await receiver?.close();
  await worker?.stop();
  await t?.close();
});

describe('payments', () => {
  it('creates, retrieves and lists a payment; a declined one is a result with its reason, not an exception', async () => {
    const sdk = client(testKey);
    const payment = await sdk.payments.create(paymentBody());
    expect(payment).toMatchObject({ status: 'COMPLETED', mode: 'test', amount: 12_550 });
    expect(payment.splits.reduce((sum, s) => sum + s.amount, 0)).toBe(12_550);

    const declined = await sdk.payments.create(declinedBody());
    expect(declined.status).toBe('DECLINED');
    expect(declined.declineReason).not.toBeNull();

    const detail = await sdk.payments.retrieve(payment.transactionId);
    expect(detail).toMatchObject({ transactionId: payment.transactionId, status: 'COMPLETED' });
    const listed = await sdk.payments.list({ limit: 100 }).toArray();
    expect(listed.map((p) => p.transactionId)).toEqual(expect.arrayContaining([payment.transactionId, declined.transactionId]));
    const completed = await sdk.payments.list({ status: 'COMPLETED' }).toArray();
    expect(completed.every((p) => p.status === 'COMPLETED')).toBe(true);
    expect(completed.map((p) => p.transactionId)).not.toContain(declined.transactionId);
  });

  it('sends an Idempotency-Key on every POST, a new UUID unless given, and the same key replays the first answer', async () => {
    const sdk = client(testKey, { baseUrl: proxy.url });
    proxy.seen.length = 0;
    await sdk.payments.create(paymentBody());
    await sdk.payments.create(paymentBody());
    const keys = proxy.seen.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);

    const body = paymentBody();
    const idempotencyKey = `order-${Date.now()}`;
    const [one, two] = await Promise.all([sdk.payments.create(body, { idempotencyKey }), sdk.payments.create(body, { idempotencyKey })]);
    expect(two.transactionId).toBe(one.transactionId);
    const reused = await sdk.payments.create({ ...body, amount: 999 }, { idempotencyKey }).catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(InvalidRequestError);
    expect(reused).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('pages through a list with nextCursor, newest first, without gaps or repeats', async () => {
    const fresh = await createMerchantFixture(t);
    const sdk = client((await fresh.key('test')).secret);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await sdk.payments.create(paymentBody())).transactionId);
    const pages = [];
    for await (const page of sdk.payments.list({ limit: 2 }).pages()) pages.push(page.items.map((p) => p.transactionId));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual([...made].reverse());
    const iterated: string[] = [];
    for await (const p of sdk.payments.list({ limit: 2, status: 'COMPLETED' })) iterated.push(p.transactionId);
    expect(iterated).toEqual([...made].reverse());
    const first = await sdk.payments.list({ limit: 3 }).firstPage();
    expect(first.items).toHaveLength(3);
    const rest = await sdk.payments.list({ limit: 3, cursor: first.nextCursor! }).toArray();
    expect([...first.items, ...rest].map((p) => p.transactionId)).toEqual([...made].reverse());
    expect(await sdk.payments.list({ limit: 2 }).toArray({ limit: 3 })).toHaveLength(3);
  });

  it('captures part of a manual payment, cancels another, and authorises gateway legs one by one', async () => {
    const sdk = client(liveKey);
    const manual = await sdk.payments.create(paymentBody({ captureMethod: 'manual' }));
    expect(manual.status).toBe('AUTHORISED');
    const captured = await sdk.payments.capture(manual.transactionId, { amount: 10_000 });
    expect(captured.payment).toMatchObject({ status: 'COMPLETED', amountCaptured: 10_000 });

    const toCancel = await sdk.payments.create(paymentBody({ captureMethod: 'manual' }));
    const canceled = await sdk.payments.cancel(toCancel.transactionId, { reason: 'requested_by_customer' });
    expect(canceled.payment).toMatchObject({ status: 'CANCELED', cancelReason: 'requested_by_customer' });

    const gateway = await sdk.payments.create(paymentBody({ legConfirmation: 'gateway' }));
    expect(gateway.status).toBe('REQUIRES_AUTHORISATION');
    let last;
    for (const leg of gateway.legs)
      last = await sdk.payments.reportLegAuthorisation(gateway.transactionId, leg.id, { outcome: 'AUTHORISED', processorReference: `ch_${leg.id}` });
    expect(last!.payment.status).toBe('COMPLETED');
  });

  it('simulates a payment with a test key, storing nothing', async () => {
    const sdk = client(testKey);
    const simulation = await sdk.payments.simulate(paymentBody());
    expect(simulation).toMatchObject({ paymentApiStatus: 201 });
  });
});

describe('refunds', () => {
  it('creates, previews, retrieves and lists refunds, and reports gateway refund legs', async () => {
    const sdk = client(testKey);
    const payment = await sdk.payments.create(paymentBody());
    const preview = await sdk.refunds.preview(payment.transactionId, { amount: 2_000 });
    expect(preview).toBeTruthy();
    const refund = await sdk.refunds.create(payment.transactionId, { amount: 2_000, reason: 'requested_by_customer' });
    expect(refund).toMatchObject({ amount: 2_000, status: 'SUCCEEDED' });
    expect(await sdk.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 2_000 });
    expect((await sdk.refunds.listForPayment(payment.transactionId)).map((r) => r.id)).toEqual([refund.id]);
    const all = await sdk.refunds.list({ limit: 1 }).toArray();
    expect(all.map((r) => r.id)).toContain(refund.id);

    const gateway = await sdk.payments.create(paymentBody({ legConfirmation: 'gateway' }));
    for (const leg of gateway.legs) await sdk.payments.reportLegAuthorisation(gateway.transactionId, leg.id, { outcome: 'AUTHORISED' });
    const pending = await sdk.refunds.create(gateway.transactionId, { reason: 'other', allocation: 'pro_rata' });
    expect(pending.status).toBe('PENDING');
    let result = pending;
    for (const leg of pending.legs) result = await sdk.refunds.reportLegResult(pending.id, leg.legId, { outcome: 'SUCCEEDED' });
    expect(result.status).toBe('SUCCEEDED');
  });
});

describe('typed errors', () => {
  it('carries status, code, field, requestId; another merchant’s and another mode’s ids are NotFoundError', async () => {
    const sdk = client(testKey);
    const bad = await sdk.payments.create({ ...paymentBody(), amount: 'lots' as unknown as number }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(InvalidRequestError);
    expect(bad).toBeInstanceOf(SmartSplitError);
    expect(bad).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: 'amount' });
    expect((bad as SmartSplitError).requestId).toMatch(/^req_/);

    const unauthorised = await client(`sk_test_${'Q'.repeat(40)}`)
      .payments.list()
      .firstPage()
      .catch((e: unknown) => e);
    expect(unauthorised).toBeInstanceOf(AuthenticationError);
    expect(unauthorised).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

    const mine = await sdk.payments.create(paymentBody());
    for (const stranger of [client(otherKey), client(liveKey)]) {
      const missing = await stranger.payments.retrieve(mine.transactionId).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ status: 404, code: 'TRANSACTION_NOT_FOUND' });
    }
    const conflict = await sdk.payments.cancel(mine.transactionId, { reason: 'duplicate' }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    expect(() => new SmartSplit({ apiKey: 'pk_nope', baseUrl })).toThrow(TypeError);
  });
});

describe('retries', () => {
  it('retries two 503s with the same Idempotency-Key, then stores one payment', async () => {
    const fresh = await createMerchantFixture(t);
    const key = (await fresh.key('test')).secret;
    proxy.seen.length = 0;
    proxy.plan.push({ kind: 'answer', status: 503, body: { message: 'busy', code: 'INTERNAL_ERROR' } }, { kind: 'answer', status: 503 });
    const payment = await client(key, { baseUrl: proxy.url }).payments.create(paymentBody());
    expect(payment.status).toBe('COMPLETED');
    expect(proxy.seen).toHaveLength(3);
    expect(new Set(proxy.seen.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    expect(await client(key).payments.list().toArray()).toHaveLength(1);
  });

  it('gives up after maxRetries (per client and per call) with the last error', async () => {
    proxy.seen.length = 0;
    proxy.plan.push(...Array.from({ length: 2 }, () => ({ kind: 'answer' as const, status: 502, body: { message: 'bad gateway' } })));
    const failed = await client(testKey, { baseUrl: proxy.url, maxRetries: 1 })
      .payments.list()
      .firstPage()
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 502, message: 'bad gateway' });
    expect(proxy.seen).toHaveLength(2);

    proxy.seen.length = 0;
    proxy.plan.push({ kind: 'answer', status: 500 });
    const once = await client(testKey, { baseUrl: proxy.url })
      .payments.retrieve('txn_x', { maxRetries: 0 })
      .catch((e: unknown) => e);
    expect(once).toBeInstanceOf(ApiError);
    expect(proxy.seen).toHaveLength(1);
  });

  it('honours Retry-After on 429, and exposes it when out of retries', async () => {
    proxy.plan.push({ kind: 'answer', status: 429, headers: { 'retry-after': '1' }, body: { message: 'slow down', code: 'RATE_LIMITED' } });
    const started = Date.now();
    await client(testKey, { baseUrl: proxy.url }).payments.list().firstPage();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    proxy.plan.push({ kind: 'answer', status: 429, headers: { 'retry-after': '7' }, body: { message: 'slow down', code: 'RATE_LIMITED' } });
    const limited = await client(testKey, { baseUrl: proxy.url, maxRetries: 0 })
      .payments.list()
      .firstPage()
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 7 });
  });

  it('retries 409 IDEMPOTENCY_IN_PROGRESS but not another 409', async () => {
    proxy.seen.length = 0;
    proxy.plan.push({ kind: 'answer', status: 409, body: { message: 'in progress', code: 'IDEMPOTENCY_IN_PROGRESS' } });
    const payment = await client(testKey, { baseUrl: proxy.url }).payments.create(paymentBody({ captureMethod: 'manual' }));
    expect(proxy.seen).toHaveLength(2);
    expect(proxy.seen[0]!.headers['idempotency-key']).toBe(proxy.seen[1]!.headers['idempotency-key']);

    await client(testKey).payments.cancel(payment.transactionId, { reason: 'abandoned' });
    proxy.seen.length = 0;
    const again = await client(testKey, { baseUrl: proxy.url })
      .payments.cancel(payment.transactionId, { reason: 'abandoned' })
      .catch((e: unknown) => e);
    expect(again).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    expect(proxy.seen).toHaveLength(1);
  });

  it('retries a dropped connection and a time-out, and reports a ConnectionError when nothing answers', async () => {
    proxy.seen.length = 0;
    proxy.plan.push({ kind: 'drop' });
    const payment = await client(testKey, { baseUrl: proxy.url }).payments.create(paymentBody());
    expect(payment.status).toBe('COMPLETED');
    expect(proxy.seen).toHaveLength(2);

    proxy.seen.length = 0;
    proxy.plan.push({ kind: 'delay', ms: 1_000 });
    const listed = await client(testKey, { baseUrl: proxy.url }).payments.list().firstPage();
    expect(listed.items.length).toBeGreaterThan(0);
    proxy.plan.push({ kind: 'delay', ms: 1_000 });
    const slow = await client(testKey, { baseUrl: proxy.url, timeoutMs: 200 })
      .payments.list()
      .firstPage()
      .then(() => 'answered')
      .catch((e: unknown) => e);
    expect(slow).toBe('answered');

    // Per call: one try of 200 ms, no retry.
    proxy.plan.push({ kind: 'delay', ms: 1_000 });
    const timedOut = await client(testKey, { baseUrl: proxy.url })
      .payments.retrieve(payment.transactionId, { timeoutMs: 200, maxRetries: 0 })
      .catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(ConnectionError);
    expect((timedOut as Error).message).toMatch(/No answer within 200 ms/);

    // The caller's signal ends the call, in flight or while it waits to retry.
    proxy.plan.push({ kind: 'answer', status: 503 });
    const started = Date.now();
    const stopped = await client(testKey, { baseUrl: proxy.url, retryDelay: { initialMs: 5_000, maxMs: 5_000 } })
      .payments.retrieve(payment.transactionId, { signal: AbortSignal.timeout(300) })
      .catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(ConnectionError);
    expect((stopped as Error).message).toMatch(/aborted/);
    expect(Date.now() - started).toBeLessThan(2_000);

    const nowhere = await client(testKey, { baseUrl: 'http://127.0.0.1:9', maxRetries: 1 })
      .payments.list()
      .firstPage()
      .catch((e: unknown) => e);
    expect(nowhere).toBeInstanceOf(ConnectionError);
    expect((nowhere as ConnectionError).status).toBeUndefined();
  });
});

describe('the real rate limit', () => {
  let limited: TestApp;
  let limitedUrl: string;
  beforeAll(async () => {
    limited = await createTestApp({ API_RATE_LIMIT_TEST: '2' });
    limitedUrl = await limited.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => limited?.close());

  it('a burst over the key’s limit is answered 429 with Retry-After, which the SDK waits out until every call succeeds', async () => {
    const key = (await (await createMerchantFixture(limited)).key('test')).secret;
    const bare = await Promise.all(
      Array.from({ length: 6 }, () =>
        client(key, { baseUrl: limitedUrl, maxRetries: 0 })
          .payments.list()
          .firstPage()
          .then(() => 'ok')
          .catch((e: unknown) => e),
      ),
    );
    const refusals = bare.filter((r) => r instanceof RateLimitError);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });

    const sdk = client(key, { baseUrl: limitedUrl, maxRetries: 5 });
    const started = Date.now();
    const pages = await Promise.all(Array.from({ length: 6 }, () => sdk.payments.list().firstPage()));
    expect(pages).toHaveLength(6);
    // Six calls at two a second cannot all be answered inside the first second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe('backoff', () => {
  it('doubles from the first delay with jitter, caps it, and lets Retry-After (seconds or a date) win up to its own cap', () => {
    const http = new HttpClient({ apiKey: 'sk_test_x', baseUrl, retryDelay: { initialMs: 100, maxMs: 1_000, maxRetryAfterMs: 5_000 } });
    for (let i = 0; i < 50; i++) {
      const [first, second, capped] = [http.retryDelayMs(0), http.retryDelayMs(1), http.retryDelayMs(10)];
      expect(first).toBeGreaterThanOrEqual(50);
      expect(first).toBeLessThanOrEqual(100);
      expect(second).toBeGreaterThanOrEqual(100);
      expect(second).toBeLessThanOrEqual(200);
      expect(capped).toBeGreaterThanOrEqual(500);
      expect(capped).toBeLessThanOrEqual(1_000);
    }
    expect(http.retryDelayMs(0, 2)).toBe(2_000);
    expect(http.retryDelayMs(3, 600)).toBe(5_000);
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('events, webhook endpoints and verifying a real delivery', () => {
  let endpointId: string;
  let secret: string;

  beforeAll(async () => {
    const res = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: m.token,
      body: { url: `${receiver.url}/sdk`, mode: 'test', enabledEvents: ['*'] },
    });
    expect(res.status, res.body).toBe(201);
    endpointId = res.json.endpoint.id;
    secret = res.json.secret;
  });

  it('verifies a real payment delivery and returns the typed event, which events.retrieve and events.list also return', async () => {
    const sdk = client(testKey);
    const payment = await sdk.payments.create(paymentBody());
    const delivered = await receiver.waitFor(1, '/sdk');
    const hook =
      delivered.find((d) => d.rawBody.includes(payment.transactionId)) ??
      (await receiver.waitFor(2, '/sdk')).find((d) => d.rawBody.includes(payment.transactionId))!;
    const event = sdk.webhooks.verify(hook.rawBody, hook.headers, secret);
    expect(event).toMatchObject({ type: 'payment.completed', mode: 'test', id: hook.headers['webhook-id'] });
    expect((event.data as { transactionId: string }).transactionId).toBe(payment.transactionId);

    expect(await sdk.events.retrieve(event.id)).toMatchObject({ id: event.id, type: 'payment.completed' });
    const listed = await sdk.events.list({ type: 'payment.completed', limit: 1 }).toArray({ limit: 50 });
    expect(listed.map((e) => e.id)).toContain(event.id);
    await expect(client(liveKey).events.retrieve(event.id)).rejects.toBeInstanceOf(NotFoundError);

    // Headers as fetch gives them work too; anything else does not verify.
    expect(sdk.webhooks.verify(Buffer.from(hook.rawBody), new Headers(hook.headers), secret).id).toBe(event.id);
    const refusals: [string, Record<string, string>, string, string][] = [
      [hook.rawBody.replace('"test"', '"live"'), hook.headers, secret, 'WEBHOOK_SIGNATURE_INVALID'],
      [hook.rawBody, hook.headers, `whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`, 'WEBHOOK_SIGNATURE_INVALID'],
      [hook.rawBody, { ...hook.headers, 'webhook-id': 'evt_other' }, secret, 'WEBHOOK_SIGNATURE_INVALID'],
      [hook.rawBody, { ...hook.headers, 'webhook-signature': 'v2,abc' }, secret, 'WEBHOOK_SIGNATURE_INVALID'],
      [hook.rawBody, { ...hook.headers, 'webhook-timestamp': 'soon' }, secret, 'WEBHOOK_TIMESTAMP_INVALID'],
      [hook.rawBody, { 'webhook-id': hook.headers['webhook-id']! }, secret, 'WEBHOOK_HEADERS_MISSING'],
    ];
    for (const [body, headers, key, code] of refusals) {
      const error = (() => {
        try {
          sdk.webhooks.verify(body, headers, key);
        } catch (e) {
          return e;
        }
      })();
      expect(error, code).toBeInstanceOf(WebhookVerificationError);
      expect(error, code).toMatchObject({ code });
    }
    // Five minutes' tolerance either way.
    const at = Number(hook.headers['webhook-timestamp']) * 1000;
    expect(sdk.webhooks.verify(hook.rawBody, hook.headers, secret, { now: at + 299_000 }).id).toBe(event.id);
    expect(() => sdk.webhooks.verify(hook.rawBody, hook.headers, secret, { now: at + 301_000 })).toThrow(/too old or too new/);
    expect(() => sdk.webhooks.verify(hook.rawBody, hook.headers, secret, { now: at - 301_000 })).toThrow(WebhookVerificationError);
  });

  it('sends a test event, lists the endpoint’s deliveries and replays one, all with the key', async () => {
    const sdk = client(testKey);
    const sent = await sdk.webhookEndpoints.sendTestEvent(endpointId);
    const deadline = Date.now() + 10_000;
    let delivery;
    while (Date.now() < deadline) {
      const deliveries = await sdk.webhookEndpoints.listDeliveries(endpointId, { limit: 1 }).toArray({ limit: 100 });
      delivery = deliveries.find((d) => d.id === sent.deliveryId && d.status === 'SUCCEEDED');
      if (delivery) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(delivery).toMatchObject({ eventId: sent.eventId, eventType: 'webhook.test' });
    const before = receiver.received.filter((r) => r.headers['webhook-id'] === sent.eventId).length;
    const replayed = await sdk.webhookEndpoints.replayDelivery(sent.deliveryId);
    expect(replayed.id).toBe(sent.deliveryId);
    const arrivals = await (async () => {
      const until = Date.now() + 10_000;
      for (;;) {
        const got = receiver.received.filter((r) => r.headers['webhook-id'] === sent.eventId);
        if (got.length > before || Date.now() > until) return got;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    expect(arrivals.length).toBe(before + 1);
    const event = sdk.webhooks.verify(arrivals.at(-1)!.rawBody, arrivals.at(-1)!.headers, secret);
    expect(event).toMatchObject({ id: sent.eventId, type: 'webhook.test' });

    await expect(client(liveKey).webhookEndpoints.sendTestEvent(endpointId)).rejects.toMatchObject({ status: 404, code: 'WEBHOOK_ENDPOINT_NOT_FOUND' });
    await expect(client(otherKey).webhookEndpoints.replayDelivery(sent.deliveryId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('adds, lists, changes, rolls and deletes an endpoint with the key, in its own mode only', async () => {
    const sdk = client(testKey);
    const made = await sdk.webhookEndpoints.create({ url: `${receiver.url}/by-key`, enabledEvents: ['webhook.test'], description: 'CI' });
    expect(made.endpoint).toMatchObject({ mode: 'test', url: `${receiver.url}/by-key`, enabledEvents: ['webhook.test'], status: 'ENABLED' });
    expect((await sdk.webhookEndpoints.list()).map((e) => e.id)).toEqual(expect.arrayContaining([endpointId, made.endpoint.id]));
    expect((await client(liveKey).webhookEndpoints.list()).map((e) => e.id)).not.toContain(made.endpoint.id);
    await expect(sdk.webhookEndpoints.create({ url: `${receiver.url}/x`, mode: 'live', enabledEvents: ['*'] })).rejects.toMatchObject({
      constructor: InvalidRequestError,
      status: 400,
      field: 'mode',
    });

    const delivered = async (path: string, eventId: string) => {
      const until = Date.now() + 10_000;
      for (;;) {
        const hit = receiver.received.find((r) => r.path === path && r.headers['webhook-id'] === eventId);
        if (hit || Date.now() > until) return hit!;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const first = await sdk.webhookEndpoints.sendTestEvent(made.endpoint.id);
    const hook = await delivered('/by-key', first.eventId);
    expect(sdk.webhooks.verify(hook.rawBody, hook.headers, made.secret).type).toBe('webhook.test');

    expect(await sdk.webhookEndpoints.update(made.endpoint.id, { description: 'renamed' })).toMatchObject({ description: 'renamed' });
    const rolled = await sdk.webhookEndpoints.rollSecret(made.endpoint.id, { overlapHours: 0 });
    expect(rolled.secret).not.toBe(made.secret);
    const second = await sdk.webhookEndpoints.sendTestEvent(made.endpoint.id);
    const hook2 = await delivered('/by-key', second.eventId);
    expect(sdk.webhooks.verify(hook2.rawBody, hook2.headers, rolled.secret).id).toBe(second.eventId);
    expect(() => sdk.webhooks.verify(hook2.rawBody, hook2.headers, made.secret)).toThrow(WebhookVerificationError);

    await expect(client(otherKey).webhookEndpoints.del(made.endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
    await sdk.webhookEndpoints.del(made.endpoint.id);
    expect((await sdk.webhookEndpoints.list()).map((e) => e.id)).not.toContain(made.endpoint.id);
    await expect(sdk.webhookEndpoints.update(made.endpoint.id, { description: 'gone' })).rejects.toMatchObject({
      status: 404,
      code: 'WEBHOOK_ENDPOINT_NOT_FOUND',
    });
  });

  it('signs test headers that its own verify and the standardwebhooks library accept', () => {
    const sdk = client(testKey);
    const payload = { id: 'evt_test', type: 'payment.completed', mode: 'test', createdAt: new Date().toISOString(), data: { transactionId: 'txn_1' } };
    const { body, headers } = sdk.webhooks.generateTestHeaders({ payload, secret });
    expect(sdk.webhooks.verify(body, headers, secret)).toEqual(payload);
    expect(new Webhook(secret).verify(body, headers)).toEqual(payload);
    const old = sdk.webhooks.generateTestHeaders({ payload: body, secret, id: 'msg_1', timestamp: Math.floor(Date.now() / 1000) - 3_600 });
    expect(old.headers['webhook-id']).toBe('msg_1');
    expect(() => sdk.webhooks.verify(old.body, old.headers, secret)).toThrow(WebhookVerificationError);
    expect(sdk.webhooks.verify(old.body, old.headers, secret, { toleranceSeconds: 7_200 })).toEqual(payload);
  });
});

describe('the request log', () => {
  it('finds a failed call by the requestId its error carries, and lists the key’s own mode only', async () => {
    const sdk = client(testKey);
    const missing = (await sdk.payments.retrieve('txn_missing').catch((e: unknown) => e)) as SmartSplitError;
    expect(missing).toBeInstanceOf(NotFoundError);
    const livePaid = await client(liveKey).payments.create(paymentBody());
    expect(livePaid.mode).toBe('live');
    await flushLog();
    const entry = await sdk.requestLog.retrieve(missing.requestId!);
    expect(entry).toMatchObject({ requestId: missing.requestId, status: 404, errorCode: 'TRANSACTION_NOT_FOUND', mode: 'test', method: 'GET' });
    const listed = await sdk.requestLog.list({ limit: 5 }).toArray({ limit: 500 });
    expect(listed.map((r) => r.requestId)).toContain(missing.requestId);
    expect(new Set(listed.map((r) => r.mode))).toEqual(new Set(['test']));
    const errorsOnly = await sdk.requestLog.list({ status: '4xx' }).toArray({ limit: 500 });
    expect(errorsOnly.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
    await expect(client(otherKey).requestLog.retrieve(missing.requestId!)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client(liveKey).requestLog.retrieve(missing.requestId!)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('card numbers', () => {
  it('refuses a card number in a body with a typed error naming the field', async () => {
    const refused = await client(testKey)
      .payments.create(paymentBody({ cards: [card('4242424242424242')] }))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvalidRequestError);
    expect(refused).toMatchObject({ code: 'CARD_NUMBER_NOT_ACCEPTED' });
  });
});
