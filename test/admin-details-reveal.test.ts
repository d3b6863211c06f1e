import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '@contract/roles';
import { auditLogs } from '@server/db/schema/index';
import { adminsByRole, mintAdminToken, type StaffSession } from './support/admin-fixtures';
import { signupTestMerchant, submitTestVerification, VALID_GB_DETAILS, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** Bank details are masked for every staff role; three roles may reveal them, and each reveal is audited. */

let t: TestApp;
let admins: Record<AdminRole, StaffSession>;
let a: TestMerchant;
let b: TestMerchant;
const B_DETAILS = { ...VALID_GB_DETAILS, bankAccountNumber: '87654321', bankSortCode: '12-34-56', taxId: '1234567890' };
const REVEALERS: readonly AdminRole[] = ['SUPER_ADMIN', 'COMPLIANCE', 'FINANCE'];
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admins = await adminsByRole(t, 'reveal', { signIn: 'mint' });
  a = await signupTestMerchant(t.app);
  await submitTestVerification(t.app, a.token);
  b = await signupTestMerchant(t.app);
  const submitted = await call(t.app, 'POST', '/api/merchant/verification/submit', { token: b.token, body: B_DETAILS });
  expect(submitted.status).toBe(200);
});
afterAll(async () => t.close());

const tokenFor = (role: AdminRole): Promise<string> => mintAdminToken(t, admins[role]);

const reveal = async (role: AdminRole, merchantId: string, body: unknown = {}) =>
  call(t.app, 'POST', `/api/admin/merchants/${merchantId}/verification-details/reveal`, { token: await tokenFor(role), body });
const reveals = async (merchantId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'merchant.details.reveal'), eq(auditLogs.targetId, merchantId)));

const MASKED_A = { taxId: '••••••••789', bankAccountNumber: '••••6819', bankSortCode: '60-••-••' };

describe('masked by default', () => {
  it('every staff role sees masked values in the merchant view and the review queue', async () => {
    for (const role of ADMIN_ROLES) {
      const token = await tokenFor(role);
      const details = await call(t.app, 'GET', `/api/admin/merchants/${a.merchantId}`, { token });
      expect(details.status, role).toBe(200);
      expect(details.json.verification.details, role).toMatchObject({ ...MASKED_A, registrationNumber: '12345678', city: 'London' });

      const queue = await call(t.app, 'GET', '/api/admin/verifications/pending?limit=500', { token });
      expect(queue.status, role).toBe(200);
      const mine = queue.json.verifications.find((v: { merchantId: string }) => v.merchantId === a.merchantId);
      expect(mine.verificationData, role).toMatchObject(MASKED_A);
      // No answer carries a full value anywhere, in any field.
      for (const body of [details.body, queue.body]) for (const full of ['31926819', '601613', 'GB123456789']) expect(body, role).not.toContain(full);
    }
    // Reading masked values is not a reveal.
    expect(await reveals(a.merchantId)).toEqual([]);
  });

  it('the merchant sees its own details masked the same way', async () => {
    const own = await call(t.app, 'GET', '/api/merchant/verification', { token: a.token });
    expect(own.status).toBe(200);
    expect(own.json.details).toMatchObject(MASKED_A);
  });
});

