import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@contract/verification';
import type { AdminRole } from '@contract/roles';
import { verificationDocuments } from '@server/db/schema/index';
import { adminTokensByRole } from './support/admin-fixtures';
import { uploadTestDocument } from './support/factories';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let tokens: Record<AdminRole, string>;
const DAY = 86_400_000;
const monthsAgo = (months: number, extraDays = 0) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - extraDays * DAY);
};

/** A verified merchant whose documents were approved at `approvedAt`. */
async function approvedMerchant(approvedAt: Date): Promise<MerchantFixture> {
  const m = await createMerchantFixture(t);
  await t.db.insert(verificationDocuments).values(
    DOCUMENT_TYPES.map((documentType) => ({
      merchantId: m.merchantDbId,
      documentType,
      fileName: 'd.pdf',
      mimeType: 'application/pdf' as const,
      sizeBytes: 1,
      sha256: 'x',
      status: 'APPROVED' as const,
      reviewedAt: approvedAt,
    })),
  );
  return m;
}

const pay = (key: string) =>
  call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: {
      amount: 1500,
      currency: 'GBP',
      customerEmail: `kyb${Math.random().toString(36).slice(2)}@shop.test`,
      cards: [{ id: 'c1', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.01 }],
    },
  });
const newLiveKey = (m: MerchantFixture) => call(t.app, 'POST', '/api/merchant/api-keys', { token: m.token, body: { mode: 'live' } });

let fresh: MerchantFixture;
let overdue: MerchantFixture;
let blocking: MerchantFixture;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, 'kyb', { signIn: 'mint' });
  fresh = await approvedMerchant(monthsAgo(2));
  overdue = await approvedMerchant(monthsAgo(12, 10));
  blocking = await approvedMerchant(monthsAgo(14));
});
afterAll(async () => t.close());

describe('periodic KYB review', () => {
  it('lists due and overdue reviews with their state', async () => {
    const res = await call(t.app, 'GET', '/api/admin/compliance/kyb-reviews', { token: tokens.COMPLIANCE });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.json.reviews.map((r: { merchantId: string }) => [r.merchantId, r]));
    expect(byId[fresh.merchantId]).toBeUndefined();
    expect(byId[overdue.merchantId]).toMatchObject({ state: 'OVERDUE', reviewId: null });
    expect(byId[blocking.merchantId]).toMatchObject({ state: 'BLOCKING' });
    // Falling due within a year: the fresh one shows as DUE.
    const ahead = await call(t.app, 'GET', '/api/admin/compliance/kyb-reviews?withinDays=365', { token: tokens.SUPER_ADMIN });
    expect(ahead.json.reviews.find((r: { merchantId: string }) => r.merchantId === fresh.merchantId)).toMatchObject({ state: 'DUE' });
  });

  it('past the grace period new live keys are refused, while existing keys and payments keep working', async () => {
    const existing = await blocking.key('live');
    const refused = await newLiveKey(blocking);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('KYB_REVIEW_OVERDUE');
    expect((await call(t.app, 'POST', '/api/merchant/api-keys', { token: blocking.token, body: { mode: 'test' } })).status).toBe(201);
    expect((await pay(existing.secret)).status).toBe(201);
    // Within the grace period nothing is refused yet.
    expect((await newLiveKey(overdue)).status).toBe(201);
  });

  it('starting a review asks the merchant by email and in the portal; re-uploading the named documents closes it and lifts the block', async () => {
    const start = await call(t.app, 'POST', `/api/admin/compliance/kyb-reviews/${blocking.merchantId}`, {
      token: tokens.COMPLIANCE,
      body: { documentTypes: ['BANK_STATEMENT', 'PROOF_OF_ADDRESS'] },
    });
    expect(start.status).toBe(201);
    expect(start.json.review).toMatchObject({ merchantId: blocking.merchantId, state: 'BLOCKING', documentTypes: ['BANK_STATEMENT', 'PROOF_OF_ADDRESS'] });
    const { rows: mail } = await t.db.execute<{ subject: string; text: string }>(sql`
      select subject, text from email_outbox where to_address = ${`${blocking.merchantId}@fixture.test`} and kind = 'merchant.kyb-review-requested'`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Bank statement');
    const { rows: notes } = await t.db.execute(sql`select 1 from notifications where merchant_user_id = ${blocking.userId} and type = 'kyb.review_requested'`);
    expect(notes).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/merchant/verification/review', { token: blocking.token })).json).toMatchObject({
      open: true,
      documentTypes: ['BANK_STATEMENT', 'PROOF_OF_ADDRESS'],
    });

    const again = await call(t.app, 'POST', `/api/admin/compliance/kyb-reviews/${blocking.merchantId}`, {
      token: tokens.COMPLIANCE,
      body: { documentTypes: ['BANK_STATEMENT'] },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('REVIEW_OPEN');

    // Only the named documents may be uploaded again.
    const other = await uploadTestDocument(t.app, blocking.token, 'DIRECTOR_ID');
    expect(other.statusCode).toBe(409);
    expect((await uploadTestDocument(t.app, blocking.token, 'BANK_STATEMENT')).statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/merchant/verification/review', { token: blocking.token })).json.open).toBe(true);
    expect((await uploadTestDocument(t.app, blocking.token, 'PROOF_OF_ADDRESS')).statusCode).toBe(201);
    expect((await call(t.app, 'GET', '/api/merchant/verification/review', { token: blocking.token })).json).toMatchObject({ open: false, documentTypes: [] });
    expect((await newLiveKey(blocking)).status).toBe(201);
  });

  it('refuses unknown merchants, unverified ones, bad bodies and other roles', async () => {
    const unknown = await call(t.app, 'POST', '/api/admin/compliance/kyb-reviews/mch_doesnotexist', {
      token: tokens.COMPLIANCE,
      body: { documentTypes: ['BANK_STATEMENT'] },
    });
    expect(unknown.status).toBe(404);
    const pending = await createMerchantFixture(t, { status: 'PENDING_VERIFICATION', verificationStatus: 'NOT_STARTED' });
    const notApproved = await call(t.app, 'POST', `/api/admin/compliance/kyb-reviews/${pending.merchantId}`, {
      token: tokens.COMPLIANCE,
      body: { documentTypes: ['BANK_STATEMENT'] },
    });
    expect(notApproved.status).toBe(409);
    expect(notApproved.json.code).toBe('NOT_APPROVED');
    for (const body of [{}, { documentTypes: [] }, { documentTypes: ['PASSPORT'] }, { documentTypes: ['BANK_STATEMENT', 'BANK_STATEMENT'] }]) {
      const res = await call(t.app, 'POST', `/api/admin/compliance/kyb-reviews/${overdue.merchantId}`, { token: tokens.COMPLIANCE, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const role of ['OPERATIONS', 'FINANCE', 'SUPPORT'] as const) {
      expect((await call(t.app, 'GET', '/api/admin/compliance/kyb-reviews', { token: tokens[role] })).status).toBe(403);
    }
  });

  it('follows the settings: a longer period makes the overdue merchant not due', async () => {
    expect(
      (await call(t.app, 'PATCH', '/api/admin/compliance/settings', { token: tokens.COMPLIANCE, body: { kybReviewMonths: 24, kybReviewGraceDays: 0 } })).status,
    ).toBe(200);
    const res = await call(t.app, 'GET', '/api/admin/compliance/kyb-reviews', { token: tokens.COMPLIANCE });
    expect(res.json.reviews.find((r: { merchantId: string }) => r.merchantId === overdue.merchantId)).toBeUndefined();
  });
});
