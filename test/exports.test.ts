import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { merchants, verificationDetails } from '@server/db/schema/index';
import { encryptField, ref } from '@server/modules/auth';
import { adminTokensByRole } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every CSV and JSON export on one fixed data set: the bytes (CSV) or the value (JSON) each answers,
 * with the ids and times the run chooses replaced by placeholders in order of appearance. The inline
 * snapshots below were recorded from the exports as they were built in memory, before they streamed
 * (docs/decisions/0040-streaming-exports.md), so a difference here is a change in what a file says.
 * Also: another merchant's rows never appear, lower roles are refused, errors before the first byte
 * are the usual JSON answers.
 */

let t: TestApp;
let tokens: Record<AdminRole, string>;
let alpha: MerchantFixture; // partnered, with bank details
let beta: MerchantFixture; // a company name that is a formula
let gamma: MerchantFixture; // another merchant whose rows must not appear in alpha's files
let partnerId: string;
let runId: string;
const payoutOf = new Map<MerchantFixture, string>();
const SUBJECT = 'dana.export@acme-widgets.example';

const pay = async (key: string, amount: number, customerEmail = 'shopper@shop.example') => {
  const res = await call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: {
      amount,
      currency: 'GBP',
      customerEmail,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 1_000_000, rewardRate: 0.01 }],
    },
  });
  expect(res.status).toBe(201);
};
const admin = (role: AdminRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
  call(t.app, method, url, { token: tokens[role], body });

async function withBank(m: MerchantFixture, account: string, sort: string) {
  const key = t.app.ctx.keys.fieldEncryption;
  await t.db.insert(verificationDetails).values({
    merchantId: m.merchantDbId,
    registrationNumber: '12345678',
    taxIdEnc: encryptField(key, 'GB123456789', ref('verification_details.tax_id_enc', m.merchantDbId)),
    bankAccountNumberEnc: encryptField(key, account, ref('verification_details.bank_account_number_enc', m.merchantDbId)),
    bankSortCodeEnc: encryptField(key, sort, ref('verification_details.bank_sort_code_enc', m.merchantDbId)),
    businessAddress: '1 High Street',
    city: 'London',
    postcode: 'SW1A 1AA',
    country: 'GB',
  });
}

/** Ids and times the run chooses, replaced by numbered placeholders in order of appearance. */
function normalise(text: string): string {
  const seen = new Map<string, string>();
  const counts = new Map<string, number>();
  const stable = (kind: string, value: string) => {
    if (!seen.has(value)) {
      const n = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, n);
      seen.set(value, `<${kind}${n}>`);
    }
    return seen.get(value)!;
  };
  return text
    .replace(/\b(mch|po|pr|ptn|txn|pay|dsr|leg|evt|msg)_[A-Za-z0-9]+/g, (v, kind: string) => stable(kind, v))
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (v) => stable('uuid', v))
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)/g, (v) => stable(v.includes('T') ? 'ts' : 'pgts', v))
    .replace(/\b20\d\d-\d\d(?=\.csv)/g, '<month>');
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, 'exports', { signIn: 'mint' });
  alpha = await createMerchantFixture(t);
  beta = await createMerchantFixture(t);
  gamma = await createMerchantFixture(t);
  await t.db.update(merchants).set({ companyName: 'Alpha Widgets, Ltd' }).where(eq(merchants.id, alpha.merchantDbId));
  await t.db.update(merchants).set({ companyName: '=HYPERLINK("http://evil.example")' }).where(eq(merchants.id, beta.merchantDbId));
  await t.db.update(merchants).set({ companyName: 'Gamma "Quoted" Goods' }).where(eq(merchants.id, gamma.merchantDbId));
  await withBank(alpha, '31926819', '601613');
  await withBank(beta, '00112233', '402030');
  await withBank(gamma, '99887766', '112233');
  const keyOf = new Map<MerchantFixture, string>();
  for (const m of [alpha, beta, gamma]) keyOf.set(m, (await m.key('live')).secret);

  const created = await admin('FINANCE', 'POST', '/api/admin/partners', {
    name: 'Gateway One',
    contactEmail: 'partners@gateway.example',
    revenueSharePercent: 25,
  });
  expect(created.status).toBe(201);
  partnerId = created.json.partner.id;
  for (const m of [alpha, gamma])
    expect((await admin('FINANCE', 'PUT', `/api/admin/commission/merchants/${m.merchantId}/partner`, { partnerId })).status).toBe(200);
  for (const amount of [12_345, 999, 150_001]) await pay(keyOf.get(alpha)!, amount);
  for (const amount of [5_000, 33_333]) await pay(keyOf.get(beta)!, amount);
  for (const amount of [4_000, 6_001]) await pay(keyOf.get(gamma)!, amount, SUBJECT);
  await pay(keyOf.get(alpha)!, 2_500, SUBJECT);
  const enquiry = await call(t.app, 'POST', '/api/contact', {
    body: { firstName: 'Dana', lastName: 'Export', email: SUBJECT, company: 'Acme, "Widgets"', interestType: 'partnership', message: 'Line one\nline two' },
  });
  expect(enquiry.status).toBe(201);

  expect((await admin('FINANCE', 'PATCH', '/api/admin/settings', { payoutDelayDays: 0 })).status).toBe(200);
  const run = await admin('FINANCE', 'POST', '/api/admin/payout-runs');
  expect(run.status).toBe(201);
  runId = run.json.run.id;
  const list = await admin('FINANCE', 'GET', `/api/admin/payouts?runId=${runId}`);
  for (const m of [alpha, beta, gamma]) payoutOf.set(m, list.json.payouts.find((p: { merchantId: string }) => p.merchantId === m.merchantId).id);

  // Audit rows at fixed times, with every kind of cell the CSV must escape or neutralise.
  await t.db.execute(sql`
    insert into audit_logs (actor_type, actor_email, action, target_type, target_id, ip, before, after, created_at) values
      ('anonymous', '=HYPERLINK("http://evil.example","x")', 'test.export', 'thing', '+44 cmd', '203.0.113.9', null, '{"note":"@SUM(A1)"}', '2020-03-01T10:00:00.123Z'),
      ('system', null, 'test.export', null, '-1', null, 'line one' || chr(13) || chr(10) || 'line two', '{"a":"b,c"}', '2020-03-02T11:30:00Z'),
      ('admin', 'ops@exports.test', 'test.export', 'merchant', 'tab' || chr(9) || 'inside', null, '"quoted"', null, '2020-03-02T11:30:00Z'),
      ('admin', 'ops@exports.test', 'test.other', 'merchant', 'x', null, null, null, '2020-03-03T00:00:00Z')`);
});
afterAll(async () => t?.close());

