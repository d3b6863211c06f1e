import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, platformSettings, transactions } from '@server/db/schema/index';
import { paymentCache, foldPendingStats } from '@server/modules/payments';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * The payment path's invariants with two app instances on one database, as a load-balanced
 * deployment runs them. Each instance caches settings, blocked BINs and API keys; a change made
 * through one must apply to the very next payment on the other.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let admin: AdminSession;
let m: MerchantFixture;
let key: string;

const future = { expMonth: 12, expYear: 2099 };
const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  brand: 'VISA',
  last4: '4242',
  ...future,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});
const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const customer = () => `shopper${++seq}.${runId}@shop.example`;
const basic = (over: Record<string, unknown> = {}) => ({ amount: 10_000, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')], ...over });
const pay = (on: TestApp, secret: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(on.app, 'POST', '/api/merchant/process-payment', { token: secret, body, headers });
const count = async (where = sql`true`) =>
  (
    await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(where)
  )[0]!.n;

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  admin = await adminSession(a);
  m = await createMerchantFixture(a);
  key = (await m.key('test')).secret;
  // Warm both instances' caches (settings, BINs, this key), so every test below starts from a cached state.
  for (const on of [a, b]) expect((await pay(on, key, basic())).status).toBe(201);
});
afterAll(async () => cluster?.close());

describe('velocity across instances', () => {
  it('gives exactly 5 completions of 10 simultaneous payments of one new customer, spread over two instances', async () => {
    const email = customer();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(i % 2 ? a : b, key, basic({ customerEmail: i % 3 ? email : email.toUpperCase() }))),
    );
    expect(results.filter((r) => r.json.status === 'COMPLETED')).toHaveLength(5);
    const declined = results.filter((r) => r.json.status === 'DECLINED');
    expect(declined).toHaveLength(5);
    for (const r of declined) {
      expect(r.status).toBe(402);
      expect(r.json).toMatchObject({ declineReason: 'VELOCITY_LIMIT', feeAmount: 0, splits: [], totalReward: 0 });
    }
    expect(await count(sql`customer_email = ${email}`)).toBe(10);
  });
});

describe('idempotency across instances', () => {
  it('stores one transaction for one key sent to both instances at once; every answer is the same', async () => {
    const body = basic();
    const before = await count();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(i % 2 ? a : b, key, body, { 'Idempotency-Key': `multi-${runId}` })));
    expect(await count()).toBe(before + 1);
    for (const r of results) expect(r.status).toBe(201);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);

    const later = await pay(a, key, body, { 'Idempotency-Key': `multi-${runId}` });
    expect(later.body).toBe(results[0]!.body);
    expect(later.headers['idempotent-replayed']).toBe('true');
    const reused = await pay(b, key, basic(), { 'Idempotency-Key': `multi-${runId}` });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count()).toBe(before + 1);
  });
});

