import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, idempotencyKeys, transactions } from '@server/db/schema/index';
import { createPaymentWriter, paymentWriter, type RecordPaymentArgs } from '@server/modules/payments';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Payments that arrive together are written together (payment-writer.ts, record_payments in
 * migration 0016). These tests send them at once through the real app and check that every caller
 * gets its own answer and every rule holds inside a batch, then drive the writer directly to fail
 * one payment of a batch.
 */
let t: TestApp;
let m: MerchantFixture;
let testKey: { id: string; secret: string };

const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const customer = () => `batch${++seq}.${runId}@shop.example`;
const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  amount: 5_000,
  currency: 'GBP',
  customerEmail: customer(),
  cards: [card('card_a'), card('card_b', { rewardRate: 0.02, available: 3_000 })],
  ...over,
});
const pay = (b: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/merchant/process-payment', { token: testKey.secret, body: b, headers });

beforeAll(async () => {
  t = await createTestApp();
  m = await createMerchantFixture(t);
  testKey = await m.key('test');
});
afterAll(async () => t.close());

describe('payments sent at once', () => {
  it('are written in batches, and each caller gets its own answer, stored once, with one event', async () => {
    const before = paymentWriter(t.database.pool).stats();
    const bodies = Array.from({ length: 40 }, (_, i) => body({ amount: 1_000 + i * 37 }));
    const answers = await Promise.all(bodies.map((b) => pay(b)));
    const after = paymentWriter(t.database.pool).stats();
    expect(after.batches).toBeGreaterThan(before.batches);
    expect(after.largestBatch).toBeGreaterThan(1);

    answers.forEach((res, i) => {
      expect(res.status).toBe(201);
      expect(res.json.customerEmail).toBe(bodies[i]!.customerEmail);
      expect(res.json.amount).toBe(bodies[i]!.amount);
    });
    const ids = answers.map((r) => r.json.transactionId as string);
    expect(new Set(ids).size).toBe(40);
    const rows = await t.db
      .select({ id: transactions.transactionId, email: transactions.customerEmail })
      .from(transactions)
      .where(inArray(transactions.transactionId, ids));
    expect(rows).toHaveLength(40);
    const emailOf = new Map(rows.map((r) => [r.id, r.email]));
    answers.forEach((res) => expect(emailOf.get(res.json.transactionId)).toBe(res.json.customerEmail));

    // One event per payment, whose data (built from the stored row) is the answer.
    const stored = await t.db.select({ transactionId: events.transactionId, data: events.data }).from(events).where(inArray(events.transactionId, ids));
    expect(stored).toHaveLength(40);
    expect(stored.every((e) => e.data === null)).toBe(true);
    const listed = await call(t.app, 'GET', '/api/merchant/events?type=payment.completed&limit=100', { token: testKey.secret });
    expect(listed.status).toBe(200);
    for (const res of answers) {
      const event = listed.json.events.find((e: { data: { transactionId: string } }) => e.data.transactionId === res.json.transactionId);
      expect(event?.data).toEqual(JSON.parse(res.body));
    }
  });

  it('hold the velocity rule inside a batch: 10 at once for one new customer give exactly 5 completions', async () => {
    const email = customer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(body({ customerEmail: email }))));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    const declined = answers.filter((r) => r.status === 402);
    expect(declined).toHaveLength(5);
    for (const r of declined) expect(r.json.declineReason).toBe('VELOCITY_LIMIT');
    const [{ n }] = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from transactions where customer_email = ${email} and status = 'COMPLETED'`)
    ).rows as [{ n: number }];
    expect(n).toBe(5);
  });

  it('hold one Idempotency-Key to one transaction: the others replay it byte for byte', async () => {
    const key = `batch-key-${runId}-${++seq}`;
    const b = body();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(b, { 'idempotency-key': key })));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from transactions where customer_email = ${b.customerEmail}`)).rows as [
      { n: number },
    ];
    expect(n).toBe(1);
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.key} = ${key}`),
    ).toHaveLength(1);
  });

  it('refuse a different body under a key taken in the same batch with 422', async () => {
    const key = `batch-key-${runId}-${++seq}`;
    const answers = await Promise.all([body(), body(), body()].map((b) => pay(b, { 'idempotency-key': key })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 422);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('a write that waits on a lock', () => {
  it('holds up no other customer: a second lane opens beside it, and it completes once the lock is free', async () => {
    const stuck = body();
    const lockKey = `${m.merchantDbId}|test|${stuck.customerEmail as string}`;
    const holder = await t.database.pool.connect();
    try {
      // The customer lock record_payment takes (migration 0004), held by another session.
      await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [lockKey]);
      const waiting = pay(stuck);
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      const others = await Promise.all([pay(body()), pay(body()), pay(body())]);
      expect(others.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(Date.now() - started).toBeLessThan(1_000);
      await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey]);
      expect((await waiting).status).toBe(201);
    } finally {
      holder.release();
    }
  });
});

describe('a batch with a payment PostgreSQL refuses', () => {
  it('rolls back, then writes each payment on its own: the bad one fails alone, the rest are stored once', async () => {
    const [settings] = (
      await t.db.execute<{ fee: string; min: number; max: number }>(
        sql`select default_fee_percent::text as fee, min_transaction_amount as min, max_transaction_amount as max from platform_settings where id = 1`,
      )
    ).rows as [{ fee: string; min: number; max: number }];
    const args = (i: number, splits = '[]'): RecordPaymentArgs => {
      const id = `txn_batchfail${runId}${i}`;
      return [
        testKey.id,
        m.merchantDbId,
        'test',
        settings.fee,
        settings.min,
        settings.max,
        ['424242'],
        [],
        null,
        null,
        id,
        'COMPLETED',
        2_000,
        10,
        customer(),
        'general',
        splits,
        '20.00',
        '[]',
        null,
        `{"transactionId":"${id}","createdAt":"`,
        `{"transactionId":"${id}","declineReason":"VELOCITY_LIMIT","createdAt":"`,
        5,
        10,
        null,
        '[]',
        null,
      ];
    };
    // One write under way at a time: the first goes alone, the next four wait and go as one batch.
    const writer = createPaymentWriter(t.database.pool, { maxLanes: 1 });
    const all = [args(0), args(1), args(2), args(3, 'not json'), args(4)];
    const results = await Promise.allSettled(all.map((a) => writer.record(a, `${m.merchantDbId}|test|${a[14] as string}`)));
    expect(writer.stats()).toMatchObject({ batches: 1, batchedPayments: 4 });

    expect(results[3]!.status).toBe('rejected');
    expect(((results[3] as PromiseRejectedResult).reason as { code?: string }).code).toBe('22P02');
    for (const i of [0, 1, 2, 4]) {
      expect(results[i]!.status).toBe('fulfilled');
      expect((results[i] as PromiseFulfilledResult<{ outcome: string }>).value.outcome).toBe('recorded');
    }
    const ids = all.map((a) => a[10] as string);
    const rows = await t.db.select({ id: transactions.transactionId }).from(transactions).where(inArray(transactions.transactionId, ids));
    expect(rows.map((r) => r.id).sort()).toEqual([ids[0], ids[1], ids[2], ids[4]].sort());
  });
});