/** The same value with every object's keys in sorted order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
  );
}

/** The audit export's rows carry the table's own ids: the first cell of each line after the header. */
const withoutAuditIds = (csv: string) => csv.replace(/\r\n\d+,/g, '\r\n<id>,');

describe('the CSV exports answer the same bytes as before', () => {
  it('audit log export, with its filters', async () => {
    const res = await admin('COMPLIANCE', 'GET', '/api/admin/audit-logs/export?action=test.export&from=2020-03-01&to=2020-03-02');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(withoutAuditIds(res.body)).toMatchInlineSnapshot(`
      "id,created_at,actor_type,actor_email,action,target_type,target_id,ip,before,after
      <id>,2020-03-02T11:30:00.000Z,admin,ops@exports.test,test.export,merchant,tab	inside,,"""quoted""",
      <id>,2020-03-02T11:30:00.000Z,system,,test.export,,'-1,,"line one
      line two","{""a"":""b,c""}"
      <id>,2020-03-01T10:00:00.123Z,anonymous,"'=HYPERLINK(""http://evil.example"",""x"")",test.export,thing,'+44 cmd,203.0.113.9,,"{""note"":""@SUM(A1)""}"
      "
    `);
    const { rows } = await t.db.execute<{ after: string }>(sql`select after from audit_logs where action = 'audit.export' order by id desc limit 1`);
    expect(JSON.parse(rows[0]!.after)).toEqual({ filters: { action: 'test.export', from: '2020-03-01', to: '2020-03-02' }, rows: 3 });
    const none = await admin('COMPLIANCE', 'GET', '/api/admin/audit-logs/export?action=test.nothing');
    expect(none.body).toBe('id,created_at,actor_type,actor_email,action,target_type,target_id,ip,before,after\r\n');
  });

  it('settlement file', async () => {
    const res = await admin('FINANCE', 'GET', `/api/admin/payout-runs/${runId}/settlement`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="settlement-${runId}.csv"`);
    expect(normalise(res.body)).toMatchInlineSnapshot(`
      "payout_id,merchant_id,account_name,sort_code,account_number,amount_gbp,amount_pence,currency,status,period_end,reference
      <po1>,<mch1>,"'=HYPERLINK(""http://evil.example"")",402030,00112233,381.41,38141,GBP,PENDING,<ts1>,<po1>
      <po2>,<mch2>,"Alpha Widgets, Ltd",601613,31926819,1650.15,165015,GBP,PENDING,<ts1>,<po2>
      <po3>,<mch3>,"Gamma ""Quoted"" Goods",112233,99887766,99.51,9951,GBP,PENDING,<ts1>,<po3>
      "
    `);
    const { rows } = await t.db.execute<{ after: string }>(
      sql`select after from audit_logs where action = 'payouts.settlement.export' and target_id = ${runId}`,
    );
    expect(rows.map((r) => JSON.parse(r.after))).toEqual([{ lines: 3 }]);
  });

  it('partner statement', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const res = await admin('FINANCE', 'GET', `/api/admin/partners/${partnerId}/statement?month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="partner-statement-${partnerId}-${month}.csv"`);
    expect(normalise(res.body)).toMatchInlineSnapshot(`
      "line,partner_id,merchant_id,company_name,transaction_id,completed_at,payments,amount_gbp,fee_gbp,commission_gbp
      MERCHANT,<ptn1>,<mch1>,"Alpha Widgets, Ltd",,,4,1658.45,8.30,2.08
      PAYMENT,<ptn1>,<mch1>,"Alpha Widgets, Ltd",<txn1>,<ts1>,1,123.45,0.62,0.16
      PAYMENT,<ptn1>,<mch1>,"Alpha Widgets, Ltd",<txn2>,<ts2>,1,9.99,0.05,0.01
      PAYMENT,<ptn1>,<mch1>,"Alpha Widgets, Ltd",<txn3>,<ts3>,1,1500.01,7.50,1.88
      PAYMENT,<ptn1>,<mch1>,"Alpha Widgets, Ltd",<txn4>,<ts4>,1,25.00,0.13,0.03
      MERCHANT,<ptn1>,<mch2>,"Gamma ""Quoted"" Goods",,,2,100.01,0.50,0.13
      PAYMENT,<ptn1>,<mch2>,"Gamma ""Quoted"" Goods",<txn5>,<ts5>,1,40.00,0.20,0.05
      PAYMENT,<ptn1>,<mch2>,"Gamma ""Quoted"" Goods",<txn6>,<ts6>,1,60.01,0.30,0.08
      TOTAL,<ptn1>,,,,,6,1758.46,8.80,2.21
      "
    `);
    expect(res.body).not.toContain(beta.merchantId);
    const empty = await admin('FINANCE', 'GET', `/api/admin/partners/${partnerId}/statement?month=2020-01`);
    expect(normalise(empty.body)).toMatchInlineSnapshot(`
      "line,partner_id,merchant_id,company_name,transaction_id,completed_at,payments,amount_gbp,fee_gbp,commission_gbp
      TOTAL,<ptn1>,,,,,0,0.00,0.00,0.00
      "
    `);
  });

  it('payout statement, the merchant’s own only', async () => {
    const res = await call(t.app, 'GET', `/api/merchant/payouts/${payoutOf.get(alpha)}/statement`, { token: alpha.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payout-statement-${payoutOf.get(alpha)}.csv"`);
    expect(normalise(res.body)).toMatchInlineSnapshot(`
      "payout_id,transaction_id,completed_at,amount_gbp,fee_percent,fee_gbp,payable_gbp
      <po1>,<txn1>,<ts1>,123.45,0.50,0.62,122.83
      <po1>,<txn2>,<ts2>,9.99,0.50,0.05,9.94
      <po1>,<txn3>,<ts3>,1500.01,0.50,7.50,1492.51
      <po1>,<txn4>,<ts4>,25.00,0.50,0.13,24.87
      <po1>,TOTAL,,1658.45,,8.30,1650.15
      "
    `);
    expect(res.body).not.toContain(gamma.merchantId);
    const other = await call(t.app, 'GET', `/api/merchant/payouts/${payoutOf.get(gamma)}/statement`, { token: alpha.token });
    expect(other.status).toBe(404);
    expect(other.json.code).toBe('NOT_FOUND');
    expect(other.body).not.toContain(gamma.merchantId);
  });
});