describe('settings changes apply at once on every instance', () => {
  it('applies a fee change made through one instance to the next payment on the other', async () => {
    const patched = await call(a.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: { defaultFeePercent: 1.25 } });
    expect(patched.status).toBe(200);
    const res = await pay(b, key, basic({ amount: 10_000 }));
    expect(res.json.feeAmount).toBe(125);
    const [row] = await b.db.select().from(transactions).where(eq(transactions.transactionId, res.json.transactionId));
    expect(row!.feePercent).toBe('1.25');
    expect((await call(a.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: { defaultFeePercent: 0.5 } })).status).toBe(200);
    expect((await pay(b, key, basic({ amount: 10_000 }))).json.feeAmount).toBe(50);
  });

  it('applies new limits through one instance to the next payment on the other, both ways', async () => {
    expect((await call(a.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: { maxTransactionAmount: 50 } })).status).toBe(200);
    const refused = await pay(b, key, basic({ amount: 5_001 }));
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await pay(b, key, basic({ amount: 5_000 }))).status).toBe(201);
    // Widened again: the other instance must not keep refusing on what it cached.
    expect((await call(a.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: { maxTransactionAmount: 1_000_000 } })).status).toBe(200);
    expect((await pay(b, key, basic({ amount: 5_001 }))).status).toBe(201);
  });

  it('applies a blocked BIN added or removed through one instance to the next payment on the other', async () => {
    const cards = [card('risky', { bin: '45671234' }), card('safe', { bin: '51000000' })];
    expect((await call(a.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin.token, body: { prefix: '456712', reason: 'Card testing' } })).status).toBe(
      201,
    );
    const blocked = await pay(b, key, basic({ cards }));
    expect(blocked.status).toBe(201);
    expect(blocked.json.declinedCards).toEqual([{ cardId: 'risky', reason: 'BLOCKED_BIN' }]);
    expect((await call(a.app, 'DELETE', '/api/admin/risk/blocked-bins/456712', { token: admin.token })).status).toBe(204);
    const cleared = await pay(b, key, basic({ cards }));
    expect(cleared.json.declinedCards).toEqual([]);
  });

  it('applies a change made in SQL, outside the app, too', async () => {
    await a.db.update(platformSettings).set({ defaultFeePercent: '2.00' });
    try {
      expect((await pay(a, key, basic({ amount: 10_000 }))).json.feeAmount).toBe(200);
      expect((await pay(b, key, basic({ amount: 10_000 }))).json.feeAmount).toBe(200);
    } finally {
      await a.db.update(platformSettings).set({ defaultFeePercent: '0.50' });
    }
  });

  it("refreshes the other instance's cache through NOTIFY, without a payment having to find it stale", async () => {
    // (The previous test's reset reaches b the same way, a moment after it commits.)
    await expect.poll(async () => (await paymentCache(b.app.ctx).settings()).feePercent, { timeout: 5_000 }).toBe(0.5);
    expect((await call(a.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: { defaultFeePercent: 0.75 } })).status).toBe(200);
    try {
      await expect.poll(async () => (await paymentCache(b.app.ctx).settings()).feePercent, { timeout: 5_000 }).toBe(0.75);
    } finally {
      await call(a.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: { defaultFeePercent: 0.5 } });
    }
  });
});

describe('revocation is immediate on every instance', () => {
  it('refuses a key revoked through one instance on the next request to the other', async () => {
    const k = await m.key('test');
    expect((await pay(b, k.secret, basic())).status).toBe(201); // now cached on b
    expect((await call(a.app, 'DELETE', `/api/merchant/api-keys/${k.id}`, { token: m.token })).status).toBe(204);
    const before = await count();
    const res = await pay(b, k.secret, basic());
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('UNAUTHORIZED');
    expect(await count()).toBe(before);
    expect((await pay(a, k.secret, basic())).status).toBe(401);
  });

  it('refuses every key of a merchant suspended through one instance on the next request to the other', async () => {
    const s = await createMerchantFixture(a);
    const sk = (await s.key('test')).secret;
    for (const on of [a, b]) expect((await pay(on, sk, basic())).status).toBe(201);
    const suspended = await call(a.app, 'PATCH', `/api/admin/merchants/${s.merchantId}/status`, { token: admin.token, body: { status: 'SUSPENDED' } });
    expect(suspended.status).toBe(200);
    const before = await count();
    for (const on of [b, a]) {
      const res = await pay(on, sk, basic());
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('MERCHANT_SUSPENDED');
    }
    expect(await count()).toBe(before);
    // Reinstated: accepted again at once.
    await a.db.update(merchants).set({ status: 'ACTIVE' }).where(eq(merchants.id, s.merchantDbId));
    expect((await pay(b, sk, basic())).status).toBe(201);
  });
});

