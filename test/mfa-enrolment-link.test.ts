import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admins, auditLogs, mfaEnrolmentLinks, platformSettings, sessions } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff';
import { drainOutbox, expectRetryAfterMatchesMessage, mailTo, send } from './support/account-security';
import { randomIp, uniqueEmail } from './support/factories';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Two-factor enrolment that the platform requires is confirmed through the account's mailbox: the
 * password alone sends a link and opens nothing; only the session that link opens may set the
 * factor up. The link works once, for 15 minutes by the app clock (moved here, not waited for).
 */

const BASE = 'https://smartsplit.example';
const PASSWORD = 'Enrol-Link-Pass-1';
const SUBJECT = 'Confirm setting up two-factor sign-in';
const PATH = '/admin/mfa-enrolment';

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
  await setRequired(true);
  await drainOutbox(t.app);
});
afterEach(() => {
  t.app.ctx.now = undefined;
});

async function setRequired(on: boolean): Promise<void> {
  await t.db.update(platformSettings).set({ requireAdminMfa: on }).where(eq(platformSettings.id, 1));
}

interface Staff {
  id: string;
  email: string;
}

async function newStaff(): Promise<Staff> {
  const email = uniqueEmail('enrol');
  const created = await createAdmin(t.db, { email, password: PASSWORD });
  return { id: created.id, email };
}

const login = (a: Staff, ip = randomIp()) => send(t.app, 'POST', '/api/admin/auth/login', { body: { email: a.email, password: PASSWORD }, ip });
const confirm = (token: unknown, ip = randomIp()) => send(t.app, 'POST', '/api/admin/auth/mfa/enrolment-link/confirm', { body: { token }, ip });

/** Every link token emailed to the address so far, oldest first, read from the mail as received. */
async function linkTokens(address: string): Promise<string[]> {
  const mails = await mailTo(t.app, sink, address, SUBJECT);
  return mails.map((m) => {
    const match = new RegExp(`${BASE}${PATH}\\?token=([A-Za-z0-9_-]+)`).exec(m.text);
    expect(match, m.text).not.toBeNull();
    return decodeURIComponent(match![1]!);
  });
}

async function sessionCount(adminId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.adminId, adminId));
  return row!.n;
}

function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