describe('the data-subject export answers the same document as before', () => {
  it('holds the payments of every merchant for that address and nothing of others', async () => {
    const res = await admin('COMPLIANCE', 'POST', '/api/admin/compliance/data-subject-requests/export', { email: ` ${SUBJECT.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    // Keys sorted before the placeholders are numbered: a document's key order is not part of its value.
    const value = JSON.parse(normalise(JSON.stringify(sortedKeys(JSON.parse(res.body)))));
    value.data.emails = value.data.emails.length;
    expect(value).toMatchInlineSnapshot(`
      {
        "data": {
          "auditEntries": [],
          "contactEnquiries": [
            {
              "company": "Acme, "Widgets"",
              "email": "dana.export@acme-widgets.example",
              "firstName": "Dana",
              "id": "<uuid1>",
              "interestType": "partnership",
              "lastName": "Export",
              "message": "Line one
      line two",
              "submittedAt": "<pgts1>",
            },
          ],
          "email": "dana.export@acme-widgets.example",
          "emails": 1,
          "exportedAt": "<ts1>",
          "merchantContacts": [],
          "merchantUsers": [],
          "notifications": [],
          "transactions": [
            {
              "amount": 4000,
              "category": "general",
              "createdAt": "<pgts2>",
              "currency": "GBP",
              "customerEmail": "dana.export@acme-widgets.example",
              "merchantId": "<mch1>",
              "merchantName": "Gamma "Quoted" Goods",
              "mode": "live",
              "status": "COMPLETED",
              "transactionId": "<txn1>",
            },
            {
              "amount": 6001,
              "category": "general",
              "createdAt": "<pgts3>",
              "currency": "GBP",
              "customerEmail": "dana.export@acme-widgets.example",
              "merchantId": "<mch1>",
              "merchantName": "Gamma "Quoted" Goods",
              "mode": "live",
              "status": "COMPLETED",
              "transactionId": "<txn2>",
            },
            {
              "amount": 2500,
              "category": "general",
              "createdAt": "<pgts4>",
              "currency": "GBP",
              "customerEmail": "dana.export@acme-widgets.example",
              "merchantId": "<mch2>",
              "merchantName": "Alpha Widgets, Ltd",
              "mode": "live",
              "status": "COMPLETED",
              "transactionId": "<txn3>",
            },
          ],
        },
        "request": {
          "adminEmail": "compliance@exports.test",
          "counts": {
            "auditEntries": 0,
            "contactEnquiries": 1,
            "emails": 1,
            "merchantContacts": 0,
            "merchantUsers": 0,
            "notifications": 0,
            "transactions": 3,
          },
          "createdAt": "<ts2>",
          "email": "d***@acme-widgets.example",
          "id": "<uuid3>",
          "kind": "EXPORT",
          "outcome": "COMPLETED",
          "reason": null,
        },
      }
    `);
    expect(res.body).not.toContain('shopper@shop.example');
  });
});

describe('a client that leaves', () => {
  it('every export gives its connection back when the client goes away after the first bytes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const month = new Date().toISOString().slice(0, 7);
    const downloads: [string, 'GET' | 'POST', string, string?][] = [
      [tokens.COMPLIANCE, 'GET', '/api/admin/audit-logs/export'],
      [tokens.FINANCE, 'GET', `/api/admin/payout-runs/${runId}/settlement`],
      [tokens.FINANCE, 'GET', `/api/admin/partners/${partnerId}/statement?month=${month}`],
      [alpha.token, 'GET', `/api/merchant/payouts/${payoutOf.get(alpha)}/statement`],
      [tokens.COMPLIANCE, 'POST', '/api/admin/compliance/data-subject-requests/export', JSON.stringify({ email: SUBJECT })],
    ];
    const pool = t.database.pool;
    const checkedOut = () => pool.totalCount - pool.idleCount;
    const before = checkedOut();
    for (const [token, method, url, body] of downloads) {
      await new Promise<void>((resolve, reject) => {
        const req = http.request(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }, (res) => {
          expect(res.statusCode, url).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', reject);
        req.end(body);
      });
      const started = Date.now();
      while (checkedOut() !== before) {
        if (Date.now() - started > 3000) throw new Error(`${url} still holds a connection`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
});

describe('who may export', () => {
  it('refuses lower roles before the first byte, with the usual JSON error', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const cases: [AdminRole, 'GET' | 'POST', string, unknown?][] = [
      ['FINANCE', 'GET', '/api/admin/audit-logs/export'],
      ['SUPPORT', 'GET', '/api/admin/audit-logs/export'],
      ['SUPPORT', 'GET', `/api/admin/payout-runs/${runId}/settlement`],
      ['COMPLIANCE', 'GET', `/api/admin/payout-runs/${runId}/settlement`],
      ['OPERATIONS', 'GET', `/api/admin/partners/${partnerId}/statement?month=${month}`],
      ['FINANCE', 'POST', '/api/admin/compliance/data-subject-requests/export', { email: SUBJECT }],
    ];
    for (const [role, method, url, body] of cases) {
      const res = await admin(role, method, url, body);
      expect(res.status, `${role} ${url}`).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json.code).toBe('FORBIDDEN_ROLE');
    }
    expect((await call(t.app, 'GET', `/api/admin/audit-logs/export`)).status).toBe(401);
    expect((await call(t.app, 'GET', `/api/merchant/payouts/${payoutOf.get(alpha)}/statement`)).status).toBe(401);
    const notFound = await admin('FINANCE', 'GET', '/api/admin/payout-runs/pr_nosuchrun/settlement');
    expect(notFound.status).toBe(404);
    expect(notFound.json.code).toBe('NOT_FOUND');
    expect((await admin('FINANCE', 'GET', `/api/admin/partners/${partnerId}/statement?month=2026-13`)).status).toBe(400);
    expect((await admin('COMPLIANCE', 'GET', '/api/admin/audit-logs/export?from=yesterday')).status).toBe(400);
  });
});
