import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOverdueDisputes, notifyDisputesDueSoon } from '@server/modules/disputes';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * The dispute jobs run in every instance (jobs.ts). Two instances on one database running them at
 * the same moment must lose each overdue dispute once (one status change, one set of ledger
 * entries, one audit row, one event) and warn staff once per dispute due soon.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let admin: AdminSession;
let shop: MerchantFixture;
let liveKey: string;
let seq = 0;
const tag = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);

const num = async (q: ReturnType<typeof sql>) => Number(Object.values((await a.db.execute(q)).rows[0] as Record<string, unknown>)[0] ?? 0);

/** A completed live payment on one card, and a dispute opened on it through instance b. */
async function disputed(amount: number, dueBy?: string): Promise<string> {
  const paid = await call(a.app, 'POST', '/api/merchant/process-payment', {
    token: liveKey,
    body: {
      amount: 5_000,
      currency: 'GBP',
      customerEmail: `buyer${++seq}.${tag}@shop.example`,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.02 }],
    },
  });
  expect(paid.status).toBe(201);
  const opened = await call(b.app, 'POST', '/api/admin/disputes', {
    token: admin.token,
    body: { transactionId: paid.json.transactionId, cardId: 'card_a', amount, reason: 'general', ...(dueBy ? { dueBy } : {}) },
  });
  expect(opened.status).toBe(201);
  return opened.json.dispute.id as string;
}

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  admin = await adminSession(a, 'disputes');
  shop = await createMerchantFixture(a);
  liveKey = (await shop.key('live')).secret;
});
afterAll(async () => cluster?.close());

describe('the dispute jobs on two instances at once', () => {
  it('lose each overdue dispute exactly once, with one set of money movements, audit rows and events', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await disputed(100 + i * 10));
    await a.db.execute(sql`update disputes set due_by = now() - interval '1 minute' where id = any(${sql.param(ids)}::text[])`);
    const fee = await num(sql`select dispute_fee from platform_settings where id = 1`);
    const payable = () =>
      num(sql`select coalesce(sum(amount), 0) from ledger_entries where merchant_id = ${shop.merchantDbId} and account = 'merchant_payable'`);
    const before = await payable();

    const [onA, onB] = await Promise.all([expireOverdueDisputes(a.app.ctx), expireOverdueDisputes(b.app.ctx)]);
    expect(onA + onB).toBe(6);

    expect(await num(sql`select count(*) from disputes where id = any(${sql.param(ids)}::text[]) and status = 'LOST'`)).toBe(6);
    // Each dispute's LOST and FEE groups once: two entries each.
    for (const id of ids) {
      expect(await num(sql`select count(*) from ledger_entries where group_id in (md5(${id} || ':LOST')::uuid, md5(${id} || ':FEE')::uuid)`)).toBe(4);
      expect(await num(sql`select count(*) from audit_logs where action = 'disputes.lost' and target_id = ${id}`)).toBe(1);
      expect(await num(sql`select count(*) from events where type = 'dispute.closed' and data->>'id' = ${id}`)).toBe(1);
    }
    // The payable lost the fee once per dispute (the amounts had left it when the disputes opened).
    expect(await payable()).toBe(before - 6 * fee);
    expect(await Promise.all([expireOverdueDisputes(a.app.ctx), expireOverdueDisputes(b.app.ctx)])).toEqual([0, 0]);
  });

  it('warn staff once per dispute due within 48 hours, whichever instance gets there first', async () => {
    const dueBy = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const ids = [await disputed(50, dueBy), await disputed(60, dueBy), await disputed(70, dueBy)];
    const [onA, onB] = await Promise.all([notifyDisputesDueSoon(a.app.ctx), notifyDisputesDueSoon(b.app.ctx)]);
    expect(onA + onB).toBe(3);
    const staff = await num(sql`select count(*) from admins where role in ('SUPER_ADMIN', 'COMPLIANCE')`);
    expect(staff).toBeGreaterThan(0);
    for (const id of ids) {
      expect(await num(sql`select count(*) from notifications where type = 'dispute.due_soon' and data->>'disputeId' = ${id}`)).toBe(staff);
    }
    expect(await Promise.all([notifyDisputesDueSoon(a.app.ctx), notifyDisputesDueSoon(b.app.ctx)])).toEqual([0, 0]);
  });
});
