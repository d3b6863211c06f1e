import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { verificationDetails } from '@server/db/schema/index';
import { encryptField } from '@server/modules/auth/field-crypto';
import { ref } from '@server/modules/auth/encrypted-columns';
import { expireOverdueDisputes, notifyDisputesDueSoon } from '@server/modules/disputes';
import { createAdmin } from '@server/modules/staff/create-admin';
import { ADMIN_PASSWORD } from './support/admin-fixtures';
import { multipart, tinyPdf, tinyPng } from './support/factories';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Disputes per split leg against a real PostgreSQL: the hold on the
 * next payout, the money of each outcome, evidence files, the merchant's own disputes only, roles,
 * and the jobs that lose overdue disputes and warn staff of those due soon.
 */

let t: TestApp;
const tokens = {} as Record<AdminRole, string>;
let shop: MerchantFixture;
let other: MerchantFixture;
let liveKey: string;
let testKey: string;
const runTag = randomBytes(3).toString('hex');
let seq = 0;

const admin = (role: AdminRole, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, b?: unknown) => call(t.app, method, url, { token: tokens[role], body: b });
const asMerchant = (m: MerchantFixture, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, b?: unknown) => call(t.app, method, url, { token: m.token, body: b });
const num = async (q: ReturnType<typeof sql>) => Number(Object.values((await t.db.execute(q)).rows[0] as Record<string, unknown>)[0] ?? 0);
const balance = (account: string) => num(sql`select coalesce(sum(amount), 0) from ledger_entries where merchant_id = ${shop.merchantDbId} and account = ${account}`);

/** A payment split over two cards: card_a can take only 6,000p. */
async function pay(amount: number, key = liveKey) {
  const res = await call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: {
      amount,
      currency: 'GBP',
      customerEmail: `buyer${++seq}.${runTag}@shop.example`,
      cards: [
        { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 6_000, rewardRate: 0.05 },
        { id: 'card_b', brand: 'MASTERCARD', last4: '5555', expMonth: 12, expYear: 2099, available: 1_000_000, rewardRate: 0.01 },
      ],
    },
  });
  expect(res.status).toBe(201);
  return res.json as { transactionId: string; splits: { cardId: string; amount: number }[] };
}

const open = (b: Record<string, unknown>, role: AdminRole = 'COMPLIANCE') => admin(role, 'POST', '/api/admin/disputes', b);
const upload = (m: MerchantFixture, disputeId: string, file: { content: Buffer; filename: string; contentType?: string }) => {
  const { payload, headers } = multipart({}, file);
  return t.app.inject({ method: 'POST', url: `/api/merchant/disputes/${disputeId}/files`, payload, headers: { ...headers, authorization: `Bearer ${m.token}` } });
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['SUPER_ADMIN', 'COMPLIANCE', 'SUPPORT', 'FINANCE', 'OPERATIONS'] as const) {
    const email = `${role.toLowerCase()}-${runTag}@disputes.test`;
    await createAdmin(t.db, { email, password: ADMIN_PASSWORD, role });
    const res = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email, password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': '10.9.7.8' } });
    tokens[role] = res.json.token;
  }
  shop = await createMerchantFixture(t);
  other = await createMerchantFixture(t);
  await t.db.insert(verificationDetails).values({
    merchantId: shop.merchantDbId,
    registrationNumber: '12345678',
    taxIdEnc: encryptField(t.app.ctx.keys.fieldEncryption, 'GB123456789', ref('verification_details.tax_id_enc', shop.merchantDbId)),
    bankAccountNumberEnc: encryptField(t.app.ctx.keys.fieldEncryption, '31926819', ref('verification_details.bank_account_number_enc', shop.merchantDbId)),
    bankSortCodeEnc: encryptField(t.app.ctx.keys.fieldEncryption, '601613', ref('verification_details.bank_sort_code_enc', shop.merchantDbId)),
    businessAddress: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
  });
  liveKey = (await shop.key('live')).secret;
  testKey = (await shop.key('test')).secret;
});
afterAll(async () => t?.close());

let payment: { transactionId: string; splits: { cardId: string; amount: number }[] };
let legA: number;
let first: string; // 1,500p on card_a, NEEDS_RESPONSE
let second: string; // 2,000p on card_b

