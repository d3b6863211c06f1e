import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings, refunds, transactions } from '@server/db/schema/index';
import { call } from './support/helpers';
import { card, createMerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * A lifecycle action plans from the payment as its own instance last wrote it, without reading it
 * again (src/server/modules/payments/recent-payments.ts). These check that what it remembers never
 * decides an answer the database would not give: another instance's change, a refusal planned from an
 * old state, and a fee policy changed meanwhile.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let key: string;
let live: string;

const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const wallet = () => [
  card('card_a', { available: 12_000, rewardRate: 0.03 }),
  card('card_b', { available: 10_000, rewardRate: 0.02, last4: '0005', brand: 'AMEX' }),
  card('card_c', { available: 9_000, rewardRate: 0.01, last4: '1111' }),
];
const post = (on: TestApp, token: string, url: string, body: unknown) => call(on.app, 'POST', url, { token, body });
const pay = (on: TestApp, token: string, over: Record<string, unknown> = {}) =>
  post(on, token, '/api/merchant/process-payment', {
    amount: 30_000,
    currency: 'GBP',
    customerEmail: `recent${++seq}.${runId}@shop.example`,
    maxSplits: 3,
    cards: wallet(),
    ...over,
  });
const refund = (on: TestApp, token: string, id: string, body: Record<string, unknown>) => post(on, token, `/api/merchant/payments/${id}/refunds`, body);

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  const m = await createMerchantFixture(a);
  key = (await m.key('test')).secret;
  live = (await m.key('live')).secret;
});
afterAll(async () => cluster?.close());

describe('a payment this instance remembers', () => {
  it('is planned again from the database when another instance refunded it meanwhile', async () => {
    const p = (await pay(a, key)).json;
    // a refunds first, so it remembers the payment with what is left to refund.
    expect((await refund(a, key, p.transactionId, { amount: 1_000, reason: 'other' })).status).toBe(201);
    expect((await refund(b, key, p.transactionId, { amount: 20_000, reason: 'other' })).status).toBe(201);
    // What a remembers leaves 29,000 to refund; the database leaves 9,000.
    const over = await refund(a, key, p.transactionId, { amount: 10_000, reason: 'other' });
    expect(over.status).toBe(422);
    expect(over.json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    const rest = await refund(a, key, p.transactionId, { amount: 9_000, reason: 'other' });
    expect(rest.status).toBe(201);
    const [row] = await a.db.select().from(transactions).where(eq(transactions.transactionId, p.transactionId));
    expect(row!.amountRefunded).toBe(30_000);
    const [sum] = await a.db
      .select({ total: sql<number>`sum(${refunds.amount})::int` })
      .from(refunds)
      .where(eq(refunds.transactionId, row!.id));
    expect(sum!.total).toBe(30_000);
  });

  it('does not refuse from an old state: a capture after the other instance authorised the last leg succeeds', async () => {
    const p = (await pay(a, key, { legConfirmation: 'gateway', captureMethod: 'manual' })).json;
    expect(p.legs.length).toBeGreaterThan(1);
    const report = (on: TestApp, legId: string) =>
      post(on, key, `/api/merchant/payments/${p.transactionId}/legs/${legId}/authorisation`, { outcome: 'AUTHORISED' });
    // a reports the first leg and remembers the payment still waiting for the others; b reports them.
    expect((await report(a, p.legs[0].id)).json.payment.status).toBe('REQUIRES_AUTHORISATION');
    for (const leg of p.legs.slice(1)) expect((await report(b, leg.id)).status).toBe(200);
    // Planned from what a remembers, the capture would be refused as not yet authorised.
    const captured = await post(a, key, `/api/merchant/payments/${p.transactionId}/capture`, {});
    expect(captured.status).toBe(200);
    expect(captured.json.payment).toMatchObject({ status: 'COMPLETED', amountCaptured: 30_000 });
    // And a report a remembers from before is refused with the status the database has.
    const again = await report(a, p.legs[0].id);
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('COMPLETED');
  });

  it('answers exactly as a fresh read would, refund after refund, with the sums the proportional policy returns', async () => {
    await a.db.update(platformSettings).set({ refundFeePolicy: 'proportional' });
    try {
      const p = (await pay(a, live, { amount: 20_000 })).json;
      expect(p.feeAmount).toBe(100);
      const fees: number[] = [];
      for (const amount of [6_667, 6_667, 6_666]) fees.push((await refund(a, live, p.transactionId, { amount, reason: 'other' })).json.feeReturned);
      // Each returns its share of the fee counted on everything refunded so far, so the pence add up
      // to the whole fee: only right if each refund saw the sums the ones before it left.
      expect(fees).toEqual([33, 34, 33]);
      expect(fees.reduce((x, y) => x + y, 0)).toBe(100);
      const [row] = await a.db.select().from(transactions).where(eq(transactions.transactionId, p.transactionId));
      const detail = await call(a.app, 'GET', `/api/merchant/payments/${p.transactionId}`, { token: live });
      expect(detail.json).toMatchObject({ amountRefunded: 20_000, refundStatus: 'full' });
      expect(row!.amountRefunded).toBe(20_000);
    } finally {
      await a.db.update(platformSettings).set({ refundFeePolicy: 'retain' });
    }
  });

  it('uses the fee policy in force, even when the change has not reached the instance yet', async () => {
    const p = (await pay(a, live, { amount: 20_000 })).json;
    expect((await refund(a, live, p.transactionId, { amount: 5_000, reason: 'other' })).json.feeReturned).toBe(0);
    // The policy changes with the settings cache's notifying trigger off, so a keeps its cached policy.
    await a.db.transaction(async (tx) => {
      await tx.execute(sql`alter table platform_settings disable trigger platform_settings_cache`);
      await tx.update(platformSettings).set({ refundFeePolicy: 'proportional' });
      await tx.execute(sql`alter table platform_settings enable trigger platform_settings_cache`);
    });
    try {
      const r = await refund(a, live, p.transactionId, { amount: 5_000, reason: 'other' });
      expect(r.status).toBe(201);
      expect(r.json.feeReturned).toBe(25);
      const [stored] = await a.db.select().from(refunds).where(eq(refunds.id, r.json.id));
      expect(stored!.feePolicy).toBe('proportional');
    } finally {
      await a.db.update(platformSettings).set({ refundFeePolicy: 'retain' });
    }
  });
});
