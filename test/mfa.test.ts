import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, auditLogs, mfaChallenges, mfaRecoveryCodes, merchantUsers } from '@server/db/schema/index';
import { deriveKeys } from '@server/modules/auth';
import { issueEnrolmentLink } from '@server/modules/mfa';
import { createAdmin } from '@server/modules/staff';
import { randomIp, signupTestMerchant, uniqueEmail, type TestMerchant } from './support/factories';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './support/test-app';

let t: TestApp;
const keys = deriveKeys(TEST_APP_SECRET);
const ADMIN_PASSWORD = 'Admin-Mfa-Pass-1';

/**
 * The app's clock for time-limited tokens and codes, moved by the tests: every code is made for the
 * moment the app believes it is, so each step of 30 seconds is under the test's control.
 */
let clock = Date.now();
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  clock = Date.now();
  t.app.ctx.now = () => clock;
});
afterAll(async () => {
  delete t.app.ctx.now;
  await t.close();
});

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, opts: { body?: unknown; token?: string; ip?: string } = {}) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? randomIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, headers: res.headers };
}

/** The code an authenticator app shows now (by the app's clock), or `steps` steps of 30 s later. */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: clock + steps * 30_000 });
}

/** A six-digit code that is not the right one at any step the server would accept now. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => codeFor(secret, s)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

/** Both kinds of account, behind the same endpoints under different paths. */
interface Account {
  kind: 'admin' | 'merchant';
  email: string;
  password: string;
  token: string;
  id: string;
}

const paths = (kind: Account['kind']) =>
  kind === 'admin'
    ? { base: '/api/admin/auth/mfa', login: '/api/admin/auth/login', me: '/api/admin/auth/me' }
    : { base: '/api/merchant/mfa', login: '/api/merchant/login', me: '/api/merchant/me' };

async function newMerchant(): Promise<Account> {
  const m: TestMerchant = await signupTestMerchant(t.app);
  return { kind: 'merchant', email: m.email, password: m.password, token: m.token, id: m.userId };
}

async function newAdmin(): Promise<Account> {
  const email = uniqueEmail('admin');
  const created = await createAdmin(t.db, { email, password: ADMIN_PASSWORD });
  const res = await send('POST', '/api/admin/auth/login', { body: { email, password: ADMIN_PASSWORD } });
  expect(res.status).toBe(200);
  return { kind: 'admin', email, password: ADMIN_PASSWORD, token: res.json.token, id: created.id };
}

const login = (a: Account, ip?: string) => send('POST', paths(a.kind).login, { body: { email: a.email, password: a.password }, ip });
const verify = (a: Account, mfaToken: string, code: string, ip?: string) => send('POST', `${paths(a.kind).base}/verify`, { body: { mfaToken, code }, ip });
const status = (a: Account, token = a.token) => send('GET', paths(a.kind).base, { token });

/** Sets up and enables two-factor sign-in; returns the secret and the recovery codes. */
async function enable(a: Account): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await send('POST', `${paths(a.kind).base}/setup`, { token: a.token });
  expect(setup.status).toBe(200);
  const res = await send('POST', `${paths(a.kind).base}/enable`, { token: a.token, body: { code: codeFor(setup.json.secret) } });
  expect(res.status).toBe(200);
  return { secret: setup.json.secret, recoveryCodes: res.json.recoveryCodes };
}

async function challenge(a: Account): Promise<string> {
  const res = await login(a);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return res.json.mfaToken;
}

async function audits(actorId: string): Promise<string[]> {
  const rows = await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.actorId, actorId));
  return rows.map((r) => r.action);
}