describe('opening a dispute', () => {
  it('is for compliance staff and super admins on one leg of a completed live payment, up to that leg', async () => {
    payment = await pay(10_000);
    expect(payment.splits.map((s) => s.cardId).sort()).toEqual(['card_a', 'card_b']);
    legA = payment.splits.find((s) => s.cardId === 'card_a')!.amount;
    const testPayment = await pay(10_000, testKey);
    const b = { transactionId: payment.transactionId, cardId: 'card_a', amount: 1_500, reason: 'fraudulent' };

    for (const role of ['SUPPORT', 'FINANCE', 'OPERATIONS'] as const) expect((await open(b, role)).status).toBe(403);
    expect((await open({ ...b, transactionId: testPayment.transactionId })).json.code).toBe('PAYMENT_NOT_DISPUTABLE');
    expect((await open({ ...b, transactionId: 'txn_doesnotexist' })).status).toBe(404);
    expect((await open({ ...b, cardId: 'card_z' })).json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'cardId' });
    expect((await open({ ...b, amount: legA + 1 })).json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
    expect((await open({ ...b, amount: 0 })).status).toBe(400);
    expect((await open({ ...b, amount: '15' })).status).toBe(400);
    expect((await open({ ...b, reason: 'angry' })).status).toBe(400);
    expect((await open({ ...b, dueBy: '2001-01-01T00:00:00Z' })).json).toMatchObject({ field: 'dueBy' });
    expect(await num(sql`select count(*) from disputes`)).toBe(0);

    const payableBefore = await balance('merchant_payable');
    const res = await open(b);
    expect(res.status).toBe(201);
    first = res.json.dispute.id;
    expect(first).toMatch(/^dp_/);
    expect(res.json.dispute).toMatchObject({ transactionId: payment.transactionId, cardId: 'card_a', legAmount: legA, amount: 1_500, status: 'NEEDS_RESPONSE', merchantId: shop.merchantId });
    const due = Date.parse(res.json.dispute.dueBy) - Date.now();
    expect(due).toBeGreaterThan(6.9 * 86_400_000);
    expect(due).toBeLessThan(7.1 * 86_400_000);
    // The hold is a balanced group of its own: payable down, dispute_hold up.
    expect(await balance('merchant_payable')).toBe(payableBefore - 1_500);
    expect(await balance('dispute_hold')).toBe(1_500);
    expect(await num(sql`select count(*) from (select 1 from ledger_entries group by group_id having sum(amount) <> 0) u`)).toBe(0);
  });

  it('never lets a leg’s open and lost disputes exceed it, while the other leg is separate', async () => {
    const over = await open({ transactionId: payment.transactionId, cardId: 'card_a', amount: legA - 1_500 + 1, reason: 'duplicate' });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'LEG_AMOUNT_EXCEEDED', field: 'amount' });
    const res = await open({ transactionId: payment.transactionId, cardId: 'card_b', amount: 2_000, reason: 'product_not_received' }, 'SUPER_ADMIN');
    expect(res.status).toBe(201);
    second = res.json.dispute.id;
  });

  it('records dispute.created events, emails the merchant and tells its team', async () => {
    expect(await num(sql`select count(*) from events where merchant_id = ${shop.merchantDbId} and type = 'dispute.created' and mode = 'live'`)).toBe(2);
    expect(await num(sql`select count(*) from email_outbox where kind = 'merchant.dispute-update' and subject like 'Action required%'`)).toBe(2);
    expect(await num(sql`select count(*) from notifications where type = 'dispute.opened'`)).toBe(2);
    expect(await num(sql`select count(*) from audit_logs where action = 'disputes.open'`)).toBe(2);
  });
});

describe('the next payout', () => {
  it('holds exactly the disputed amounts (payoutDelayDays = 0)', async () => {
    expect((await admin('FINANCE', 'PATCH', '/api/admin/settings', { payoutDelayDays: 0 })).status).toBe(200);
    const payable = await num(sql`select sum(amount - fee_amount) from transactions where merchant_id = ${shop.merchantDbId} and mode = 'live' and status = 'COMPLETED'`);
    const run = await admin('FINANCE', 'POST', '/api/admin/payout-runs');
    expect(run.status).toBe(201);
    const payout = (await admin('FINANCE', 'GET', `/api/admin/payouts?merchantId=${shop.merchantId}`)).json.payouts[0];
    expect(payout.amount).toBe(payable - 1_500 - 2_000);
    expect(await balance('merchant_payable')).toBe(0);
    const overview = await admin('FINANCE', 'GET', '/api/admin/payouts/overview');
    expect(overview.json.ledgerIntegrity.ok).toBe(true);
  });
});

