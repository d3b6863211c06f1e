import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { merchants, verificationDetails } from '@server/db/schema/index';
import { encryptField, ref } from '@server/modules/auth';
import { adminTokensByRole, checkLedgerNow } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { payoutOpenGroupsMismatch } from './support/payout-open-groups';

/**
 * The ledger (acceptance 1), payouts on Net N (acceptance 2), access to payouts (acceptance 4) and
 * partner commission, against a real PostgreSQL. Every money figure is checked in SQL against the
 * stored transactions.
 *
 * Each test runs on its own fresh database and builds the payments, partner and payouts it needs
 * with the factories below, so any one test runs alone (`-t '<name>'`).
 */

let t: TestApp;
let tokens: Record<'SUPER_ADMIN' | 'FINANCE' | 'SUPPORT' | 'OPERATIONS', string>;
let partnered: MerchantFixture; // belongs to a partner after its first payments
let plain: MerchantFixture; // no partner
let suspended: MerchantFixture;
const liveKeys = new Map<MerchantFixture, string>();
const testKeys = new Map<MerchantFixture, string>();

const runTag = randomBytes(3).toString('hex');
let seq = 0;
const body = (amount: number, over: Record<string, unknown> = {}) => ({
  amount,
  currency: 'GBP',
  customerEmail: `shopper${++seq}.${runTag}@shop.example`,
  cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 1_000_000, rewardRate: 0.01 }],
  ...over,
});
async function pay(m: MerchantFixture, amount: number, mode: 'live' | 'test' = 'live', over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/merchant/process-payment', { token: (mode === 'live' ? liveKeys : testKeys).get(m)!, body: body(amount, over) });
  expect([201, 402]).toContain(res.status);
  return res.json;
}
const one = async <T>(q: ReturnType<typeof sql>): Promise<T> => (await t.db.execute(q)).rows[0] as T;
const num = async (q: ReturnType<typeof sql>): Promise<number> => Number(Object.values(await one<Record<string, unknown>>(q))[0] ?? 0);
const admin = (role: keyof typeof tokens, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, b?: unknown) =>
  call(t.app, method, url, { token: tokens[role], body: b });

async function withBank(m: MerchantFixture) {
  await t.db.insert(verificationDetails).values({
    merchantId: m.merchantDbId,
    registrationNumber: '12345678',
    taxIdEnc: encryptField(t.app.ctx.keys.fieldEncryption, 'GB123456789', ref('verification_details.tax_id_enc', m.merchantDbId)),
    bankAccountNumberEnc: encryptField(t.app.ctx.keys.fieldEncryption, '31926819', ref('verification_details.bank_account_number_enc', m.merchantDbId)),
    bankSortCodeEnc: encryptField(t.app.ctx.keys.fieldEncryption, '601613', ref('verification_details.bank_sort_code_enc', m.merchantDbId)),
    businessAddress: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
  });
}

/** Per test: a fresh database, staff of four roles, and three merchants with bank details and keys. */
beforeEach(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, `ledger-${runTag}`, { roles: ['SUPER_ADMIN', 'FINANCE', 'SUPPORT', 'OPERATIONS'], signIn: 'mint' });
  partnered = await createMerchantFixture(t);
  plain = await createMerchantFixture(t);
  suspended = await createMerchantFixture(t);
  for (const m of [partnered, plain, suspended]) {
    await withBank(m);
    liveKeys.set(m, (await m.key('live')).secret);
    testKeys.set(m, (await m.key('test')).secret);
  }
  // A company name a spreadsheet would run as a formula.
  await t.db.update(merchants).set({ companyName: '=HYPERLINK("http://evil.example")' }).where(eq(merchants.id, plain.merchantDbId));
});
afterEach(async () => {
  // Whatever the test did to payments, disputes, refunds and payouts, the open set kept by triggers
  // is what the ledger says no payout covers.
  if (t) expect(await payoutOpenGroupsMismatch(t.db)).toEqual([]);
  await t?.close();
});

const liveCompleted = (m: MerchantFixture) => sql`from transactions where merchant_id = ${m.merchantDbId} and mode = 'live' and status = 'COMPLETED'`;
const ledgerSum = (m: MerchantFixture, account: string) =>
  sql`select coalesce(sum(amount), 0) from ledger_entries where merchant_id = ${m.merchantDbId} and account = ${account}`;

