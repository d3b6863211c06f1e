import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKeys, signToken } from '@server/modules/auth';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './support/test-app';

let t: TestApp;
let admin: AdminSession;
let merchant: TestMerchant;

const DOC = '00000000-0000-4000-8000-000000000001';
/** Every admin route of the original specification, with a body that would pass validation. */
const ROUTES: { method: 'GET' | 'PATCH'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/stats?mode=live' },
  { method: 'GET', url: '/api/admin/stats/daily?days=30' },
  { method: 'GET', url: '/api/admin/analytics' },
  { method: 'GET', url: '/api/admin/merchants' },
  { method: 'GET', url: '/api/admin/merchants/mch_AAAAAAAAAAAAAAAA' },
  { method: 'PATCH', url: '/api/admin/merchants/mch_AAAAAAAAAAAAAAAA/status', body: { status: 'ACTIVE' } },
  { method: 'GET', url: '/api/admin/verifications/pending' },
  { method: 'PATCH', url: `/api/admin/verifications/documents/${DOC}`, body: { status: 'APPROVED' } },
  { method: 'GET', url: `/api/admin/verifications/documents/${DOC}/file` },
  { method: 'GET', url: '/api/admin/transactions' },
  { method: 'GET', url: '/api/admin/contact-submissions' },
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PATCH', url: '/api/admin/settings', body: { autoApproveEnabled: false } },
  { method: 'GET', url: '/api/admin/audit-logs' },
  { method: 'GET', url: '/api/admin/system/info' },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  merchant = await signupTestMerchant(t.app);
});
afterAll(async () => t.close());

describe('every admin route refuses anything but a live admin session', () => {
  it('accepts the admin token (sanity: the loop below would pass vacuously otherwise)', async () => {
    for (const r of ROUTES) {
      const res = await call(t.app, r.method, r.url, { token: admin.token, body: r.body });
      expect([200, 400, 404], `${r.method} ${r.url} -> ${res.status} ${res.body}`).toContain(res.status);
    }
  });

  it('refuses no token, forged, expired, merchant-type, API-key and revoked credentials', async () => {
    const keys = deriveKeys(TEST_APP_SECRET);
    const payload = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
    const forged = await signToken(
      deriveKeys('another-secret-another-secret-another-secret').jwt,
      { type: 'admin', sid: payload.sid, sub: admin.id, email: admin.email },
      3600,
    );
    const expired = await signToken(keys.jwt, { type: 'admin', sid: payload.sid, sub: admin.id, email: admin.email }, 60, new Date(Date.now() - 7200_000));
    const tampered = `${admin.token.slice(0, -4)}AAAA`;
    const revoked = (await adminSession(t, 'leaver')).token;
    expect((await call(t.app, 'POST', '/api/admin/auth/logout', { token: revoked })).status).toBe(200);

    const cases: { name: string; token?: string; expected: number[] }[] = [
      { name: 'no token', expected: [401] },
      { name: 'forged', token: forged, expected: [401] },
      { name: 'tampered', token: tampered, expected: [401] },
      { name: 'expired', token: expired, expected: [401] },
      { name: 'garbage', token: 'not-a-token', expected: [401] },
      { name: 'merchant session', token: merchant.token, expected: [403] },
      { name: 'API key', token: merchant.testApiKey.secret, expected: [401] },
      { name: 'revoked admin session', token: revoked, expected: [401] },
    ];
    for (const r of ROUTES) {
      for (const c of cases) {
        const res = await call(t.app, r.method, r.url, { token: c.token, body: r.body });
        expect(c.expected, `${c.name}: ${r.method} ${r.url} -> ${res.status}`).toContain(res.status);
        expect(res.json?.code).toMatch(/UNAUTHORIZED|FORBIDDEN/);
      }
    }
  });

  it('documents every admin route in the OpenAPI document as needing the admin token', async () => {
    const doc = (await call(t.app, 'GET', '/api/openapi.json')).json;
    for (const r of ROUTES) {
      const path = r.url.split('?')[0]!.replace('mch_AAAAAAAAAAAAAAAA', '{merchantId}').replace(DOC, '{documentId}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${path}`).toBeDefined();
      expect(op.security).toEqual([{ adminToken: [] }]);
    }
  });

  it('changed nothing while refusing (settings untouched, no audit of refused calls)', async () => {
    const res = await call(t.app, 'GET', '/api/admin/audit-logs?action=settings.update', { token: admin.token });
    // Only the sanity pass above, made with the admin token, saved settings.
    expect(res.json.entries.every((e: { actorEmail: string }) => e.actorEmail === admin.email)).toBe(true);
  });
});
