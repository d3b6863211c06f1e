import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '@server/db/schema/index';
import { ADMIN_PASSWORD, adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { createAdmin } from '@server/modules/staff';

/**
 * The per-API-key request limit on one instance: 429 RATE_LIMITED with Retry-After over it, per
 * key (another merchant's key is untouched), a per-merchant setting that admins change (audited,
 * roles checked), and 0 turning it off.
 */

let t: TestApp;
let admin: AdminSession;
let support: string;
let m: MerchantFixture;
let other: MerchantFixture;
const LIVE = 8;
const TEST = 4;

beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT_LIVE: String(LIVE), API_RATE_LIMIT_TEST: String(TEST) });
  admin = await adminSession(t);
  const email = `support-${randomBytes(4).toString('hex')}@smartsplit.test`;
  await createAdmin(t.db, { email, password: ADMIN_PASSWORD, role: 'SUPPORT' });
  support = (await call(t.app, 'POST', '/api/admin/auth/login', { body: { email, password: ADMIN_PASSWORD }, headers: { 'x-forwarded-for': '10.9.9.8' } })).json
    .token;
  m = await createMerchantFixture(t);
  other = await createMerchantFixture(t);
});
afterAll(async () => t?.close());

/** Waits for the start of a fresh one-second window, so a burst falls inside one. */
async function freshWindow(): Promise<void> {
  const ms = Date.now() % 1000;
  await new Promise((r) => setTimeout(r, 1000 - ms + 20));
}

let seq = 0;
const tag = randomBytes(3).toString('hex');
const pay = (key: string) =>
  call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: {
      amount: 5000,
      currency: 'GBP',
      customerEmail: `c${++seq}.${tag}@shop.example`,
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 1_000_000, rewardRate: 0.01 }],
    },
  });
const list = (key: string) => call(t.app, 'GET', '/api/merchant/transactions?limit=1', { token: key });

async function burst(n: number, send: () => Promise<{ status: number; json: any; headers: Record<string, unknown> }>) {
  await freshWindow();
  const answers = await Promise.all(Array.from({ length: n }, send));
  return { answers, ok: answers.filter((r) => r.status < 400).length, limited: answers.filter((r) => r.status === 429) };
}

