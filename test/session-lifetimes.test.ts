import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@server/db/schema/index';
import { deriveKeys } from '@server/modules/auth';
import { createAdmin } from '@server/modules/staff';
import { send } from './support/account-security';
import { signupTestMerchant, uniqueEmail } from './support/factories';
import { holdsFor } from './support/helpers';
import { openSse, serve } from './support/sse';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './support/test-app';

const keys = deriveKeys(TEST_APP_SECRET);

/**
 * How long sessions last (decision 0022): staff 15 minutes idle and 12 hours in all, merchant users
 * 24 hours idle and 7 days in all. Sessions keep their times by the database clock, so the test
 * clock here moves a session's stored times back: a session aged by N seconds is exactly a session
 * N seconds further on, and the guards run the same comparison against now() that production runs.
 */

let t: TestApp;
const PASSWORD = 'Session-Test-Pass-1';
const MINUTE = 60;
const HOUR = 3600;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const sidOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
const claimsOf = (token: string): { iat: number; exp: number } => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** The test clock: the session lived `seconds` more (every stored time of it moves back). */
async function age(token: string, seconds: number): Promise<void> {
  const shift = sql`make_interval(secs => ${seconds})`;
  await t.db
    .update(sessions)
    .set({
      createdAt: sql`${sessions.createdAt} - ${shift}`,
      expiresAt: sql`${sessions.expiresAt} - ${shift}`,
      lastUsedAt: sql`${sessions.lastUsedAt} - ${shift}`,
    })
    .where(eq(sessions.id, sidOf(token)));
}

async function expiresAt(token: string): Promise<number> {
  const [row] = await t.db
    .select({ at: sql<string>`(extract(epoch from ${sessions.expiresAt}) * 1000)::text` })
    .from(sessions)
    .where(eq(sessions.id, sidOf(token)));
  return Number(row!.at);
}

/** Waits for the guard's fire-and-forget stamp to land (it is not awaited by the request). */
async function settled(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the session stamp never landed');
}

