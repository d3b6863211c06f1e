import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { verificationDetails } from '@server/db/schema/index';
import { encryptField, ref } from '@server/modules/auth';
import { expireOverdueDisputes, notifyDisputesDueSoon } from '@server/modules/disputes';
import { adminTokensByRole, checkLedgerNow } from './support/admin-fixtures';
import { multipart, tinyPdf, tinyPng } from './support/factories';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { payoutOpenGroupsMismatch } from './support/payout-open-groups';

/**
 * Disputes per split leg against a real PostgreSQL: the hold on the
 * next payout, the money of each outcome, evidence files, the merchant's own disputes only, roles,
 * and the jobs that lose overdue disputes and warn staff of those due soon.
 *
 * Each test runs on its own fresh database and builds the disputes it needs with the factories
 * below, so any one test runs alone (`-t '<name>'`) and none depends on another's leftovers.
 */

let t: TestApp;
let tokens: Record<AdminRole, string>;
let shop: MerchantFixture;
let other: MerchantFixture;
let liveKey: string;
let testKey: string;
const runTag = randomBytes(3).toString('hex');
let seq = 0;

const admin = (role: AdminRole, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, b?: unknown) =>
  call(t.app, method, url, { token: tokens[role], body: b });
const asMerchant = (m: MerchantFixture, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, b?: unknown) =>
  call(t.app, method, url, { token: m.token, body: b });
const num = async (q: ReturnType<typeof sql>) => Number(Object.values((await t.db.execute(q)).rows[0] as Record<string, unknown>)[0] ?? 0);
const balance = (account: string) =>
  num(sql`select coalesce(sum(amount), 0) from ledger_entries where merchant_id = ${shop.merchantDbId} and account = ${account}`);

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
  return t.app.inject({
    method: 'POST',
    url: `/api/merchant/disputes/${disputeId}/files`,
    payload,
    headers: { ...headers, authorization: `Bearer ${m.token}` },
  });
};

/** Per test: a fresh database, one admin of each role, the disputing shop (with bank details) and another merchant. */
beforeEach(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, `disputes-${runTag}`, { signIn: 'mint' });
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
afterEach(async () => {
  // Whatever the test did to payments, disputes, refunds and payouts, the open set kept by triggers
  // is what the ledger says no payout covers.
  if (t) expect(await payoutOpenGroupsMismatch(t.db)).toEqual([]);
  await t?.close();
});

/** Fails the set-up (not the test's assertions) when a step a factory relies on is refused. */
function must<T extends { status?: number; statusCode?: number; body: string }>(res: T, status: number, what: string): T {
  const got = res.status ?? res.statusCode;
  if (got !== status) throw new Error(`${what}: expected ${status}, got ${got} ${res.body}`);
  return res;
}

type Payment = Awaited<ReturnType<typeof pay>>;

/** A live payment of 10,000p split over card_a and card_b, and a dispute of 1,500p on its card_a leg (NEEDS_RESPONSE). */
async function openFirst(): Promise<{ payment: Payment; legA: number; first: string }> {
  const payment = await pay(10_000);
  const legA = payment.splits.find((s) => s.cardId === 'card_a')!.amount;
  const res = must(await open({ transactionId: payment.transactionId, cardId: 'card_a', amount: 1_500, reason: 'fraudulent' }), 201, 'open the first dispute');
  return { payment, legA, first: res.json.dispute.id as string };
}

/** A dispute of 2,000p on the card_b leg of the same payment, opened by a super admin. */
async function openSecond(payment: Payment): Promise<string> {
  const res = must(
    await open({ transactionId: payment.transactionId, cardId: 'card_b', amount: 2_000, reason: 'product_not_received' }, 'SUPER_ADMIN'),
    201,
    'open the second dispute',
  );
  return res.json.dispute.id as string;
}

/** Both disputes of the payment, open. */
async function openBoth() {
  const opened = await openFirst();
  return { ...opened, second: await openSecond(opened.payment) };
}

/** The merchant's statement, then its submission: the dispute is UNDER_REVIEW. */
async function submitEvidence(id: string, text: string) {
  must(await asMerchant(shop, 'PUT', `/api/merchant/disputes/${id}/evidence`, { text }), 200, 'save evidence');
  must(await asMerchant(shop, 'POST', `/api/merchant/disputes/${id}/submit`), 200, 'submit evidence');
}

async function decide(id: string, outcome: 'WON' | 'LOST', role: AdminRole = 'COMPLIANCE') {
  must(await admin(role, 'POST', `/api/admin/disputes/${id}/decision`, { outcome }), 200, `decide ${outcome}`);
}

