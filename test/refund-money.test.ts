import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, transactions, verificationDetails } from '@server/db/schema/index';
import { encryptField, ref } from '@server/modules/auth';
import { addMonths, draftMonthlyInvoices, monthOf } from '@server/modules/invoicing';
import { adminTokensByRole, payment, storePayments } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { payoutOpenGroupsMismatch } from './support/payout-open-groups';

/**
 * The money of refunds (docs/decisions/0033) under both fee policies: the merchant's payable, the
 * platform's fee and the partner's commission after each step, checked in SQL; payout runs net of
 * refunds, with a negative balance carried; the month's invoice with its credit line; and capture in
 * part. Each test gets a fresh database and builds what it reads.
 */

let t: TestApp;
let tokens: Record<'SUPER_ADMIN' | 'FINANCE' | 'SUPPORT', string>;
let shop: MerchantFixture;
let liveKey: string;

const runTag = randomBytes(3).toString('hex');
let seq = 0;
const NOW = new Date();
const THIS_MONTH = monthOf(NOW);
const LAST_MONTH = addMonths(THIS_MONTH, -1);
/** A moment in the next month: the monthly run then drafts this month. */
const NEXT_MONTH_START = new Date(`${addMonths(THIS_MONTH, 1)}-01T00:30:00Z`);

type Role = keyof typeof tokens;
const admin = (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) => call(t.app, method, url, { token: tokens[role], body });