describe('evidence', () => {
  it('is the merchant’s own: another merchant’s dispute id is 404', async () => {
    expect((await asMerchant(other, 'GET', `/api/merchant/disputes/${first}`)).status).toBe(404);
    expect((await asMerchant(other, 'PUT', `/api/merchant/disputes/${first}/evidence`, { text: 'mine' })).status).toBe(404);
    expect((await asMerchant(other, 'POST', `/api/merchant/disputes/${first}/accept`)).status).toBe(404);
    expect((await upload(other, first, { content: tinyPdf(), filename: 'x.pdf', contentType: 'application/pdf' })).statusCode).toBe(404);
    expect((await asMerchant(other, 'GET', '/api/merchant/disputes')).json.disputes).toEqual([]);
    const mine = await asMerchant(shop, 'GET', '/api/merchant/disputes');
    expect(mine.json.disputes.map((d: { id: string }) => d.id).sort()).toEqual([first, second].sort());
  });

  it('takes a statement and up to 5 files checked by their bytes, like verification documents', async () => {
    const saved = await asMerchant(shop, 'PUT', `/api/merchant/disputes/${first}/evidence`, { text: 'Delivered and signed for on 3 May.' });
    expect(saved.status).toBe(200);
    expect(saved.json.dispute.evidenceText).toBe('Delivered and signed for on 3 May.');
    expect((await asMerchant(shop, 'PUT', `/api/merchant/disputes/${first}/evidence`, { text: 42 })).status).toBe(400);

    const exe = Buffer.concat([Buffer.from('MZ'), randomBytes(200)]);
    const refused = await upload(shop, first, { content: exe, filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const misnamed = await upload(shop, first, { content: tinyPng(), filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(misnamed.statusCode).toBe(415);
    const notMultipart = await asMerchant(shop, 'POST', `/api/merchant/disputes/${first}/files`, { file: 'x' });
    expect(notMultipart.status).toBe(415);

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await upload(shop, first, { content: tinyPdf(), filename: `proof-${i}.pdf`, contentType: 'application/pdf' });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().file.id);
    }
    const sixth = await upload(shop, first, { content: tinyPng(), filename: 'six.png', contentType: 'image/png' });
    expect(sixth.statusCode).toBe(409);
    const removed = await asMerchant(shop, 'DELETE', `/api/merchant/disputes/${first}/files/${ids[4]}`);
    expect(removed.status).toBe(200);
    expect(removed.json.dispute.files).toHaveLength(4);
    expect((await asMerchant(other, 'DELETE', `/api/merchant/disputes/${first}/files/${ids[3]}`)).status).toBe(404);

    // Staff read the file back exactly as stored; every view is audited.
    const file = await t.app.inject({ method: 'GET', url: `/api/admin/disputes/${first}/files/${ids[0]}`, headers: { authorization: `Bearer ${tokens.SUPPORT}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(tinyPdf())).toBe(true);
    expect(await num(sql`select count(*) from audit_logs where action = 'disputes.file_view'`)).toBe(1);
  });

  it('is submitted once and read-only afterwards; an admin cannot decide before it is submitted', async () => {
    expect((await admin('COMPLIANCE', 'POST', `/api/admin/disputes/${first}/decision`, { outcome: 'WON' })).json.code).toBe('INVALID_DISPUTE_TRANSITION');
    const submitted = await asMerchant(shop, 'POST', `/api/merchant/disputes/${first}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.json.dispute.status).toBe('UNDER_REVIEW');
    expect(submitted.json.dispute.submittedAt).not.toBeNull();
    expect((await asMerchant(shop, 'POST', `/api/merchant/disputes/${first}/submit`)).json.code).toBe('DISPUTE_READ_ONLY');
    expect((await asMerchant(shop, 'PUT', `/api/merchant/disputes/${first}/evidence`, { text: 'changed' })).status).toBe(409);
    expect((await upload(shop, first, { content: tinyPdf(), filename: 'late.pdf', contentType: 'application/pdf' })).statusCode).toBe(409);
    expect((await asMerchant(shop, 'POST', `/api/merchant/disputes/${first}/accept`)).status).toBe(409);
  });
});

describe('outcomes', () => {
  it('LOST takes the amount and debits the dispute fee; the history and audit show it', async () => {
    expect((await admin('SUPPORT', 'POST', `/api/admin/disputes/${first}/decision`, { outcome: 'LOST' })).status).toBe(403);
    expect((await admin('COMPLIANCE', 'POST', `/api/admin/disputes/${first}/decision`, { outcome: 'ACCEPTED' })).status).toBe(400);
    const payable = await balance('merchant_payable');
    const res = await admin('COMPLIANCE', 'POST', `/api/admin/disputes/${first}/decision`, { outcome: 'LOST' });
    expect(res.status).toBe(200);
    expect(res.json.dispute.status).toBe('LOST');
    expect(res.json.dispute.history.map((h: { status: string }) => h.status)).toEqual(['NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST']);
    expect(await balance('merchant_payable')).toBe(payable - 1_500);
    expect(await balance('dispute_losses')).toBe(1_500);
    expect(await balance('dispute_fees')).toBe(1_500);
    expect(await balance('dispute_hold')).toBe(2_000);
    expect((await admin('COMPLIANCE', 'POST', `/api/admin/disputes/${first}/decision`, { outcome: 'WON' })).status).toBe(409);
    // LOST keeps counting against the leg.
    expect((await open({ transactionId: payment.transactionId, cardId: 'card_a', amount: legA - 1_500 + 1, reason: 'general' })).status).toBe(409);
  });

  it('WON releases the hold back to the payable, with no fee', async () => {
    await asMerchant(shop, 'PUT', `/api/merchant/disputes/${second}/evidence`, { text: 'Tracking number GB123' });
    expect((await asMerchant(shop, 'POST', `/api/merchant/disputes/${second}/submit`)).status).toBe(200);
    const payable = await balance('merchant_payable');
    const res = await admin('SUPER_ADMIN', 'POST', `/api/admin/disputes/${second}/decision`, { outcome: 'WON' });
    expect(res.json.dispute.status).toBe('WON');
    expect(await balance('merchant_payable')).toBe(payable + 2_000);
    expect(await balance('dispute_hold')).toBe(0);
    expect(await balance('dispute_fees')).toBe(1_500);
  });

  it('ACCEPTED by the merchant counts as lost for the money, with the fee from settings', async () => {
    expect((await admin('FINANCE', 'PATCH', '/api/admin/settings', { disputeFee: 2_500 })).status).toBe(200);
    expect((await admin('COMPLIANCE', 'PATCH', '/api/admin/settings', { disputeFee: 100 })).status).toBe(403);
    const p = await pay(3_000);
    const opened = await open({ transactionId: p.transactionId, cardId: p.splits[0]!.cardId, amount: 700, reason: 'subscription_canceled' });
    const payable = await balance('merchant_payable');
    const res = await asMerchant(shop, 'POST', `/api/merchant/disputes/${opened.json.dispute.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.json.dispute.status).toBe('ACCEPTED');
    expect(await balance('merchant_payable')).toBe(payable - 2_500);
    expect(await balance('dispute_losses')).toBe(1_500 + 700);
  });

  it('emails the merchant and records dispute.closed for each close', async () => {
    expect(await num(sql`select count(*) from events where merchant_id = ${shop.merchantDbId} and type = 'dispute.closed'`)).toBe(3);
    for (const s of ['Evidence received%', '%was lost', '%decided in your favour', 'You accepted%']) {
      expect(await num(sql`select count(*) from email_outbox where kind = 'merchant.dispute-update' and subject like ${s}`)).toBeGreaterThan(0);
    }
    for (const a of ['disputes.under_review', 'disputes.lost', 'disputes.won', 'disputes.accepted']) {
      expect(await num(sql`select count(*) from audit_logs where action = ${a}`)).toBeGreaterThan(0);
    }
  });
});

describe('the jobs', () => {
  it('loses a dispute past its dueBy with no response, with the money, audit, email and event', async () => {
    const p = await pay(4_000);
    const opened = await open({ transactionId: p.transactionId, cardId: p.splits[0]!.cardId, amount: 900, reason: 'credit_not_processed' });
    const id = opened.json.dispute.id;
    expect(await expireOverdueDisputes(t.app.ctx)).toBe(0);
    await t.db.execute(sql`update disputes set due_by = now() - interval '1 minute' where id = ${id}`);
    const payable = await balance('merchant_payable');
    expect(await expireOverdueDisputes(t.app.ctx)).toBe(1);
    const after = await admin('SUPPORT', 'GET', `/api/admin/disputes/${id}`);
    expect(after.json.dispute.status).toBe('LOST');
    expect(after.json.dispute.history.at(-1)).toMatchObject({ status: 'LOST', by: 'system' });
    expect(await balance('merchant_payable')).toBe(payable - 2_500);
    expect(await num(sql`select count(*) from audit_logs where action = 'disputes.lost' and target_id = ${id} and actor_type = 'system'`)).toBe(1);
    expect(await num(sql`select count(*) from events where type = 'dispute.closed' and data->>'id' = ${id}`)).toBe(1);
    expect(await expireOverdueDisputes(t.app.ctx)).toBe(0);
  });

  it('tells compliance staff once when a dispute comes within 48 hours of its dueBy', async () => {
    const p = await pay(5_000);
    const dueBy = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const opened = await open({ transactionId: p.transactionId, cardId: p.splits[0]!.cardId, amount: 100, reason: 'general', dueBy });
    expect(opened.status).toBe(201);
    expect(await notifyDisputesDueSoon(t.app.ctx)).toBe(1);
    expect(await notifyDisputesDueSoon(t.app.ctx)).toBe(0);
    // One per staff member with the role (SUPER_ADMIN and COMPLIANCE here).
    expect(await num(sql`select count(*) from notifications where type = 'dispute.due_soon' and data->>'disputeId' = ${opened.json.dispute.id}`)).toBe(2);
  });
});

describe('the queue and figures', () => {
  it('lists soonest due first with filters and paging; figures come from the stored disputes', async () => {
    const all = await admin('SUPPORT', 'GET', '/api/admin/disputes');
    expect(all.status).toBe(200);
    const dues = all.json.disputes.map((d: { dueBy: string }) => d.dueBy);
    expect(dues).toEqual([...dues].sort());
    expect(all.json.disputes).toHaveLength(5);
    const lost = await admin('SUPPORT', 'GET', '/api/admin/disputes?status=LOST');
    expect(lost.json.disputes.every((d: { status: string }) => d.status === 'LOST')).toBe(true);
    expect(lost.json.disputes).toHaveLength(2);
    expect((await admin('SUPPORT', 'GET', '/api/admin/disputes?reason=fraudulent')).json.disputes).toHaveLength(1);
    expect((await admin('SUPPORT', 'GET', '/api/admin/disputes?status=OPEN')).status).toBe(400);
    const page1 = await admin('SUPPORT', 'GET', '/api/admin/disputes?limit=2');
    const page2 = await admin('SUPPORT', 'GET', `/api/admin/disputes?limit=2&cursor=${page1.json.nextCursor}`);
    const page3 = await admin('SUPPORT', 'GET', `/api/admin/disputes?limit=2&cursor=${page2.json.nextCursor}`);
    expect([...page1.json.disputes, ...page2.json.disputes, ...page3.json.disputes].map((d: { id: string }) => d.id)).toEqual(all.json.disputes.map((d: { id: string }) => d.id));
    expect(page3.json.nextCursor).toBeNull();
    expect((await admin('SUPPORT', 'GET', '/api/admin/disputes?cursor=nonsense')).status).toBe(400);
    expect((await admin('FINANCE', 'GET', '/api/admin/disputes')).status).toBe(403);

    const figures = await admin('COMPLIANCE', 'GET', '/api/admin/disputes/figures');
    // Open: the one due soon. Closed: LOST (2), WON (1), ACCEPTED (1).
    expect(figures.json).toEqual({ open: 1, dueWithin48h: 1, closed: 4, wonRate: 0.25, lostAmount: 1_500 + 700 + 900 });
    const overview = await admin('FINANCE', 'GET', '/api/admin/payouts/overview');
    expect(overview.json.ledgerIntegrity.ok).toBe(true);
  });
});
