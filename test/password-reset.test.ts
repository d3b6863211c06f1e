import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_REQUESTED_MESSAGE } from '@contract/account-security';
import { admins, auditLogs, emailOutbox, passwordResetTokens } from '@server/db/schema/index';
import { deriveKeys } from '@server/modules/auth';
import { createAdmin } from '@server/modules/staff';
import { adminSession, ADMIN_PASSWORD } from './support/admin-fixtures';
import { drainOutbox, expectRetryAfterMatchesMessage, mailTo, resetTokenFrom, send } from './support/account-security';
import { randomIp, signupTestMerchant, uniqueEmail } from './support/factories';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './support/test-app';

/**
 * "Forgot your password?" for merchant users and admins, through the real API and a real SMTP
 * server on loopback. Expiry uses the app's test clock (AppContext.now): the tests move it past
 * the 30 minutes instead of waiting.
 */

const BASE = 'https://smartsplit.example';
const NEW_PASSWORD = 'Brand-New-Pass-42';
const MERCHANT_RESET = '/merchant-portal/reset-password';
const ADMIN_RESET = '/admin/reset-password';

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>', PUBLIC_URL: BASE });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  await drainOutbox(t.app);
  sink.messages.length = 0;
});
afterEach(() => {
  t.app.ctx.now = undefined;
});

const merchantRequest = (email: unknown, ip = randomIp()) => send(t.app, 'POST', '/api/merchant/password-reset/request', { body: { email }, ip });
const merchantConfirm = (body: unknown, ip = randomIp()) => send(t.app, 'POST', '/api/merchant/password-reset/confirm', { body, ip });
const adminRequest = (email: unknown, ip = randomIp()) => send(t.app, 'POST', '/api/admin/auth/password-reset/request', { body: { email }, ip });
const adminConfirm = (body: unknown, ip = randomIp()) => send(t.app, 'POST', '/api/admin/auth/password-reset/confirm', { body, ip });
const merchantLogin = (email: string, password: string) => send(t.app, 'POST', '/api/merchant/login', { body: { email, password } });
const adminLogin = (email: string, password: string) => send(t.app, 'POST', '/api/admin/auth/login', { body: { email, password } });
const minutesFromNow = (minutes: number) => {
  const offset = minutes * 60_000;
  t.app.ctx.now = () => Date.now() + offset;
};

async function outboxCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
  return row!.n;
}

async function actions(targetId: string): Promise<string[]> {
  const rows = await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.targetId, targetId)).orderBy(auditLogs.id);
  return rows.map((r) => r.action);
}