/** Both disputes opened; the first answered and LOST. */
async function firstLost() {
  const opened = await openBoth();
  await submitEvidence(opened.first, 'Delivered and signed for on 3 May.');
  await decide(opened.first, 'LOST');
  return opened;
}

async function setDisputeFee(fee: number) {
  must(await admin('FINANCE', 'PATCH', '/api/admin/settings', { disputeFee: fee }), 200, 'set the dispute fee');
}

/** The dispute fee at 2,500p, and a 700p dispute on a 3,000p payment that the merchant accepts. */
async function acceptedByMerchant(): Promise<string> {
  await setDisputeFee(2_500);
  const p = await pay(3_000);
  const opened = must(await open({ transactionId: p.transactionId, cardId: p.splits[0]!.cardId, amount: 700, reason: 'subscription_canceled' }), 201, 'open');
  must(await asMerchant(shop, 'POST', `/api/merchant/disputes/${opened.json.dispute.id}/accept`), 200, 'accept');
  return opened.json.dispute.id as string;
}

/** The story of the first, second and accepted disputes: LOST, WON and ACCEPTED. */
async function threeClosed() {
  const opened = await firstLost();
  await submitEvidence(opened.second, 'Tracking number GB123');
  await decide(opened.second, 'WON', 'SUPER_ADMIN');
  await acceptedByMerchant();
  return opened;
}

/** A 900p dispute on a 4,000p payment, past its dueBy without a response, lost by the job. */
async function expiredByJob(): Promise<string> {
  const p = await pay(4_000);
  const opened = must(await open({ transactionId: p.transactionId, cardId: p.splits[0]!.cardId, amount: 900, reason: 'credit_not_processed' }), 201, 'open');
  const id = opened.json.dispute.id as string;
  await t.db.execute(sql`update disputes set due_by = now() - interval '1 minute' where id = ${id}`);
  if ((await expireOverdueDisputes(t.app.ctx)) !== 1) throw new Error('expireOverdueDisputes did not lose the overdue dispute');
  return id;
}

/** A 100p dispute on a 5,000p payment, due in 24 hours. */
async function dueSoon() {
  const p = await pay(5_000);
  const dueBy = new Date(Date.now() + 24 * 3_600_000).toISOString();
  return open({ transactionId: p.transactionId, cardId: p.splits[0]!.cardId, amount: 100, reason: 'general', dueBy });
}

describe('opening a dispute', () => {
  it('is for compliance staff and super admins on one leg of a completed live payment, up to that leg', async () => {
    const payment = await pay(10_000);
    expect(payment.splits.map((s) => s.cardId).sort()).toEqual(['card_a', 'card_b']);
    const legA = payment.splits.find((s) => s.cardId === 'card_a')!.amount;
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
    const first = res.json.dispute.id;
    expect(first).toMatch(/^dp_/);
    expect(res.json.dispute).toMatchObject({
      transactionId: payment.transactionId,
      cardId: 'card_a',
      legAmount: legA,
      amount: 1_500,
      status: 'NEEDS_RESPONSE',
      merchantId: shop.merchantId,
    });
    const due = Date.parse(res.json.dispute.dueBy) - Date.now();
    expect(due).toBeGreaterThan(6.9 * 86_400_000);
    expect(due).toBeLessThan(7.1 * 86_400_000);
    // The hold is a balanced group of its own: payable down, dispute_hold up.
    expect(await balance('merchant_payable')).toBe(payableBefore - 1_500);
    expect(await balance('dispute_hold')).toBe(1_500);
    expect(await num(sql`select count(*) from (select 1 from ledger_entries group by group_id having sum(amount) <> 0) u`)).toBe(0);
  });

  it('never lets a leg’s open and lost disputes exceed it, while the other leg is separate', async () => {
    const { payment, legA } = await openFirst();
    const over = await open({ transactionId: payment.transactionId, cardId: 'card_a', amount: legA - 1_500 + 1, reason: 'duplicate' });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ code: 'LEG_AMOUNT_EXCEEDED', field: 'amount' });
    const res = await open({ transactionId: payment.transactionId, cardId: 'card_b', amount: 2_000, reason: 'product_not_received' }, 'SUPER_ADMIN');
    expect(res.status).toBe(201);
  });

  it('records dispute.created events, emails the merchant and tells its team', async () => {
    await openBoth();
    expect(await num(sql`select count(*) from events where merchant_id = ${shop.merchantDbId} and type = 'dispute.created' and mode = 'live'`)).toBe(2);
    expect(await num(sql`select count(*) from email_outbox where kind = 'merchant.dispute-update' and subject like 'Action required%'`)).toBe(2);
    expect(await num(sql`select count(*) from notifications where type = 'dispute.opened'`)).toBe(2);
    expect(await num(sql`select count(*) from audit_logs where action = 'disputes.open'`)).toBe(2);
  });
});

