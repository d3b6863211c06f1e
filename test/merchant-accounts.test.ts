import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLogs, emailOutbox, merchants, merchantUsers, platformSettings } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff';
import { hashApiKey, deriveKeys, verifyPassword, revokeMerchantSessions, signToken } from '@server/modules/auth';
import { randomIp, signupBody, signupTestMerchant, TEST_MERCHANT_PASSWORD, uniqueEmail } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './support/test-app';

let t: TestApp;
const keys = deriveKeys(TEST_APP_SECRET);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A request from a chosen address, so rate limits are under the test's control. */
async function send(method: 'GET' | 'POST', url: string, opts: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? randomIp(),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, body: res.body, headers: res.headers };
}

const signup = (body: unknown, ip?: string) => send('POST', '/api/merchant/signup', { body, ip });
const login = (email: string, password: string, ip?: string) => send('POST', '/api/merchant/login', { body: { email, password }, ip });
const me = (token?: string) => send('GET', '/api/merchant/me', { token });

/** Every stored row of the tables a sign-up writes, as text, to search for leaked secrets. */
async function allStoredText(): Promise<string> {
  const tables = ['merchants', 'merchant_users', 'api_keys', 'sessions', 'audit_logs', 'email_outbox', 'rate_limits'];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await t.db.execute<{ row: string }>(sql.raw(`select t::text as row from ${table} t`));
    parts.push(...result.rows.map((r) => r.row));
  }
  return parts.join('\n');
}