/** Fails the set-up (not the test's assertions) when a step a factory relies on is refused. */
function must<T extends { status: number; body: string }>(res: T, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.body}`);
  return res;
}

/**
 * The payments the ledger tests read: two live payments by `partnered`, then partner Gateway One
 * (25%) assigned to it and four more; three by `plain`, two by `suspended`, a test payment each for
 * `partnered` and `plain`, and a live decline. Returns the partner's id.
 */
async function paymentHistory(): Promise<string> {
  await pay(partnered, 12_345);
  await pay(partnered, 999);
  const created = must(
    await admin('FINANCE', 'POST', '/api/admin/partners', { name: 'Gateway One', contactEmail: 'Partners@Gateway.example', revenueSharePercent: 25 }),
    201,
    'create partner',
  );
  const partnerId = created.json.partner.id as string;
  must(await admin('FINANCE', 'PUT', `/api/admin/commission/merchants/${partnered.merchantId}/partner`, { partnerId }), 200, 'assign partner');
  for (const amount of [10_000, 20_500, 7_777, 150_001]) await pay(partnered, amount);
  for (const amount of [5_000, 33_333, 1_234]) await pay(plain, amount);
  for (const amount of [4_000, 6_000]) await pay(suspended, amount);
  for (const m of [partnered, plain]) await pay(m, 50_000, 'test');
  await pay(plain, 9_000, 'live', {
    cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2001, available: 100_000, rewardRate: 0.01 }],
  });
  return partnerId;
}

/** The payment history, then Net 0, `suspended` suspended, and one payout run: a PENDING payout each for `partnered` and `plain`. */
async function firstRun(): Promise<{ partnerId: string; firstPayoutId: string; plainPayoutId: string }> {
  const partnerId = await paymentHistory();
  must(await admin('FINANCE', 'PATCH', '/api/admin/settings', { payoutDelayDays: 0 }), 200, 'Net 0');
  await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, suspended.merchantDbId));
  const run = must(await admin('FINANCE', 'POST', '/api/admin/payout-runs'), 201, 'payout run');
  const list = must(await admin('FINANCE', 'GET', `/api/admin/payouts?runId=${run.json.run.id}`), 200, 'list payouts');
  const idOf = (m: MerchantFixture) => list.json.payouts.find((p: { merchantId: string }) => p.merchantId === m.merchantId).id as string;
  return { partnerId, firstPayoutId: idOf(partnered), plainPayoutId: idOf(plain) };
}

async function moveTo(payoutId: string, status: 'PROCESSING' | 'PAID' | 'FAILED', reason?: string) {
  must(await admin('FINANCE', 'POST', `/api/admin/payouts/${payoutId}/status`, { status, ...(reason ? { reason } : {}) }), 200, `payout to ${status}`);
}

/** The first run, with `plain`'s payout PAID. */
async function plainPaid() {
  const run = await firstRun();
  await moveTo(run.plainPayoutId, 'PROCESSING');
  await moveTo(run.plainPayoutId, 'PAID');
  return run;
}

/** Then `partnered`'s payout FAILED (account closed) and paid again by a second run. */
async function failedAndRunAgain() {
  const run = await plainPaid();
  await moveTo(run.firstPayoutId, 'FAILED', 'Account closed');
  must(await admin('FINANCE', 'POST', '/api/admin/payout-runs'), 201, 'second payout run');
  return run;
}

describe('the ledger', () => {
  it('writes each completed live payment’s entries with the payment, and nothing for test payments or declines', async () => {
    await pay(partnered, 12_345);
    await pay(partnered, 999);
    const created = await admin('FINANCE', 'POST', '/api/admin/partners', {
      name: 'Gateway One',
      contactEmail: 'Partners@Gateway.example',
      revenueSharePercent: 25,
    });
    expect(created.status).toBe(201);
    const partnerId = created.json.partner.id;
    expect(created.json.partner).toMatchObject({ name: 'Gateway One', contactEmail: 'partners@gateway.example', revenueSharePercent: 25, merchantCount: 0 });
    const assigned = await admin('FINANCE', 'PUT', `/api/admin/commission/merchants/${partnered.merchantId}/partner`, { partnerId });
    expect(assigned.status).toBe(200);
    expect(assigned.json.merchant).toMatchObject({ partnerId, partnerName: 'Gateway One' });
    // 10,000p at 0.5% is a 50p fee: a 25% share is 12.5p, which rounds half-up to 13p.
    for (const amount of [10_000, 20_500, 7_777, 150_001]) await pay(partnered, amount);
    for (const amount of [5_000, 33_333, 1_234]) await pay(plain, amount);
    for (const amount of [4_000, 6_000]) await pay(suspended, amount);
    for (const m of [partnered, plain]) await pay(m, 50_000, 'test');
    const declined = await pay(plain, 9_000, 'live', {
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2001, available: 100_000, rewardRate: 0.01 }],
    });
    expect(declined.status).toBe('DECLINED');

    for (const m of [partnered, plain, suspended]) {
      // payable = sum(amount - fee); platform fee + commission = sum(fee); clearing = -sum(amount).
      expect(await num(ledgerSum(m, 'merchant_payable'))).toBe(await num(sql`select sum(amount - fee_amount) ${liveCompleted(m)}`));
      expect((await num(ledgerSum(m, 'platform_fee'))) + (await num(ledgerSum(m, 'partner_commission')))).toBe(
        await num(sql`select sum(fee_amount) ${liveCompleted(m)}`),
      );
      expect(await num(ledgerSum(m, 'payment_clearing'))).toBe(-(await num(sql`select sum(amount) ${liveCompleted(m)}`)));
      expect(await num(sql`select count(distinct group_id) from ledger_entries where merchant_id = ${m.merchantDbId} and kind = 'PAYMENT'`)).toBe(
        await num(sql`select count(*) ${liveCompleted(m)}`),
      );
    }
    expect(
      await num(sql`select count(*) from ledger_entries e join transactions t on t.id = e.group_id where t.mode = 'test' or t.status <> 'COMPLETED'`),
    ).toBe(0);
  });

  it('gives the partner fee × share, half-up on the penny, on payments after the assignment only, taken from the platform’s fee', async () => {
    await paymentHistory();
    const rows = (
      await t.db.execute<{ fee: string; commission: string; platform: string; assigned: boolean }>(sql`
      select t.fee_amount::text as fee, coalesce(c.amount, 0)::text as commission, f.amount::text as platform, c.amount is not null as assigned
        from transactions t
        join ledger_entries f on f.group_id = t.id and f.account = 'platform_fee'
        left join ledger_entries c on c.group_id = t.id and c.account = 'partner_commission'
       where t.merchant_id = ${partnered.merchantDbId} and t.mode = 'live' order by t.created_at`)
    ).rows;
    expect(rows.map((r) => r.assigned)).toEqual([false, false, true, true, true, true]);
    for (const r of rows.filter((x) => x.assigned)) {
      expect(Number(r.commission)).toBe(Math.floor((Number(r.fee) * 25) / 100 + 0.5));
      expect(Number(r.platform) + Number(r.commission)).toBe(Number(r.fee));
    }
    expect(rows[2]).toMatchObject({ fee: '50', commission: '13', platform: '37' });
    // The same rule in SQL, over every commission entry.
    expect(
      await num(sql`select count(*) from ledger_entries e join transactions t on t.id = e.group_id
      where e.account = 'partner_commission' and e.amount <> floor(t.fee_amount * 25 / 100.0 + 0.5)`),
    ).toBe(0);
  });

  it('balances to zero per payment, and says so on the Payouts screen', async () => {
    await paymentHistory();
    expect(await num(sql`select count(*) from (select group_id from ledger_entries group by group_id having sum(amount) <> 0) u`)).toBe(0);
    expect(await checkLedgerNow((m, u) => admin('FINANCE', m, u))).toMatchObject({
      status: 'DONE',
      trigger: 'ADMIN',
      unbalancedGroups: 0,
      paymentsWithoutEntries: 0,
      ok: true,
      error: null,
    });
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await paymentHistory();
    for (const q of [sql`update ledger_entries set amount = amount + 1`, sql`delete from ledger_entries`, sql`truncate ledger_entries`]) {
      const error = await t.db.execute(q).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(error?.cause?.message ?? error?.message).toMatch(/ledger_entries is append-only/);
    }
  });

  it('reports fee revenue by merchant and by partner for the month, and the partner statement lists the payments', async () => {
    const partnerId = await paymentHistory();
    const month = new Date().toISOString().slice(0, 7);
    const res = await admin('FINANCE', 'GET', `/api/admin/commission/revenue?month=${month}`);
    expect(res.status).toBe(200);
    const p = res.json.byPartner.find((x: { partnerId: string }) => x.partnerId === partnerId);
    expect(p).toMatchObject({ merchants: 1, payments: 4, commission: await num(ledgerSum(partnered, 'partner_commission')) });
    const m = res.json.byMerchant.find((x: { merchantId: string }) => x.merchantId === partnered.merchantId);
    expect(m.fees).toBe(await num(sql`select sum(fee_amount) ${liveCompleted(partnered)}`));
    expect(m.payments).toBe(6);
    expect((await admin('FINANCE', 'GET', '/api/admin/commission/revenue?month=2026-13')).status).toBe(400);

    const statement = await admin('FINANCE', 'GET', `/api/admin/partners/${partnerId}/statement?month=${month}`);
    expect(statement.status).toBe(200);
    expect(statement.headers['content-type']).toContain('text/csv');
    const lines = statement.body.trim().split('\r\n');
    expect(lines.filter((l) => l.startsWith('MERCHANT,'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('PAYMENT,'))).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/^TOTAL,/);
    expect((await admin('FINANCE', 'GET', `/api/admin/partners/ptn_nosuchpartner/statement?month=${month}`)).status).toBe(404);
  });
});

describe('partners', () => {
  it('validates and refuses to delete a partner in use', async () => {
    const partnerId = await paymentHistory();
    for (const b of [
      { name: 'X', contactEmail: 'x@x.example', revenueSharePercent: 51 },
      { name: 'X', contactEmail: 'nope', revenueSharePercent: 5 },
      { name: '', contactEmail: 'x@x.example', revenueSharePercent: 5 },
      { name: 'X', contactEmail: 'x@x.example', revenueSharePercent: '5' },
    ]) {
      expect((await admin('FINANCE', 'POST', '/api/admin/partners', b)).status, JSON.stringify(b)).toBe(400);
    }
    const inUse = await admin('FINANCE', 'DELETE', `/api/admin/partners/${partnerId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.json.code).toBe('PARTNER_IN_USE');
    const spare = await admin('SUPER_ADMIN', 'POST', '/api/admin/partners', { name: 'Spare', contactEmail: 'spare@gateway.example', revenueSharePercent: 0 });
    expect(
      (await admin('FINANCE', 'PATCH', `/api/admin/partners/${spare.json.partner.id}`, { revenueSharePercent: 50 })).json.partner.revenueSharePercent,
    ).toBe(50);
    expect((await admin('FINANCE', 'DELETE', `/api/admin/partners/${spare.json.partner.id}`)).status).toBe(204);
    expect((await admin('FINANCE', 'PATCH', `/api/admin/partners/${spare.json.partner.id}`, { name: 'Gone' })).status).toBe(404);
    expect((await admin('FINANCE', 'PUT', `/api/admin/commission/merchants/${plain.merchantId}/partner`, { partnerId: 'ptn_nosuchpartner' })).status).toBe(400);
    expect((await admin('FINANCE', 'PUT', `/api/admin/commission/merchants/mch_nosuchmerchant/partner`, { partnerId: null })).status).toBe(404);
    expect((await admin('OPERATIONS', 'GET', '/api/admin/partners')).status).toBe(403);
  });
});

