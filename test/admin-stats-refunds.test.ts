import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@contract/roles';
import { adminTokensByRole } from './support/admin-fixtures';
import { call } from './support/helpers';
import { card, adminToken, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * Gross volume, refunds and net volume on the dashboard and in Analytics (docs/decisions/0034):
 * payments and refunds made through the API on two instances sharing one database, and every figure
 * checked against exact pence and against SQL over the refunds' legs.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let admin: string;
let shop: MerchantFixture;
let testKey: string;
let liveKey: string;

let seq = 0;
const customer = () => `refund-buyer${++seq}@shop.example`;
/** Three cards that each can take only part of 30,000: the split uses several legs. */
const wallet = () => [
  card('card_a', { available: 12_000, rewardRate: 0.03 }),
  card('card_b', { available: 10_000, rewardRate: 0.02, last4: '0005', brand: 'AMEX' }),
  card('card_c', { available: 9_000, rewardRate: 0.01, last4: '1111' }),
];

const post = (on: TestApp, token: string, url: string, body: unknown) => call(on.app, 'POST', url, { token, body });
async function pay(on: TestApp, key: string, over: Record<string, unknown> = {}) {
  const res = await post(on, key, '/api/merchant/process-payment', {
    amount: 30_000,
    currency: 'GBP',
    customerEmail: customer(),
    maxSplits: 3,
    cards: wallet(),
    ...over,
  });
  expect(res.status, res.body).toBe(201);
  return res.json;
}
async function refund(on: TestApp, key: string, paymentId: string, body: Record<string, unknown>) {
  const res = await post(on, key, `/api/merchant/payments/${paymentId}/refunds`, { reason: 'requested_by_customer', ...body });
  expect(res.status, res.body).toBe(201);
  return res.json;
}

const stats = async (query = '', on = a) => (await call(on.app, 'GET', `/api/admin/stats${query}`, { token: admin })).json;
const analytics = async (query = '', on = a) => (await call(on.app, 'GET', `/api/admin/analytics${query}`, { token: admin })).json;
const figures = (s: { grossVolume: number; totalRefunds: number; netVolume: number }) => ({ gross: s.grossVolume, refunds: s.totalRefunds, net: s.netVolume });

/** An instant on the UTC day `daysAgo` days before today, and that day as YYYY-MM-DD. */
const dayAt = (daysAgo: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 1, 0, 0));
};
const ymd = (daysAgo: number) => dayAt(daysAgo).toISOString().slice(0, 10);

/** The truth: succeeded refund legs straight from the refunds table, by UTC day of creation. */
async function refundsByDay(mode?: 'live' | 'test'): Promise<Map<string, number>> {
  const { rows } = await a.db.execute<{ day: string; refunded: string }>(sql`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum((leg->>'amount')::bigint) as refunded
    from refunds, jsonb_array_elements(legs) as leg
    where leg->>'status' = 'SUCCEEDED' and ${mode ? sql`mode = ${mode}` : sql`true`}
    group by 1`);
  return new Map(rows.map((r) => [r.day, Number(r.refunded)]));
}
const sum = (m: Map<string, number>) => [...m.values()].reduce((s, v) => s + v, 0);

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  admin = await adminToken(a);
  shop = await createMerchantFixture(a);
  testKey = (await shop.key('test')).secret;
  liveKey = (await shop.key('live')).secret;
});
afterAll(async () => cluster?.close());

