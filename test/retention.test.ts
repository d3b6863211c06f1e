import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { contactSubmissions, documentBlobs, emailOutbox, passwordResetTokens, sessions, verificationDocuments } from '@server/db/schema/index';
import { adminTokensByRole } from './support/admin-fixtures';
import { tinyPdf } from './support/factories';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let m: MerchantFixture;
let tokens: Record<AdminRole, string>;
const FINANCIAL = ['transactions', 'ledger_entries', 'invoices', 'invoice_lines', 'payouts', 'payout_items', 'payout_runs'] as const;
const ZERO = { contactEnquiries: 0, emailOutbox: 0, apiRequestLogs: 0, webhookDeliveries: 0, sessionsAndTokens: 0, rejectedDocumentFiles: 0 };

const count = async (table: string) => Number((await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);
const past = new Date(Date.now() - 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  m = await createMerchantFixture(t);
  tokens = await adminTokensByRole(t, 'retention', { signIn: 'mint' });
});
afterAll(async () => t.close());

async function seed() {
  const live = await m.key('live');
  for (let i = 0; i < 2; i++) {
    const res = await call(t.app, 'POST', '/api/merchant/process-payment', {
      token: live.secret,
      body: {
        amount: 2500,
        currency: 'GBP',
        customerEmail: `keep${i}@shopper.test`,
        cards: [{ id: 'c1', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.01 }],
      },
    });
    expect(res.status).toBe(201);
  }
  await t.db.insert(contactSubmissions).values([
    { firstName: 'Ann', lastName: 'Old', email: 'ann@old.example', interestType: 'partnership', submittedAt: past },
    { firstName: 'Bo', lastName: 'Old', email: 'bo@old.example', interestType: 'partnership', submittedAt: past },
  ] as never);
  await t.db.insert(emailOutbox).values([
    { kind: 'x', toAddress: 'a@x.test', subject: 's', html: 'h', text: 't', status: 'SENT', sentAt: past, createdAt: past },
    { kind: 'x', toAddress: 'b@x.test', subject: 's', html: 'h', text: 't', status: 'FAILED', createdAt: past },
    { kind: 'x', toAddress: 'c@x.test', subject: 'pending stays', html: 'h', text: 't', status: 'PENDING', createdAt: past },
  ]);
  await t.db.execute(sql`insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, created_at)
    values ('req_00000000000000000000000000000001', ${m.merchantDbId}, ${live.id}, 'live', 'GET', '/x', '/x', 200, 3, ${past.toISOString()}::timestamptz)`);
  const { rows: ep } = await t.db.execute<{ id: string }>(sql`insert into webhook_endpoints (merchant_id, mode, url, enabled_events, secret_enc)
    values (${m.merchantDbId}, 'live', 'https://hooks.example/x', '{*}', 'enc') returning id`);
  const { rows: ev } = await t.db.execute<{ id: string }>(
    sql`insert into events (merchant_id, mode, type, data) values (${m.merchantDbId}, 'live', 'test.event', '{}') returning id`,
  );
  const { rows: dl } = await t.db.execute<{ id: string }>(sql`insert into webhook_deliveries (endpoint_id, event_id, merchant_id, status, created_at)
    values (${ep[0]!.id}, ${ev[0]!.id}, ${m.merchantDbId}, 'SUCCEEDED', ${past.toISOString()}::timestamptz),
           (${ep[0]!.id}, ${ev[0]!.id}, ${m.merchantDbId}, 'RETRYING', ${past.toISOString()}::timestamptz) returning id`);
  await t.db.execute(
    sql`insert into webhook_attempts (delivery_id, at, response_status, duration_ms) values (${dl[0]!.id}, now(), 200, 5), (${dl[0]!.id}, now(), 500, 5)`,
  );
  await t.db.insert(sessions).values({ subjectType: 'merchant', merchantUserId: m.userId, merchantId: m.merchantDbId, expiresAt: past });
  await t.db.insert(passwordResetTokens).values({ subjectType: 'merchant', merchantUserId: m.userId, tokenHash: `h-${Date.now()}`, expiresAt: past });
  const docs = await t.db
    .insert(verificationDocuments)
    .values([
      {
        merchantId: m.merchantDbId,
        documentType: 'BANK_STATEMENT',
        fileName: 'old.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        sha256: 'a',
        status: 'REJECTED',
        reviewedAt: past,
      },
      {
        merchantId: m.merchantDbId,
        documentType: 'DIRECTOR_ID',
        fileName: 'id.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        sha256: 'b',
        status: 'APPROVED',
        reviewedAt: past,
      },
    ])
    .returning({ id: verificationDocuments.id });
  await t.db.insert(documentBlobs).values(docs.map((d) => ({ documentId: d.id, content: tinyPdf() })));
}

