import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_REPLAY_LIMIT } from '@contract/streams';
import { apiLogWriter } from '@server/http/api-request-log';
import { call, holdsFor } from './support/helpers';
import { card, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { openSse, serve, type SseStream } from './support/sse';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * The API key's live streams (decision 0036) on two instances of one database: what is stored
 * through one reaches a stream on the other, of the key's merchant and mode only.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
let m: MerchantFixture;
let other: MerchantFixture;
let testKey: string;
let liveKey: string;
let otherKey: string;
const open: SseStream[] = [];

beforeAll(async () => {
  cluster = await createTestApps(2, { API_STREAMS_PER_MERCHANT: '3' });
  [a, b] = cluster.apps as [TestApp, TestApp];
  urlA = await serve(a.app);
  urlB = await serve(b.app);
  m = await createMerchantFixture(a);
  other = await createMerchantFixture(a);
  testKey = (await m.key('test')).secret;
  liveKey = (await m.key('live')).secret;
  otherKey = (await other.key('test')).secret;
});
afterAll(async () => {
  for (const s of open) s.close();
  await cluster.close();
});

let seq = 0;
const payment = (over: Record<string, unknown> = {}) => ({
  amount: 5_000,
  currency: 'GBP',
  customerEmail: `stream${++seq}@shop.example`,
  cards: [card('c1')],
  ...over,
});

async function stream(base: string, path: string, key: string): Promise<SseStream> {
  const s = await openSse(base, path, key);
  open.push(s);
  if (s.status === 200) await s.next((e) => e.event === 'ready');
  return s;
}

async function pay(app: TestApp, key: string, over: Record<string, unknown> = {}) {
  const res = await call(app.app, 'POST', '/api/merchant/process-payment', { token: key, body: payment(over) });
  expect([201, 402]).toContain(res.status);
  return res.json as { transactionId: string };
}

describe('the event stream', () => {
  it('carries a payment made on the other instance, with its id, and never another merchant’s or mode’s', async () => {
    const s = await stream(urlA, '/api/merchant/stream/events', testKey);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const otherStream = await stream(urlA, '/api/merchant/stream/events', otherKey);
    const liveStream = await stream(urlB, '/api/merchant/stream/events', liveKey);

    const mine = await pay(b, testKey);
    const e = await s.next((x) => x.event === 'event' && x.data.data.transactionId === mine.transactionId);
    expect(e.data).toMatchObject({ type: 'payment.completed', mode: 'test' });
    expect(e.data.id).toMatch(/^evt_/);

    await pay(b, liveKey);
    await pay(a, otherKey);
    await liveStream.next((x) => x.event === 'event' && x.data.mode === 'live');
    await otherStream.next((x) => x.event === 'event');
    await holdsFor(500, () => {
      expect(s.events.filter((x) => x.event === 'event').map((x) => x.data.mode)).toEqual(['test']);
      expect(otherStream.events.filter((x) => x.event === 'event' && x.data.data.transactionId === mine.transactionId)).toEqual([]);
      expect(liveStream.events.filter((x) => x.event === 'event' && x.data.mode !== 'live')).toEqual([]);
    });
    for (const x of [s, otherStream, liveStream]) x.close();
  });

  it('carries every row of a statement too large for one notification, once each', async () => {
    const s = await stream(urlB, '/api/merchant/stream/events?types=webhook.test', testKey);
    // 300 ids are about 24 kB of notification payload: split into several under PostgreSQL's 8000-byte limit.
    await a.database.pool.query(
      `insert into events (merchant_id, mode, type, data) select $1, 'test', 'webhook.test', jsonb_build_object('n', n) from generate_series(1, 300) n`,
      [m.merchantDbId],
    );
    await expect.poll(() => s.events.filter((x) => x.event === 'event').length, { timeout: 10_000 }).toBe(300);
    const ns = s.events.filter((x) => x.event === 'event').map((x) => x.data.data.n as number);
    expect(new Set(ns).size).toBe(300);
    s.close();
  });

  it('notifies only for a merchant and mode someone streams, and withdraws when the last stream closes', async () => {
    const heard: string[] = [];
    const listener = await a.database.pool.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen smartsplit_stream');
    const subscribed = async () =>
      (
        await a.database.pool.query(`select instance_id from stream_subscriptions where merchant_id = $1 and mode = 'test' and expires_at > now()`, [
          other.merchantDbId,
        ])
      ).rowCount;
    try {
      // No stream for this merchant: its events send nothing.
      const insertEvent = () =>
        a.database.pool.query(`insert into events (merchant_id, mode, type, data) values ($1, 'test', 'webhook.test', '{}') returning id`, [
          other.merchantDbId,
        ]);
      const quiet = (await insertEvent()).rows[0].id as string;
      await holdsFor(300, () => expect(heard.filter((p) => p.includes(quiet))).toEqual([]));
      // A stream on instance B subscribes before its ready frame; the same insert is heard now.
      const s = await stream(urlB, '/api/merchant/stream/events?types=webhook.test', otherKey);
      expect(await subscribed()).toBe(1);
      const loud = (await insertEvent()).rows[0].id as string;
      await expect.poll(() => heard.some((p) => p.includes(loud)), { timeout: 5_000 }).toBe(true);
      await s.next((x) => x.event === 'event' && x.data.id === loud);
      s.close();
      await expect.poll(subscribed, { timeout: 5_000 }).toBe(0);
    } finally {
      await listener.query('unlisten smartsplit_stream');
      listener.release();
    }
  });

  it('filters by types; a bad type is 400 naming the field; no key is 401', async () => {
    const s = await stream(urlB, '/api/merchant/stream/events?types=payment.declined', testKey);
    await pay(a, testKey);
    const declined = await pay(a, testKey, { cards: [card('old', { expMonth: 1, expYear: 2020 })] });
    const e = await s.next((x) => x.event === 'event');
    expect(e.data).toMatchObject({ type: 'payment.declined', data: { transactionId: declined.transactionId } });
    expect(s.events.filter((x) => x.event === 'event')).toHaveLength(1);
    s.close();

    const bad = await call(a.app, 'GET', '/api/merchant/stream/events?types=payment.completed,payment.exploded', { token: testKey, stream: true });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'types' });
    expect(bad.json.message).toContain('payment.exploded');
    const wrongType = await call(a.app, 'GET', '/api/merchant/stream/events?since=123', { token: testKey, stream: true });
    expect(wrongType.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'since' });
    const none = await call(a.app, 'GET', '/api/merchant/stream/events', { stream: true });
    expect(none.status).toBe(401);
    const session = await call(a.app, 'GET', '/api/merchant/stream/events', { token: m.token, stream: true });
    expect(session.status).toBe(401);
  });

  it('replays what was stored after Last-Event-ID (or since), in order, without repeats', async () => {
    const first = await pay(a, testKey);
    const { json } = await call(a.app, 'GET', '/api/merchant/events?limit=1', { token: testKey });
    const anchor = json.events[0];
    expect(anchor.data.transactionId).toBe(first.transactionId);
    const later = [await pay(b, testKey), await pay(a, testKey), await pay(b, testKey)];

    const s = await openSse(urlA, `/api/merchant/stream/events?since=${anchor.id}`, testKey);
    open.push(s);
    const ready = await s.next((x) => x.event === 'ready');
    expect(ready.data).toEqual({ replayed: 3, more: false });
    const replayed = s.events.filter((x) => x.event === 'event');
    expect(replayed.map((x) => x.data.data.transactionId)).toEqual(later.map((p) => p.transactionId));
    // `ready` names the stream's place: here the last row replayed.
    expect(ready.id).toBe(replayed.at(-1)!.id);
    s.close();
    const filtered = await openSse(urlA, `/api/merchant/stream/events?since=${anchor.id}&types=payment.declined`, testKey);
    open.push(filtered);
    expect((await filtered.next((x) => x.event === 'ready')).data).toEqual({ replayed: 0, more: false });
    filtered.close();

    // Another merchant's event id, or another mode's, is not a place to resume from.
    const foreign = await call(a.app, 'GET', `/api/merchant/stream/events?since=${anchor.id}`, { token: otherKey, stream: true });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'since' });
    const liveAsks = await call(a.app, 'GET', '/api/merchant/stream/events', { token: liveKey, stream: true, headers: { 'last-event-id': anchor.id } });
    expect(liveAsks.status).toBe(400);
  });

  it('says in ready where a new stream starts, so one ended before its first row resumes without a gap', async () => {
    const fresh = await createMerchantFixture(a);
    const key = (await fresh.key('test')).secret;
    // Nothing stored yet: no place to name.
    const empty = await stream(urlA, '/api/merchant/stream/events', key);
    expect(empty.events.find((x) => x.event === 'ready')!.id).toBeUndefined();
    empty.close();

    const before = await pay(b, key);
    const s = await stream(urlA, '/api/merchant/stream/events', key);
    const ready = s.events.find((x) => x.event === 'ready')!;
    const newest = (await call(a.app, 'GET', '/api/merchant/events?limit=1', { token: key })).json.events[0];
    expect(newest.data.transactionId).toBe(before.transactionId);
    expect(ready.id).toBe(newest.id);
    // The stream ends with no row sent; what is stored before the client is back is replayed from ready's id.
    s.close();
    const meanwhile = await pay(b, key);
    const resumed = await openSse(urlA, `/api/merchant/stream/events?since=${ready.id}`, key);
    open.push(resumed);
    expect((await resumed.next((x) => x.event === 'ready')).data).toEqual({ replayed: 1, more: false });
    expect(resumed.events.filter((x) => x.event === 'event').map((x) => x.data.data.transactionId)).toEqual([meanwhile.transactionId]);
    resumed.close();

    const lastRequest = await call(b.app, 'GET', '/api/merchant/transactions', { token: key });
    await apiLogWriter(b.app.ctx).flush();
    const log = await stream(urlA, '/api/merchant/stream/request-log', key);
    expect(log.events.find((x) => x.event === 'ready')!.id).toBe(lastRequest.headers['request-id']);
    log.close();
  });

  it('replays at most STREAM_REPLAY_LIMIT items, and says there were more', async () => {
    const k = await createMerchantFixture(a);
    const key = (await k.key('test')).secret;
    await pay(a, key);
    const anchor = (await call(a.app, 'GET', '/api/merchant/events?limit=1', { token: key })).json.events[0].id as string;
    await a.database.pool.query(
      `insert into events (merchant_id, mode, type, created_at, data) select $1, 'test', 'webhook.test', now() + interval '1 second', jsonb_build_object('n', n) from generate_series(1, $2::int) n`,
      [k.merchantDbId, STREAM_REPLAY_LIMIT + 20],
    );
    const s = await openSse(urlB, `/api/merchant/stream/events?since=${anchor}`, key);
    open.push(s);
    expect((await s.next((x) => x.event === 'ready', 10_000)).data).toEqual({ replayed: STREAM_REPLAY_LIMIT, more: true });
    expect(s.events.filter((x) => x.event === 'event')).toHaveLength(STREAM_REPLAY_LIMIT);
    s.close();
  });

  it('caps the streams per merchant with a 429 and Retry-After; a closed one frees its place', async () => {
    const held = [await stream(urlA, '/api/merchant/stream/events', testKey), await stream(urlA, '/api/merchant/stream/events', liveKey)];
    held.push(await stream(urlA, '/api/merchant/stream/request-log', testKey));
    const refused = await call(a.app, 'GET', '/api/merchant/stream/events', { token: testKey, stream: true });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(refused.json.message).toContain('3 live streams');
    expect(refused.headers['retry-after']).toBeDefined();
    // Another merchant is not affected.
    expect((await call(a.app, 'GET', '/api/merchant/stream/events', { token: otherKey, stream: true })).status).toBe(200);
    held[0]!.close();
    await expect.poll(async () => (await call(a.app, 'GET', '/api/merchant/stream/events', { token: testKey, stream: true })).status).toBe(200);
    for (const s of held) s.close();
  });

  it('admits exactly the cap from a concurrent burst', async () => {
    const burst = await createMerchantFixture(a);
    const key = (await burst.key('test')).secret;
    const answers = await Promise.all(Array.from({ length: 7 }, () => openSse(urlA, '/api/merchant/stream/events', key)));
    open.push(...answers);
    expect(answers.map((s) => s.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429]);
    for (const s of answers) s.close();
  });

  it('ends when its key is revoked, on every instance', async () => {
    const k = await m.key('test');
    const onA = await stream(urlA, '/api/merchant/stream/events', k.secret);
    const onB = await stream(urlB, '/api/merchant/stream/events', k.secret);
    expect((await call(b.app, 'DELETE', `/api/merchant/api-keys/${k.id}`, { token: m.token })).status).toBe(204);
    await onA.ended;
    await onB.ended;
  });
});

