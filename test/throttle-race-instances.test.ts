import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff';
import { randomIp, signupTestMerchant, uniqueEmail } from './support/factories';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * Limits count an attempt before checking it, so a burst of concurrent attempts cannot all be
 * checked: on one instance, and on two instances sharing one database. "Reached the check" is
 * measured twice over: by the answers (401 means the password or code was checked and wrong, 429
 * means it was refused before the check) and by the failure rows the check itself writes.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
const BURST = 30;

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
});
afterAll(async () => cluster?.close());

async function send(on: TestApp, method: 'GET' | 'POST', url: string, opts: { body?: unknown; token?: string; ip?: string } = {}) {
  const res = await on.app.inject({
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

/** Fires `BURST` requests at once, on instance a only or alternating between a and b. */
async function burst(spread: 'one' | 'two', request: (on: TestApp, i: number) => ReturnType<typeof send>) {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => request(spread === 'one' || i % 2 === 0 ? a : b, i)));
  const tally = new Map<string, number>();
  for (const r of answers) tally.set(`${r.status} ${r.json?.code}`, (tally.get(`${r.status} ${r.json?.code}`) ?? 0) + 1);
  return { answers, tally, notLimited: answers.filter((r) => r.status !== 429).length };
}

async function countAudits(action: string, where: { actorEmail?: string; targetId?: string }) {
  const [row] = await a.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.action, action),
        where.actorEmail ? eq(auditLogs.actorEmail, where.actorEmail) : undefined,
        where.targetId ? eq(auditLogs.targetId, where.targetId) : undefined,
      ),
    );
  return row!.n;
}

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((s) => totp(secret).generate({ timestamp: Date.now() + s * 30_000 })));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