describe('payout runs', () => {
  it('pays nothing while every payment is within the delay', async () => {
    await paymentHistory();
    const res = await admin('FINANCE', 'POST', '/api/admin/payout-runs');
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('NOTHING_TO_PAY');
  });

  it('with payoutDelayDays=0 pays each eligible merchant its full payable once, excluding test payments and suspended merchants', async () => {
    await paymentHistory();
    expect((await admin('SUPPORT', 'PATCH', '/api/admin/settings', { payoutDelayDays: 0 })).status).toBe(403);
    expect((await admin('FINANCE', 'PATCH', '/api/admin/settings', { payoutDelayDays: -1 })).status).toBe(400);
    const patched = await admin('FINANCE', 'PATCH', '/api/admin/settings', { payoutDelayDays: 0 });
    expect(patched.status).toBe(200);
    expect(patched.json.settings.payoutDelayDays).toBe(0);
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, suspended.merchantDbId));

    const overview = (await admin('FINANCE', 'GET', '/api/admin/payouts/overview')).json;
    const payable = (m: MerchantFixture) => num(sql`select sum(amount - fee_amount) ${liveCompleted(m)}`);
    expect(overview.nextRun.expectedTotal).toBe((await payable(partnered)) + (await payable(plain)));
    expect(overview.held).toEqual([
      { merchantId: suspended.merchantId, companyName: expect.any(String), amount: await payable(suspended), reason: 'Account suspended' },
    ]);

    // Two clicks at once: one run, the other finds nothing left to pay.
    const [a, b] = await Promise.all([admin('FINANCE', 'POST', '/api/admin/payout-runs'), admin('SUPER_ADMIN', 'POST', '/api/admin/payout-runs')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const run = (a.status === 201 ? a : b).json;
    expect(run.run).toMatchObject({ payoutCount: 2, heldCount: 1, totalAmount: overview.nextRun.expectedTotal, delayDays: 0, trigger: 'ADMIN' });
    expect(run.held[0]).toMatchObject({ merchantId: suspended.merchantId, reason: 'Account suspended' });

    const list = await admin('FINANCE', 'GET', `/api/admin/payouts?runId=${run.run.id}`);
    expect(list.json.payouts).toHaveLength(2);
    const mine = list.json.payouts.find((p: { merchantId: string }) => p.merchantId === partnered.merchantId);
    expect(mine).toMatchObject({ amount: await payable(partnered), status: 'PENDING', bankAccountLast4: '6819', paymentCount: 6 });
    expect(mine.id).toMatch(/^po_/);
    expect(await num(sql`select count(*) from payouts where merchant_id = ${suspended.merchantDbId}`)).toBe(0);

    // The payable account is empty, and the money sits in payouts.
    expect(await num(ledgerSum(partnered, 'merchant_payable'))).toBe(0);
    const balance = await call(t.app, 'GET', '/api/merchant/balance', { token: partnered.token });
    expect(balance.json).toMatchObject({ available: 0, pending: 0, inPayouts: mine.amount, payoutDelayDays: 0 });
    expect((await admin('FINANCE', 'GET', '/api/admin/payouts?status=PENDING')).json.payouts.length).toBe(2);
    expect((await admin('FINANCE', 'GET', '/api/admin/payouts?status=BOGUS')).status).toBe(400);
    expect(await num(sql`select count(*) from email_outbox where kind = 'merchant.payout-pending'`)).toBe(2);
    expect(await num(sql`select count(*) from audit_logs where action = 'payouts.create'`)).toBe(2);
  });

  it('moves PENDING → PROCESSING → PAID, refuses skipped steps, and writes an entry, an audit row and an email each time', async () => {
    const { plainPayoutId } = await firstRun();
    const skipped = await admin('FINANCE', 'POST', `/api/admin/payouts/${plainPayoutId}/status`, { status: 'PAID' });
    expect(skipped.status).toBe(409);
    expect(skipped.json.code).toBe('INVALID_PAYOUT_TRANSITION');
    expect((await admin('FINANCE', 'POST', `/api/admin/payouts/${plainPayoutId}/status`, { status: 'PROCESSING' })).json.payout.status).toBe('PROCESSING');
    expect((await admin('FINANCE', 'POST', `/api/admin/payouts/${plainPayoutId}/status`, { status: 'PAID' })).json.payout.status).toBe('PAID');
    expect((await admin('FINANCE', 'POST', `/api/admin/payouts/${plainPayoutId}/status`, { status: 'FAILED', reason: 'Too late' })).status).toBe(409);
    expect((await admin('FINANCE', 'POST', '/api/admin/payouts/po_nosuchpayout/status', { status: 'PROCESSING' })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/merchant/balance', { token: plain.token })).json).toMatchObject({
      inPayouts: 0,
      paidOut: await num(sql`select sum(amount - fee_amount) ${liveCompleted(plain)}`),
    });
    expect(await num(sql`select count(*) from ledger_entries where payout_id = ${plainPayoutId}`)).toBe(6);
    expect(await num(sql`select count(*) from audit_logs where target_id = ${plainPayoutId}`)).toBe(3);
    expect(await num(sql`select count(*) from email_outbox where kind in ('merchant.payout-processing', 'merchant.payout-paid')`)).toBe(2);
  });

  it('FAILED needs a reason and returns the amount to the balance; the next run pays it again', async () => {
    const { firstPayoutId } = await plainPaid();
    const noReason = await admin('FINANCE', 'POST', `/api/admin/payouts/${firstPayoutId}/status`, { status: 'FAILED' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.field).toBe('reason');
    const failed = await admin('FINANCE', 'POST', `/api/admin/payouts/${firstPayoutId}/status`, { status: 'FAILED', reason: 'Account closed' });
    expect(failed.json.payout).toMatchObject({ status: 'FAILED', failureReason: 'Account closed' });
    // The merchant's integration hears of it (payout events), and its team and the finance staff see it.
    const events = await call(t.app, 'GET', '/api/merchant/events?type=payout.failed', { token: partnered.token });
    expect(events.json.events.map((e: { data: { id: string } }) => e.data.id)).toContain(firstPayoutId);
    expect(
      await num(sql`select count(*) from events where merchant_id = ${partnered.merchantDbId} and type = 'payout.created' and data->>'id' = ${firstPayoutId}`),
    ).toBe(1);
    expect(
      await num(sql`select count(*) from notifications where type = 'payout.failed' and merchant_user_id is not null and data->>'payoutId' = ${firstPayoutId}`),
    ).toBeGreaterThan(0);
    expect(
      await num(sql`select count(*) from notifications where type = 'payout.failed' and admin_id is not null and data->>'payoutId' = ${firstPayoutId}`),
    ).toBeGreaterThan(0);
    const payable = await num(sql`select sum(amount - fee_amount) ${liveCompleted(partnered)}`);
    expect(await num(ledgerSum(partnered, 'merchant_payable'))).toBe(payable);
    expect((await call(t.app, 'GET', '/api/merchant/balance', { token: partnered.token })).json).toMatchObject({ available: payable, inPayouts: 0 });

    const again = await admin('FINANCE', 'POST', '/api/admin/payout-runs');
    expect(again.status).toBe(201);
    expect(again.json.run).toMatchObject({ payoutCount: 1, totalAmount: payable });
    expect((await checkLedgerNow((m, u) => admin('FINANCE', m, u))).ok).toBe(true);
    const totals = (await admin('FINANCE', 'GET', '/api/admin/payouts/overview')).json.totalsByStatus;
    expect(totals).toEqual(
      expect.arrayContaining([
        { status: 'FAILED', count: 1, amount: payable },
        { status: 'PENDING', count: 1, amount: payable },
      ]),
    );
  });
});

describe('a merchant’s own payouts', () => {
  it('lists its payouts and statements, and answers 404 for another merchant’s payout', async () => {
    const { firstPayoutId, plainPayoutId } = await failedAndRunAgain();
    const list = await call(t.app, 'GET', '/api/merchant/payouts', { token: partnered.token });
    expect(list.status).toBe(200);
    expect(list.json.payouts.map((p: { status: string }) => p.status)).toEqual(['PENDING', 'FAILED']);
    expect((await call(t.app, 'GET', `/api/merchant/payouts/${firstPayoutId}`, { token: partnered.token })).json.payout.id).toBe(firstPayoutId);
    for (const url of [`/api/merchant/payouts/${plainPayoutId}`, `/api/merchant/payouts/${plainPayoutId}/statement`]) {
      const res = await call(t.app, 'GET', url, { token: partnered.token });
      expect(res.status, url).toBe(404);
      expect(res.body).not.toContain(plain.merchantId);
    }
    const statement = await call(t.app, 'GET', `/api/merchant/payouts/${firstPayoutId}/statement`, { token: partnered.token });
    expect(statement.status).toBe(200);
    const lines = statement.body.trim().split('\r\n');
    expect(lines[0]).toBe('payout_id,transaction_id,completed_at,amount_gbp,fee_percent,fee_gbp,payable_gbp');
    expect(lines).toHaveLength(1 + 6 + 1);
    const payable = await num(sql`select sum(amount - fee_amount) ${liveCompleted(partnered)}`);
    expect(lines.at(-1)).toContain(`,${(payable / 100).toFixed(2)}`);
  });
});

describe('the settlement file', () => {
  it('gives finance the full bank details, audited, with formula-safe cells; other roles are refused', async () => {
    await failedAndRunAgain();
    const runs = await admin('FINANCE', 'GET', '/api/admin/payout-runs');
    const first = runs.json.runs.at(-1);
    const res = await admin('FINANCE', 'GET', `/api/admin/payout-runs/${first.id}/settlement`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toContain('601613');
    expect(res.body).toContain('31926819');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(await num(sql`select count(*) from audit_logs where action = 'payouts.settlement.export' and target_id = ${first.id}`)).toBe(1);
    expect(await num(sql`select count(*) from audit_logs where after like '%31926819%'`)).toBe(0);
    for (const role of ['SUPPORT', 'OPERATIONS'] as const) {
      const refused = await admin(role, 'GET', `/api/admin/payout-runs/${first.id}/settlement`);
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('FORBIDDEN_ROLE');
    }
    expect((await admin('FINANCE', 'GET', '/api/admin/payout-runs/pr_nosuchrun/settlement')).status).toBe(404);
  });
});

describe('fee overrides', () => {
  it('applies a merchant’s override to its next payment and stores the fee on the transaction; scheduled ones can be withdrawn', async () => {
    const partnerId = await paymentHistory();
    const past = await admin('FINANCE', 'POST', '/api/admin/fee-overrides', { merchantId: plain.merchantId, feePercent: 1, effectiveFrom: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.json.field).toBe('effectiveFrom');
    expect((await admin('FINANCE', 'POST', '/api/admin/fee-overrides', { merchantId: plain.merchantId, feePercent: 11 })).status).toBe(400);
    expect((await admin('FINANCE', 'POST', '/api/admin/fee-overrides', { merchantId: 'mch_nosuchmerchant', feePercent: 1 })).status).toBe(404);

    const now = await admin('FINANCE', 'POST', '/api/admin/fee-overrides', { merchantId: plain.merchantId, feePercent: 1.2 });
    expect(now.status).toBe(201);
    expect(now.json.override).toMatchObject({ feePercent: 1.2, state: 'IN_FORCE' });
    const paid = await pay(plain, 10_000);
    expect(paid.feeAmount).toBe(120);
    expect(await num(sql`select fee_percent from transactions where transaction_id = ${paid.transactionId}`)).toBe(1.2);
    expect(
      await num(
        sql`select e.amount from ledger_entries e join transactions t on t.id = e.group_id where t.transaction_id = ${paid.transactionId} and e.account = 'platform_fee'`,
      ),
    ).toBe(120);
    // Other merchants keep the default.
    expect((await pay(partnered, 10_000)).feeAmount).toBe(50);

    const later = await admin('FINANCE', 'POST', '/api/admin/fee-overrides', { merchantId: plain.merchantId, feePercent: 2, effectiveFrom: '2099-01-01' });
    expect(later.json.override.state).toBe('SCHEDULED');
    expect((await pay(plain, 10_000)).feeAmount).toBe(120);
    expect((await admin('FINANCE', 'DELETE', `/api/admin/fee-overrides/${now.json.override.id}`)).json.code).toBe('FEE_OVERRIDE_IN_FORCE');
    expect((await admin('FINANCE', 'DELETE', `/api/admin/fee-overrides/${later.json.override.id}`)).status).toBe(204);
    const back = await admin('FINANCE', 'POST', '/api/admin/fee-overrides', { merchantId: plain.merchantId, feePercent: null });
    expect(back.status).toBe(201);
    expect((await pay(plain, 10_000)).feeAmount).toBe(50);
    const listed = await admin('FINANCE', 'GET', `/api/admin/fee-overrides?merchantId=${plain.merchantId}`);
    expect(listed.json.overrides.map((o: { state: string }) => o.state)).toEqual(['IN_FORCE', 'SUPERSEDED']);
    expect(await num(sql`select count(*) from audit_logs where action like 'commission.fee_override.%' and target_id = ${plain.merchantId}`)).toBe(4);
    const merchantsList = await admin('FINANCE', 'GET', `/api/admin/commission/merchants?search=${encodeURIComponent(partnered.merchantId)}`);
    expect(merchantsList.json.merchants).toEqual([
      expect.objectContaining({ merchantId: partnered.merchantId, partnerId, feePercent: 0.5, feeOverridden: false }),
    ]);
    expect((await checkLedgerNow((m, u) => admin('FINANCE', m, u))).ok).toBe(true);
  });
});