describe('merchant password reset', () => {
  it('emails a link, sets the new password with it, signs out every session and says so by email', async () => {
    const m = await signupTestMerchant(t.app);
    await drainOutbox(t.app);
    expect((await send(t.app, 'GET', '/api/merchant/me', { token: m.token })).status).toBe(200);

    const requested = await merchantRequest(m.email.toUpperCase());
    expect(requested.status).toBe(202);
    expect(requested.json).toEqual({ message: RESET_REQUESTED_MESSAGE });

    const { token, link } = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    expect(link).toBe(`${BASE}${MERCHANT_RESET}?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [mail] = await mailTo(t.app, sink, m.email, 'Reset your SmartSplit password');
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain('30 minutes');

    // Only a keyed hash is stored: neither the token nor a plain hash of it.
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.merchantUserId, m.userId));
    expect(row!.tokenHash).toBe(createHmac('sha256', deriveKeys(TEST_APP_SECRET).passwordReset).update(token).digest('hex'));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);

    const confirmed = await merchantConfirm({ token, password: NEW_PASSWORD });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toMatch(/Sign in with your new password/);

    expect((await send(t.app, 'GET', '/api/merchant/me', { token: m.token })).status).toBe(401);
    expect((await merchantLogin(m.email, m.password)).status).toBe(401);
    const login = await merchantLogin(m.email, NEW_PASSWORD);
    expect(login.status).toBe(200);
    expect((await send(t.app, 'GET', '/api/merchant/me', { token: login.json.token })).status).toBe(200);

    const changed = await mailTo(t.app, sink, m.email, 'Your SmartSplit password was changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toContain('every session was signed out');
    expect(await actions(m.userId)).toEqual(expect.arrayContaining(['merchant.password_reset.request', 'merchant.password_reset.confirm']));
  });

  it('refuses the same token a second time', async () => {
    const m = await signupTestMerchant(t.app);
    await merchantRequest(m.email);
    const { token } = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    expect((await merchantConfirm({ token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await merchantConfirm({ token, password: 'Yet-Another-Pass-7' });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ code: 'INVALID_RESET_TOKEN', message: expect.stringMatching(/invalid, has been used or has expired/) });
    expect((await merchantLogin(m.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('honours a token for 30 minutes by the app clock, and not after', async () => {
    const m = await signupTestMerchant(t.app);
    await merchantRequest(m.email);
    const first = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    minutesFromNow(30);
    const late = await merchantConfirm({ token: first.token, password: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(late.json.code).toBe('INVALID_RESET_TOKEN');

    t.app.ctx.now = undefined;
    sink.messages.length = 0;
    await merchantRequest(m.email);
    const second = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    minutesFromNow(29);
    expect((await merchantConfirm({ token: second.token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('voids the older token when a newer one is requested', async () => {
    const m = await signupTestMerchant(t.app);
    await merchantRequest(m.email);
    const older = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    await merchantRequest(m.email);
    const newer = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    expect(newer.token).not.toBe(older.token);
    expect((await merchantConfirm({ token: older.token, password: NEW_PASSWORD })).json.code).toBe('INVALID_RESET_TOKEN');
    expect((await merchantConfirm({ token: newer.token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const m = await signupTestMerchant(t.app);
    await drainOutbox(t.app);
    const known = await merchantRequest(m.email);
    const before = await outboxCount();
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await merchantRequest(unknownEmail);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(await outboxCount()).toBe(before);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, unknownEmail))).toHaveLength(0);
    await drainOutbox(t.app);
    expect(sink.to(unknownEmail)).toHaveLength(0);
    // Audited all the same, without a target.
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorEmail, unknownEmail), eq(auditLogs.action, 'merchant.password_reset.request')));
    expect(audit).toMatchObject({ actorType: 'anonymous', targetId: null, after: JSON.stringify({ sent: false }) });
  });

  it('refuses forged, malformed and wrong-kind tokens, and weak or missing passwords', async () => {
    const m = await signupTestMerchant(t.app);
    await merchantRequest(m.email);
    const { token } = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    const ip = randomIp();
    for (const forged of ['A'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'short', `${token}x`, ' '.repeat(10)]) {
      const res = await merchantConfirm({ token: forged, password: NEW_PASSWORD }, ip);
      expect(res.status, forged).toBe(400);
      expect(res.json.code).toBe('INVALID_RESET_TOKEN');
    }
    // A merchant token means nothing to the admin endpoint.
    expect((await adminConfirm({ token, password: NEW_PASSWORD })).json.code).toBe('INVALID_RESET_TOKEN');

    const weak = await merchantConfirm({ token, password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
    for (const body of [{ token }, { password: NEW_PASSWORD }, { token: 42, password: NEW_PASSWORD }, { token, password: NEW_PASSWORD, extra: 1 }, []]) {
      const res = await merchantConfirm(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
    }
    for (const email of ['', 'not-an-email', 42, null]) {
      expect((await merchantRequest(email)).status, String(email)).toBe(400);
    }
    // None of that used the real token up.
    expect((await merchantConfirm({ token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('limits requests per email and per address with a Retry-After that matches the message', async () => {
    const m = await signupTestMerchant(t.app);
    for (let i = 0; i < 3; i += 1) expect((await merchantRequest(m.email)).status).toBe(202);
    const perEmail = await merchantRequest(m.email);
    expectRetryAfterMatchesMessage(perEmail);
    expect(perEmail.json.message).toMatch(/Too many password reset emails for this address/);
    // The same limit applies to an address without an account, so it reveals nothing either.
    const stranger = uniqueEmail('stranger');
    for (let i = 0; i < 3; i += 1) await merchantRequest(stranger);
    expect((await merchantRequest(stranger)).status).toBe(429);

    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await merchantRequest(uniqueEmail('burst'), ip)).status).toBe(202);
    const perIp = await merchantRequest(uniqueEmail('burst'), ip);
    expectRetryAfterMatchesMessage(perIp);
    expect(perIp.json.message).toMatch(/from this address/);
  });

  it('stops looking at tokens from an address after 10 that do not work', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await merchantConfirm({ token: 'B'.repeat(43), password: NEW_PASSWORD }, ip)).status).toBe(400);
    const limited = await merchantConfirm({ token: 'B'.repeat(43), password: NEW_PASSWORD }, ip);
    expectRetryAfterMatchesMessage(limited);
  });

  it('ends a sign-in lockout once the password is reset', async () => {
    const m = await signupTestMerchant(t.app);
    for (let i = 0; i < 5; i += 1) await merchantLogin(m.email, 'Wrong-Passw0rd');
    expect((await merchantLogin(m.email, m.password)).status).toBe(429);
    await merchantRequest(m.email);
    const { token } = await resetTokenFrom(t.app, sink, m.email, MERCHANT_RESET);
    expect((await merchantConfirm({ token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await merchantLogin(m.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('admin password reset', () => {
  async function newAdmin(tag: string) {
    const email = `${tag}-${Date.now().toString(36)}@smartsplit.test`;
    const created = await createAdmin(t.db, { email, password: ADMIN_PASSWORD });
    return { id: created.id, email };
  }

  it('emails a link to the admin reset page, sets the password and signs out every admin session', async () => {
    const a = await newAdmin('reset');
    const session = await adminLogin(a.email, ADMIN_PASSWORD);
    expect((await adminRequest(a.email)).json).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const { token, link } = await resetTokenFrom(t.app, sink, a.email, ADMIN_RESET);
    expect(link).toBe(`${BASE}${ADMIN_RESET}?token=${token}`);
    // An admin token means nothing to the merchant endpoint.
    expect((await merchantConfirm({ token, password: NEW_PASSWORD })).json.code).toBe('INVALID_RESET_TOKEN');

    expect((await adminConfirm({ token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await send(t.app, 'GET', '/api/admin/auth/me', { token: session.json.token })).status).toBe(401);
    expect((await adminLogin(a.email, ADMIN_PASSWORD)).status).toBe(401);
    expect((await adminLogin(a.email, NEW_PASSWORD)).status).toBe(200);
    expect(await mailTo(t.app, sink, a.email, 'Your SmartSplit password was changed')).toHaveLength(1);
    expect((await adminConfirm({ token, password: 'Other-Passw0rd-9' })).json.code).toBe('INVALID_RESET_TOKEN');
    expect(await actions(a.id)).toEqual(expect.arrayContaining(['admin.password_reset.request', 'admin.password_reset.confirm']));

    minutesFromNow(31);
    await adminRequest(a.email);
    const late = await resetTokenFrom(t.app, sink, a.email, ADMIN_RESET);
    // Issued by the same clock, so 31 minutes on it is still fresh; a further 30 expire it.
    minutesFromNow(61);
    expect((await adminConfirm({ token: late.token, password: NEW_PASSWORD })).json.code).toBe('INVALID_RESET_TOKEN');
  });

  it('sends a deactivated admin nothing, with the same answer, and refuses a link issued before deactivation', async () => {
    const a = await newAdmin('gone');
    await adminRequest(a.email);
    const { token } = await resetTokenFrom(t.app, sink, a.email, ADMIN_RESET);
    await t.db.update(admins).set({ deactivatedAt: new Date() }).where(eq(admins.id, a.id));
    sink.messages.length = 0;
    const before = await outboxCount();
    const res = await adminRequest(a.email);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await outboxCount()).toBe(before);
    expect((await adminConfirm({ token, password: NEW_PASSWORD })).json.code).toBe('INVALID_RESET_TOKEN');
  });

  it('answers an unknown admin email the same, sending nothing', async () => {
    const before = await outboxCount();
    const res = await adminRequest(uniqueEmail('nobody'));
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await outboxCount()).toBe(before);
  });

  describe('a super admin sending a reset to another admin', () => {
    it('emails the other admin a link and audits who sent it', async () => {
      const boss = await adminSession(t, 'boss');
      const a = await newAdmin('helped');
      const res = await send(t.app, 'POST', `/api/admin/admins/${a.id}/password-reset`, { token: boss.token });
      expect(res.status).toBe(202);
      expect(res.json.message).toBe(`A password reset link was sent to ${a.email}. It works for 30 minutes.`);
      const [mail] = await mailTo(t.app, sink, a.email, 'Reset your SmartSplit password');
      expect(mail!.text).toContain('A SmartSplit administrator has sent you a link');
      const { token } = await resetTokenFrom(t.app, sink, a.email, ADMIN_RESET);
      expect((await adminConfirm({ token, password: NEW_PASSWORD })).status).toBe(200);
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'admin.password_reset.send'), eq(auditLogs.targetId, a.id)));
      expect(audit).toMatchObject({ actorType: 'admin', actorId: boss.id, actorEmail: boss.email });
    });

    it('is for super admins only, and refuses unknown, malformed and deactivated admins', async () => {
      const boss = await adminSession(t, 'boss');
      const ops = await adminSession(t, 'ops');
      await t.db.update(admins).set({ role: 'OPERATIONS' }).where(eq(admins.id, ops.id));
      const a = await newAdmin('target');
      const forbidden = await send(t.app, 'POST', `/api/admin/admins/${a.id}/password-reset`, { token: ops.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.json.code).toBe('FORBIDDEN_ROLE');
      expect((await send(t.app, 'POST', '/api/admin/admins/00000000-0000-4000-8000-000000000000/password-reset', { token: boss.token })).status).toBe(404);
      expect((await send(t.app, 'POST', '/api/admin/admins/not-a-uuid/password-reset', { token: boss.token })).status).toBe(400);
      expect((await send(t.app, 'POST', `/api/admin/admins/${a.id}/password-reset`)).status).toBe(401);
      await t.db.update(admins).set({ deactivatedAt: new Date() }).where(eq(admins.id, a.id));
      const deactivated = await send(t.app, 'POST', `/api/admin/admins/${a.id}/password-reset`, { token: boss.token });
      expect(deactivated.status).toBe(409);
      expect(deactivated.json.code).toBe('ADMIN_DEACTIVATED');
    });

    it('counts against the per-address limit', async () => {
      const boss = await adminSession(t, 'boss');
      const a = await newAdmin('flooded');
      for (let i = 0; i < 3; i += 1) expect((await send(t.app, 'POST', `/api/admin/admins/${a.id}/password-reset`, { token: boss.token })).status).toBe(202);
      expectRetryAfterMatchesMessage(await send(t.app, 'POST', `/api/admin/admins/${a.id}/password-reset`, { token: boss.token }));
      expectRetryAfterMatchesMessage(await adminRequest(a.email));
    });
  });
});
