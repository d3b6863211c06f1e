import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, payment, storePayments, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: AdminSession;
let shops: TestMerchant[];

/** An instant on the UTC day `daysAgo` days before today. */
const dayAt = (daysAgo: number, hour = 1) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hour, 0, 0));
};
const ymd = (daysAgo: number) => dayAt(daysAgo).toISOString().slice(0, 10);

/** The truth, straight from the transactions table. */
async function expectedTotals(mode?: 'live' | 'test') {
  const { rows } = await t.db.execute<Record<string, string>>(sql`
    select count(*) as total, count(*) filter (where status = 'COMPLETED') as ok,
           coalesce(sum(amount) filter (where status = 'COMPLETED'), 0) as volume,
           coalesce(sum(fee_amount) filter (where status = 'COMPLETED'), 0) as fees
    from transactions where ${mode ? sql`mode = ${mode}` : sql`true`}`);
  const { rows: m } = await t.db.execute<Record<string, string>>(sql`
    select count(*) as total, count(*) filter (where status = 'ACTIVE') as active, count(*) filter (where status = 'PENDING_VERIFICATION') as pending from merchants`);
  const { rows: r } = await t.db.execute<Record<string, string>>(sql`
    select coalesce(sum((leg->>'amount')::bigint), 0) as refunded from refunds, jsonb_array_elements(legs) as leg
    where leg->>'status' = 'SUCCEEDED' and ${mode ? sql`mode = ${mode}` : sql`true`}`);
  return {
    totalMerchants: Number(m[0]!.total),
    activeMerchants: Number(m[0]!.active),
    pendingMerchants: Number(m[0]!.pending),
    totalTransactions: Number(rows[0]!.total),
    successfulTransactions: Number(rows[0]!.ok),
    totalVolume: Number(rows[0]!.volume),
    totalFees: Number(rows[0]!.fees),
    grossVolume: Number(rows[0]!.volume),
    totalRefunds: Number(r[0]!.refunded),
    netVolume: Number(rows[0]!.volume) - Number(r[0]!.refunded),
  };
}

const stats = async (query = '') => call(t.app, 'GET', `/api/admin/stats${query}`, { token: admin.token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  shops = [await signupTestMerchant(t.app), await signupTestMerchant(t.app), await signupTestMerchant(t.app)];
});
afterAll(async () => t.close());

