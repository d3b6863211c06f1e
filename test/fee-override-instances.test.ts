import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCache } from '@server/modules/payments';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * A per-merchant fee override made through one instance applies to the merchant's very next payment
 * on another, whose cache still holds the old fee (record_payment re-checks the fee in force).
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let admin: AdminSession;
let m: MerchantFixture;
let key: string;
const tag = randomBytes(3).toString('hex');
let seq = 0;
const pay = (on: TestApp, amount: number) =>
  call(on.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: {
      amount,
      currency: 'GBP',
      customerEmail: `c${++seq}.${tag}@shop.example`,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 1_000_000, rewardRate: 0.01 }],
    },
  });

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  admin = await adminSession(a);
  m = await createMerchantFixture(a);
  key = (await m.key('live')).secret;
  for (const on of [a, b]) expect((await pay(on, 10_000)).json.feeAmount).toBe(50);
});
afterAll(async () => cluster?.close());

describe('fee overrides across instances', () => {
  it('applies an override made through one instance to the next payment on the other', async () => {
    const created = await call(a.app, 'POST', '/api/admin/fee-overrides', { token: admin.token, body: { merchantId: m.merchantId, feePercent: 0.9 } });
    expect(created.status).toBe(201);
    const res = await pay(b, 10_000);
    expect(res.json.feeAmount).toBe(90);
    const [row] = (await b.db.execute<{ fee_percent: string }>(`select fee_percent::text from transactions where transaction_id = '${res.json.transactionId}'`))
      .rows;
    expect(row!.fee_percent).toBe('0.90');
    // And b's cache catches up through NOTIFY without a payment having to find it stale.
    await expect
      .poll(async () => (await paymentCache(b.app.ctx).settings()).feeOverrides.get(m.merchantDbId)?.at(-1)?.feePercentText, { timeout: 5_000 })
      .toBe('0.90');
    const back = await call(a.app, 'POST', '/api/admin/fee-overrides', { token: admin.token, body: { merchantId: m.merchantId, feePercent: null } });
    expect(back.status).toBe(201);
    expect((await pay(b, 10_000)).json.feeAmount).toBe(50);
  });
});
