import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, transactions } from '@server/db/schema/index';
import { call } from './support/helpers';
import { card, createMerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The keys that grow with time (docs/decisions/0050): a payment's row id and public id, its event's
 * id and the API request log's request id, made in the database and in the app.
 */

let t: TestApp;
let key: string;
let seq = 0;

const pay = () =>
  call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: {
      amount: 5_000,
      currency: 'GBP',
      customerEmail: `ordered${++seq}@shop.example`,
      maxSplits: 2,
      cards: [card('card_a', { available: 3_000 }), card('card_b', { available: 3_000, last4: '0005', brand: 'AMEX' })],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  key = (await (await createMerchantFixture(t)).key('test')).secret;
});
afterAll(async () => t?.close());

describe('time_ordered_uuid()', () => {
  it('makes version 7 UUIDs whose time is the clock at the call', async () => {
    const { rows } = await t.database.pool.query<{ id: string; version: number; lag: number }>(
      `select id::text, uuid_extract_version(id) as version,
              abs(extract(epoch from clock_timestamp() - uuid_extract_timestamp(id)))::float8 as lag
       from (select time_ordered_uuid() as id from generate_series(1, 500)) s`,
    );
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((r) => r.id)).size).toBe(500);
    for (const r of rows) {
      expect(r.version).toBe(7);
      expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(r.lag).toBeLessThan(5);
    }
  });

  it('sorts calls made in later milliseconds after earlier ones', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await t.database.pool.query<{ id: string }>('select time_ordered_uuid()::text as id')).rows[0]!.id);
      await new Promise((r) => setTimeout(r, 3));
    }
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('a payment made through the API', () => {
  it('gets a time-ordered row id, public id, event id and request id', async () => {
    const before = Date.now();
    const first = await pay();
    await new Promise((r) => setTimeout(r, 5));
    const second = await pay();
    const after = Date.now();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);

    const ids = [first.json.transactionId as string, second.json.transactionId as string];
    for (const id of ids) {
      expect(id).toMatch(/^txn_[0-9a-z]{8}[A-Za-z0-9]{12}$/);
      const at = parseInt(id.slice(4, 12), 36);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(after);
    }
    expect(ids[0]! < ids[1]!).toBe(true);

    const rows = await Promise.all(ids.map(async (id) => (await t.db.select().from(transactions).where(eq(transactions.transactionId, id)))[0]!));
    const versions = await t.db.execute<{ v: number }>(sql`select uuid_extract_version(${rows[0]!.id}::uuid) as v`);
    expect(versions.rows[0]!.v).toBe(7);
    expect(rows[0]!.id < rows[1]!.id).toBe(true);

    const made = await t.db.select({ id: events.id }).from(events).where(eq(events.transactionId, ids[0]!));
    expect(made).toHaveLength(1);
    expect(made[0]!.id).toMatch(/^evt_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);

    const requestId = first.headers['request-id'] as string;
    expect(requestId).toMatch(/^req_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(parseInt(requestId.slice(4, 16), 16)).toBeGreaterThanOrEqual(before);
  });
});