describe.each(['merchant', 'admin'] as const)('two-factor sign-in for %s accounts', (kind) => {
  const make = () => (kind === 'admin' ? newAdmin() : newMerchant());
  const { base, me } = paths(kind);

  it('sets up with a new encrypted secret, replaces an unconfirmed one, and turns on only with a right code', async () => {
    const a = await make();
    expect((await status(a)).json).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, setupPending: false });

    const first = await send('POST', `${base}/setup`, { token: a.token });
    expect(first.status).toBe(200);
    expect(first.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.json.otpauthUrl).toContain(`secret=${first.json.secret}`);
    expect(first.json.otpauthUrl).toMatch(/^otpauth:\/\/totp\/SmartSplit:.*algorithm=SHA1&digits=6&period=30/);
    expect(first.json.qrSvg).toMatch(/^<svg[^>]*>/);
    expect((await status(a)).json).toMatchObject({ enabled: false, setupPending: true });

    const second = await send('POST', `${base}/setup`, { token: a.token });
    expect(second.json.secret).not.toBe(first.json.secret);
    const table = kind === 'admin' ? admins : merchantUsers;
    const [row] = await t.db.select({ secret: table.mfaSecret }).from(table).where(eq(table.id, a.id));
    expect(row!.secret).toMatch(/^v2\.k[0-9a-f]{12}\./);
    expect(row!.secret).not.toContain(second.json.secret);

    // The first secret no longer counts, a wrong code is refused, and neither turns it on.
    for (const code of [codeFor(first.json.secret), wrongCode(second.json.secret), '12345', 'abcdef']) {
      const res = await send('POST', `${base}/enable`, { token: a.token, body: { code } });
      expect(res.status, code).toBe(400);
    }
    expect((await status(a)).json.enabled).toBe(false);

    const on = await send('POST', `${base}/enable`, { token: a.token, body: { code: codeFor(second.json.secret) } });
    expect(on.status).toBe(200);
    expect(on.json.recoveryCodes).toHaveLength(10);
    expect(new Set(on.json.recoveryCodes).size).toBe(10);
    for (const code of on.json.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect((await status(a)).json).toMatchObject({ enabled: true, recoveryCodesLeft: 10, setupPending: false });

    // Once on, neither a new setup nor a second enable may swap the secret.
    expect((await send('POST', `${base}/setup`, { token: a.token })).json.code).toBe('MFA_ALREADY_ENABLED');
    expect((await send('POST', `${base}/enable`, { token: a.token, body: { code: codeFor(second.json.secret, 1) } })).status).toBe(409);

    // Only keyed hashes of the recovery codes are stored.
    const stored = await t.db.execute<{ row: string }>(sql`select t::text as row from mfa_recovery_codes t`);
    const text = stored.rows.map((r) => r.row).join('\n');
    for (const code of on.json.recoveryCodes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace(/-/g, ''));
    }
    expect(await audits(a.id)).toEqual(expect.arrayContaining([`${kind}.mfa.setup`, `${kind}.mfa.enable`]));
  });

  it('needs a valid code after the password, and a code works once', async () => {
    const a = await make();
    const { secret } = await enable(a);

    const mfaToken = await challenge(a);
    // The challenge token is not a session.
    expect([401, 403]).toContain((await send('GET', me, { token: mfaToken })).status);
    expect([401, 403]).toContain((await send('GET', base, { token: mfaToken })).status);

    advance(30);
    const code = codeFor(secret);
    const ok = await verify(a, mfaToken, code);
    expect(ok.status).toBe(200);
    expect(ok.json.token).toEqual(expect.any(String));
    if (kind === 'merchant') expect(ok.json.user.email).toBe(a.email);
    else expect(ok.json.admin.email).toBe(a.email);
    expect((await send('GET', me, { token: ok.json.token })).status).toBe(200);

    // The spent token, and the same code on a fresh challenge, are both refused.
    expect((await verify(a, mfaToken, codeFor(secret, 1))).json.code).toBe('MFA_TOKEN_INVALID');
    const replay = await verify(a, await challenge(a), code);
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('MFA_CODE_USED');
    // An older step is no better than the same one.
    expect((await verify(a, await challenge(a), codeFor(secret, -1))).status).toBe(401);
    expect(await audits(a.id)).toEqual(expect.arrayContaining([`${kind}.login.mfa_challenge`, `${kind}.login.success`]));
  });

  it('accepts a recovery code once, however it is typed', async () => {
    const a = await make();
    const { recoveryCodes } = await enable(a);
    const [code] = recoveryCodes as [string];

    const ok = await verify(a, await challenge(a), `  ${code.toUpperCase().replace(/-/g, ' ')} `);
    expect(ok.status).toBe(200);
    expect((await send('GET', me, { token: ok.json.token })).status).toBe(200);
    expect((await status(a)).json.recoveryCodesLeft).toBe(9);

    const again = await verify(a, await challenge(a), code);
    expect(again.status).toBe(401);
    expect(again.json.code).toBe('MFA_CODE_USED');
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mfaRecoveryCodes)
      .where(and(eq(kind === 'admin' ? mfaRecoveryCodes.adminId : mfaRecoveryCodes.merchantUserId, a.id), sql`used_at is not null`));
    expect(row!.n).toBe(1);
    expect(await audits(a.id)).toContain(`${kind}.mfa.recovery_code_used`);
  });

  it('refuses an expired challenge, by the clock or in the database', async () => {
    const a = await make();
    const { secret } = await enable(a);

    const stale = await challenge(a);
    advance(5 * 60 + 1);
    const late = await verify(a, stale, codeFor(secret));
    expect(late.status).toBe(401);
    expect(late.json.code).toBe('MFA_TOKEN_INVALID');

    const token = await challenge(a);
    const owner = kind === 'admin' ? mfaChallenges.adminId : mfaChallenges.merchantUserId;
    await t.db
      .update(mfaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(owner, a.id), sql`${mfaChallenges.usedAt} is null`));
    expect((await verify(a, token, codeFor(secret, 1))).status).toBe(401);
  });

  it('refuses forged tokens, session tokens and tokens of the other kind', async () => {
    const a = await make();
    const { secret } = await enable(a);
    const genuine = await challenge(a);
    const payload = JSON.parse(Buffer.from(genuine.split('.')[1]!, 'base64url').toString());
    expect(payload.type).toBe('mfa');

    const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const otherKind = await new SignJWT({ ...payload, kind: kind === 'admin' ? 'merchant' : 'admin' }).setProtectedHeader({ alg: 'HS256' }).sign(keys.jwt);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${genuine.split('.')[1]}.`;
    for (const token of [forged, otherKind, none, a.token, 'not-a-token']) {
      const res = await verify(a, token, codeFor(secret, 1));
      expect(res.status, token).toBe(401);
    }
    // The genuine token at the other kind's verify endpoint.
    const other = kind === 'admin' ? '/api/merchant/mfa/verify' : '/api/admin/auth/mfa/verify';
    expect((await send('POST', other, { body: { mfaToken: genuine, code: codeFor(secret, 1) } })).status).toBe(401);
    // And still usable where it belongs, since none of those spent it.
    expect((await verify(a, genuine, codeFor(secret, 1))).status).toBe(200);

    for (const body of [
      {},
      { mfaToken: genuine },
      { code: '123456' },
      { mfaToken: genuine, code: '' },
      { mfaToken: 1, code: '123456' },
      { mfaToken: genuine, code: '123456', extra: 1 },
    ]) {
      expect((await send('POST', `${base}/verify`, { body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('ends a challenge after five wrong codes and rate-limits the account with 429 and Retry-After', async () => {
    const a = await make();
    const { secret } = await enable(a);
    const wrong = wrongCode(secret);

    const first = await challenge(a);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(a, first, wrong);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('INVALID_MFA_CODE');
    }
    const fifth = await verify(a, first, wrong);
    expect(fifth.json.code).toBe('MFA_CHALLENGE_ENDED');
    // Ended: not even the right code opens it now.
    expect((await verify(a, first, codeFor(secret, 1))).status).toBe(401);

    // Five more on a new challenge use up the account's allowance of ten.
    const second = await challenge(a);
    for (let i = 1; i <= 5; i++) expect((await verify(a, second, wrong)).status).toBe(401);
    const limited = await verify(a, await challenge(a), codeFor(secret, 1));
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/Try again in \d+ minutes?/);

    expect(await audits(a.id)).toEqual(expect.arrayContaining([`${kind}.mfa.verify.challenge_ended`, `${kind}.mfa.verify.locked`]));
  });

  it('turns off only with the password and a code (or a recovery code)', async () => {
    const a = await make();
    const { secret, recoveryCodes } = await enable(a);
    advance(30);

    const badPassword = await send('POST', `${base}/disable`, { token: a.token, body: { password: 'Wrong-Pass-123', code: codeFor(secret) } });
    expect(badPassword.status).toBe(400);
    expect(badPassword.json.field).toBe('password');
    const badCode = await send('POST', `${base}/disable`, { token: a.token, body: { password: a.password, code: wrongCode(secret) } });
    expect(badCode.status).toBe(400);
    expect(badCode.json.field).toBe('code');
    expect((await send('POST', `${base}/disable`, { token: a.token, body: { password: a.password } })).status).toBe(400);
    expect((await send('POST', `${base}/disable`, { body: { password: a.password, code: codeFor(secret) } })).status).toBe(401);
    expect((await status(a)).json.enabled).toBe(true);

    const off = await send('POST', `${base}/disable`, {
      token: a.token,
      body: { password: a.password, code: kind === 'admin' ? recoveryCodes[3] : codeFor(secret) },
    });
    expect(off.status).toBe(200);
    expect((await status(a)).json).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, setupPending: false });
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mfaRecoveryCodes)
      .where(eq(kind === 'admin' ? mfaRecoveryCodes.adminId : mfaRecoveryCodes.merchantUserId, a.id));
    expect(left!.n).toBe(0);

    // The password alone signs in again, and turning off twice is a conflict.
    const plain = await login(a);
    expect(plain.json.token).toEqual(expect.any(String));
    expect((await send('POST', `${base}/disable`, { token: a.token, body: { password: a.password, code: codeFor(secret, 1) } })).status).toBe(409);
    expect(await audits(a.id)).toEqual(expect.arrayContaining([`${kind}.mfa.disable`, `${kind}.mfa.disable.failure`]));
  });

  it('keeps pending challenges from outliving a disable', async () => {
    const a = await make();
    const { secret } = await enable(a);
    const pending = await challenge(a);
    advance(30);
    expect((await send('POST', `${base}/disable`, { token: a.token, body: { password: a.password, code: codeFor(secret) } })).status).toBe(200);
    const challenges = await t.db
      .select()
      .from(mfaChallenges)
      .where(eq(kind === 'admin' ? mfaChallenges.adminId : mfaChallenges.merchantUserId, a.id));
    expect(challenges.every((c) => c.usedAt !== null)).toBe(true);
    expect((await verify(a, pending, codeFor(secret, 1))).status).toBe(401);
  });

  it('needs a session for setup, enable, disable and status', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', `${base}/setup`],
      ['POST', `${base}/enable`],
      ['POST', `${base}/disable`],
    ] as const) {
      expect((await send(method, url, { body: method === 'POST' ? { code: '123456', password: 'x' } : undefined })).status, url).toBe(401);
    }
  });
});

describe('sessions of the other kind', () => {
  it('a merchant session cannot reach the admin two-factor endpoints, nor an admin session the merchant ones', async () => {
    const m = await newMerchant();
    const a = await newAdmin();
    expect((await send('GET', '/api/admin/auth/mfa', { token: m.token })).status).toBe(403);
    expect((await send('POST', '/api/admin/auth/mfa/setup', { token: m.token })).status).toBe(403);
    expect((await send('GET', '/api/merchant/mfa', { token: a.token })).status).toBe(403);
    expect((await send('POST', '/api/merchant/mfa/setup', { token: a.token })).status).toBe(403);
  });

  it('one merchant user turning it on leaves another of a different merchant untouched', async () => {
    const first = await newMerchant();
    const second = await newMerchant();
    await enable(first);
    expect((await status(second)).json.enabled).toBe(false);
    expect((await login(second)).json.token).toEqual(expect.any(String));
  });
});

describe('requireAdminMfa', () => {
  it('makes an admin without two-factor sign-in enrol before anything else, and the dashboard counts them', async () => {
    const boss = await newAdmin();
    await enable(boss);
    // The boss now needs a code to sign in; the session from before still works.
    const coverageBefore = (await send('GET', '/api/admin/auth/mfa/coverage', { token: boss.token })).json;
    const [counted] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(admins)
      .where(sql`deactivated_at is null and mfa_enabled_at is null`);
    expect(coverageBefore).toEqual({ activeAdmins: expect.any(Number), withoutMfa: counted!.n, required: false });

    const on = await send('PATCH', '/api/admin/settings', { token: boss.token, body: { requireAdminMfa: true } });
    expect(on.status).toBe(200);
    expect(on.json.settings.requireAdminMfa).toBe(true);
    expect((await send('GET', '/api/admin/settings', { token: boss.token })).json.requireAdminMfa).toBe(true);

    const newcomer = await newAdmin();
    // The password alone opens nothing: it emails a link, and the session the link opens may enrol
    // (test/mfa-enrolment-link.test.ts follows the email itself; here the link is issued directly).
    const emailed = await login(newcomer);
    expect(emailed.status).toBe(200);
    expect(emailed.json.mfaEnrolmentEmailSent).toBe(true);
    const link = await issueEnrolmentLink(t.db, keys.mfaEnrolment, newcomer.id, new Date(clock));
    const signIn = await send('POST', '/api/admin/auth/mfa/enrolment-link/confirm', { body: { token: link } });
    expect(signIn.status).toBe(200);
    expect(signIn.json.mfaEnrolmentRequired).toBe(true);
    const token = signIn.json.token as string;

    for (const url of ['/api/admin/stats', '/api/admin/settings', '/api/admin/merchants', '/api/admin/auth/mfa/coverage']) {
      const res = await send('GET', url, { token });
      expect(res.status, url).toBe(403);
      expect(res.json.code).toBe('MFA_ENROLMENT_REQUIRED');
    }
    expect(
      (await send('POST', '/api/admin/auth/password', { token, body: { currentPassword: ADMIN_PASSWORD, newPassword: 'Another-Pass-9' } })).json.code,
    ).toBe('MFA_ENROLMENT_REQUIRED');
    const meRes = await send('GET', '/api/admin/auth/me', { token });
    expect(meRes.status).toBe(200);
    expect(meRes.json.mfaEnrolmentRequired).toBe(true);
    expect((await send('GET', '/api/admin/auth/mfa', { token })).status).toBe(200);

    const setup = await send('POST', '/api/admin/auth/mfa/setup', { token });
    expect(setup.status).toBe(200);
    expect((await send('POST', '/api/admin/auth/mfa/enable', { token, body: { code: codeFor(setup.json.secret) } })).status).toBe(200);

    expect((await send('GET', '/api/admin/stats', { token })).status).toBe(200);
    expect((await send('GET', '/api/admin/auth/me', { token })).json.mfaEnrolmentRequired).toBe(false);
    // The boss (already enrolled) was never held up.
    expect((await send('GET', '/api/admin/stats', { token: boss.token })).status).toBe(200);
    const coverage = (await send('GET', '/api/admin/auth/mfa/coverage', { token: boss.token })).json;
    expect(coverage.required).toBe(true);
    expect(coverage.withoutMfa).toBe(counted!.n);

    // Logout stays open during enrolment.
    const late = await newAdmin();
    const lateSession = (
      await send('POST', '/api/admin/auth/mfa/enrolment-link/confirm', {
        body: { token: await issueEnrolmentLink(t.db, keys.mfaEnrolment, late.id, new Date(clock)) },
      })
    ).json.token as string;
    expect((await send('POST', '/api/admin/auth/logout', { token: lateSession })).status).toBe(200);

    // With the setting off, nobody is held up.
    const off = await send('PATCH', '/api/admin/settings', { token: boss.token, body: { requireAdminMfa: false } });
    expect(off.status).toBe(200);
    const relaxed = await login(await newAdmin());
    expect(relaxed.json.mfaEnrolmentRequired).toBeUndefined();
    expect((await send('GET', '/api/admin/stats', { token: relaxed.json.token })).status).toBe(200);
  });
});