describe('aggregates are exact', () => {
  /** The truth, straight from the transactions table (all of it, or the current UTC day). */
  const truth = async (todayOnly = false) => {
    const { rows } = await a.db.execute<Record<string, string>>(sql`
      select count(*) as total, count(*) filter (where status = 'COMPLETED') as ok,
             coalesce(sum(amount) filter (where status = 'COMPLETED'), 0) as volume,
             coalesce(sum(fee_amount) filter (where status = 'COMPLETED'), 0) as fees
      from transactions
      where ${todayOnly ? sql`created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'` : sql`true`}`);
    const r = rows[0]!;
    return { totalTransactions: Number(r.total), successfulTransactions: Number(r.ok), totalVolume: Number(r.volume), totalFees: Number(r.fees) };
  };
  const stats = async (on: TestApp) => (await call(on.app, 'GET', '/api/admin/stats', { token: admin.token })).json;
  const today = async (on: TestApp) => {
    const days = (await call(on.app, 'GET', '/api/admin/stats/daily?days=1', { token: admin.token })).json.days;
    const d = days[0];
    return { totalTransactions: d.transactions, successfulTransactions: d.successfulTransactions, totalVolume: d.volume, totalFees: d.fees };
  };
  const merchantSummary = async () => (await call(a.app, 'GET', `/api/admin/merchants/${m.merchantId}`, { token: admin.token })).json.transactionSummary.test;

  it('match SQL over transactions before and after the fold, with payments from both instances', async () => {
    const email = customer();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => pay(i % 2 ? a : b, key, basic({ customerEmail: i < 8 ? email : customer(), amount: 1_000 + i * 7 }))),
    );
    await pay(a, key, basic({ cards: [card('x', { expYear: 2020 })] })); // declined: no viable card

    const pending = async () => Number((await a.db.execute(sql`select count(*)::int as n from transaction_stats_pending`)).rows[0]!.n);
    expect(await pending()).toBeGreaterThan(0);
    for (const on of [a, b]) {
      expect(await stats(on)).toMatchObject(await truth());
      expect(await today(on)).toEqual(await truth(true));
    }
    const [{ n: mine }] = (await a.db.execute(sql`select count(*)::int as n from transactions where merchant_id = ${m.merchantDbId} and mode = 'test'`))
      .rows as { n: number }[];
    expect((await merchantSummary()).count).toBe(mine);

    expect(await foldPendingStats(a.db)).toBeGreaterThan(0);
    expect(await pending()).toBe(0);
    expect(await foldPendingStats(b.db)).toBe(0);
    for (const on of [a, b]) {
      expect(await stats(on)).toMatchObject(await truth());
      expect(await today(on)).toEqual(await truth(true));
    }
    expect((await merchantSummary()).count).toBe(mine);
  });

  it('loses and double-counts nothing when folds run while payments are being stored', async () => {
    const writes = Promise.all(Array.from({ length: 30 }, (_, i) => pay(i % 2 ? a : b, key, basic({ amount: 2_000 + i }))));
    const folds = (async () => {
      for (let i = 0; i < 10; i++) {
        await Promise.all([foldPendingStats(a.db), foldPendingStats(b.db)]);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await Promise.all([writes, folds]);
    expect(await stats(b)).toMatchObject(await truth());
    await foldPendingStats(a.db);
    expect(await stats(a)).toMatchObject(await truth());
  });
});

describe('durability', () => {
  it('has the payment committed, and visible to any other connection, when the answer is sent', async () => {
    const res = await pay(a, key, basic());
    expect(res.status).toBe(201);
    // A different instance's pool: a different connection, so only a committed row can be seen.
    const [row] = await b.db.select().from(transactions).where(eq(transactions.transactionId, res.json.transactionId));
    expect(row).toBeDefined();
  });

  it("never relaxes synchronous_commit on the payment path: the server's setting applies", async () => {
    const { rows } = await a.db.execute<{ config: string[] | null }>(sql`select proconfig as config from pg_proc where proname = 'record_payment'`);
    expect((rows[0]!.config ?? []).filter((c) => c.startsWith('synchronous_commit'))).toEqual([]);
    // On a pooled connection the value comes from the server's configuration, not from the app.
    // (The throwaway test cluster itself runs with it off for speed; production uses the default, on.)
    const setting = await a.database.pool.query<{ source: string }>(`select source from pg_settings where name = 'synchronous_commit'`);
    expect(['default', 'configuration file', 'command line']).toContain(setting.rows[0]!.source);
  });
});
