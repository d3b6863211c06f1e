import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogWriter } from '@server/http/api-request-log';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { addMember } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What an integrator's server needs with an API key besides payments: a test event, an endpoint's
 * deliveries, a replay, one event by id and the request log. A key acts in its own mode only; the
 * other mode's and another merchant's ids answer 404, and portal sessions behave as before.
 */

let t: TestApp;
let m: MerchantFixture;
let other: MerchantFixture;
let testKey: string;
let liveKey: string;
let otherTestKey: string;
let testEndpoint: string;
let liveEndpoint: string;

const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
const flush = () => apiLogWriter(t.app.ctx).flush();

async function addEndpoint(mode: 'test' | 'live', path: string): Promise<string> {
  // Port 9 (discard) on loopback: nothing listens, and no worker runs in this file, so deliveries stay pending.
  const res = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
    token: m.token,
    body: { url: `http://127.0.0.1:9${path}`, mode, enabledEvents: ['*'] },
  });
  expect(res.status, res.body).toBe(201);
  return res.json.endpoint.id as string;
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  m = await createMerchantFixture(t);
  other = await createMerchantFixture(t);
  testKey = (await m.key('test')).secret;
  liveKey = (await m.key('live')).secret;
  otherTestKey = (await other.key('test')).secret;
  testEndpoint = await addEndpoint('test', '/test');
  liveEndpoint = await addEndpoint('live', '/live');
});
afterAll(async () => t.close());

