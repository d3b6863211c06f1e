import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLogs } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff';
import { deriveKeys, signToken } from '@server/modules/auth';
import { call } from './support/helpers';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './support/test-app';

let t: TestApp;
const email = 'ops@smartsplit.test';
const password = 'Corr3ct-Horse-Battery';

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.db, { email, password });
});
afterAll(async () => t.close());

async function login(pw = password, ip?: string) {
  return call(t.app, 'POST', '/api/admin/auth/login', { body: { email, password: pw }, headers: ip ? { 'x-forwarded-for': ip } : {} });
}

describe('admin sign-in', () => {
  it('returns a token of type admin carrying the email', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    expect(res.json.admin).toEqual({ email });
    expect(typeof res.json.message).toBe('string');
    const payload = JSON.parse(Buffer.from(res.json.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ type: 'admin', email });
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await login('Wrong-password-1');
    const unknown = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'nobody@x.test', password } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('audits successes and failures', async () => {
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.actorEmail, email));
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('admin.login.success');
    expect(actions).toContain('admin.login.failure');
  });
});

describe('admin guard', () => {
  it('accepts a live token and refuses none, forged, expired, wrong-type and revoked ones', async () => {
    const { json } = await login();
    const token = json.token as string;
    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/auth/me')).status).toBe(401);

    // Signed with another secret.
    const forged = await signToken(deriveKeys('another-secret-another-secret-another-secret').jwt, { type: 'admin', sid: 'x', sub: 'y', email }, 3600);
    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token: forged })).status).toBe(401);

    // alg "none" is never accepted.
    const [h, p] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token: none })).status).toBe(401);
    expect(h).toBeTruthy();

    const keys = deriveKeys(TEST_APP_SECRET);
    const [admin] = await t.db.select().from(admins).where(eq(admins.email, email));
    const expired = await signToken(keys.jwt, { type: 'admin', sid: 'x', sub: admin!.id, email }, 60, new Date(Date.now() - 3600_000));
    const expiredRes = await call(t.app, 'GET', '/api/admin/auth/me', { token: expired });
    expect(expiredRes.status).toBe(401);
    expect(expiredRes.json.message).toMatch(/expired/i);

    const merchantToken = await signToken(keys.jwt, { type: 'merchant', sid: 'x', sub: 'y', email: 'm@x.test' }, 3600);
    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token: merchantToken })).status).toBe(403);

    // A validly signed admin token whose session was never issued.
    const unknownSession = await signToken(keys.jwt, { type: 'admin', sid: '00000000-0000-4000-8000-000000000000', sub: admin!.id, email }, 3600);
    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token: unknownSession })).status).toBe(401);

    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token: 'sk_test_abcdefghijklmnopqrstuvwxyz0123456789' })).status).toBe(401);

    const logout = await call(t.app, 'POST', '/api/admin/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token })).status).toBe(401);
  });

  it('renews a token past half its life through X-Auth-Token', async () => {
    const { json } = await login();
    const fresh = await call(t.app, 'GET', '/api/admin/auth/me', { token: json.token });
    expect(fresh.headers['x-auth-token']).toBeUndefined();

    const keys = deriveKeys(TEST_APP_SECRET);
    const payload = JSON.parse(Buffer.from(json.token.split('.')[1], 'base64url').toString());
    const old = await new SignJWT({ type: 'admin', sid: payload.sid, email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('smartsplit')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3000)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 1000)
      .sign(keys.jwt);
    const renewed = await call(t.app, 'GET', '/api/admin/auth/me', { token: old });
    expect(renewed.status).toBe(200);
    const next = renewed.headers['x-auth-token'] as string;
    expect(next).toBeTruthy();
    expect((await call(t.app, 'GET', '/api/admin/auth/me', { token: next })).status).toBe(200);
  });
});

describe('admin management', () => {
  it('changes the password, refusing a weak one or a wrong current one', async () => {
    const { json } = await login();
    const token = json.token;
    const weak = await call(t.app, 'POST', '/api/admin/auth/password', { token, body: { currentPassword: password, newPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.json.field).toBe('newPassword');
    const wrong = await call(t.app, 'POST', '/api/admin/auth/password', { token, body: { currentPassword: 'Nope-12345', newPassword: 'An0ther-Strong-One' } });
    expect(wrong.status).toBe(400);
    const ok = await call(t.app, 'POST', '/api/admin/auth/password', { token, body: { currentPassword: password, newPassword: 'An0ther-Strong-One' } });
    expect(ok.status).toBe(200);
    const back = await call(t.app, 'POST', '/api/admin/auth/password', { token, body: { currentPassword: 'An0ther-Strong-One', newPassword: password } });
    expect(back.status).toBe(200);
  });

  it('creates another admin, refusing duplicates and weak passwords', async () => {
    const { json } = await login();
    const token = json.token;
    const created = await call(t.app, 'POST', '/api/admin/admins', { token, body: { email: 'Second@SmartSplit.test', password: 'Sec0nd-Admin-Pass' } });
    expect(created.status).toBe(201);
    expect(created.json.admin.email).toBe('second@smartsplit.test');
    const dup = await call(t.app, 'POST', '/api/admin/admins', { token, body: { email: 'second@smartsplit.test', password: 'Sec0nd-Admin-Pass' } });
    expect(dup.status).toBe(409);
    const weak = await call(t.app, 'POST', '/api/admin/admins', { token, body: { email: 'third@smartsplit.test', password: 'password' } });
    expect(weak.status).toBe(400);
  });
});

describe('rate limiting', () => {
  it('locks an account after repeated failures, with 429', async () => {
    await createAdmin(t.db, { email: 'target@smartsplit.test', password });
    const attempt = () => call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'target@smartsplit.test', password: 'Wrong-pass-1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    const last = await attempt();
    expect(last.status).toBe(429);
    expect(last.json.code).toBe('RATE_LIMITED');
    // Even the right password is refused while locked.
    const right = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'target@smartsplit.test', password } });
    expect(right.status).toBe(429);
  });
});