describe('required two-factor enrolment', () => {
  it('a password alone sends a link and opens no session; the link opens one that may enrol, once', async () => {
    const a = await newStaff();
    const res = await login(a);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mfaEnrolmentEmailSent: true, message: expect.stringContaining('emailed you a link') });
    expect(res.json.token).toBeUndefined();
    expect(await sessionCount(a.id)).toBe(0);

    const [token] = await linkTokens(a.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a keyed hash is stored: the token appears nowhere in the table.
    const rows = await t.db.select().from(mfaEnrolmentLinks).where(eq(mfaEnrolmentLinks.adminId, a.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await confirm(token);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ admin: { email: a.email }, mfaEnrolmentRequired: true, token: expect.any(String) });
    const session = opened.json.token as string;

    // The link works once.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVALID_ENROLMENT_LINK');

    // Until the factor is on, only enrolment is open on this session.
    expect((await send(t.app, 'GET', '/api/admin/stats', { token: session })).json.code).toBe('MFA_ENROLMENT_REQUIRED');
    const setup = await send(t.app, 'POST', '/api/admin/auth/mfa/setup', { token: session });
    expect(setup.status).toBe(200);
    const enabled = await send(t.app, 'POST', '/api/admin/auth/mfa/enable', { token: session, body: { code: codeFor(setup.json.secret) } });
    expect(enabled.status).toBe(200);
    expect((await send(t.app, 'GET', '/api/admin/stats', { token: session })).status).toBe(200);

    // From now on the password leads to the code step, as for anyone with the factor on.
    expect((await login(a)).json).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    const audited = await t.db.select({ action: auditLogs.action, after: auditLogs.after }).from(auditLogs).where(eq(auditLogs.actorId, a.id));
    expect(audited.map((r) => r.action)).toEqual(expect.arrayContaining(['admin.mfa.enrolment_link_sent', 'admin.login.success']));
  });

  it('a session opened with the password alone cannot enrol, but can ask for a link', async () => {
    const a = await newStaff();
    // Signed in before the platform required two-factor sign-in.
    await setRequired(false);
    const before = await login(a);
    const session = before.json.token as string;
    await setRequired(true);

    for (const [method, url, body] of [
      ['POST', '/api/admin/auth/mfa/setup', undefined],
      ['POST', '/api/admin/auth/mfa/enable', { code: '123456' }],
    ] as const) {
      const res = await send(t.app, method, url, { token: session, body });
      expect(res.status, url).toBe(403);
      expect(res.json.code).toBe('MFA_ENROLMENT_LINK_REQUIRED');
    }
    expect((await send(t.app, 'GET', '/api/admin/merchants', { token: session })).json.code).toBe('MFA_ENROLMENT_REQUIRED');
    const [row] = await t.db.select({ secret: admins.mfaSecret }).from(admins).where(eq(admins.id, a.id));
    expect(row!.secret).toBeNull();

    const asked = await send(t.app, 'POST', '/api/admin/auth/mfa/enrolment-link', { token: session });
    expect(asked.status).toBe(202);
    const [token] = await linkTokens(a.email);
    const opened = await confirm(token);
    expect(opened.status).toBe(200);
    expect((await send(t.app, 'POST', '/api/admin/auth/mfa/setup', { token: opened.json.token })).status).toBe(200);
    // The older session stays shut out of enrolment.
    expect((await send(t.app, 'POST', '/api/admin/auth/mfa/setup', { token: session })).json.code).toBe('MFA_ENROLMENT_LINK_REQUIRED');
  });

  it('refuses expired, superseded, forged and malformed links, and a deactivated admin', async () => {
    const a = await newStaff();
    await login(a);
    const [first] = await linkTokens(a.email);
    // 16 minutes later by the app's clock: expired.
    const offset = 16 * 60_000;
    t.app.ctx.now = () => Date.now() + offset;
    expect((await confirm(first)).json.code).toBe('INVALID_ENROLMENT_LINK');
    t.app.ctx.now = undefined;

    // A newer link voids the older (each read once delivered, so their order is certain).
    await login(a);
    const second = (await linkTokens(a.email)).find((x) => x !== first)!;
    await login(a);
    const third = (await linkTokens(a.email)).find((x) => x !== first && x !== second)!;
    expect(third).toEqual(expect.any(String));
    expect((await confirm(second)).json.code).toBe('INVALID_ENROLMENT_LINK');

    // Forged (right shape, never issued) and malformed.
    const forged = await confirm('A'.repeat(43));
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('INVALID_ENROLMENT_LINK');
    expect((await confirm('not a token')).json.code).toBe('INVALID_ENROLMENT_LINK');
    expect((await confirm(12345)).status).toBe(400);
    expect((await confirm('x'.repeat(5000))).status).toBe(400);
    expect((await send(t.app, 'POST', '/api/admin/auth/mfa/enrolment-link/confirm', { body: {} })).status).toBe(400);

    // Deactivated after the link was sent: the link opens nothing.
    await t.db.update(admins).set({ deactivatedAt: new Date() }).where(eq(admins.id, a.id));
    expect((await confirm(third)).json.code).toBe('INVALID_ENROLMENT_LINK');
    expect(await sessionCount(a.id)).toBe(0);
  });

  it('of two requests racing with one link, exactly one opens a session', async () => {
    const a = await newStaff();
    await login(a);
    const [token] = await linkTokens(a.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(token)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(7);
    expect(await sessionCount(a.id)).toBe(1);
  });

  it('a link is refused once the factor is on, and nothing is sent once the requirement is lifted', async () => {
    const a = await newStaff();
    await login(a);
    const [first] = await linkTokens(a.email);
    const opened = await confirm(first);
    const session = opened.json.token as string;
    // A second link, asked for from that session before the factor is on.
    expect((await send(t.app, 'POST', '/api/admin/auth/mfa/enrolment-link', { token: session })).status).toBe(202);
    const second = (await linkTokens(a.email)).find((x) => x !== first)!;
    expect(second).toEqual(expect.any(String));
    const setup = await send(t.app, 'POST', '/api/admin/auth/mfa/setup', { token: session });
    expect((await send(t.app, 'POST', '/api/admin/auth/mfa/enable', { token: session, body: { code: codeFor(setup.json.secret) } })).status).toBe(200);
    const late = await confirm(second);
    expect(late.status).toBe(409);
    expect(await sessionCount(a.id)).toBe(1);
    expect((await send(t.app, 'POST', '/api/admin/auth/mfa/enrolment-link', { token: session })).status).toBe(409);

    const b = await newStaff();
    await setRequired(false);
    const relaxed = await login(b);
    expect(relaxed.json.token).toEqual(expect.any(String));
    expect(relaxed.json.mfaEnrolmentRequired).toBeUndefined();
    expect(await linkTokens(b.email)).toHaveLength(0);
  });

  it('limits the emails per account, with a Retry-After that matches the message', async () => {
    const a = await newStaff();
    for (let i = 0; i < 3; i++) expect((await login(a)).status).toBe(200);
    const fourth = await login(a);
    expectRetryAfterMatchesMessage(fourth);
    expect(await linkTokens(a.email)).toHaveLength(3);
  });

  it('a burst of sign-ins sends at most the limit of emails', async () => {
    const a = await newStaff();
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(a)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await linkTokens(a.email)).toHaveLength(3);
    // Only the newest of the three works.
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mfaEnrolmentLinks)
      .where(sql`${mfaEnrolmentLinks.adminId} = ${a.id} and ${mfaEnrolmentLinks.voidedAt} is null`);
    expect(row!.n).toBe(1);
  });

  it('wrong passwords send nothing', async () => {
    const a = await newStaff();
    const wrong = await send(t.app, 'POST', '/api/admin/auth/login', { body: { email: a.email, password: 'Wrong-Pass-123' } });
    expect(wrong.status).toBe(401);
    expect(await linkTokens(a.email)).toHaveLength(0);
  });
});