describe('webhook test events, deliveries and replays with an API key', () => {
  it('a test key sends a test event to a test endpoint, lists its deliveries and replays one', async () => {
    const sent = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${testEndpoint}/test`, { token: testKey });
    expect(sent.status, sent.body).toBe(202);
    expect(sent.json.eventId).toMatch(/^evt_/);

    const listed = await call(t.app, 'GET', `/api/merchant/webhook-endpoints/${testEndpoint}/deliveries`, { token: testKey });
    expect(listed.status, listed.body).toBe(200);
    const delivery = listed.json.deliveries.find((d: { eventId: string }) => d.eventId === sent.json.eventId);
    expect(delivery).toMatchObject({ id: sent.json.deliveryId, eventType: 'webhook.test', status: 'PENDING' });

    const replayed = await call(t.app, 'POST', `/api/merchant/webhook-deliveries/${sent.json.deliveryId}/replay`, { token: testKey });
    expect(replayed.status, replayed.body).toBe(202);
    expect(replayed.json.delivery).toMatchObject({ id: sent.json.deliveryId, status: 'PENDING', endpointId: testEndpoint });

    const event = await call(t.app, 'GET', `/api/merchant/events/${sent.json.eventId}`, { token: testKey });
    expect(event.status, event.body).toBe(200);
    expect(event.json).toMatchObject({ id: sent.json.eventId, type: 'webhook.test', mode: 'test', data: { endpointId: testEndpoint } });
  });

  it('a live key works on live endpoints and gets 404 for the test ones; another merchant’s key gets 404 for all', async () => {
    const live = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${liveEndpoint}/test`, { token: liveKey });
    expect(live.status, live.body).toBe(202);
    const testSent = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${testEndpoint}/test`, { token: testKey });
    const testDelivery = testSent.json.deliveryId as string;

    const refused: [string, string, string, string][] = [
      [liveKey, 'POST', `/api/merchant/webhook-endpoints/${testEndpoint}/test`, 'WEBHOOK_ENDPOINT_NOT_FOUND'],
      [liveKey, 'GET', `/api/merchant/webhook-endpoints/${testEndpoint}/deliveries`, 'WEBHOOK_ENDPOINT_NOT_FOUND'],
      [liveKey, 'POST', `/api/merchant/webhook-deliveries/${testDelivery}/replay`, 'WEBHOOK_DELIVERY_NOT_FOUND'],
      [liveKey, 'GET', `/api/merchant/events/${testSent.json.eventId}`, 'NOT_FOUND'],
      [testKey, 'POST', `/api/merchant/webhook-endpoints/${liveEndpoint}/test`, 'WEBHOOK_ENDPOINT_NOT_FOUND'],
      [testKey, 'POST', `/api/merchant/webhook-deliveries/${live.json.deliveryId}/replay`, 'WEBHOOK_DELIVERY_NOT_FOUND'],
      [testKey, 'GET', `/api/merchant/events/${live.json.eventId}`, 'NOT_FOUND'],
      [otherTestKey, 'POST', `/api/merchant/webhook-endpoints/${testEndpoint}/test`, 'WEBHOOK_ENDPOINT_NOT_FOUND'],
      [otherTestKey, 'GET', `/api/merchant/webhook-endpoints/${testEndpoint}/deliveries`, 'WEBHOOK_ENDPOINT_NOT_FOUND'],
      [otherTestKey, 'POST', `/api/merchant/webhook-deliveries/${testDelivery}/replay`, 'WEBHOOK_DELIVERY_NOT_FOUND'],
      [otherTestKey, 'GET', `/api/merchant/events/${testSent.json.eventId}`, 'NOT_FOUND'],
      [other.token, 'GET', `/api/merchant/events/${testSent.json.eventId}`, 'NOT_FOUND'],
      [testKey, 'POST', '/api/merchant/webhook-endpoints/not-a-uuid/test', 'WEBHOOK_ENDPOINT_NOT_FOUND'],
      [testKey, 'POST', '/api/merchant/webhook-deliveries/12345/replay', 'WEBHOOK_DELIVERY_NOT_FOUND'],
      [testKey, 'GET', '/api/merchant/events/evt_', 'NOT_FOUND'],
      [testKey, 'GET', `/api/merchant/events/${'x'.repeat(20)}`, 'NOT_FOUND'],
    ];
    for (const [token, method, url, code] of refused) {
      const res = await call(t.app, method as 'GET', url, { token });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.json.code, `${method} ${url}`).toBe(code);
    }
    // The portal session still sees either mode's event.
    expect((await call(t.app, 'GET', `/api/merchant/events/${live.json.eventId}`, { token: m.token })).json.mode).toBe('live');
    expect((await call(t.app, 'GET', `/api/merchant/events/${testSent.json.eventId}`, { token: m.token })).json.mode).toBe('test');
  });

  it('a key adds, lists, changes, rolls and deletes endpoints of its own mode only, and the audit names the key', async () => {
    const added = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: testKey,
      body: { url: 'http://127.0.0.1:9/by-key', enabledEvents: ['payment.completed'] },
    });
    expect(added.status, added.body).toBe(201);
    expect(added.json.endpoint).toMatchObject({ mode: 'test', url: 'http://127.0.0.1:9/by-key' });
    expect(added.json.secret).toMatch(/^whsec_/);
    const id = added.json.endpoint.id as string;

    // Another mode than the key's is refused, naming the field; a portal session still has to say which.
    const otherMode = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: testKey,
      body: { url: 'http://127.0.0.1:9/x', mode: 'live', enabledEvents: ['*'] },
    });
    expect(otherMode.status).toBe(400);
    expect(otherMode.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'mode' });
    const noMode = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: m.token,
      body: { url: 'http://127.0.0.1:9/x', enabledEvents: ['*'] },
    });
    expect(noMode.status).toBe(400);
    expect(noMode.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'mode' });

    // Lists: the key's mode only; the portal sees both.
    const byKey = (await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: testKey })).json.endpoints.map((e: { id: string }) => e.id);
    expect(byKey).toEqual(expect.arrayContaining([testEndpoint, id]));
    expect(byKey).not.toContain(liveEndpoint);
    const byLive = (await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: liveKey })).json.endpoints.map((e: { id: string }) => e.id);
    expect(byLive).toEqual([liveEndpoint]);
    expect((await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: otherTestKey })).json.endpoints).toEqual([]);

    const changed = await call(t.app, 'PATCH', `/api/merchant/webhook-endpoints/${id}`, {
      token: testKey,
      body: { description: 'from CI', status: 'DISABLED' },
    });
    expect(changed.status, changed.body).toBe(200);
    expect(changed.json).toMatchObject({ description: 'from CI', status: 'DISABLED' });
    const rolled = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${id}/roll-secret`, { token: testKey, body: { overlapHours: 0 } });
    expect(rolled.status, rolled.body).toBe(200);
    expect(rolled.json.secret).not.toBe(added.json.secret);

    // The other mode's endpoint and another merchant's key: 404, and nothing changed.
    for (const [token, method, url, body] of [
      [testKey, 'PATCH', `/api/merchant/webhook-endpoints/${liveEndpoint}`, { description: 'x' }],
      [testKey, 'POST', `/api/merchant/webhook-endpoints/${liveEndpoint}/roll-secret`, {}],
      [testKey, 'DELETE', `/api/merchant/webhook-endpoints/${liveEndpoint}`, undefined],
      [otherTestKey, 'PATCH', `/api/merchant/webhook-endpoints/${id}`, { description: 'x' }],
      [otherTestKey, 'DELETE', `/api/merchant/webhook-endpoints/${id}`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.json.code).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
    }
    expect((await call(t.app, 'GET', '/api/merchant/webhook-endpoints', { token: m.token })).json.endpoints.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining([testEndpoint, liveEndpoint, id]),
    );

    expect((await call(t.app, 'DELETE', `/api/merchant/webhook-endpoints/${id}`, { token: testKey })).status).toBe(204);
    const audit = await t.db.execute<{ action: string; actor_id: string | null; actor_email: string }>(
      sql`select action, actor_id, actor_email from audit_logs where target_id = ${id} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'webhook_endpoint.create',
      'webhook_endpoint.update',
      'webhook_endpoint.roll_secret',
      'webhook_endpoint.delete',
    ]);
    for (const row of audit.rows) expect(row).toMatchObject({ actor_id: null, actor_email: expect.stringMatching(/^test API key [0-9a-f-]{36}$/) });
  });

  it('keeps session roles: an analyst gets 403 FORBIDDEN_ROLE where an API key of the merchant gets through', async () => {
    const owner = await signupTestMerchant(t.app);
    const analyst = await addMember(t.app, owner, 'ANALYST');
    const attempts: [string, string][] = [
      ['POST', `/api/merchant/webhook-endpoints/${randomUUID()}/test`],
      ['GET', `/api/merchant/webhook-endpoints/${randomUUID()}/deliveries`],
      ['POST', `/api/merchant/webhook-deliveries/${randomUUID()}/replay`],
      ['GET', '/api/merchant/events/evt_abc'],
      ['GET', '/api/merchant/request-log'],
      ['GET', '/api/merchant/webhook-endpoints'],
      ['POST', '/api/merchant/webhook-endpoints'],
      ['DELETE', `/api/merchant/webhook-endpoints/${randomUUID()}`],
    ];
    for (const [method, url] of attempts) {
      const res = await call(t.app, method as 'GET', url, { token: analyst.token });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.json.code, `${method} ${url}`).toBe('FORBIDDEN_ROLE');
    }
  });

  it('a burst of test events with one key makes one delivery each', async () => {
    const before = (await call(t.app, 'GET', `/api/merchant/webhook-endpoints/${testEndpoint}/deliveries?limit=100`, { token: testKey })).json.deliveries
      .length;
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => call(t.app, 'POST', `/api/merchant/webhook-endpoints/${testEndpoint}/test`, { token: testKey })),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(202));
    expect(new Set(burst.map((r) => r.json.deliveryId)).size).toBe(6);
    const after = (await call(t.app, 'GET', `/api/merchant/webhook-endpoints/${testEndpoint}/deliveries?limit=100`, { token: testKey })).json.deliveries.length;
    expect(after - before).toBe(6);
  });
});

describe('the request log with an API key', () => {
  it('shows a key its own mode’s requests only, one by one too; another mode’s or merchant’s id is 404', async () => {
    const body = {
      amount: 2500,
      currency: 'GBP',
      customerEmail: `log.${runId}@shop.example`,
      cards: [{ id: 'c', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 10_000, rewardRate: 0.01 }],
    };
    const testPaid = await call(t.app, 'POST', '/api/merchant/process-payment', { token: testKey, body });
    const livePaid = await call(t.app, 'POST', '/api/merchant/process-payment', { token: liveKey, body });
    expect([testPaid.status, livePaid.status]).toEqual([201, 201]);
    const theirs = await call(t.app, 'POST', '/api/merchant/process-payment', { token: otherTestKey, body });
    await flush();
    const testId = String(testPaid.headers['request-id']);
    const liveId = String(livePaid.headers['request-id']);

    const page = await call(t.app, 'GET', '/api/merchant/request-log?limit=100', { token: testKey });
    expect(page.status, page.body).toBe(200);
    const ids = page.json.requests.map((r: { requestId: string }) => r.requestId);
    expect(ids).toContain(testId);
    expect(ids).not.toContain(liveId);
    expect(ids).not.toContain(String(theirs.headers['request-id']));
    expect(new Set(page.json.requests.map((r: { mode: string }) => r.mode))).toEqual(new Set(['test']));

    const asked = await call(t.app, 'GET', '/api/merchant/request-log?mode=live', { token: testKey });
    expect(asked.status).toBe(400);
    expect(asked.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'mode' });
    expect((await call(t.app, 'GET', '/api/merchant/request-log?mode=test&limit=abc', { token: testKey })).status).toBe(400);

    expect((await call(t.app, 'GET', `/api/merchant/request-log/${testId}`, { token: testKey })).json.request.requestId).toBe(testId);
    expect((await call(t.app, 'GET', `/api/merchant/request-log/${liveId}`, { token: liveKey })).json.request.mode).toBe('live');
    for (const [token, id] of [
      [testKey, liveId],
      [liveKey, testId],
      [otherTestKey, testId],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/merchant/request-log/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.json.code).toBe('NOT_FOUND');
    }
    // The portal session still reads both modes.
    const session = await call(t.app, 'GET', '/api/merchant/request-log?limit=100', { token: m.token });
    const sessionIds = session.json.requests.map((r: { requestId: string }) => r.requestId);
    expect(sessionIds).toEqual(expect.arrayContaining([testId, liveId]));
  });
});