function must<T extends { status: number; body: string }>(res: T, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.body}`);
  return res;
}

async function withBank(m: MerchantFixture) {
  const enc = (v: string, column: Parameters<typeof ref>[0]) => encryptField(t.app.ctx.keys.fieldEncryption, v, ref(column, m.merchantDbId));
  await t.db.insert(verificationDetails).values({
    merchantId: m.merchantDbId,
    registrationNumber: '12345678',
    taxIdEnc: enc('GB123456789', 'verification_details.tax_id_enc'),
    bankAccountNumberEnc: enc('31926819', 'verification_details.bank_account_number_enc'),
    bankSortCodeEnc: enc('601613', 'verification_details.bank_sort_code_enc'),
    businessAddress: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
  });
}

async function liveMerchant(): Promise<{ m: MerchantFixture; key: string }> {
  const m = await createMerchantFixture(t);
  await withBank(m);
  return { m, key: (await m.key('live')).secret };
}

const card = (id: string, available: number, rewardRate: number) => ({ id, brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available, rewardRate });

async function pay(key: string, amount: number, over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: { amount, currency: 'GBP', customerEmail: `shopper${++seq}.${runTag}@shop.example`, cards: [card('card_a', 1_000_000, 0.01)], ...over },
  });
  return must(res, 201, 'payment').json;
}

async function refund(key: string, paymentId: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', `/api/merchant/payments/${paymentId}/refunds`, { token: key, body: { reason: 'requested_by_customer', ...body } });
}

const setPolicy = async (refundFeePolicy: 'retain' | 'proportional') =>
  must(await admin('SUPER_ADMIN', 'PATCH', '/api/admin/settings', { refundFeePolicy }), 200, `policy ${refundFeePolicy}`);

async function partnerFor(m: MerchantFixture, revenueSharePercent: number): Promise<string> {
  const created = must(
    await admin('FINANCE', 'POST', '/api/admin/partners', { name: `Gateway ${++seq}`, contactEmail: `partners${seq}@gateway.example`, revenueSharePercent }),
    201,
    'create partner',
  );
  const partnerId = created.json.partner.id as string;
  must(await admin('FINANCE', 'PUT', `/api/admin/commission/merchants/${m.merchantId}/partner`, { partnerId }), 200, 'assign partner');
  return partnerId;
}

/** The merchant's balance on each account, from the ledger. */
async function balances(m: MerchantFixture) {
  const { rows } = await t.db.execute<{ account: string; total: string }>(
    sql`select account, sum(amount)::text as total from ledger_entries where merchant_id = ${m.merchantDbId} group by account`,
  );
  const by = Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
  return {
    payable: by.merchant_payable ?? 0,
    platformFee: by.platform_fee ?? 0,
    commission: by.partner_commission ?? 0,
    clearing: by.payment_clearing ?? 0,
  };
}

const partnerBalance = async (partnerId: string) =>
  Number((await t.db.execute<{ s: string }>(sql`select coalesce(sum(amount), 0)::text as s from ledger_entries where partner_id = ${partnerId}`)).rows[0]!.s);

/** Groups of entries that do not sum to zero, across the whole ledger: always none. */
const unbalancedGroups = async () =>
  Number(
    (await t.db.execute<{ n: string }>(sql`select count(*)::text as n from (select group_id from ledger_entries group by group_id having sum(amount) <> 0) u`))
      .rows[0]!.n,
  );

beforeEach(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, `refund-money-${runTag}`, { roles: ['SUPER_ADMIN', 'FINANCE', 'SUPPORT'], signIn: 'mint' });
  ({ m: shop, key: liveKey } = await liveMerchant());
});
afterEach(async () => {
  // Whatever the test did to payments, disputes, refunds and payouts, the open set kept by triggers
  // is what the ledger says no payout covers.
  if (t) expect(await payoutOpenGroupsMismatch(t.db)).toEqual([]);
  await t?.close();
});

describe('balances after each refund', () => {
  it('keeps the fee under retain, returns its share (commission included) under proportional, and every group sums to zero', async () => {
    const partnerId = await partnerFor(shop, 25);
    // 20,000p at 0.5%: a 100p fee, of which the partner's 25% is 25p.
    const p = await pay(liveKey, 20_000);
    expect(p.feeAmount).toBe(100);
    expect(await balances(shop)).toEqual({ payable: 19_900, platformFee: 75, commission: 25, clearing: -20_000 });

    // Retain: the merchant gives back the whole amount; the fee and the commission stay.
    const kept = await refund(liveKey, p.transactionId, { amount: 5_000 });
    expect(kept.status).toBe(201);
    expect(kept.json).toMatchObject({ status: 'SUCCEEDED', feeReturned: 0 });
    expect(await balances(shop)).toEqual({ payable: 14_900, platformFee: 75, commission: 25, clearing: -15_000 });

    // Proportional, on the running total of the proportional refunds (the first, under retain, takes no
    // part): the share of 5,000p of the fee is 25p, and of the commission round(6.25) = 6p, which the
    // partner gives back.
    await setPolicy('proportional');
    const half = await refund(liveKey, p.transactionId, { amount: 5_000 });
    expect(half.json).toMatchObject({ status: 'SUCCEEDED', feeReturned: 25 });
    expect(await balances(shop)).toEqual({ payable: 9_925, platformFee: 56, commission: 19, clearing: -10_000 });

    // The rest: the share of the 15,000p the proportional refunds take, less what they returned: 75 - 25 =
    // 50p of fee and round(18.75) - 6 = 13p of commission come back. The merchant owes the 25p of fee
    // kept on the first refund under retain: its payable ends at -25p.
    const rest = await refund(liveKey, p.transactionId, {});
    expect(rest.json).toMatchObject({ amount: 10_000, feeReturned: 50 });
    expect(await balances(shop)).toEqual({ payable: -25, platformFee: 19, commission: 6, clearing: 0 });
    expect(await partnerBalance(partnerId)).toBe(6);
    expect(await unbalancedGroups()).toBe(0);
    // The refunds' stored figures are the ledger's.
    const stored = await t.db.execute<{ fee: string; commission: string }>(
      sql`select sum(fee_returned)::text as fee, sum(commission_returned)::text as commission from refunds where transaction_id = (select id from transactions where transaction_id = ${p.transactionId})`,
    );
    expect(stored.rows[0]).toEqual({ fee: '75', commission: '19' });
  });

  it('returns exactly the whole fee and commission when concurrent refunds take everything', async () => {
    await setPolicy('proportional');
    const partnerId = await partnerFor(shop, 33.33);
    // 77,777p: a 389p fee (388.885 rounds up), a 130p commission (129.65 rounds up).
    const p = await pay(liveKey, 77_777);
    expect(p.feeAmount).toBe(389);
    const results = await Promise.all(Array.from({ length: 12 }, () => refund(liveKey, p.transactionId, { amount: 7_000 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(11);
    expect(results.filter((r) => r.status !== 201).map((r) => r.json.code)).toEqual(['REFUND_EXCEEDS_REFUNDABLE']);
    must(await refund(liveKey, p.transactionId, {}), 201, 'the last 777p');
    // Everything refunded: nobody keeps anything, to the penny.
    expect(await balances(shop)).toEqual({ payable: 0, platformFee: 0, commission: 0, clearing: 0 });
    expect(await partnerBalance(partnerId)).toBe(0);
    expect(await unbalancedGroups()).toBe(0);
  });

  it('returns exactly the whole fee and commission after a gateway refund’s middle leg failed and was refunded again', async () => {
    await setPolicy('proportional');
    const partnerId = await partnerFor(shop, 33.33);
    // 186,200p over three cards: a 931p fee. Refunding it all splits the fee 604/181/146 across the
    // legs; the middle leg's 181p comes back when it fails, but the share of its 36,077p is 180p.
    const cards = [card('card_a', 120_863, 0.03), card('card_b', 36_077, 0.02), card('card_c', 29_260, 0.01)];
    const p = await pay(liveKey, 186_200, { cards, maxSplits: 3, legConfirmation: 'gateway' });
    for (const leg of p.legs)
      must(
        await call(t.app, 'POST', `/api/merchant/payments/${p.transactionId}/legs/${leg.id}/authorisation`, {
          token: liveKey,
          body: { outcome: 'AUTHORISED' },
        }),
        200,
        'authorise',
      );
    expect(p.feeAmount).toBe(931);
    const all = must(await refund(liveKey, p.transactionId, { allocation: 'pro_rata' }), 201, 'refund everything').json;
    const middle = all.legs.find((l: { cardId: string }) => l.cardId === 'card_b');
    for (const leg of all.legs)
      must(
        await call(t.app, 'POST', `/api/merchant/refunds/${all.id}/legs/${leg.legId}/result`, {
          token: liveKey,
          body: leg === middle ? { outcome: 'FAILED', reason: 'card_closed' } : { outcome: 'SUCCEEDED' },
        }),
        200,
        'refund result',
      );
    const again = must(await refund(liveKey, p.transactionId, {}), 201, 'refund the failed leg again').json;
    expect(again.amount).toBe(36_077);
    for (const leg of again.legs)
      must(
        await call(t.app, 'POST', `/api/merchant/refunds/${again.id}/legs/${leg.legId}/result`, { token: liveKey, body: { outcome: 'SUCCEEDED' } }),
        200,
        'refund result',
      );
    // Everything refunded: nobody keeps anything, to the penny.
    expect(await balances(shop)).toEqual({ payable: 0, platformFee: 0, commission: 0, clearing: 0 });
    expect(await partnerBalance(partnerId)).toBe(0);
    expect(await unbalancedGroups()).toBe(0);
  });

  it('gives back only the commission the payment paid: none for a payment made before the partner, the old share after a change', async () => {
    await setPolicy('proportional');
    const before = await pay(liveKey, 20_000);
    const partnerId = await partnerFor(shop, 25);
    const after = await pay(liveKey, 20_000);
    // The partner earned 25p, on the second payment only.
    expect(await partnerBalance(partnerId)).toBe(25);
    must(await admin('FINANCE', 'PATCH', `/api/admin/partners/${partnerId}`, { revenueSharePercent: 50 }), 200, 'change share');

    const r1 = await refund(liveKey, before.transactionId, {});
    expect(r1.json).toMatchObject({ feeReturned: 100 });
    expect(await partnerBalance(partnerId)).toBe(25);
    const r2 = await refund(liveKey, after.transactionId, {});
    expect(r2.json).toMatchObject({ feeReturned: 100 });
    // The 25p it was paid comes back, not 50% of the fee.
    expect(await partnerBalance(partnerId)).toBe(0);
    expect(await balances(shop)).toEqual({ payable: 0, platformFee: 0, commission: 0, clearing: 0 });
    expect(await unbalancedGroups()).toBe(0);
  });

  it('posts a gateway refund leg’s commission to the payment’s partner when it succeeds, even after the partner changed', async () => {
    await setPolicy('proportional');
    const first = await partnerFor(shop, 20);
    const p = await pay(liveKey, 40_000, { legConfirmation: 'gateway' });
    for (const leg of p.legs)
      must(
        await call(t.app, 'POST', `/api/merchant/payments/${p.transactionId}/legs/${leg.id}/authorisation`, {
          token: liveKey,
          body: { outcome: 'AUTHORISED' },
        }),
        200,
        'authorise',
      );
    expect(await partnerBalance(first)).toBe(40); // 200p fee, 20%
    const r = must(await refund(liveKey, p.transactionId, {}), 201, 'refund').json;
    expect(r.status).toBe('PENDING');
    const second = await partnerFor(shop, 50);
    for (const leg of r.legs)
      must(
        await call(t.app, 'POST', `/api/merchant/refunds/${r.id}/legs/${leg.legId}/result`, { token: liveKey, body: { outcome: 'SUCCEEDED' } }),
        200,
        'refund result',
      );
    expect(await partnerBalance(first)).toBe(0);
    expect(await partnerBalance(second)).toBe(0);
    const orphans = await t.db.execute(sql`select 1 from ledger_entries where account = 'partner_commission' and partner_id is null`);
    expect(orphans.rows).toHaveLength(0);
    expect(await balances(shop)).toEqual({ payable: 0, platformFee: 0, commission: 0, clearing: 0 });
  });

  it('posts nothing for test-mode refunds, and another merchant cannot refund the payment', async () => {
    await setPolicy('proportional');
    const testKey = (await shop.key('test')).secret;
    const p = await pay(testKey, 20_000);
    must(await refund(testKey, p.transactionId, { amount: 5_000 }), 201, 'test refund');
    expect(await balances(shop)).toEqual({ payable: 0, platformFee: 0, commission: 0, clearing: 0 });
    const live = await pay(liveKey, 20_000);
    const other = await liveMerchant();
    const stolen = await refund(other.key, live.transactionId, {});
    expect(stolen).toMatchObject({ status: 404, json: { code: 'TRANSACTION_NOT_FOUND' } });
    expect((await refund(liveKey, live.transactionId, { amount: '500' })).json.code).toBe('VALIDATION_ERROR');
    expect(await balances(shop)).toEqual({ payable: 19_900, platformFee: 100, commission: 0, clearing: -20_000 });
  });
});

describe('payout runs net of refunds', () => {
  const run = async () => admin('FINANCE', 'POST', '/api/admin/payout-runs');
  const payoutsOf = async (m: MerchantFixture) =>
    (await t.db.execute<{ amount: string }>(sql`select amount::text from payouts where merchant_id = ${m.merchantDbId} order by created_at`)).rows.map((r) =>
      Number(r.amount),
    );

  it('pays the payable less refunds, and carries a refund bigger than what is due into a later run instead of paying it', async () => {
    must(await admin('FINANCE', 'PATCH', '/api/admin/settings', { payoutDelayDays: 0 }), 200, 'Net 0');
    const p = await pay(liveKey, 10_000); // payable 9,950
    must(await refund(liveKey, p.transactionId, { amount: 3_000 }), 201, 'retain refund'); // payable 6,950
    must(await run(), 201, 'first run');
    expect(await payoutsOf(shop)).toEqual([6_950]);

    // Under proportional a 5,000p refund of that payment gives back share(8,000) - share(3,000) = 40 - 15 = 25p of fee:
    // it takes 4,975p from a merchant that is owed only the 995p of a new payment.
    await setPolicy('proportional');
    await pay(liveKey, 1_000);
    expect(must(await refund(liveKey, p.transactionId, { amount: 5_000 }), 201, 'refund').json.feeReturned).toBe(25);
    expect((await balances(shop)).payable).toBe(6_950 + 995 - 4_975 - 6_950);
    const other = await liveMerchant();
    await pay(other.key, 2_000);
    const second = must(await run(), 201, 'second run');
    expect(second.json.run).toMatchObject({ payoutCount: 1, totalAmount: 1_990 });
    expect(await payoutsOf(shop)).toEqual([6_950]);
    const balance = must(await call(t.app, 'GET', '/api/merchant/balance', { token: shop.token }), 200, 'balance').json;
    expect(balance).toMatchObject({ available: -3_980, pending: 0 });

    // Alone it is nothing to pay; a later payment pays what is left after the carried refund.
    expect((await run()).json.code).toBe('NOTHING_TO_PAY');
    await pay(liveKey, 10_000); // payable 9,950
    must(await run(), 201, 'third run');
    expect(await payoutsOf(shop)).toEqual([6_950, 9_950 - 3_980]);
    const items = await t.db.execute<{ n: string }>(
      sql`select (select coalesce(sum(i.amount), 0) from payout_items i join payouts p on p.id = i.payout_id where p.merchant_id = ${shop.merchantDbId})
               + (select coalesce(sum(a.amount), 0) from payout_adjustments a join payouts p on p.id = a.payout_id where p.merchant_id = ${shop.merchantDbId}) as n`,
    );
    expect(Number(items.rows[0]!.n)).toBe(6_950 + 5_970);
    expect((await balances(shop)).payable).toBe(0);
    expect(await unbalancedGroups()).toBe(0);
  });
});

describe('the month’s invoice', () => {
  const draftThisMonth = async () => draftMonthlyInvoices(t.app.ctx, NEXT_MONTH_START);
  async function invoiceOf(m: MerchantFixture, month = THIS_MONTH) {
    const list = must(await admin('SUPPORT', 'GET', `/api/admin/invoices?month=${month}&merchantId=${m.merchantId}`), 200, 'list');
    expect(list.json.invoices).toHaveLength(1);
    return must(await admin('SUPPORT', 'GET', `/api/admin/invoices/${list.json.invoices[0].id}`), 200, 'detail').json;
  }
  function addsUp(invoice: { subtotal: number; vatAmount: number; total: number; lines: { netAmount: number; vatAmount: number; totalAmount: number }[] }) {
    const sum = (pick: (l: (typeof invoice.lines)[number]) => number) => invoice.lines.reduce((s, l) => s + pick(l), 0);
    expect(sum((l) => l.netAmount)).toBe(invoice.subtotal);
    expect(sum((l) => l.vatAmount)).toBe(invoice.vatAmount);
    expect(sum((l) => l.totalAmount)).toBe(invoice.total);
    expect(invoice.total).toBe(invoice.subtotal + invoice.vatAmount);
  }

  it('has no credit line under retain, and one for the fees returned under proportional, commission included, with VAT on the net fee', async () => {
    const retained = await liveMerchant();
    const r = await pay(retained.key, 20_000);
    must(await refund(retained.key, r.transactionId, { amount: 10_000 }), 201, 'retain refund');

    await setPolicy('proportional');
    await partnerFor(shop, 25);
    const a = await pay(liveKey, 20_000); // fee 100
    const b = await pay(liveKey, 30_000); // fee 150
    expect(must(await refund(liveKey, a.transactionId, { amount: 10_000 }), 201, 'refund a').json.feeReturned).toBe(50);
    expect(must(await refund(liveKey, b.transactionId, { amount: 3_000 }), 201, 'refund b').json.feeReturned).toBe(15);
    must(await refund(liveKey, b.transactionId, { amount: 1_000 }), 201, 'refund b again'); // 5p more
    const returnedInLedger = Number(
      (
        await t.db.execute<{ s: string }>(
          sql`select (-sum(amount))::text as s from ledger_entries where merchant_id = ${shop.merchantDbId} and kind = 'REFUND' and account in ('platform_fee', 'partner_commission')`,
        )
      ).rows[0]!.s,
    );
    expect(returnedInLedger).toBe(70);

    expect(await draftThisMonth()).toEqual({ month: THIS_MONTH, drafted: 2 });
    const kept = await invoiceOf(retained.m);
    expect(kept.lines).toEqual([expect.objectContaining({ quantity: 1, netAmount: 100, vatAmount: 20, totalAmount: 120 })]);
    expect(kept).toMatchObject({ subtotal: 100, vatAmount: 20, total: 120 });

    const credited = await invoiceOf(shop);
    expect(credited.lines).toEqual([
      expect.objectContaining({ quantity: 2, netAmount: 250, vatRatePercent: 20, vatAmount: 50, totalAmount: 300 }),
      expect.objectContaining({ quantity: 2, netAmount: -70, vatRatePercent: 20, vatAmount: -14, totalAmount: -84 }),
    ]);
    expect(credited.lines[1].description).toMatch(/^Platform fees returned on refunds, .+: 2 refunded live payments$/);
    expect(credited).toMatchObject({ subtotal: 180, vatAmount: 36, total: 216 });
    addsUp(credited);

    // Finalising re-prices the same lines and prints them; the merchant reads the same figures.
    const issued = must(await admin('FINANCE', 'POST', `/api/admin/invoices/${credited.id}/finalise`), 200, 'finalise').json;
    expect(issued).toMatchObject({ status: 'FINALISED', subtotal: 180, vatAmount: 36, total: 216 });
    expect(issued.lines).toEqual(credited.lines);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/admin/invoices/${credited.id}/pdf`, headers: { authorization: `Bearer ${tokens.FINANCE}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const mine = must(await call(t.app, 'GET', '/api/merchant/invoices', { token: shop.token }), 200, 'portal').json;
    expect(mine.invoices).toEqual([expect.objectContaining({ id: credited.id, total: 216 })]);
    // Voiding credits every line, the credit line included.
    const voided = must(await admin('FINANCE', 'POST', `/api/admin/invoices/${credited.id}/void`, { reason: 'Billing test' }), 200, 'void').json;
    expect(voided.creditNote.lines.map((l: { netAmount: number }) => l.netAmount)).toEqual([250, -70]);
    expect(voided.creditNote).toMatchObject({ subtotal: 180, vatAmount: 36, total: 216 });
  });

  it('bills a month whose refunds returned more fee than it charged, in the merchant’s favour, and refuses a lower role', async () => {
    // A payment of last month (through the app's own store, dated then, with its ledger entries), refunded in full this month.
    const p = payment(shop.merchantDbId, { amount: 40_000, feeAmount: 200, createdAt: new Date(`${LAST_MONTH}-15T12:00:00Z`) });
    await storePayments(t, [p]);
    await setPolicy('proportional');
    must(await refund(liveKey, p.transactionId, {}), 201, 'full refund');
    await pay(liveKey, 10_000); // fee 50 this month

    const last = must(await admin('FINANCE', 'POST', '/api/admin/invoices', { merchantId: shop.merchantId, month: LAST_MONTH }), 201, 'last month').json;
    expect(last.lines).toEqual([expect.objectContaining({ quantity: 1, netAmount: 200, vatAmount: 40 })]);
    expect((await admin('SUPPORT', 'POST', '/api/admin/invoices', { merchantId: shop.merchantId, month: THIS_MONTH })).json.code).toBe('FORBIDDEN_ROLE');

    expect(await draftThisMonth()).toEqual({ month: THIS_MONTH, drafted: 1 });
    const favour = await invoiceOf(shop);
    expect(favour.lines.map((l: { quantity: number; netAmount: number; vatAmount: number }) => [l.quantity, l.netAmount, l.vatAmount])).toEqual([
      [1, 50, 10],
      [1, -200, -40],
    ]);
    expect(favour).toMatchObject({ subtotal: -150, vatAmount: -30, total: -180 });
    const issued = must(await admin('FINANCE', 'POST', `/api/admin/invoices/${favour.id}/finalise`), 200, 'finalise').json;
    expect(issued.total).toBe(-180);
    const mail = await t.db.select({ text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.kind, 'invoice.issued'));
    expect(mail).toEqual([{ text: expect.stringContaining('Total: -£1.80, in your favour') }]);
  });
});

describe('capture in part', () => {
  it('charges fee and commission on the captured amount, and bills it in the month it was captured', async () => {
    const partnerId = await partnerFor(shop, 25);
    const cards = [card('card_a', 12_000, 0.03), card('card_b', 30_000, 0.01)];
    const p = await pay(liveKey, 30_000, { captureMethod: 'manual', cards });
    expect(p).toMatchObject({ status: 'AUTHORISED', amountCaptured: 0 });
    expect(await balances(shop)).toEqual({ payable: 0, platformFee: 0, commission: 0, clearing: 0 });
    // Authorised last month: last month's draft, made before the capture, has nothing to bill.
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(`${LAST_MONTH}-28T12:00:00Z`) })
      .where(eq(transactions.transactionId, p.transactionId));
    expect((await admin('FINANCE', 'POST', '/api/admin/invoices', { merchantId: shop.merchantId, month: LAST_MONTH })).json.code).toBe('NOTHING_TO_INVOICE');

    const captured = must(
      await call(t.app, 'POST', `/api/merchant/payments/${p.transactionId}/capture`, { token: liveKey, body: { amount: 20_001 } }),
      200,
      'capture',
    ).json.payment;
    // 20,001p at 0.5% is 100.005p -> 100p; the partner's 25% is 25p.
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCaptured: 20_001, feeAmount: 100 });
    expect(captured.legs.find((l: { cardId: string }) => l.cardId === 'card_a').amountCaptured).toBe(12_000);
    expect(await balances(shop)).toEqual({ payable: 19_901, platformFee: 75, commission: 25, clearing: -20_001 });
    expect(await partnerBalance(partnerId)).toBe(25);

    // The partial capture refunds only what was captured, and under proportional returns its fee exactly.
    await setPolicy('proportional');
    expect((await refund(liveKey, p.transactionId, { amount: 20_002 })).json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    expect(must(await refund(liveKey, p.transactionId, { amount: 10_000 }), 201, 'refund').json.feeReturned).toBe(50);
    // Commission: round(25 × 10,000 / 20,001) = 12p of the 50p; the platform gives back the other 38p.
    expect(await balances(shop)).toEqual({ payable: 19_901 - 9_950, platformFee: 37, commission: 13, clearing: -10_001 });
    expect(await unbalancedGroups()).toBe(0);

    // The month's invoice bills the captured fee (not the authorised one) in the capture's month.
    expect(await draftMonthlyInvoices(t.app.ctx, NEXT_MONTH_START)).toEqual({ month: THIS_MONTH, drafted: 1 });
    const list = must(await admin('FINANCE', 'GET', `/api/admin/invoices?month=${THIS_MONTH}&merchantId=${shop.merchantId}`), 200, 'list').json;
    const detail = must(await admin('FINANCE', 'GET', `/api/admin/invoices/${list.invoices[0].id}`), 200, 'detail').json;
    expect(detail.lines.map((l: { quantity: number; netAmount: number }) => [l.quantity, l.netAmount])).toEqual([
      [1, 100],
      [1, -50],
    ]);
  });
});
