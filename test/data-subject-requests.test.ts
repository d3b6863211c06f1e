import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VELOCITY_RULE } from '@contract/payments';
import type { AdminRole } from '@contract/roles';
import { erasedEmail } from '@server/modules/compliance';
import { adminTokensByRole } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { everyTableText } from './support/table-text';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let m: MerchantFixture;
let liveKey: string;
let tokens: Record<AdminRole, string>;
const SUBJECT = 'dana.subject@acme-widgets.example';
const OTHER = 'other.person@acme-widgets.example';
const PAYMENTS = Math.min(3, VELOCITY_RULE.maxPayments - 1);

const pay = (customerEmail: string, key = liveKey) =>
  call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    headers: { 'Idempotency-Key': `dsr-${Math.random().toString(36).slice(2)}` },
    body: {
      amount: 1500,
      currency: 'GBP',
      customerEmail,
      cards: [{ id: 'c1', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.01 }],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  m = await createMerchantFixture(t);
  liveKey = (await m.key('live')).secret;
  tokens = await adminTokensByRole(t, 'dsr', { signIn: 'mint' });
  const enquiry = await call(t.app, 'POST', '/api/contact', {
    body: {
      firstName: 'Dana',
      lastName: 'Subject',
      email: 'Dana.Subject@Acme-Widgets.example',
      company: 'Acme Widgets',
      interestType: 'partnership',
      message: 'We would like to partner.',
    },
  });
  expect(enquiry.status).toBe(201);
  await call(t.app, 'POST', '/api/contact', {
    body: { firstName: 'Oli', lastName: 'Other', email: OTHER, company: 'Acme', interestType: 'general', message: 'Hello' },
  });
  for (let i = 0; i < PAYMENTS; i++) expect((await pay(SUBJECT)).status).toBe(201);
  expect((await pay(OTHER)).status).toBe(201);
});
afterAll(async () => t.close());