describe('sign-up', () => {
  it('creates the merchant, OWNER, TEST key and session, answering 201 with exactly the documented shape', async () => {
    const body = signupBody({ contactEmail: `  Owner.${Date.now()}@Example.TEST `, website: 'https://shop.example.com/en' });
    const res = await signup(body);
    expect(res.status).toBe(201);
    const email = String(body.contactEmail).trim().toLowerCase();
    expect(Object.keys(res.json).sort()).toEqual(['merchant', 'testApiKey', 'token', 'user']);
    expect(res.json.user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email, firstName: 'Ada', lastName: 'Lovelace', role: 'OWNER' });
    expect(res.json.merchant).toEqual({
      merchantId: expect.stringMatching(/^mch_[A-Za-z0-9]{16}$/),
      companyName: 'Acme Trading Ltd',
      status: 'PENDING_VERIFICATION',
      verificationStatus: 'NOT_STARTED',
    });
    const key = res.json.testApiKey;
    expect(Object.keys(key).sort()).toEqual(['id', 'prefix', 'secret']);
    expect(key.secret).toMatch(/^sk_test_[A-Za-z0-9]{32,}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(key.secret.length - 24);

    const payload = JSON.parse(Buffer.from(res.json.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ type: 'merchant', email, sub: res.json.user.id });
    expect((await me(res.json.token)).json).toEqual({ user: res.json.user, merchant: res.json.merchant });

    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.merchantId, res.json.merchant.merchantId));
    expect(merchant).toMatchObject({ contactEmail: email, website: 'https://shop.example.com/en', businessType: 'LIMITED_COMPANY', industry: 'RETAIL' });

    // Only a keyed hash and the prefix are stored; the secret is nowhere in the database.
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored).toMatchObject({
      merchantId: merchant!.id,
      mode: 'test',
      prefix: key.prefix,
      keyHash: hashApiKey(keys.apiKeyHash, key.secret),
      revokedAt: null,
    });
    expect(stored!.keyHash).not.toContain(key.secret.slice(8));
    const everything = await allStoredText();
    expect(everything).not.toContain(key.secret);
    expect(everything).not.toContain(key.secret.slice(key.prefix.length));

    // The password is stored as an argon2id hash, never as given.
    const [user] = await t.db.select().from(merchantUsers).where(eq(merchantUsers.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(await verifyPassword(user!.passwordHash, TEST_MERCHANT_PASSWORD)).toBe(true);
    expect(everything).not.toContain(TEST_MERCHANT_PASSWORD);
  });

  it('shows the secret in the sign-up response only: login and /me never carry it', async () => {
    const m = await signupTestMerchant(t.app);
    const again = await login(m.email, m.password);
    expect(again.status).toBe(200);
    expect(Object.keys(again.json).sort()).toEqual(['merchant', 'token', 'user']);
    for (const body of [again.body, (await me(m.token)).body, (await me(again.json.token)).body]) {
      expect(body).not.toContain(m.testApiKey.secret);
      expect(body).not.toContain('testApiKey');
    }
  });

  it('queues the welcome email with the key prefix and never the secret, and audits the sign-up', async () => {
    const m = await signupTestMerchant(t.app);
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, m.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'merchant.welcome', status: 'PENDING' });
    expect(rows[0]!.text).toContain(m.testApiKey.prefix);
    expect(rows[0]!.text).toContain(m.merchantId);
    for (const part of [rows[0]!.text, rows[0]!.html, rows[0]!.subject]) expect(part).not.toContain(m.testApiKey.secret);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, m.merchantId));
    expect(audit.map((a) => a.action)).toContain('merchant.signup');
  });

  it('treats an empty or null website as none', async () => {
    for (const website of ['', null, undefined]) {
      const res = await signup(signupBody({ website }));
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(merchants).where(eq(merchants.merchantId, res.json.merchant.merchantId));
      expect(row!.website).toBeNull();
    }
  });

  it.each([
    ['too short', 'Sh0rt', /at least 8/],
    ['no uppercase', 'lowercase-only-1', /uppercase/],
    ['no lowercase', 'UPPERCASE-ONLY-1', /lowercase/],
    ['no digit', 'No-Digits-Here', /number/],
    ['too long', `Aa1${'x'.repeat(126)}`, /at most 128/],
    ['empty', '', /at least 8/],
  ])('refuses a weak password (%s) with 400 naming password', async (_label, password, message) => {
    const res = await signup(signupBody({ password }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
    expect(res.json.message).toMatch(message);
  });

  it.each(['not a url', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'http://', 'https://exa mple.com', `https://${'a'.repeat(2050)}.com`])(
    'refuses website %s',
    async (website) => {
      const res = await signup(signupBody({ website }));
      expect(res.status).toBe(400);
      expect(res.json.field).toBe('website');
      expect(res.json.message).toMatch(/^website: Website must/);
    },
  );

  it.each(['abc', '123', '+44 20 79x6 0958', '12345678901234567', '0207946095@', '+44 20 7946 0958 ext 12', ' '.repeat(10)])(
    'refuses phone %j',
    async (contactPhone) => {
      const res = await signup(signupBody({ contactPhone }));
      expect(res.status).toBe(400);
      expect(res.json.field).toBe('contactPhone');
    },
  );

  it('accepts common phone formats', async () => {
    for (const contactPhone of ['+1 (555) 123-4567', '020 7946 0958', '+353-1-234-5678']) {
      expect((await signup(signupBody({ contactPhone }))).status).toBe(201);
    }
  });

  it.each(['companyName', 'contactEmail', 'contactPhone', 'businessType', 'industry', 'firstName', 'lastName', 'password'])(
    'refuses a sign-up without %s, naming it',
    async (field) => {
      const body = signupBody();
      delete body[field];
      const res = await signup(body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(res.json.message).toMatch(/is required$/);
    },
  );

  it.each([
    ['companyName', '   '],
    ['companyName', 'x'.repeat(201)],
    ['firstName', 'y'.repeat(101)],
    ['lastName', 'Bad\u0000Name'],
    ['companyName', 'Two\nLines'],
    ['contactEmail', 'not-an-email'],
    ['contactEmail', `${'a'.repeat(250)}@example.test`],
    ['businessType', 'CHARITY'],
    ['businessType', 'limited_company'],
    ['industry', 'MINING'],
    ['companyName', 123],
    ['businessType', 5],
    ['password', 12345678],
    ['website', 42],
    ['firstName', ['Ada']],
    ['lastName', { name: 'x' }],
  ])('refuses %s = %j with 400 naming it', async (field, value) => {
    const res = await signup(signupBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });

  it('lists the allowed values when businessType or industry is not one of them', async () => {
    expect((await signup(signupBody({ businessType: 'CHARITY' }))).json.message).toBe(
      'businessType: Business type must be one of SOLE_TRADER, PARTNERSHIP, LIMITED_COMPANY, PLC',
    );
    expect((await signup(signupBody({ industry: 'MINING' }))).json.message).toBe(
      'industry: Industry must be one of RETAIL, ECOMMERCE, HOSPITALITY, SERVICES, OTHER',
    );
  });

  it('refuses unknown fields, non-object bodies and non-JSON bodies', async () => {
    const extra = await signup(signupBody({ role: 'ADMIN' }));
    expect(extra.status).toBe(400);
    expect(extra.json).toMatchObject({ field: 'role', message: 'role: Unknown field: role' });
    expect((await signup(signupBody({ status: 'ACTIVE' }))).status).toBe(400);
    expect((await signup([signupBody()])).status).toBe(400);
    expect((await send('POST', '/api/merchant/signup', { body: '"text"', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await send('POST', '/api/merchant/signup', { body: '{"companyName":', headers: { 'content-type': 'application/json' } })).json.code).toBe(
      'INVALID_JSON',
    );
    expect(
      (await send('POST', '/api/merchant/signup', { body: 'companyName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(415);
    // Multipart parsing exists for the upload route only.
    const form = '--b\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nAcme\r\n--b--\r\n';
    expect((await send('POST', '/api/merchant/signup', { body: form, headers: { 'content-type': 'multipart/form-data; boundary=b' } })).status).toBe(415);
    expect(
      (
        await send('POST', '/api/merchant/signup', {
          body: JSON.stringify({ ...signupBody(), pad: 'x'.repeat(2_000_000) }),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(413);
  });

  it('refuses a duplicate email in any letter case with 409 EMAIL_TAKEN', async () => {
    const email = uniqueEmail('dup');
    expect((await signup(signupBody({ contactEmail: email }))).status).toBe(201);
    for (const variant of [email, email.toUpperCase(), ` ${email.replace(/^d/, 'D')} `]) {
      const res = await signup(signupBody({ contactEmail: variant, companyName: 'Someone Else Ltd' }));
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    }
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from merchants where contact_email = ${email}`)).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it('lets exactly one of several concurrent sign-ups with one email through; the rest get 409, never 500', async () => {
    const email = uniqueEmail('race');
    const variants = [email, email.toUpperCase(), email, email.toUpperCase(), email, email];
    const results = await Promise.all(variants.map((contactEmail) => signup(signupBody({ contactEmail }))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const users = await t.db.select().from(merchantUsers).where(eq(merchantUsers.email, email));
    expect(users).toHaveLength(1);
    // The losers' merchants, keys and emails were rolled back with them.
    const counts = await t.db.execute<{ merchants: number; emails: number }>(
      sql`select (select count(*)::int from merchants where contact_email = ${email}) as merchants,
                 (select count(*)::int from email_outbox where to_address = ${email}) as emails`,
    );
    expect(counts.rows[0]).toEqual({ merchants: 1, emails: 1 });
  });

  it('makes new merchants ACTIVE when auto-approve is on', async () => {
    await t.db.update(platformSettings).set({ autoApproveEnabled: true }).where(eq(platformSettings.id, 1));
    try {
      const res = await signup(signupBody());
      expect(res.status).toBe(201);
      expect(res.json.merchant).toMatchObject({ status: 'ACTIVE', verificationStatus: 'NOT_STARTED' });
    } finally {
      await t.db.update(platformSettings).set({ autoApproveEnabled: false }).where(eq(platformSettings.id, 1));
    }
    expect((await signup(signupBody())).json.merchant.status).toBe('PENDING_VERIFICATION');
  });

  it('limits sign-ups per address with 429', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signup(signupBody(), ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const blocked = await signup(signupBody(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe('RATE_LIMITED');
    expect(blocked.headers['retry-after']).toBeTruthy();
    expect((await signup(signupBody(), '192.0.2.78')).status).toBe(201);
  });
});

describe('login', () => {
  it('signs in with the email in any case and returns { token, user, merchant }', async () => {
    const m = await signupTestMerchant(t.app);
    const res = await login(`  ${m.email.toUpperCase()} `, m.password);
    expect(res.status).toBe(200);
    expect(res.json.user).toEqual({ id: m.userId, email: m.email, firstName: 'Ada', lastName: 'Lovelace', role: 'OWNER' });
    expect(res.json.merchant).toEqual({
      merchantId: m.merchantId,
      companyName: 'Acme Trading Ltd',
      status: 'PENDING_VERIFICATION',
      verificationStatus: 'NOT_STARTED',
    });
    expect((await me(res.json.token)).status).toBe(200);
    const actions = (await t.db.select().from(auditLogs).where(eq(auditLogs.actorEmail, m.email))).map((a) => a.action);
    expect(actions).toContain('merchant.login.success');
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const m = await signupTestMerchant(t.app);
    const wrong = await login(m.email, 'Wrong-Pass-123');
    const unknown = await login(uniqueEmail('nobody'), m.password);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
    const actions = (await t.db.select().from(auditLogs).where(eq(auditLogs.actorEmail, m.email))).map((a) => a.action);
    expect(actions).toContain('merchant.login.failure');
  });

  it('refuses missing, empty, wrong-typed and unknown fields with 400', async () => {
    for (const body of [
      {},
      { email: 'a@b.test' },
      { password: 'x' },
      { email: '', password: 'x' },
      { email: 5, password: 'x' },
      { email: 'a@b.test', password: 'x', remember: true },
    ]) {
      const res = await send('POST', '/api/merchant/login', { body });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
    }
  });

  it('locks an account after 5 failures with 429, even for the right password', async () => {
    const m = await signupTestMerchant(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(m.email, `Wrong-Pass-${i}A`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(m.email, m.password);
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe('RATE_LIMITED');
    expect(locked.headers['retry-after']).toBeTruthy();
  });

  it('limits failures per address across accounts with 429', async () => {
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login(uniqueEmail(`spray${i}`), 'Guess-Pass-1', ip)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const m = await signupTestMerchant(t.app);
    expect((await login(m.email, m.password, ip)).status).toBe(429);
    expect((await login(m.email, m.password, '198.51.100.24')).status).toBe(200);
  });

  it('refuses a suspended merchant with 403 after the password is checked, and its live tokens stop working', async () => {
    const m = await signupTestMerchant(t.app);
    const second = await login(m.email, m.password);
    expect((await me(m.token)).status).toBe(200);
    // What the admin suspension flow does.
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, m.merchantDbId));
    await revokeMerchantSessions(t.db, m.merchantDbId);

    for (const token of [m.token, second.json.token]) expect((await me(token)).status).toBe(401);
    const res = await login(m.email, m.password);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('MERCHANT_SUSPENDED');
    expect(res.json.message).toMatch(/suspended/i);
    // A wrong password still gets the ordinary answer: nothing about the account leaks.
    expect((await login(m.email, 'Wrong-Pass-123')).json).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a suspended merchant even on a session that was not revoked', async () => {
    const m = await signupTestMerchant(t.app);
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, m.merchantDbId));
    const res = await me(m.token);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('MERCHANT_SUSPENDED');
    expect((await send('GET', '/api/merchant/verification', { token: m.token })).status).toBe(403);
  });
});

describe('/me, the merchant guard and logout', () => {
  it('refuses no, malformed, forged, expired, unknown-session, wrong-type and API-key credentials', async () => {
    const m = await signupTestMerchant(t.app);
    const payload = JSON.parse(Buffer.from(m.token.split('.')[1], 'base64url').toString());
    const claims = { type: 'merchant' as const, sid: payload.sid, sub: m.userId, email: m.email };

    expect((await me()).status).toBe(401);
    expect((await me('not-a-token')).status).toBe(401);
    expect((await send('GET', '/api/merchant/me', { headers: { authorization: m.token } })).status).toBe(401);
    expect((await send('GET', '/api/merchant/me', { headers: { authorization: `Basic ${m.token}` } })).status).toBe(401);

    const forged = await signToken(deriveKeys('another-secret-another-secret-another-secret').jwt, claims, 3600);
    expect((await me(forged)).status).toBe(401);
    const [, body] = m.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.`;
    expect((await me(none)).status).toBe(401);

    const expired = await signToken(keys.jwt, claims, 60, new Date(Date.now() - 3600_000));
    const expiredRes = await me(expired);
    expect(expiredRes.status).toBe(401);
    expect(expiredRes.json.message).toMatch(/expired/i);

    const unknownSession = await signToken(keys.jwt, { ...claims, sid: '00000000-0000-4000-8000-000000000000' }, 3600);
    expect((await me(unknownSession)).status).toBe(401);
    // A real session id under another user's id.
    const other = await signupTestMerchant(t.app);
    expect((await me(await signToken(keys.jwt, { ...claims, sub: other.userId }, 3600))).status).toBe(401);

    expect((await me(m.testApiKey.secret)).status).toBe(401);

    const adminEmail = `admin-${Date.now()}@smartsplit.test`;
    await createAdmin(t.db, { email: adminEmail, password: 'Admin-Pass-123' });
    const admin = await send('POST', '/api/admin/auth/login', { body: { email: adminEmail, password: 'Admin-Pass-123' } });
    expect(admin.status).toBe(200);
    const asAdmin = await me(admin.json.token);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.json.code).toBe('FORBIDDEN');

    // And a merchant token is no admin token.
    expect((await send('GET', '/api/admin/auth/me', { token: m.token })).status).toBe(403);
  });

  it('answers /me with no-store caching', async () => {
    const m = await signupTestMerchant(t.app);
    const res = await me(m.token);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('logs out this session only; its token stops working at once', async () => {
    const m = await signupTestMerchant(t.app);
    const other = await login(m.email, m.password);
    const res = await send('POST', '/api/merchant/logout', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Logged out' });
    expect((await me(m.token)).status).toBe(401);
    expect((await send('POST', '/api/merchant/logout', { token: m.token })).status).toBe(401);
    expect((await send('GET', '/api/merchant/verification', { token: m.token })).status).toBe(401);
    expect((await me(other.json.token)).status).toBe(200);
    expect((await send('POST', '/api/merchant/logout')).status).toBe(401);
  });

  it('publishes the merchant calls in the OpenAPI document', async () => {
    const res = await call(t.app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    for (const path of ['/api/merchant/signup', '/api/merchant/login', '/api/merchant/me', '/api/merchant/logout']) expect(res.json.paths[path]).toBeTruthy();
  });
});