describe('gross volume, refunds and net volume', () => {
  it('are all zero before any payment', async () => {
    expect(figures(await stats())).toEqual({ gross: 0, refunds: 0, net: 0 });
    const an = await analytics('?days=30');
    expect({ refunds: an.refunds, net: an.netVolume }).toEqual({ refunds: 0, net: 0 });
    expect(an.revenueTrend.every((d: { refunds: number }) => d.refunds === 0)).toBe(true);
  });

  let gatewayRefund: { id: string; legs: { legId: string; amount: number }[] };

  it('count captured volume and succeeded refunds, exactly, per mode', async () => {
    // Live: an automatic payment refunded in part, and a manual one captured in part then refunded in part.
    const one = await pay(a, liveKey);
    await refund(b, liveKey, one.transactionId, { amount: 5_000 });
    const manual = await pay(a, liveKey, { captureMethod: 'manual' });
    expect((await post(b, liveKey, `/api/merchant/payments/${manual.transactionId}/capture`, { amount: 20_000 })).status).toBe(200);
    await refund(a, liveKey, manual.transactionId, { amount: 4_000, allocation: 'pro_rata' });
    // A manual payment never captured counts nowhere.
    await pay(b, liveKey, { captureMethod: 'manual', amount: 7_000 });

    // Test: a payment refunded in part, and a gateway payment whose full refund is still PENDING.
    const small = await pay(a, testKey, { amount: 10_000 });
    await refund(a, testKey, small.transactionId, { amount: 1_000 });
    const gw = await pay(b, testKey, { legConfirmation: 'gateway' });
    for (const leg of gw.legs) {
      expect((await post(a, testKey, `/api/merchant/payments/${gw.transactionId}/legs/${leg.id}/authorisation`, { outcome: 'AUTHORISED' })).status).toBe(200);
    }
    gatewayRefund = await refund(a, testKey, gw.transactionId, { amount: 30_000, allocation: 'pro_rata' });
    expect(gatewayRefund).toMatchObject({ status: 'PENDING' });

    expect(figures(await stats('?mode=live'))).toEqual({ gross: 50_000, refunds: 9_000, net: 41_000 });
    expect(figures(await stats('?mode=test', b))).toEqual({ gross: 40_000, refunds: 1_000, net: 39_000 });
    const all = await stats();
    expect(figures(all)).toEqual({ gross: 90_000, refunds: 10_000, net: 80_000 });
    // Gross volume is the volume the dashboard already showed.
    expect(all.grossVolume).toBe(all.totalVolume);

    const an = await analytics('?days=30&mode=live', b);
    expect({ volume: an.totals.volume, refunds: an.refunds, net: an.netVolume }).toEqual({ volume: 50_000, refunds: 9_000, net: 41_000 });
    expect(an.revenueTrend.at(-1)).toMatchObject({ date: ymd(0), volume: 50_000, refunds: 9_000 });
  });

  it('count a gateway refund leg by leg as each one succeeds, and never a failed leg', async () => {
    const [first, ...others] = gatewayRefund.legs;
    expect(others.length).toBeGreaterThan(0);
    const result = (legId: string, outcome: string) =>
      post(
        b,
        testKey,
        `/api/merchant/refunds/${gatewayRefund.id}/legs/${legId}/result`,
        outcome === 'FAILED' ? { outcome, reason: 'card closed' } : { outcome },
      );

    expect((await result(first!.legId, 'FAILED')).status).toBe(200);
    expect(figures(await stats('?mode=test'))).toEqual({ gross: 40_000, refunds: 1_000, net: 39_000 });

    const [second, ...rest] = others;
    expect((await result(second!.legId, 'SUCCEEDED')).status).toBe(200);
    expect(figures(await stats('?mode=test'))).toEqual({ gross: 40_000, refunds: 1_000 + second!.amount, net: 39_000 - second!.amount });

    for (const leg of rest) expect((await result(leg.legId, 'SUCCEEDED')).status).toBe(200);
    const refunded = 1_000 + 30_000 - first!.amount;
    expect(figures(await stats('?mode=test'))).toEqual({ gross: 40_000, refunds: refunded, net: 40_000 - refunded });
    const an = await analytics('?days=30&mode=test');
    expect({ refunds: an.refunds, net: an.netVolume }).toEqual({ refunds: refunded, net: 40_000 - refunded });
    expect(sum(await refundsByDay('test'))).toBe(refunded);
  });

  it('put a refund on the UTC day it was created, per day and in total for the period', async () => {
    const p = await pay(a, liveKey, { amount: 8_000 });
    const r = await refund(a, liveKey, p.transactionId, { amount: 2_500 });
    // As if the refund had been made 40 days ago and another 3 days ago: outside and inside a 30-day window.
    await a.db.execute(sql`update refunds set created_at = ${dayAt(40).toISOString()}::timestamptz where id = ${r.id}`);
    const recent = await refund(a, liveKey, p.transactionId, { amount: 1_500 });
    await a.db.execute(sql`update refunds set created_at = ${dayAt(3).toISOString()}::timestamptz where id = ${recent.id}`);

    const truth = await refundsByDay('live');
    expect(truth.get(ymd(40))).toBe(2_500);
    expect(truth.get(ymd(3))).toBe(1_500);
    expect(truth.get(ymd(0))).toBe(9_000);

    const month = await analytics('?days=30&mode=live', b);
    expect(month.refunds).toBe(10_500);
    expect(month.netVolume).toBe(58_000 - 10_500);
    const trend = new Map<string, number>(month.revenueTrend.map((d: { date: string; refunds: number }) => [d.date, d.refunds]));
    expect(trend.get(ymd(3))).toBe(1_500);
    expect(trend.get(ymd(0))).toBe(9_000);
    for (const [date, refunds] of trend) expect(refunds, date).toBe(truth.get(date) ?? 0);

    const quarter = await analytics('?days=90&mode=live');
    expect(quarter.refunds).toBe(13_000);
    expect(new Map(quarter.revenueTrend.map((d: { date: string; refunds: number }) => [d.date, d.refunds])).get(ymd(40))).toBe(2_500);
    // The dashboard's figures are all-time.
    expect(figures(await stats('?mode=live'))).toEqual({ gross: 58_000, refunds: 13_000, net: 45_000 });
    // Its daily chart has them per day: the 40-day-old refund is outside a 30-day window.
    const daily = (await call(b.app, 'GET', '/api/admin/stats/daily?days=30&mode=live', { token: admin })).json.days as {
      date: string;
      volume: number;
      refunds: number;
      netVolume: number;
    }[];
    for (const d of daily) {
      expect(d.refunds, d.date).toBe(truth.get(d.date) ?? 0);
      expect(d.netVolume, d.date).toBe(d.volume - d.refunds);
    }
    expect(daily.find((d) => d.date === ymd(3))?.refunds).toBe(1_500);
    expect(daily.reduce((sum, d) => sum + d.refunds, 0)).toBe(10_500);
  });

  it('stay equal to SQL over the refunds under a burst of concurrent refunds on two instances', async () => {
    const payments = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(i % 2 ? a : b, liveKey, { amount: 5_000 + i * 100 })));
    const before = await stats('?mode=live');
    const results = await Promise.all(
      payments.flatMap((p, i) =>
        [700, 900, 1_100].map((amount, j) =>
          post((i + j) % 2 ? a : b, liveKey, `/api/merchant/payments/${p.transactionId}/refunds`, { amount, reason: 'other' }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(24).fill(201));
    const after = await stats('?mode=live', b);
    expect(after.totalRefunds - before.totalRefunds).toBe(8 * (700 + 900 + 1_100));
    expect(after.totalRefunds).toBe(sum(await refundsByDay('live')));
    expect(after.netVolume).toBe(after.grossVolume - after.totalRefunds);
    expect((await stats()).totalRefunds).toBe(sum(await refundsByDay()));
  });

  it('drop out with a payment that is deleted, refunds and all', async () => {
    const p = await pay(a, testKey, { amount: 6_000 });
    await refund(a, testKey, p.transactionId, { amount: 6_000 });
    const before = (await stats('?mode=test')).totalRefunds;
    await a.db.execute(sql`delete from transactions where transaction_id = ${p.transactionId}`);
    const after = (await stats('?mode=test')).totalRefunds;
    expect(before - after).toBe(6_000);
    expect(after).toBe(sum(await refundsByDay('test')));
  });
});

describe('who may read them', () => {
  it('every admin role reads the figures; a merchant, a key and no token do not', async () => {
    const tokens = await adminTokensByRole(a, 'refund-figures', { signIn: 'mint' });
    for (const role of ADMIN_ROLES) {
      const res = await call(a.app, 'GET', '/api/admin/stats', { token: tokens[role] });
      expect(res.status, role).toBe(200);
      expect(res.json.netVolume, role).toBe(res.json.grossVolume - res.json.totalRefunds);
    }
    for (const [token, status] of [
      [shop.token, 403],
      [liveKey, 401],
      [undefined, 401],
    ] as const) {
      const res = await call(a.app, 'GET', '/api/admin/stats', { token });
      expect(res.status).toBe(status);
      expect(res.json.code).toMatch(/UNAUTHORIZED|FORBIDDEN/);
      expect(res.json.totalRefunds).toBeUndefined();
    }
  });

  it('refuses a wrong mode or period with 400 and a code', async () => {
    for (const url of [
      '/api/admin/stats?mode=LIVE',
      '/api/admin/stats?mode[]=live',
      '/api/admin/analytics?days=abc',
      '/api/admin/analytics?days=0&mode=test',
      '/api/admin/analytics?refunds=1',
    ]) {
      const res = await call(a.app, 'GET', url, { token: admin });
      expect(res.status, url).toBe(400);
      expect(res.json.code, url).toBe('VALIDATION_ERROR');
    }
  });
});
