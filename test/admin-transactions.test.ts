import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, payment, storePayments, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: AdminSession;
let shopA: TestMerchant;
let shopB: TestMerchant;
const base = Date.parse('2026-01-10T12:00:00.000Z');

const get = (query = '') => call(t.app, 'GET', `/api/admin/transactions${query}`, { token: admin.token });

/** Follows nextCursor to the end, returning the transaction ids in order. */
async function walk(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.json.transactions.length).toBeLessThanOrEqual(limit);
    ids.push(...res.json.transactions.map((x: { transactionId: string }) => x.transactionId));
    cursor = res.json.nextCursor;
  } while (cursor);
  return ids;
}

async function truth(where = sql`true`): Promise<string[]> {
  const { rows } = await t.db.execute<{ transaction_id: string }>(sql`
    select t.transaction_id from transactions t join merchants m on m.id = t.merchant_id where ${where} order by t.created_at desc, t.id desc`);
  return rows.map((r) => r.transaction_id);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  shopA = await signupTestMerchant(t.app, { companyName: 'Alpha Foods Ltd' });
  shopB = await signupTestMerchant(t.app, { companyName: 'Beta Books Ltd' });
  const records = [];
  for (let i = 0; i < 60; i++) {
    const merchant = i % 3 === 0 ? shopB : shopA;
    // Every fifth shares its timestamp with the previous one: the id must break the tie.
    const at = new Date(base + Math.floor(i / 2) * 3_600_000);
    records.push(payment(merchant.merchantDbId, { createdAt: at, mode: i % 4 === 0 ? 'test' : 'live', status: i % 5 === 0 ? 'DECLINED' : 'COMPLETED' }));
  }
  await storePayments(t, records);
  // A few more with database-assigned, microsecond timestamps.
  await storePayments(t, [payment(shopA.merchantDbId), payment(shopA.merchantDbId), payment(shopB.merchantDbId)]);
});
afterAll(async () => t.close());

describe('GET /api/admin/transactions', () => {
  it('returns the spec shape, newest first, with the merchant attached', async () => {
    const res = await get('?limit=1');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(['transactions', 'nextCursor']);
    const [x] = res.json.transactions;
    expect(x).toEqual({
      transactionId: expect.stringMatching(/^txn_/),
      merchantId: expect.stringMatching(/^mch_/),
      companyName: expect.any(String),
      mode: 'live',
      status: 'COMPLETED',
      amount: expect.any(Number),
      feeAmount: expect.any(Number),
      currency: 'GBP',
      customerEmail: expect.stringContaining('@'),
      category: 'groceries',
      totalReward: expect.any(Number),
      splits: [expect.objectContaining({ cardId: 'card_a', amount: x.amount })],
      declineReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(x.transactionId).toBe((await truth())[0]);
  });

  it('pages through everything without duplicates or gaps, default limit 50', async () => {
    const def = await get();
    expect(def.json.transactions).toHaveLength(50);
    expect(def.json.nextCursor).toEqual(expect.any(String));
    for (const limit of [1, 7, 50, 100]) expect(await walk('', limit)).toEqual(await truth());
  });

  it('does not skip rows whose timestamps differ only in microseconds', async () => {
    // Postgres keeps microseconds, JavaScript dates only milliseconds: a cursor holding a JS date would skip these.
    const ids = (await truth()).slice(0, 3);
    for (const [i, id] of ids.entries()) {
      await t.db.execute(sql`update transactions set created_at = ${`2027-01-01T00:00:00.000${7 - i}00Z`}::timestamptz where transaction_id = ${id}`);
    }
    expect(await walk('', 1)).toEqual(await truth());
    expect((await walk('', 1)).slice(0, 3)).toEqual(ids);
  });

  it('filters by status, mode, merchant and date range, alone and combined, paging correctly', async () => {
    expect(await walk('&status=DECLINED', 4)).toEqual(await truth(sql`t.status = 'DECLINED'`));
    expect(await walk('&mode=test', 4)).toEqual(await truth(sql`t.mode = 'test'`));
    expect(await walk(`&merchantId=${shopB.merchantId}`, 4)).toEqual(await truth(sql`m.merchant_id = ${shopB.merchantId}`));
    expect(await walk(`&merchantId=${shopB.merchantId}&mode=live&status=COMPLETED`, 3)).toEqual(
      await truth(sql`m.merchant_id = ${shopB.merchantId} and t.mode = 'live' and t.status = 'COMPLETED'`),
    );
    // A bare date covers its whole UTC day; a date-time bound is inclusive.
    expect(await walk('&from=2026-01-10&to=2026-01-10', 5)).toEqual(
      await truth(sql`t.created_at >= '2026-01-10T00:00:00Z' and t.created_at < '2026-01-11T00:00:00Z'`),
    );
    expect(await walk('&from=2026-01-10T15:00:00Z&to=2026-01-11T02:00:00.000Z', 5)).toEqual(
      await truth(sql`t.created_at >= '2026-01-10T15:00:00Z' and t.created_at <= '2026-01-11T02:00:00Z'`),
    );
    expect((await truth(sql`t.created_at >= '2026-01-10T15:00:00Z' and t.created_at <= '2026-01-11T02:00:00Z'`)).length).toBeGreaterThan(5);
    expect((await get('&merchantId=mch_unknown000000000'.replace('&', '?'))).json).toEqual({ transactions: [], nextCursor: null });
  });

  it('refuses bad cursors, limits, filters and dates with 400', async () => {
    const bad = [
      'limit=0',
      'limit=101',
      'limit=ten',
      'status=completed',
      'mode=all',
      'from=yesterday',
      'from=2026-02-31',
      'to=2026-13-01',
      'cursor=abc',
      `cursor=${Buffer.from('["2026-01-01T00:00:00.000000Z","not-a-uuid"]').toString('base64url')}`,
      `cursor=${Buffer.from('{"ts":1}').toString('base64url')}`,
      'page=2',
    ];
    for (const q of bad) {
      const res = await get(`?${q}`);
      expect(res.status, q).toBe(400);
    }
    expect((await get('?cursor=abc')).json).toMatchObject({ code: 'INVALID_CURSOR', field: 'cursor' });
    expect((await get('?limit=100')).status).toBe(200);
  });
});