describe('data-subject requests', () => {
  it('an export holds the enquiry, the payments, the emails and the audit rows, and is logged', async () => {
    const res = await call(t.app, 'POST', '/api/admin/compliance/data-subject-requests/export', {
      token: tokens.COMPLIANCE,
      body: { email: '  DANA.subject@acme-widgets.example ' },
    });
    expect(res.status).toBe(200);
    const { data, request } = res.json;
    expect(data.contactEnquiries).toHaveLength(1);
    expect(data.contactEnquiries[0]).toMatchObject({ firstName: 'Dana', message: 'We would like to partner.' });
    expect(data.transactions).toHaveLength(PAYMENTS);
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.merchantUsers).toEqual([]);
    expect(request).toMatchObject({ kind: 'EXPORT', outcome: 'COMPLETED', email: 'd***@acme-widgets.example' });
    expect(request.counts).toMatchObject({ contactEnquiries: 1, transactions: PAYMENTS });
    expect(JSON.stringify(data)).not.toContain(OTHER);
  });

  it('erasure deletes enquiries and emails and hashes the customer email: no table but the audit log holds it, and velocity still counts the payments', async () => {
    const before = await everyTableText(t, []);
    expect(Object.values(before).join('\n').toLowerCase()).toContain(SUBJECT);

    const res = await call(t.app, 'POST', '/api/admin/compliance/data-subject-requests/erase', { token: tokens.SUPER_ADMIN, body: { email: SUBJECT } });
    expect(res.status).toBe(200);
    expect(res.json.request).toMatchObject({ kind: 'ERASURE', outcome: 'COMPLETED', email: 'd***@acme-widgets.example' });
    expect(res.json.request.counts).toMatchObject({ contactEnquiries: 1, transactions: PAYMENTS });
    expect(res.json.request.counts.emails).toBeGreaterThan(0);

    // The append-only audit log is the legal record and is not rewritten (docs/decisions/0021).
    const after = await everyTableText(t, ['audit_logs']);
    for (const [table, text] of Object.entries(after)) expect(text.toLowerCase(), table).not.toContain(SUBJECT);
    // The other person is untouched.
    expect(after.contact_submissions).toContain(OTHER);
    expect(after.transactions).toContain(OTHER);

    // Payments stored before the erasure share one stand-in, so the velocity key still counts them together.
    const stand = erasedEmail(t.app.ctx.keys, SUBJECT);
    expect(stand).toMatch(/^erased:[0-9a-f]{64}$/);
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from transactions
      where (merchant_id::text || ' ' || mode || ' ' || customer_email) = ${`${m.merchantDbId} live ${stand}`} and created_at > now() - make_interval(mins => ${VELOCITY_RULE.windowMinutes})`);
    expect(rows[0]!.n).toBe(PAYMENTS);
    // Finance is unchanged: the payments and their ledger entries are all still there.
    const { rows: ledger } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries where merchant_id = ${m.merchantDbId}`);
    expect(ledger[0]!.n).toBeGreaterThan(0);

    const list = await call(t.app, 'GET', '/api/admin/compliance/data-subject-requests', { token: tokens.COMPLIANCE });
    expect(list.json.requests.map((r: { kind: string }) => r.kind)).toEqual(['ERASURE', 'EXPORT']);
    expect(JSON.stringify(list.json)).not.toContain(SUBJECT);
  });

  it('velocity still counts an erased customer: the sixth payment within the window is declined after the erasure', async () => {
    const customer = `velocity.${Date.now()}@erased.example`;
    for (let i = 0; i < VELOCITY_RULE.maxPayments - 1; i++) expect((await pay(customer)).status).toBe(201);
    const erased = await call(t.app, 'POST', '/api/admin/compliance/data-subject-requests/erase', { token: tokens.COMPLIANCE, body: { email: customer } });
    expect(erased.status).toBe(200);
    expect(erased.json.request.counts.transactions).toBe(VELOCITY_RULE.maxPayments - 1);
    // The address is gone from the payments, yet the next one is counted with them: the last allowed one completes...
    expect((await pay(customer)).status).toBe(201);
    // ...and the one past the limit is declined, as it would have been without the erasure.
    const over = await pay(customer.toUpperCase());
    expect(over.status).toBe(402);
    expect(over.json.declineReason).toBe('VELOCITY_LIMIT');
    // Another customer of the same merchant is not affected.
    expect((await pay(`someone.else.${Date.now()}@erased.example`)).status).toBe(201);
  });

  it('refuses to erase a merchant user of an active account (409, logged)', async () => {
    const [user] = (await t.db.execute<{ email: string }>(sql`select email from merchant_users where id = ${m.userId}`)).rows;
    const res = await call(t.app, 'POST', '/api/admin/compliance/data-subject-requests/erase', { token: tokens.COMPLIANCE, body: { email: user!.email } });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('SUBJECT_HAS_ACCOUNT');
    expect(res.json.message).toMatch(/active account \(merchant user/);
    const list = await call(t.app, 'GET', '/api/admin/compliance/data-subject-requests', { token: tokens.COMPLIANCE });
    expect(list.json.requests[0]).toMatchObject({ kind: 'ERASURE', outcome: 'REFUSED' });
    const still = await t.db.execute(sql`select 1 from merchant_users where id = ${m.userId}`);
    expect(still.rows).toHaveLength(1);
  });

  it('validates the address and the role', async () => {
    for (const body of [{}, { email: 'not-an-email' }, { email: 42 }, { email: SUBJECT, extra: 1 }]) {
      const res = await call(t.app, 'POST', '/api/admin/compliance/data-subject-requests/export', { token: tokens.COMPLIANCE, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const role of ['OPERATIONS', 'FINANCE', 'SUPPORT'] as const) {
      for (const path of ['export', 'erase']) {
        const res = await call(t.app, 'POST', `/api/admin/compliance/data-subject-requests/${path}`, { token: tokens[role], body: { email: OTHER } });
        expect(res.status).toBe(403);
        expect(res.json.code).toBe('FORBIDDEN_ROLE');
      }
    }
  });
});