describe('the next payout', () => {
  it('holds exactly the disputed amounts, with payoutDelayDays = 0', async () => {
    await openBoth();
    expect((await admin('FINANCE', 'PATCH', '/api/admin/settings', { payoutDelayDays: 0 })).status).toBe(200);
    const payable = await num(
      sql`select sum(amount - fee_amount) from transactions where merchant_id = ${shop.merchantDbId} and mode = 'live' and status = 'COMPLETED'`,
    );
    const run = await admin('FINANCE', 'POST', '/api/admin/payout-runs');
    expect(run.status).toBe(201);
    const payout = (await admin('FINANCE', 'GET', `/api/admin/payouts?merchantId=${shop.merchantId}`)).json.payouts[0];
    expect(payout.amount).toBe(payable - 1_500 - 2_000);
    expect(await balance('merchant_payable')).toBe(0);
    expect((await checkLedgerNow((m, u) => admin('FINANCE', m, u))).ok).toBe(true);
  });
});

describe('evidence', () => {
  it('is the merchant’s own: another merchant’s dispute id is 404', async () => {
    const { first, second } = await openBoth();
    expect((await asMerchant(other, 'GET', `/api/merchant/disputes/${first}`)).status).toBe(404);
    expect((await asMerchant(other, 'PUT', `/api/merchant/disputes/${first}/evidence`, { text: 'mine' })).status).toBe(404);
    expect((await asMerchant(other, 'POST', `/api/merchant/disputes/${first}/accept`)).status).toBe(404);
    expect((await upload(other, first, { content: tinyPdf(), filename: 'x.pdf', contentType: 'application/pdf' })).statusCode).toBe(404);
    expect((await asMerchant(other, 'GET', '/api/merchant/disputes')).json.disputes).toEqual([]);
    const mine = await asMerchant(shop, 'GET', '/api/merchant/disputes');
    expect(mine.json.disputes.map((d: { id: string }) => d.id).sort()).toEqual([first, second].sort());
  });

  it('takes a statement and up to 5 files checked by their bytes, like verification documents', async () => {
    const { first } = await openFirst();
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
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/disputes/${first}/files/${ids[0]}`,
      headers: { authorization: `Bearer ${tokens.SUPPORT}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(tinyPdf())).toBe(true);
    expect(await num(sql`select count(*) from audit_logs where action = 'disputes.file_view'`)).toBe(1);
  });

  it('is submitted once and read-only afterwards; an admin cannot decide before it is submitted', async () => {
    const { first } = await openFirst();
    must(await asMerchant(shop, 'PUT', `/api/merchant/disputes/${first}/evidence`, { text: 'Delivered and signed for on 3 May.' }), 200, 'save evidence');
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
    const { payment, legA, first } = await openBoth();
    await submitEvidence(first, 'Delivered and signed for on 3 May.');
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
    const { second } = await firstLost();
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
    await firstLost();
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
    await threeClosed();
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
    await setDisputeFee(2_500);
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
    await threeClosed();
    await expiredByJob();
    must(await dueSoon(), 201, 'open the dispute due soon');
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
    expect([...page1.json.disputes, ...page2.json.disputes, ...page3.json.disputes].map((d: { id: string }) => d.id)).toEqual(
      all.json.disputes.map((d: { id: string }) => d.id),
    );
    expect(page3.json.nextCursor).toBeNull();
    expect((await admin('SUPPORT', 'GET', '/api/admin/disputes?cursor=nonsense')).status).toBe(400);
    expect((await admin('FINANCE', 'GET', '/api/admin/disputes')).status).toBe(403);

    const figures = await admin('COMPLIANCE', 'GET', '/api/admin/disputes/figures');
    // Open: the one due soon. Closed: LOST (2), WON (1), ACCEPTED (1).
    expect(figures.json).toEqual({ open: 1, dueWithin48h: 1, closed: 4, wonRate: 0.25, lostAmount: 1_500 + 700 + 900 });
    expect((await checkLedgerNow((m, u) => admin('FINANCE', m, u))).ok).toBe(true);
  });
});