describe('the request-log stream', () => {
  it('carries the key’s mode’s requests made on either instance, filtered by status and path', async () => {
    const s = await stream(urlA, '/api/merchant/stream/request-log?status=4xx&path=/api/merchant/payments/', testKey);
    const all = await stream(urlA, '/api/merchant/stream/request-log', testKey);
    await call(b.app, 'GET', '/api/merchant/payments/pay_doesnotexist', { token: testKey });
    await call(b.app, 'GET', '/api/merchant/payments/pay_doesnotexist', { token: liveKey });
    await call(b.app, 'GET', '/api/merchant/transactions', { token: testKey });
    await apiLogWriter(b.app.ctx).flush();
    const e = await s.next((x) => x.event === 'request');
    expect(e.data).toMatchObject({ status: 400, mode: 'test', path: '/api/merchant/payments/pay_doesnotexist', errorCode: 'VALIDATION_ERROR' });
    await all.next((x) => x.event === 'request' && x.data.path === '/api/merchant/transactions');
    await holdsFor(300, () => {
      expect(s.events.filter((x) => x.event === 'request')).toHaveLength(1);
      expect(all.events.filter((x) => x.event === 'request' && x.data.mode !== 'test')).toEqual([]);
    });
    s.close();
    all.close();
  });
});