describe.each(['one', 'two'] as const)('a concurrent burst on %s instance(s)', (spread) => {
  it(`lets at most 5 of ${BURST} wrong merchant passwords reach the check, from many addresses`, async () => {
    const m = await signupTestMerchant(a.app);
    const { answers, tally, notLimited } = await burst(spread, (on, i) =>
      send(on, 'POST', '/api/merchant/login', { body: { email: m.email, password: `Wrong-Pass-${i}` } }),
    );
    expect(notLimited, JSON.stringify([...tally])).toBeLessThanOrEqual(5);
    expect(notLimited).toBeGreaterThan(0);
    for (const r of answers) {
      if (r.status === 429) {
        expect(r.json.code).toBe('RATE_LIMITED');
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      } else {
        expect([r.status, r.json.code]).toEqual([401, 'INVALID_CREDENTIALS']);
      }
    }
    // Each checked, wrong password writes one failure row: the check itself ran at most 5 times.
    expect(await countAudits('merchant.login.failure', { actorEmail: m.email })).toBe(notLimited);
    // And the right password is refused too now, until the window ends.
    expect((await send(b, 'POST', '/api/merchant/login', { body: { email: m.email, password: m.password } })).status).toBe(429);
  });

  it(`lets at most 5 of ${BURST} wrong admin passwords reach the check, from one address`, async () => {
    const email = uniqueEmail('admin');
    await createAdmin(a.db, { email, password: 'Admin-Race-Pass-1' });
    const ip = randomIp();
    const { tally, notLimited } = await burst(spread, (on, i) =>
      send(on, 'POST', '/api/admin/auth/login', { body: { email, password: `Wrong-Pass-${i}` }, ip }),
    );
    expect(notLimited, JSON.stringify([...tally])).toBeLessThanOrEqual(5);
    expect((tally.get('401 INVALID_CREDENTIALS') ?? 0) + (tally.get('429 RATE_LIMITED') ?? 0)).toBe(BURST);
    expect(await countAudits('admin.login.failure', { actorEmail: email })).toBe(notLimited);
  });

  it(`lets at most 5 of ${BURST} wrong codes on one sign-in reach the check`, async () => {
    const m = await signupTestMerchant(a.app);
    const setup = await send(a, 'POST', '/api/merchant/mfa/setup', { token: m.token });
    const secret: string = setup.json.secret;
    expect((await send(a, 'POST', '/api/merchant/mfa/enable', { token: m.token, body: { code: totp(secret).generate() } })).status).toBe(200);
    const login = await send(a, 'POST', '/api/merchant/login', { body: { email: m.email, password: m.password } });
    expect(login.json.mfaRequired).toBe(true);
    const wrong = wrongCode(secret);

    const { answers, tally, notLimited } = await burst(spread, (on) =>
      send(on, 'POST', '/api/merchant/mfa/verify', { body: { mfaToken: login.json.mfaToken, code: wrong } }),
    );
    expect(notLimited, JSON.stringify([...tally])).toBeLessThanOrEqual(5);
    // Checked and wrong (the fifth ends the challenge), or found already ended by a checked one: never a session.
    for (const r of answers)
      expect(['429 RATE_LIMITED', '401 INVALID_MFA_CODE', '401 MFA_CHALLENGE_ENDED', '401 MFA_TOKEN_INVALID']).toContain(`${r.status} ${r.json.code}`);
    const checked = (tally.get('401 INVALID_MFA_CODE') ?? 0) + (tally.get('401 MFA_CHALLENGE_ENDED') ?? 0);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    // Even the right code opens nothing now: the challenge has ended (401) or, when the burst's refusals
    // took the account's allowance of 10 before the fifth code was checked, the account is limited (429).
    const after = await send(b, 'POST', '/api/merchant/mfa/verify', { body: { mfaToken: login.json.mfaToken, code: totp(secret).generate() } });
    expect([401, 429]).toContain(after.status);
    expect(after.json.token).toBeUndefined();
  });

  it(`lets at most the account's 10 codes through when ${BURST} are spread over several sign-ins`, async () => {
    const m = await signupTestMerchant(a.app);
    const setup = await send(a, 'POST', '/api/merchant/mfa/setup', { token: m.token });
    const secret: string = setup.json.secret;
    expect((await send(a, 'POST', '/api/merchant/mfa/enable', { token: m.token, body: { code: totp(secret).generate() } })).status).toBe(200);
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) tokens.push((await send(a, 'POST', '/api/merchant/login', { body: { email: m.email, password: m.password } })).json.mfaToken);
    const wrong = wrongCode(secret);
    const { tally, notLimited } = await burst(spread, (on, i) =>
      send(on, 'POST', '/api/merchant/mfa/verify', { body: { mfaToken: tokens[i % tokens.length], code: wrong } }),
    );
    expect(notLimited, JSON.stringify([...tally])).toBeLessThanOrEqual(10);
  });

  it(`lets at most 5 of ${BURST} wrong current passwords reach the check on a password change`, async () => {
    const m = await signupTestMerchant(a.app);
    const { tally, notLimited } = await burst(spread, (on, i) =>
      send(on, 'POST', '/api/merchant/password', { token: m.token, body: { currentPassword: `Wrong-Pass-${i}`, newPassword: 'Another-Strong-Pass-9' } }),
    );
    expect(notLimited, JSON.stringify([...tally])).toBeLessThanOrEqual(5);
    expect(await countAudits('merchant.password.change_failure', { actorEmail: m.email })).toBe(notLimited);
  });
});

describe('what a success does', () => {
  it('a right password clears the account counter and hands the address its attempt back', async () => {
    const m = await signupTestMerchant(a.app);
    const ip = randomIp();
    for (let i = 0; i < 4; i++)
      expect((await send(a, 'POST', '/api/merchant/login', { body: { email: m.email, password: 'Wrong-Pass-1' }, ip })).status).toBe(401);
    expect((await send(b, 'POST', '/api/merchant/login', { body: { email: m.email, password: m.password }, ip })).status).toBe(200);
    const rows = await a.db.execute<{ key: string; count: number }>(
      sql`select key, count from rate_limits where key like ${`merchant-login:%`} and (key like ${`%${m.email}`} or key like ${`%${ip}`})`,
    );
    const counts = Object.fromEntries(rows.rows.map((r) => [r.key, Number(r.count)]));
    expect(counts[`merchant-login:account:${m.email}`]).toBeUndefined();
    // Four failures stay counted against the address; the success is not one of them.
    expect(counts[`merchant-login:ip:${ip}`]).toBe(4);
    // So five more wrong passwords are checked before the account locks again.
    for (let i = 0; i < 5; i++)
      expect((await send(a, 'POST', '/api/merchant/login', { body: { email: m.email, password: 'Wrong-Pass-2' }, ip: randomIp() })).status).toBe(401);
    expect((await send(a, 'POST', '/api/merchant/login', { body: { email: m.email, password: 'Wrong-Pass-2' }, ip: randomIp() })).status).toBe(429);
  });
});