describe('GET /api/admin/stats', () => {
  it('is all zeros for transactions before any payment, with real merchant counts', async () => {
    const res = await stats();
    expect(res.status).toBe(200);
    expect(res.json).toEqual(await expectedTotals());
    expect(res.json).toMatchObject({ totalMerchants: 3, pendingMerchants: 3, activeMerchants: 0, totalTransactions: 0, totalVolume: 0 });
  });

  it('matches the database exactly after a mix of payments, approvals and suspensions', async () => {
    const [a, b, c] = shops.map((s) => s.merchantDbId) as [string, string, string];
    await storePayments(t, [
      payment(a, { amount: 12550, feeAmount: 63, createdAt: dayAt(0) }),
      payment(a, { amount: 999, feeAmount: 5, mode: 'test', createdAt: dayAt(0) }),
      payment(a, { status: 'DECLINED', amount: 5000, createdAt: dayAt(1) }),
      payment(b, { amount: 100_000, feeAmount: 500, createdAt: dayAt(3) }),
      payment(b, { status: 'DECLINED', mode: 'test', amount: 777, createdAt: dayAt(3), declineReason: 'NO_VIABLE_CARD' }),
      payment(c, { amount: 1, feeAmount: 0, createdAt: dayAt(40) }),
    ]);
    // Several batches on one merchant-day land in different aggregate shards; the totals must not care.
    for (let i = 0; i < 5; i++) await storePayments(t, [payment(a, { amount: 2000 + i, feeAmount: 10, createdAt: dayAt(0, 2) })]);

    expect((await call(t.app, 'PATCH', `/api/admin/merchants/${shops[0]!.merchantId}/status`, { token: admin.token, body: { status: 'ACTIVE' } })).status).toBe(
      200,
    );
    expect((await call(t.app, 'PATCH', `/api/admin/merchants/${shops[1]!.merchantId}/status`, { token: admin.token, body: { status: 'ACTIVE' } })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, 'PATCH', `/api/admin/merchants/${shops[1]!.merchantId}/status`, { token: admin.token, body: { status: 'SUSPENDED' } })).status,
    ).toBe(200);

    const all = await stats();
    expect(all.json).toEqual(await expectedTotals());
    expect(all.json).toMatchObject({ totalMerchants: 3, activeMerchants: 1, pendingMerchants: 1, totalTransactions: 11, successfulTransactions: 9 });
    expect((await stats('?mode=live')).json).toEqual(await expectedTotals('live'));
    expect((await stats('?mode=test')).json).toEqual(await expectedTotals('test'));
  });

  it('refuses an unknown mode or query field with 400', async () => {
    for (const q of ['?mode=LIVE', '?mode=', '?mode=both', '?extra=1']) {
      const res = await stats(q);
      expect(res.status, q).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/admin/stats/daily', () => {
  it('returns one zero-filled entry per UTC day, oldest first, ending today, matching SQL', async () => {
    const res = await call(t.app, 'GET', '/api/admin/stats/daily?days=7', { token: admin.token });
    expect(res.status).toBe(200);
    const days = res.json.days as { date: string; transactions: number; successfulTransactions: number; volume: number; fees: number }[];
    expect(days.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(ymd));
    const { rows } = await t.db.execute<Record<string, string>>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*) as n, count(*) filter (where status = 'COMPLETED') as ok,
             coalesce(sum(amount) filter (where status = 'COMPLETED'), 0) as volume, coalesce(sum(fee_amount) filter (where status = 'COMPLETED'), 0) as fees
      from transactions group by 1`);
    const truth = new Map(rows.map((r) => [r.date, r]));
    for (const d of days) {
      const r = truth.get(d.date);
      expect(d, d.date).toEqual({
        date: d.date,
        transactions: Number(r?.n ?? 0),
        successfulTransactions: Number(r?.ok ?? 0),
        volume: Number(r?.volume ?? 0),
        fees: Number(r?.fees ?? 0),
        refunds: 0,
        netVolume: Number(r?.volume ?? 0),
      });
    }
    expect(days.find((d) => d.date === ymd(2))).toEqual({
      date: ymd(2),
      transactions: 0,
      successfulTransactions: 0,
      volume: 0,
      fees: 0,
      refunds: 0,
      netVolume: 0,
    });
    expect(days.find((d) => d.date === ymd(1))!.transactions).toBe(1);
  });

  it('defaults to 30 days, filters by mode and validates days', async () => {
    const def = await call(t.app, 'GET', '/api/admin/stats/daily', { token: admin.token });
    expect(def.json.days).toHaveLength(30);
    const test = await call(t.app, 'GET', '/api/admin/stats/daily?days=1&mode=test', { token: admin.token });
    expect(test.json.days).toEqual([{ date: ymd(0), transactions: 1, successfulTransactions: 1, volume: 999, fees: 5, refunds: 0, netVolume: 999 }]);
    expect((await call(t.app, 'GET', '/api/admin/stats/daily?days=365', { token: admin.token })).json.days).toHaveLength(365);
    for (const q of ['days=0', 'days=366', 'days=abc', 'days=1.5', 'days=-3', 'mode=x']) {
      const res = await call(t.app, 'GET', `/api/admin/stats/daily?${q}`, { token: admin.token });
      expect(res.status, q).toBe(400);
    }
  });
});

describe('GET /api/admin/analytics', () => {
  it('computes every figure from stored data and matches SQL over the window', async () => {
    const res = await call(t.app, 'GET', '/api/admin/analytics?days=30', { token: admin.token });
    expect(res.status).toBe(200);
    const a = res.json;
    const { rows } = await t.db.execute<Record<string, string>>(sql`
      select count(*) as n, count(*) filter (where status = 'COMPLETED') as ok, coalesce(sum(amount) filter (where status = 'COMPLETED'), 0) as volume,
             coalesce(sum(fee_amount) filter (where status = 'COMPLETED'), 0) as fees
      from transactions where created_at >= ${`${ymd(29)}T00:00:00Z`}::timestamptz`);
    const n = Number(rows[0]!.n);
    const ok = Number(rows[0]!.ok);
    const volume = Number(rows[0]!.volume);
    const fees = Number(rows[0]!.fees);
    expect(a.totals).toEqual({ transactions: n, successful: ok, declined: n - ok, volume, fees });
    expect(a.totals.transactions).toBe(10); // the payment 40 days ago is outside the window
    expect(a.successRate).toBeCloseTo(ok / n, 10);
    expect(a.averageTransaction).toBe(Math.round(volume / ok));
    expect(a.effectiveFeeRate).toBeCloseTo((fees / volume) * 100, 10);
    expect(a.merchantsByStatus).toEqual({ PENDING_VERIFICATION: 1, ACTIVE: 1, SUSPENDED: 1 });
    expect(a.declineReasons).toEqual([
      { reason: 'INSUFFICIENT_FUNDS', count: 1 },
      { reason: 'NO_VIABLE_CARD', count: 1 },
    ]);
    expect(a.revenueTrend).toHaveLength(30);
    expect(a.revenueTrend.reduce((s: number, d: { fees: number }) => s + d.fees, 0)).toBe(fees);
    // Only three days with payments in the trailing 30: too few for a line.
    expect(a.projection).toBeNull();
  });

  it('draws a labelled projection once there are 7 days of data, and answers null rates without data', async () => {
    const a = shops[0]!.merchantDbId;
    await storePayments(
      t,
      [4, 5, 6, 7, 8, 9, 10, 11].map((d) => payment(a, { amount: 10_000, feeAmount: 50, createdAt: dayAt(d) })),
    );
    const res = await call(t.app, 'GET', '/api/admin/analytics', { token: admin.token });
    expect(res.json.days).toBe(90);
    expect(res.json.revenueTrend).toHaveLength(90);
    expect(res.json.projection.label).toBe('Projection');
    expect(res.json.projection.method).toMatch(/linear regression/);
    expect(res.json.projection.points).toHaveLength(14);
    expect(res.json.projection.points[0].date > ymd(0)).toBe(true);

    const empty = await createTestApp();
    try {
      const other = await adminSession(empty);
      const none = await call(empty.app, 'GET', '/api/admin/analytics?mode=live', { token: other.token });
      expect(none.json).toMatchObject({ successRate: null, averageTransaction: null, effectiveFeeRate: null, projection: null, declineReasons: [] });
    } finally {
      await empty.close();
    }
  });
});
