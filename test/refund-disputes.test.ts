import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '@server/db/client';
import { lockPaymentForDisputes } from '@server/modules/disputes';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * Refunds and disputes share each captured leg: a refund takes only what no open or lost dispute
 * holds, and a dispute opens only on what is left to refund. Both take the payment's disputes lock
 * (docs/decisions/0033); these tests hold that lock from outside to put a refund and a dispute in a
 * chosen order, and fire bursts of both at two instances, and check no leg is ever over-committed.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let staff: AdminSession;
let shop: MerchantFixture;
let liveKey: string;
let seq = 0;
const tag = randomBytes(3).toString('hex');
const AMOUNT = 10_000;

const num = async (q: ReturnType<typeof sql>) => Number(Object.values((await a.db.execute(q)).rows[0] as Record<string, unknown>)[0] ?? 0);

/** A completed live payment of 10,000p on one card. */
async function paid(): Promise<{ id: string; dbId: string }> {
  const res = await call(a.app, 'POST', '/api/merchant/process-payment', {
    token: liveKey,
    body: {
      amount: AMOUNT,
      currency: 'GBP',
      customerEmail: `buyer${++seq}.${tag}@shop.example`,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 1_000_000, rewardRate: 0.02 }],
    },
  });
  expect(res.status).toBe(201);
  const dbId = await a.db.execute(sql`select id from transactions where transaction_id = ${res.json.transactionId}`);
  return { id: res.json.transactionId, dbId: String((dbId.rows[0] as { id: string }).id) };
}

const refund = (app: TestApp, paymentId: string, amount: number) =>
  call(app.app, 'POST', `/api/merchant/payments/${paymentId}/refunds`, { token: liveKey, body: { amount, reason: 'requested_by_customer' } });
const dispute = (app: TestApp, paymentId: string, amount: number) =>
  call(app.app, 'POST', '/api/admin/disputes', { token: staff.token, body: { transactionId: paymentId, cardId: 'card_a', amount, reason: 'general' } });

/** What the payment's one leg has given back (refunded) and has held (open and lost disputes). */
async function committed(dbId: string): Promise<{ refunded: number; disputed: number }> {
  return {
    refunded: await num(sql`select amount_refunded from transactions where id = ${dbId}`),
    disputed: await num(
      sql`select coalesce(sum(amount), 0) from disputes where transaction_id = ${dbId} and status in ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED')`,
    ),
  };
}

/** Holds the payment's disputes lock, as a dispute opener does, in a transaction of its own until `release`. */
async function holdDisputesLock(paymentId: string): Promise<{ tx: DbOrTx; release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: (tx: DbOrTx) => void;
  const holding = new Promise<DbOrTx>((resolve) => (locked = resolve));
  const done = a.db.transaction(async (tx) => {
    expect(await lockPaymentForDisputes(tx, paymentId)).toBe(true);
    locked(tx);
    await released;
  });
  const tx = await Promise.race([holding, done.then(() => Promise.reject(new Error('the lock was not held')))]);
  return {
    tx,
    release: async () => {
      release();
      await done;
    },
  };
}

/** Waits until `count` sessions wait on an advisory lock. */
async function waitersOnAdvisoryLock(count: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await num(sql`select count(*) from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'`)) >= count) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${count} sessions came to wait on the disputes lock`);
}

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  staff = await adminSession(a, `refund-disputes-${tag}`);
  shop = await createMerchantFixture(a);
  liveKey = (await shop.key('live')).secret;
});
afterAll(async () => cluster?.close());

describe('a leg shared by refunds and disputes', () => {
  it('refunds only what no open dispute holds, and opens a dispute only on what is left to refund', async () => {
    const p = await paid();
    expect((await dispute(a, p.id, 3_000)).status).toBe(201);
    const over = await refund(a, p.id, 7_001);
    expect(over.status).toBe(422);
    expect(over.json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    expect((await refund(a, p.id, 4_000)).status).toBe(201);

    const tooMuch = await dispute(b, p.id, 3_001);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json).toMatchObject({ code: 'LEG_AMOUNT_EXCEEDED', field: 'amount' });
    expect((await dispute(b, p.id, 3_000)).status).toBe(201);
    expect((await refund(b, p.id, 1)).json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    expect(await committed(p.dbId)).toEqual({ refunded: 4_000, disputed: 6_000 });
  });

  it('lets a dispute opened while a refund waits for the lock go first, and the refund then takes only what is left', async () => {
    const p = await paid();
    const held = await holdDisputesLock(p.id);
    let answered = false;
    const refunding = refund(a, p.id, 8_000).finally(() => (answered = true));
    await waitersOnAdvisoryLock(1);
    // What opening a dispute does under the lock: insert it, which checks the payment row it points at.
    await held.tx.execute(
      sql`insert into disputes (id, merchant_id, transaction_id, card_id, amount, reason, status, due_by)
          values (${`dp_held_${tag}`}, ${shop.merchantDbId}, ${p.dbId}, 'card_a', 5000, 'general', 'NEEDS_RESPONSE', now() + interval '7 days')`,
    );
    expect(answered).toBe(false);
    await held.release();
    const res = await refunding;
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    expect((await refund(a, p.id, 5_000)).status).toBe(201);
    expect(await committed(p.dbId)).toEqual({ refunded: 5_000, disputed: 5_000 });
  });

  it('sizes a dispute from the payment as it is once it holds the lock, not as it was before a refund got there first', async () => {
    const p = await paid();
    const held = await holdDisputesLock(p.id);
    const refunding = refund(a, p.id, 6_000);
    await waitersOnAdvisoryLock(1);
    const disputing = dispute(b, p.id, 5_000);
    await waitersOnAdvisoryLock(2);
    await held.release();
    const [r, d] = await Promise.all([refunding, disputing]);
    expect(r.status).toBe(201);
    expect(d.status).toBe(409);
    expect(d.json.code).toBe('LEG_AMOUNT_EXCEEDED');
    expect(await committed(p.dbId)).toEqual({ refunded: 6_000, disputed: 0 });
  });

  it('never over-commits a leg under a burst of refunds and disputes on two instances, and answers each with a 201 or a refusal', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await paid();
      const calls = Array.from({ length: 12 }, (_, i) => {
        const app = i % 2 ? b : a;
        return i % 3 === 0 ? dispute(app, p.id, 1_500) : refund(app, p.id, 1_500);
      });
      const results = await Promise.all(calls);
      for (const r of results) {
        expect([201, 409, 422], r.body).toContain(r.status);
      }
      const { refunded, disputed } = await committed(p.dbId);
      expect(refunded + disputed).toBeLessThanOrEqual(AMOUNT);
      // Six of 1,500p fit in 10,000p: exactly six calls win, whichever kind.
      expect(results.filter((r) => r.status === 201)).toHaveLength(6);
      expect(refunded + disputed).toBe(9_000);
    }
  });
});