describe('POST /api/admin/merchants/:merchantId/verification-details/reveal', () => {
  it('SUPPORT and OPERATIONS get 403 and nothing is revealed or recorded as a reveal', async () => {
    for (const role of ADMIN_ROLES.filter((r) => !REVEALERS.includes(r))) {
      const res = await reveal(role, a.merchantId);
      expect(res.status, role).toBe(403);
      expect(res.json.code, role).toBe('FORBIDDEN_ROLE');
      expect(res.body).not.toContain('31926819');
    }
    expect(await reveals(a.merchantId)).toEqual([]);
  });

  it('COMPLIANCE gets the full values, and the reveal is audited with who, which merchant and which fields', async () => {
    const res = await reveal('COMPLIANCE', a.merchantId);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json).toEqual({
      merchantId: a.merchantId,
      fields: ['bankAccountNumber', 'bankSortCode', 'taxId'],
      bankAccountNumber: '31926819',
      bankSortCode: '601613',
      taxId: 'GB123456789',
    });

    const [entry, ...more] = await reveals(a.merchantId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorType: 'admin',
      actorId: admins.COMPLIANCE.id,
      actorEmail: admins.COMPLIANCE.email,
      targetType: 'merchant',
      targetId: a.merchantId,
    });
    expect(JSON.parse(entry!.after!)).toEqual({ merchantId: a.merchantId, fields: ['bankAccountNumber', 'bankSortCode', 'taxId'], role: 'COMPLIANCE' });
    // The audit trail records that values were seen, never the values.
    for (const full of ['31926819', '601613', 'GB123456789']) expect(JSON.stringify(entry)).not.toContain(full);
  });

  it('reveals only the fields asked for, once each, and audits exactly those', async () => {
    const res = await reveal('FINANCE', b.merchantId, { fields: ['bankSortCode', 'bankAccountNumber', 'bankSortCode'] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      merchantId: b.merchantId,
      fields: ['bankAccountNumber', 'bankSortCode'],
      bankAccountNumber: '87654321',
      bankSortCode: '123456',
    });
    const audited = await reveals(b.merchantId);
    expect(audited.map((e) => JSON.parse(e.after!))).toEqual([{ merchantId: b.merchantId, fields: ['bankAccountNumber', 'bankSortCode'], role: 'FINANCE' }]);
    expect(audited[0]!.actorId).toBe(admins.FINANCE.id);

    const superAdmin = await reveal('SUPER_ADMIN', b.merchantId, { fields: ['taxId'] });
    expect(superAdmin.json).toEqual({ merchantId: b.merchantId, fields: ['taxId'], taxId: '1234567890' });
  });

  it('each merchant id answers its own values: a reveal of one never shows another’s', async () => {
    const ofA = await reveal('COMPLIANCE', a.merchantId);
    const ofB = await reveal('COMPLIANCE', b.merchantId);
    expect(ofA.json.bankAccountNumber).toBe('31926819');
    expect(ofB.json.bankAccountNumber).toBe('87654321');
    expect(ofB.body).not.toContain('31926819');
  });

  it('unknown, malformed and detail-less merchants answer clean 404s, and are not audited as reveals', async () => {
    const before = (await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'merchant.details.reveal'))).length;
    for (const id of ['mch_doesnotexist', NO_SUCH_ID, 'x'.repeat(100), '%27%20or%201%3D1']) {
      const res = await reveal('COMPLIANCE', id);
      expect(res.status, id).toBe(404);
      expect(res.json, id).toEqual({ message: 'Merchant not found', code: 'MERCHANT_NOT_FOUND' });
    }
    const fresh = await signupTestMerchant(t.app);
    const none = await reveal('COMPLIANCE', fresh.merchantId);
    expect(none.status).toBe(404);
    expect(none.json.code).toBe('DETAILS_NOT_FOUND');
    expect((await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'merchant.details.reveal'))).length).toBe(before);
  });

  it('refuses bad bodies, merchants’ tokens and no token', async () => {
    for (const body of [{ fields: [] }, { fields: ['password'] }, { fields: 'taxId' }, { other: 1 }, { fields: ['taxId', 'taxId', 'taxId', 'taxId'] }]) {
      const res = await reveal('COMPLIANCE', a.merchantId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
    }
    const url = `/api/admin/merchants/${a.merchantId}/verification-details/reveal`;
    const merchantToken = await call(t.app, 'POST', url, { token: a.token, body: {} });
    expect(merchantToken.status).toBe(403);
    expect(merchantToken.body).not.toContain('31926819');
    expect((await call(t.app, 'POST', url, { body: {} })).status).toBe(401);
  });

  it('a burst of concurrent reveals is audited once per reveal', async () => {
    const before = (await reveals(a.merchantId)).length;
    const results = await Promise.all(Array.from({ length: 10 }, () => reveal('COMPLIANCE', a.merchantId, { fields: ['taxId'] })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await reveals(a.merchantId)).length).toBe(before + 10);
  });
});
