import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, merchantUsers, passwordResetTokens, sessions } from '@server/db/schema/index';
import { hashPassword } from '@server/modules/auth';
import { createAdmin } from '@server/modules/staff';
import { ADMIN_PASSWORD } from './support/admin-fixtures';
import { drainOutbox, expectRetryAfterMatchesMessage, mailTo, send } from './support/account-security';
import { randomIp, signupTestMerchant, type TestMerchant } from './support/factories';
import { holdsFor } from './support/helpers';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Changing a password while signed in, and each user's list of live sessions: two logins are two
 * devices, each with its own address and browser.
 */

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Changed-Pass-2026';

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://smartsplit.example' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  await drainOutbox(t.app);
  sink.messages.length = 0;
});

interface Device {
  token: string;
  ip: string;
  sessionId: string;
}

const sessionIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;

async function merchantDevice(m: TestMerchant, userAgent: string, password = m.password): Promise<Device> {
  const ip = randomIp();
  const res = await send(t.app, 'POST', '/api/merchant/login', { body: { email: m.email, password }, ip, userAgent });
  expect(res.status).toBe(200);
  return { token: res.json.token, ip, sessionId: sessionIdOf(res.json.token) };
}

async function adminDevice(email: string, userAgent: string, password = ADMIN_PASSWORD): Promise<Device> {
  const ip = randomIp();
  const res = await send(t.app, 'POST', '/api/admin/auth/login', { body: { email, password }, ip, userAgent });
  expect(res.status).toBe(200);
  return { token: res.json.token, ip, sessionId: sessionIdOf(res.json.token) };
}

const me = (d: Device) => send(t.app, 'GET', '/api/merchant/me', { token: d.token });
const adminMe = (d: Device) => send(t.app, 'GET', '/api/admin/auth/me', { token: d.token });

async function newAdmin(tag: string): Promise<string> {
  const email = `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@smartsplit.test`;
  await createAdmin(t.db, { email, password: ADMIN_PASSWORD });
  return email;
}