describe('retention', () => {
  it('has defaults from the privacy policy and the issue, and only compliance staff and super admins see or change them', async () => {
    const res = await call(t.app, 'GET', '/api/admin/compliance/settings', { token: tokens.COMPLIANCE });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      retention: { contactEnquiries: 730, emailOutbox: 90, apiRequestLogs: 30, webhookDeliveries: 30, sessionsAndTokens: 7, rejectedDocumentFiles: 90 },
      kybReviewMonths: 12,
      kybReviewGraceDays: 30,
    });
    for (const role of ['OPERATIONS', 'FINANCE', 'SUPPORT'] as const) {
      const refused = await call(t.app, 'PATCH', '/api/admin/compliance/settings', { token: tokens[role], body: { retention: { emailOutbox: 1 } } });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('FORBIDDEN_ROLE');
    }
    const pub = await call(t.app, 'GET', '/api/public/retention');
    expect(pub.status).toBe(200);
    expect(pub.json.retention.contactEnquiries).toBe(730);
  });

  it.each([
    [{ retention: { emailOutbox: -1 } }, 'emailOutbox'],
    [{ retention: { emailOutbox: 3651 } }, 'emailOutbox'],
    [{ retention: { emailOutbox: 1.5 } }, 'emailOutbox'],
    [{ retention: { emailOutbox: '9' } }, 'emailOutbox'],
    [{ retention: { unknown: 9 } }, 'retention'],
    [{ kybReviewMonths: 0 }, 'kybReviewMonths'],
    [{}, ''],
  ])('refuses %j with a 400', async (body, field) => {
    const res = await call(t.app, 'PATCH', '/api/admin/compliance/settings', { token: tokens.SUPER_ADMIN, body });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
    if (field) expect(JSON.stringify(res.json)).toContain(field);
  });

  it('with every period at 0, one run removes exactly the listed categories, keeps every financial record, and is shown with its counts', async () => {
    await seed();
    const financialBefore = Object.fromEntries(await Promise.all(FINANCIAL.map(async (f) => [f, await count(f)] as const)));
    expect(financialBefore.transactions).toBe(2);
    expect(financialBefore.ledger_entries).toBeGreaterThan(0);
    const set = await call(t.app, 'PATCH', '/api/admin/compliance/settings', { token: tokens.COMPLIANCE, body: { retention: ZERO } });
    expect(set.status).toBe(200);
    expect(set.json.retention).toEqual(ZERO);
    expect((await call(t.app, 'GET', '/api/public/retention')).json.retention).toEqual(ZERO);

    const run = await call(t.app, 'POST', '/api/admin/compliance/retention-runs', { token: tokens.COMPLIANCE });
    expect(run.status).toBe(201);
    expect(run.json).toMatchObject({
      trigger: 'ADMIN',
      triggeredByEmail: 'compliance@retention.test',
      counts: {
        contactEnquiries: 2,
        emailOutbox: 2,
        apiRequestLogs: 1,
        webhookDeliveries: 1,
        webhookAttempts: 2,
        sessionsAndTokens: 2,
        rejectedDocumentFiles: 1,
      },
      periods: ZERO,
    });
    expect(run.json.finishedAt).not.toBeNull();

    for (const f of FINANCIAL) expect(await count(f), f).toBe(financialBefore[f]);
    expect(await count('contact_submissions')).toBe(0);
    const outbox = await t.db.execute<{ subject: string }>(
      sql`select subject from email_outbox where status in ('SENT', 'FAILED') or subject = 'pending stays'`,
    );
    expect(outbox.rows.map((r) => r.subject)).toEqual(['pending stays']);
    expect(await count('webhook_deliveries')).toBe(1); // the RETRYING one is still being delivered
    expect(await count('verification_documents')).toBe(2); // metadata stays
    expect(await count('document_blobs')).toBe(1); // the approved document's file stays

    const runs = await call(t.app, 'GET', '/api/admin/compliance/retention-runs', { token: tokens.SUPER_ADMIN });
    expect(runs.json.runs[0]).toMatchObject({ id: run.json.id, counts: run.json.counts });
    const audit = await t.db.execute(sql`select 1 from audit_logs where action = 'compliance.retention.run' and target_id = ${run.json.id}`);
    expect(audit.rows).toHaveLength(1);
  });

  it('the scheduled run happens once a day however often it is asked', async () => {
    const { runRetention } = await import('@server/modules/compliance');
    const first = await runRetention(t.app.ctx, { trigger: 'SCHEDULE' });
    const second = await runRetention(t.app.ctx, { trigger: 'SCHEDULE' });
    expect(first?.trigger).toBe('SCHEDULE');
    expect(second).toBeNull();
  });

  it('only compliance staff and super admins run it or read the runs', async () => {
    for (const role of ['OPERATIONS', 'FINANCE', 'SUPPORT'] as const) {
      expect((await call(t.app, 'POST', '/api/admin/compliance/retention-runs', { token: tokens[role] })).status).toBe(403);
      expect((await call(t.app, 'GET', '/api/admin/compliance/retention-runs', { token: tokens[role] })).status).toBe(403);
    }
    expect((await call(t.app, 'POST', '/api/admin/compliance/retention-runs')).status).toBe(401);
  });
});