describe('the per-key API rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After past a test key’s limit, on the payment path and elsewhere', async () => {
    const key = (await m.key('test')).secret;
    const payments = await burst(TEST + 6, () => pay(key));
    expect(payments.ok).toBe(TEST);
    expect(payments.limited).toHaveLength(6);
    for (const r of payments.limited) {
      expect(r.json.code).toBe('RATE_LIMITED');
      expect(r.json.message).toContain(`${TEST} a second`);
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const reads = await burst(TEST + 3, () => list(key));
    expect(reads.ok).toBe(TEST);
    expect(reads.limited).toHaveLength(3);
    // The next window starts afresh.
    await freshWindow();
    expect((await list(key)).status).toBe(200);
  });

  it('gives each key its own allowance: live keys theirs, and another merchant’s key is not affected', async () => {
    const live = (await m.key('live')).secret;
    const otherKey = (await other.key('test')).secret;
    await freshWindow();
    const answers = await Promise.all([...Array.from({ length: LIVE + 4 }, () => list(live)), ...Array.from({ length: TEST }, () => list(otherKey))]);
    const mine = answers.slice(0, LIVE + 4);
    const theirs = answers.slice(LIVE + 4);
    expect(mine.filter((r) => r.status === 200)).toHaveLength(LIVE);
    expect(mine.filter((r) => r.status === 429)).toHaveLength(4);
    expect(theirs.every((r) => r.status === 200)).toBe(true);
  });

  it('lets a super admin set a merchant’s own limit, audited; 0 turns it off and null restores the defaults', async () => {
    const key = (await m.key('test')).secret;
    const url = `/api/admin/merchants/${m.merchantId}/api-rate-limit`;
    expect((await call(t.app, 'GET', url, { token: admin.token })).json).toEqual({
      merchantId: m.merchantId,
      override: null,
      defaults: { live: LIVE, test: TEST },
      effective: { live: LIVE, test: TEST },
    });

    const set = await call(t.app, 'PUT', url, { token: admin.token, body: { requestsPerSecond: 2 } });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ override: 2, effective: { live: 2, test: 2 } });
    // The key cache is dropped through NOTIFY; the next window then holds the merchant to 2.
    await expect.poll(async () => (await burst(6, () => list(key))).ok, { timeout: 5_000 }).toBe(2);
    expect((await burst(3, () => list(key))).limited[0]?.json.message).toContain('2 a second');
    // The payment path reads the key from its cache, which the change dropped on every instance.
    await expect.poll(async () => (await burst(5, () => pay(key))).ok, { timeout: 5_000 }).toBe(2);
    // Other merchants keep the defaults.
    const otherKey = (await other.key('test')).secret;
    expect((await burst(TEST + 2, () => list(otherKey))).ok).toBe(TEST);

    expect((await call(t.app, 'PUT', url, { token: admin.token, body: { requestsPerSecond: 0 } })).json.effective).toEqual({ live: 0, test: 0 });
    await expect.poll(async () => (await burst(30, () => list(key))).ok, { timeout: 5_000 }).toBe(30);

    expect((await call(t.app, 'PUT', url, { token: admin.token, body: { requestsPerSecond: null } })).json).toMatchObject({
      override: null,
      effective: { live: LIVE, test: TEST },
    });
    await expect.poll(async () => (await burst(TEST + 3, () => list(key))).ok, { timeout: 5_000 }).toBe(TEST);

    const rows = await t.db
      .select({ before: auditLogs.before, after: auditLogs.after, actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant.api_rate_limit.update'), eq(auditLogs.targetId, m.merchantId)))
      .orderBy(auditLogs.id);
    expect(rows.map((r) => [JSON.parse(r.before!).requestsPerSecond, JSON.parse(r.after!).requestsPerSecond])).toEqual([
      [null, 2],
      [2, 0],
      [0, null],
    ]);
    expect(rows.every((r) => r.actorId === admin.id)).toBe(true);
  });

  it('turns a mode’s default off with 0 in its variable, while the other mode keeps its limit', async () => {
    const off = await createTestApp({ API_RATE_LIMIT_LIVE: '3', API_RATE_LIMIT_TEST: '0' });
    try {
      const f = await createMerchantFixture(off);
      const [testKey, liveKey] = [(await f.key('test')).secret, (await f.key('live')).secret];
      await freshWindow();
      const answers = await Promise.all([
        ...Array.from({ length: 40 }, () => call(off.app, 'GET', '/api/merchant/transactions?limit=1', { token: testKey })),
        ...Array.from({ length: 6 }, () => call(off.app, 'GET', '/api/merchant/transactions?limit=1', { token: liveKey })),
      ]);
      expect(answers.slice(0, 40).every((r) => r.status === 200)).toBe(true);
      expect(answers.slice(40).filter((r) => r.status === 429)).toHaveLength(3);
    } finally {
      await off.close();
    }
  });

  it('refuses lower roles, other types, out-of-range values and unknown merchants', async () => {
    const url = `/api/admin/merchants/${other.merchantId}/api-rate-limit`;
    // SUPPORT may read the setting, not change it.
    expect((await call(t.app, 'GET', url, { token: support })).status).toBe(200);
    const refused = await call(t.app, 'PUT', url, { token: support, body: { requestsPerSecond: 1000 } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FORBIDDEN_ROLE');
    // Neither a merchant session nor an API key reaches it.
    expect((await call(t.app, 'PUT', url, { token: other.token, body: { requestsPerSecond: 1000 } })).status).toBe(403);
    expect((await call(t.app, 'PUT', url, { token: (await other.key('live')).secret, body: { requestsPerSecond: 1000 } })).status).toBe(401);
    for (const body of [
      {},
      { requestsPerSecond: -1 },
      { requestsPerSecond: 1.5 },
      { requestsPerSecond: '10' },
      { requestsPerSecond: 100_001 },
      { requestsPerSecond: 5, extra: 1 },
    ]) {
      const res = await call(t.app, 'PUT', url, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
    }
    const missing = await call(t.app, 'PUT', '/api/admin/merchants/mch_doesnotexist/api-rate-limit', { token: admin.token, body: { requestsPerSecond: 5 } });
    expect([missing.status, missing.json.code]).toEqual([404, 'MERCHANT_NOT_FOUND']);
    expect((await call(t.app, 'GET', url, { token: admin.token })).json.override).toBeNull();
  });
});