async function adminToken(): Promise<string> {
  const email = uniqueEmail('staff');
  await createAdmin(t.db, { email, password: PASSWORD });
  const res = await send(t.app, 'POST', '/api/admin/auth/login', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.json.token as string;
}

const me = (token: string) => send(t.app, 'GET', '/api/admin/auth/me', { token });
const renew = (token: string) => send(t.app, 'POST', '/api/admin/auth/session/renew', { token });
const status = (token: string) => send(t.app, 'GET', '/api/admin/auth/session', { token });

describe('staff sessions', () => {
  it('sign-in gives a token that lasts the 12-hour lifetime, and a session that ends after 15 idle minutes', async () => {
    const token = await adminToken();
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBe(12 * HOUR);
    const times = await status(token);
    expect(times.status).toBe(200);
    expect(times.json.idleTimeoutMs).toBe(15 * MINUTE * 1000);
    expect(times.json.expiresInMs).toBeGreaterThan(14.9 * MINUTE * 1000);
    expect(times.json.expiresInMs).toBeLessThanOrEqual(15 * MINUTE * 1000);
    expect(times.json.endsInMs).toBeGreaterThan(11.99 * HOUR * 1000);
  });

  it('ends after 15 idle minutes, however much the panel polls in between', async () => {
    const token = await adminToken();
    const before = await expiresAt(token);
    await age(token, 14 * MINUTE);
    // Background reads, a state-changing call and the session's own status: none of them is activity.
    for (let i = 0; i < 3; i++) {
      expect((await me(token)).status).toBe(200);
      expect((await send(t.app, 'GET', '/api/admin/notifications/unread-count', { token })).status).toBe(200);
      expect((await send(t.app, 'POST', '/api/admin/notifications/read-all', { token })).status).toBe(200);
      expect((await status(token)).status).toBe(200);
    }
    const left = (await status(token)).json.expiresInMs as number;
    expect(left).toBeLessThanOrEqual(1 * MINUTE * 1000);
    // Stamps the guard sends without waiting would land within this; the end does not move.
    await holdsFor(100, async () => expect(await expiresAt(token)).toBe(before - 14 * MINUTE * 1000));

    await age(token, 61);
    const gone = await me(token);
    expect(gone.status).toBe(401);
    expect(gone.json.code).toBe('UNAUTHORIZED');
    expect((await renew(token)).status).toBe(401);
    expect((await status(token)).status).toBe(401);
  });

  it('the live notification stream does not keep a session open either', async () => {
    const token = await adminToken();
    const before = await expiresAt(token);
    const stream = await openSse(await serve(t.app), '/api/admin/notifications/stream', token);
    try {
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      await holdsFor(100, async () => expect(await expiresAt(token)).toBe(before));
    } finally {
      stream.close();
    }
    await age(token, 15 * MINUTE + 1);
    expect((await me(token)).status).toBe(401);
  });

  it('"Stay signed in" renews the idle time, and only for a live session of its own kind', async () => {
    const token = await adminToken();
    await age(token, 14 * MINUTE);
    const renewed = await renew(token);
    expect(renewed.status).toBe(200);
    expect(renewed.json.expiresInMs).toBeGreaterThan(14.9 * MINUTE * 1000);
    expect(renewed.json.endsInMs).toBeLessThan(11.8 * HOUR * 1000);
    await age(token, 14 * MINUTE);
    expect((await me(token)).status).toBe(200);
    await age(token, 2 * MINUTE);
    expect((await me(token)).status).toBe(401);

    // No session, a merchant's session, a signed-out session: refused.
    expect((await send(t.app, 'POST', '/api/admin/auth/session/renew')).status).toBe(401);
    const merchant = await signupTestMerchant(t.app);
    expect((await renew(merchant.token)).status).toBe(403);
    const other = await adminToken();
    expect((await send(t.app, 'POST', '/api/admin/auth/logout', { token: other })).status).toBe(200);
    expect((await renew(other)).status).toBe(401);
  });

  it('ends 12 hours after sign-in even when renewed all along', async () => {
    const token = await adminToken();
    // Active all day: a renewal every 14 minutes for 11 h 54 min.
    for (let elapsed = 0; elapsed < 11 * HOUR + 54 * MINUTE; elapsed += 14 * MINUTE) {
      await age(token, 14 * MINUTE);
      const res = await renew(token);
      expect(res.status, `after ${elapsed / 60 + 14} minutes`).toBe(200);
    }
    // 11 h 58 min in: a renewal still answers, but grants only what is left of the 12 hours.
    await age(token, 4 * MINUTE);
    const last = await renew(token);
    expect(last.status).toBe(200);
    expect(last.json.expiresInMs).toBeLessThanOrEqual(2 * MINUTE * 1000);
    expect(last.json.expiresInMs).toBe(last.json.endsInMs);
    await age(token, 2 * MINUTE + 1);
    expect((await me(token)).status).toBe(401);
    expect((await renew(token)).status).toBe(401);
  });

  it('a token renewed past half its life never outlives the session lifetime', async () => {
    const token = await adminToken();
    const { sid, sub, email } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    // Signed in 6 hours ago and active since.
    await t.db
      .update(sessions)
      .set({ createdAt: sql`${sessions.createdAt} - interval '6 hours'` })
      .where(eq(sessions.id, sid));
    // A short token of this session, past half its life, as an older server issued them.
    const nowSec = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ type: 'admin', sid, email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer('smartsplit')
      .setIssuedAt(nowSec - 3000)
      .setExpirationTime(nowSec + 1000)
      .sign(keys.jwt);
    const res = await me(old);
    expect(res.status).toBe(200);
    const next = res.headers['x-auth-token'] as string;
    // Signed in 6 hours ago: the new token ends 6 hours from now, with the session's lifetime.
    expect(Math.abs(claimsOf(next).exp - (nowSec + 6 * HOUR))).toBeLessThanOrEqual(2);
  });
});

describe('merchant sessions', () => {
  const merchantMe = (token: string) => send(t.app, 'GET', '/api/merchant/me', { token });

  it('sign-in gives a token for the 7-day lifetime; any request is activity, as it always was', async () => {
    const m = await signupTestMerchant(t.app);
    const claims = claimsOf(m.token);
    expect(claims.exp - claims.iat).toBe(7 * 24 * HOUR);

    await age(m.token, 23 * HOUR);
    const before = await expiresAt(m.token);
    expect((await merchantMe(m.token)).status).toBe(200);
    // The request moved the idle end to 24 hours from now.
    await settled(async () => (await expiresAt(m.token)) > before + 22 * HOUR * 1000);
    await age(m.token, 23 * HOUR);
    expect((await merchantMe(m.token)).status).toBe(200);
  });

  it('ends after 24 idle hours', async () => {
    const m = await signupTestMerchant(t.app);
    await age(m.token, 24 * HOUR + 1);
    expect((await merchantMe(m.token)).status).toBe(401);
  });

  it('ends 7 days after sign-in even when used every day', async () => {
    const m = await signupTestMerchant(t.app);
    for (let day = 1; day <= 6; day++) {
      await age(m.token, 23 * HOUR);
      const before = await expiresAt(m.token);
      expect((await merchantMe(m.token)).status, `day ${day}`).toBe(200);
      await settled(async () => (await expiresAt(m.token)) > before);
    }
    // 6 x 23 h = 138 h in; the last renewal was capped at sign-in plus 168 h.
    const [row] = await t.db
      .select({ capped: sql<boolean>`${sessions.expiresAt} = ${sessions.createdAt} + interval '168 hours'` })
      .from(sessions)
      .where(eq(sessions.id, sidOf(m.token)));
    expect(row!.capped).toBe(false);
    await age(m.token, 23 * HOUR);
    const before = await expiresAt(m.token);
    expect((await merchantMe(m.token)).status).toBe(200);
    await settled(async () => (await expiresAt(m.token)) > before);
    const [capped] = await t.db
      .select({ capped: sql<boolean>`${sessions.expiresAt} = ${sessions.createdAt} + interval '168 hours'` })
      .from(sessions)
      .where(eq(sessions.id, sidOf(m.token)));
    expect(capped!.capped).toBe(true);
    // 161 h in: 7 hours are left, then it ends however active.
    await age(m.token, 7 * HOUR - MINUTE);
    expect((await merchantMe(m.token)).status).toBe(200);
    await age(m.token, MINUTE + 1);
    expect((await merchantMe(m.token)).status).toBe(401);
  });
});

describe('configured lifetimes', () => {
  it('follow ADMIN_SESSION_IDLE_MINUTES and ADMIN_SESSION_MAX_HOURS', async () => {
    const other = await createTestApp({ ADMIN_SESSION_IDLE_MINUTES: '5', ADMIN_SESSION_MAX_HOURS: '1' });
    try {
      const email = uniqueEmail('config');
      await createAdmin(other.db, { email, password: PASSWORD });
      const login = await send(other.app, 'POST', '/api/admin/auth/login', { body: { email, password: PASSWORD } });
      const token = login.json.token as string;
      expect(claimsOf(token).exp - claimsOf(token).iat).toBe(HOUR);
      const times = await send(other.app, 'GET', '/api/admin/auth/session', { token });
      expect(times.json.idleTimeoutMs).toBe(5 * MINUTE * 1000);
      expect(times.json.expiresInMs).toBeLessThanOrEqual(5 * MINUTE * 1000);
      await other.db
        .update(sessions)
        .set({ createdAt: sql`${sessions.createdAt} - interval '5 minutes'`, expiresAt: sql`${sessions.expiresAt} - interval '5 minutes'` })
        .where(eq(sessions.id, sidOf(token)));
      expect((await send(other.app, 'GET', '/api/admin/auth/me', { token })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