describe('merchant sessions', () => {
  it('lists live sessions with when, where and which browser, marking the current one', async () => {
    const m = await signupTestMerchant(t.app);
    const laptop = await merchantDevice(m, FIREFOX);
    const phone = await merchantDevice(m, SAFARI);
    const res = await send(t.app, 'GET', '/api/merchant/sessions', { token: laptop.token });
    expect(res.status).toBe(200);
    // The sign-up session, and the two logins.
    expect(res.json.sessions).toHaveLength(3);
    expect(res.json.sessions.filter((s: { current: boolean }) => s.current).map((s: { id: string }) => s.id)).toEqual([laptop.sessionId]);
    // This device first, then the most recently used.
    expect(res.json.sessions.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([laptop.sessionId, phone.sessionId]);
    const phoneRow = res.json.sessions.find((s: { id: string }) => s.id === phone.sessionId);
    expect(phoneRow).toMatchObject({ ip: phone.ip, userAgent: SAFARI, current: false });
    expect(Date.parse(phoneRow.createdAt)).not.toBeNaN();
    expect(Date.parse(phoneRow.lastUsedAt)).not.toBeNaN();
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('ends one session from another device: its next call is 401, this one carries on', async () => {
    const m = await signupTestMerchant(t.app);
    const laptop = await merchantDevice(m, FIREFOX);
    const phone = await merchantDevice(m, SAFARI);
    expect((await me(phone)).status).toBe(200);
    const ended = await send(t.app, 'DELETE', `/api/merchant/sessions/${phone.sessionId}`, { token: laptop.token });
    expect(ended.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    const listed = await send(t.app, 'GET', '/api/merchant/sessions', { token: laptop.token });
    expect(listed.json.sessions.map((s: { id: string }) => s.id)).not.toContain(phone.sessionId);
    // Already ended: nothing to end.
    expect((await send(t.app, 'DELETE', `/api/merchant/sessions/${phone.sessionId}`, { token: laptop.token })).status).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant.session.revoke'), eq(auditLogs.targetId, phone.sessionId)));
    expect(audit).toMatchObject({ actorType: 'merchant', actorId: m.userId });
  });

  it("answers 404 for another user's session, even one of the same merchant's admin panel twin", async () => {
    const mine = await signupTestMerchant(t.app);
    const theirs = await signupTestMerchant(t.app);
    const myDevice = await merchantDevice(mine, FIREFOX);
    const theirDevice = await merchantDevice(theirs, SAFARI);
    const res = await send(t.app, 'DELETE', `/api/merchant/sessions/${theirDevice.sessionId}`, { token: myDevice.token });
    expect(res.status).toBe(404);
    expect((await me(theirDevice)).status).toBe(200);
    // An admin's session is nobody's merchant session.
    const admin = await adminDevice(await newAdmin('twin'), FIREFOX);
    expect((await send(t.app, 'DELETE', `/api/merchant/sessions/${admin.sessionId}`, { token: myDevice.token })).status).toBe(404);
    expect((await adminMe(admin)).status).toBe(200);
    expect((await send(t.app, 'DELETE', '/api/merchant/sessions/00000000-0000-4000-8000-000000000000', { token: myDevice.token })).status).toBe(404);
    const malformed = await send(t.app, 'DELETE', "/api/merchant/sessions/1' or '1'='1", { token: myDevice.token });
    expect(malformed.status).toBe(400);
    expect((await send(t.app, 'DELETE', `/api/merchant/sessions/${theirDevice.sessionId}`)).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/merchant/sessions', { token: admin.token })).status).toBe(403);
  });

  it("keeps a teammate's sessions out of the list and out of reach", async () => {
    const owner = await signupTestMerchant(t.app);
    const email = `teammate-${Date.now().toString(36)}@example.test`;
    await t.db.insert(merchantUsers).values({
      merchantId: owner.merchantDbId,
      email,
      firstName: 'Team',
      lastName: 'Mate',
      role: 'DEVELOPER',
      passwordHash: await hashPassword(owner.password),
    });
    const teammate = await merchantDevice({ ...owner, email }, SAFARI);
    const ownerDevice = await merchantDevice(owner, FIREFOX);
    const listed = await send(t.app, 'GET', '/api/merchant/sessions', { token: ownerDevice.token });
    expect(listed.json.sessions.map((s: { id: string }) => s.id)).not.toContain(teammate.sessionId);
    expect((await send(t.app, 'DELETE', `/api/merchant/sessions/${teammate.sessionId}`, { token: ownerDevice.token })).status).toBe(404);
    expect((await send(t.app, 'POST', '/api/merchant/sessions/revoke-others', { token: ownerDevice.token })).status).toBe(200);
    expect((await me(teammate)).status).toBe(200);
  });

  it('signs out everywhere else, leaving only the current session', async () => {
    const m = await signupTestMerchant(t.app);
    const laptop = await merchantDevice(m, FIREFOX);
    const phone = await merchantDevice(m, SAFARI);
    const res = await send(t.app, 'POST', '/api/merchant/sessions/revoke-others', { token: laptop.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Signed out 2 other sessions', revoked: 2 });
    expect((await me(phone)).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/merchant/me', { token: m.token })).status).toBe(401);
    const listed = await send(t.app, 'GET', '/api/merchant/sessions', { token: laptop.token });
    expect(listed.json.sessions).toEqual([expect.objectContaining({ id: laptop.sessionId, current: true })]);
    expect((await send(t.app, 'POST', '/api/merchant/sessions/revoke-others', { token: laptop.token })).json.revoked).toBe(0);
  });

  it('stamps last use at most once a minute', async () => {
    const m = await signupTestMerchant(t.app);
    const laptop = await merchantDevice(m, FIREFOX);
    const stamp = async () => (await t.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, laptop.sessionId)))[0]!.at!;

    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '30 seconds'` })
      .where(eq(sessions.id, laptop.sessionId));
    const recent = await stamp();
    expect((await me(laptop)).status).toBe(200);
    await holdsFor(200, async () => expect((await stamp()).getTime()).toBe(recent.getTime()));

    await t.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '5 minutes'` })
      .where(eq(sessions.id, laptop.sessionId));
    const old = await stamp();
    expect((await me(laptop)).status).toBe(200);
    await expect.poll(async () => (await stamp()).getTime() - old.getTime()).toBeGreaterThan(4 * 60_000);
  });
});

describe('admin sessions', () => {
  it('lists, ends one (the other device gets 401) and signs out everywhere else', async () => {
    const email = await newAdmin('sessions');
    const desk = await adminDevice(email, FIREFOX);
    const phone = await adminDevice(email, SAFARI);
    const tablet = await adminDevice(email, SAFARI);
    const listed = await send(t.app, 'GET', '/api/admin/auth/sessions', { token: desk.token });
    expect(listed.status).toBe(200);
    expect(listed.json.sessions).toHaveLength(3);
    expect(listed.json.sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ id: desk.sessionId, userAgent: FIREFOX, ip: desk.ip });

    expect((await send(t.app, 'DELETE', `/api/admin/auth/sessions/${phone.sessionId}`, { token: desk.token })).status).toBe(200);
    expect((await adminMe(phone)).status).toBe(401);
    expect((await adminMe(desk)).status).toBe(200);

    const other = await adminDevice(await newAdmin('other'), FIREFOX);
    expect((await send(t.app, 'DELETE', `/api/admin/auth/sessions/${other.sessionId}`, { token: desk.token })).status).toBe(404);
    expect((await adminMe(other)).status).toBe(200);

    const others = await send(t.app, 'POST', '/api/admin/auth/sessions/revoke-others', { token: desk.token });
    expect(others.json).toEqual({ message: 'Signed out 1 other session', revoked: 1 });
    expect((await adminMe(tablet)).status).toBe(401);
    const after = await send(t.app, 'GET', '/api/admin/auth/sessions', { token: desk.token });
    expect(after.json.sessions.map((s: { id: string }) => s.id)).toEqual([desk.sessionId]);
  });
});

describe('merchant password change', () => {
  it('refuses a wrong current password with a clear error, audited', async () => {
    const m = await signupTestMerchant(t.app);
    const laptop = await merchantDevice(m, FIREFOX);
    const res = await send(t.app, 'POST', '/api/merchant/password', {
      token: laptop.token,
      body: { currentPassword: 'Not-The-Passw0rd', newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'INVALID_PASSWORD', message: 'Current password is incorrect', field: 'currentPassword' });
    const same = await send(t.app, 'POST', '/api/merchant/password', { token: laptop.token, body: { currentPassword: m.password, newPassword: m.password } });
    expect(same.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'newPassword' });
    const weak = await send(t.app, 'POST', '/api/merchant/password', { token: laptop.token, body: { currentPassword: m.password, newPassword: 'weakpass' } });
    expect(weak.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'newPassword' });
    expect((await send(t.app, 'POST', '/api/merchant/password', { token: laptop.token, body: { currentPassword: 1, newPassword: NEW_PASSWORD } })).status).toBe(
      400,
    );
    expect((await send(t.app, 'POST', '/api/merchant/password', { body: { currentPassword: m.password, newPassword: NEW_PASSWORD } })).status).toBe(401);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant.password.change_failure'), eq(auditLogs.targetId, m.userId)));
    expect(audit).toMatchObject({ actorType: 'merchant', actorId: m.userId });
    expect((await me(laptop)).status).toBe(200);
  });

  it('changes it: other sessions 401, this one still works, the user is emailed, reset links voided, audited', async () => {
    const m = await signupTestMerchant(t.app);
    const laptop = await merchantDevice(m, FIREFOX);
    const phone = await merchantDevice(m, SAFARI);
    expect((await send(t.app, 'POST', '/api/merchant/password-reset/request', { body: { email: m.email } })).status).toBe(202);
    await drainOutbox(t.app);

    const res = await send(t.app, 'POST', '/api/merchant/password', {
      token: laptop.token,
      ip: laptop.ip,
      body: { currentPassword: m.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/other sessions have been signed out/);
    expect((await me(phone)).status).toBe(401);
    expect((await send(t.app, 'GET', '/api/merchant/me', { token: m.token })).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);

    const mails = await mailTo(t.app, sink, m.email, 'Your SmartSplit password was changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your other sessions were signed out');
    expect(mails[0]!.text).toContain('https://smartsplit.example/merchant-portal');
    const tokens = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.merchantUserId, m.userId));
    expect(tokens.every((row) => row.voidedAt !== null)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant.password.change'), eq(auditLogs.targetId, m.userId)));
    expect(audit).toMatchObject({ actorType: 'merchant', actorId: m.userId, actorEmail: m.email, ip: laptop.ip });

    expect((await send(t.app, 'POST', '/api/merchant/login', { body: { email: m.email, password: m.password } })).status).toBe(401);
    expect((await send(t.app, 'POST', '/api/merchant/login', { body: { email: m.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('stops after 5 wrong current passwords with a Retry-After that matches the message', async () => {
    const m = await signupTestMerchant(t.app);
    const laptop = await merchantDevice(m, FIREFOX);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await send(t.app, 'POST', '/api/merchant/password', {
            token: laptop.token,
            body: { currentPassword: `Wrong-Passw0rd-${i}`, newPassword: NEW_PASSWORD },
          })
        ).status,
      ).toBe(400);
    }
    const limited = await send(t.app, 'POST', '/api/merchant/password', {
      token: laptop.token,
      body: { currentPassword: m.password, newPassword: NEW_PASSWORD },
    });
    expectRetryAfterMatchesMessage(limited);
    expect(limited.json.message).toMatch(/Too many wrong current passwords/);
  });
});

describe('admin password change', () => {
  it('keeps this session, signs out the others, emails the admin and audits it', async () => {
    const email = await newAdmin('change');
    const desk = await adminDevice(email, FIREFOX);
    const phone = await adminDevice(email, SAFARI);
    const wrong = await send(t.app, 'POST', '/api/admin/auth/password', {
      token: desk.token,
      body: { currentPassword: 'Wrong-Passw0rd-1', newPassword: NEW_PASSWORD },
    });
    expect(wrong.json).toMatchObject({ code: 'INVALID_PASSWORD', field: 'currentPassword' });

    const res = await send(t.app, 'POST', '/api/admin/auth/password', {
      token: desk.token,
      body: { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await adminMe(phone)).status).toBe(401);
    expect((await adminMe(desk)).status).toBe(200);
    const mails = await mailTo(t.app, sink, email, 'Your SmartSplit password was changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('SmartSplit admin panel');
    expect(mails[0]!.text).toContain('https://smartsplit.example/admin/login');
    const rows = await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.actorEmail, email));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['admin.password.change_failure', 'admin.password.change']));
    expect((await send(t.app, 'POST', '/api/admin/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });
});
