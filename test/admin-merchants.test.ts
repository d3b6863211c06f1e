import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, merchants, sessions } from '@server/db/schema/index';
import { adminSession, payment, storePayments, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: AdminSession;
const STATUSES = ['PENDING_VERIFICATION', 'ACTIVE', 'SUSPENDED'] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(async () => t.close());

const list = (query = '') => call(t.app, 'GET', `/api/admin/merchants${query}`, { token: admin.token });
const setStatus = (merchantId: string, status: unknown) =>
  call(t.app, 'PATCH', `/api/admin/merchants/${merchantId}/status`, { token: admin.token, body: { status } });
const statusOf = async (merchantId: string) =>
  (await t.db.select({ status: merchants.status }).from(merchants).where(eq(merchants.merchantId, merchantId)))[0]!.status;

/** A merchant signed up through the API, then moved to `status` directly (setup only). */
async function merchantIn(status: (typeof STATUSES)[number], overrides: Record<string, unknown> = {}): Promise<TestMerchant> {
  const m = await signupTestMerchant(t.app, overrides);
  if (status !== 'PENDING_VERIFICATION') await t.db.update(merchants).set({ status }).where(eq(merchants.id, m.merchantDbId));
  return m;
}

describe('GET /api/admin/merchants', () => {
  it('lists newest first with the owner fields and verification status, paging without gaps or repeats', async () => {
    const made: TestMerchant[] = [];
    for (let i = 0; i < 7; i++) made.push(await signupTestMerchant(t.app, { companyName: `Paging Shop ${i}`, firstName: `Owner${i}`, lastName: 'Smith' }));
    const first = await list('?limit=3');
    expect(first.status).toBe(200);
    const row = first.json.merchants[0];
    expect(row).toEqual({
      id: made[6]!.merchantDbId,
      merchantId: made[6]!.merchantId,
      companyName: 'Paging Shop 6',
      firstName: 'Owner6',
      lastName: 'Smith',
      contactEmail: made[6]!.email,
      userEmail: made[6]!.email,
      status: 'PENDING_VERIFICATION',
      verificationStatus: 'NOT_STARTED',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.json.merchants.map((m: { merchantId: string }) => m.merchantId));
      cursor = res.json.nextCursor;
    } while (cursor);
    const { rows } = await t.db.execute<{ merchant_id: string }>(sql`select merchant_id from merchants order by created_at desc, id desc`);
    expect(seen).toEqual(rows.map((r) => r.merchant_id));
  });

  it('filters by status and searches names, emails and ids case-insensitively (LIKE wildcards are literal)', async () => {
    const target = await merchantIn('SUSPENDED', { companyName: 'Zebra_Crossing 100% Ltd' });
    const suspended = await list('?status=SUSPENDED');
    expect(suspended.json.merchants.map((m: { merchantId: string }) => m.merchantId)).toEqual([target.merchantId]);
    for (const q of ['zebra_crossing', '100%', target.email.toUpperCase(), target.merchantId.toLowerCase()]) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        res.json.merchants.map((m: { merchantId: string }) => m.merchantId),
        q,
      ).toEqual([target.merchantId]);
    }
    expect((await list('?q=%25')).json.merchants.length).toBe(1); // "%" only matches a literal percent sign
    expect((await list('?q=no-such-merchant-anywhere')).json).toEqual({ merchants: [], nextCursor: null });
  });

  it('refuses bad paging and filters', async () => {
    for (const q of ['?limit=0', '?limit=501', '?limit=x', '?status=active', '?cursor=bm9wZQ', '?cursor=%22%22', '?unknown=1']) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
    }
    expect((await list('?cursor=bm9wZQ')).json.code).toBe('INVALID_CURSOR');
    expect((await list('?limit=500')).status).toBe(200);
  });
});

describe('GET /api/admin/merchants/:merchantId', () => {
  it('shows users, key prefixes (never hashes), verification and a per-mode transaction summary', async () => {
    const m = await merchantIn('ACTIVE');
    await storePayments(t, [
      payment(m.merchantDbId, { amount: 1000, feeAmount: 5 }),
      payment(m.merchantDbId, { amount: 3000, feeAmount: 15 }),
      payment(m.merchantDbId, { status: 'DECLINED', amount: 50 }),
      payment(m.merchantDbId, { mode: 'test', amount: 700, feeAmount: 4 }),
    ]);
    const res = await call(t.app, 'GET', `/api/admin/merchants/${m.merchantId}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.merchant).toMatchObject({ merchantId: m.merchantId, status: 'ACTIVE', contactPhone: expect.any(String) });
    expect(res.json.users).toEqual([expect.objectContaining({ id: m.userId, email: m.email, role: 'OWNER' })]);
    expect(res.json.apiKeys).toEqual([
      { id: m.testApiKey.id, mode: 'test', prefix: m.testApiKey.prefix, createdAt: expect.any(String), lastUsedAt: null, revokedAt: null },
    ]);
    expect(res.body).not.toContain(m.testApiKey.secret);
    expect(res.body).not.toMatch(/keyHash|key_hash|passwordHash|password_hash/);
    expect(res.json.verification).toEqual({ verificationStatus: 'NOT_STARTED', details: null, documents: [] });
    expect(res.json.transactionSummary.live).toEqual({ count: 3, completed: 2, declined: 1, volume: 4000, fees: 20, lastTransactionAt: expect.any(String) });
    expect(res.json.transactionSummary.test).toMatchObject({ count: 1, completed: 1, volume: 700, fees: 4 });
  });

  it('answers 404 for an unknown merchant id', async () => {
    for (const id of ['mch_doesnotexist0000', 'x', '%27%20or%201%3D1']) {
      const res = await call(t.app, 'GET', `/api/admin/merchants/${id}`, { token: admin.token });
      expect(res.status, id).toBe(404);
    }
  });
});

describe('PATCH /api/admin/merchants/:merchantId/status', () => {
  it('allows exactly PENDING_VERIFICATION->ACTIVE, ACTIVE->SUSPENDED and SUSPENDED->ACTIVE', async () => {
    const m = await signupTestMerchant(t.app);
    const approve = await setStatus(m.merchantId, 'ACTIVE');
    expect(approve.status).toBe(200);
    expect(approve.json).toEqual({
      message: 'Merchant status changed to ACTIVE',
      merchant: expect.objectContaining({ merchantId: m.merchantId, status: 'ACTIVE' }),
    });
    expect((await setStatus(m.merchantId, 'SUSPENDED')).json.message).toBe('Merchant status changed to SUSPENDED');
    expect((await setStatus(m.merchantId, 'ACTIVE')).json.merchant.status).toBe('ACTIVE');

    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, m.merchantId));
    const changes = entries
      .filter((e) => e.action === 'merchant.status.change')
      .map((e) => [JSON.parse(e.before!).status, JSON.parse(e.after!).status, e.actorEmail]);
    expect(changes).toEqual([
      ['PENDING_VERIFICATION', 'ACTIVE', admin.email],
      ['ACTIVE', 'SUSPENDED', admin.email],
      ['SUSPENDED', 'ACTIVE', admin.email],
    ]);
  });

  it('refuses every other transition with 400 INVALID_TRANSITION and changes nothing', async () => {
    const targets = [...STATUSES, 'DELETED', 'active', '', 'PENDING'];
    for (const from of STATUSES) {
      const m = await merchantIn(from);
      const allowed = from === 'ACTIVE' ? 'SUSPENDED' : 'ACTIVE';
      for (const to of targets.filter((s) => s !== allowed)) {
        const auditBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]!.n;
        const outboxBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n;
        const res = await setStatus(m.merchantId, to);
        expect(res.status, `${from} -> ${to}`).toBe(400);
        expect(res.json.code).toBe('INVALID_TRANSITION');
        expect(await statusOf(m.merchantId)).toBe(from);
        expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs))[0]!.n).toBe(auditBefore);
        expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n).toBe(outboxBefore);
      }
    }
  });

  it('validates the body and the merchant', async () => {
    const m = await signupTestMerchant(t.app);
    expect((await setStatus('mch_nobodyhere00000', 'ACTIVE')).status).toBe(404);
    for (const body of [{}, { status: 5 }, { status: 'ACTIVE', extra: true }, { status: 'x'.repeat(51) }]) {
      const res = await call(t.app, 'PATCH', `/api/admin/merchants/${m.merchantId}/status`, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await statusOf(m.merchantId)).toBe('PENDING_VERIFICATION');
  });

  it('suspension signs the merchant out, stops its API keys, and emails it; reinstating lets keys work again', async () => {
    const m = await merchantIn('ACTIVE');
    const payBody = {
      amount: 2500,
      currency: 'GBP',
      customerEmail: 'jo@shop.example',
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2035, available: 100_000, rewardRate: 0.01 }],
    };
    expect((await call(t.app, 'GET', '/api/merchant/me', { token: m.token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/merchant/process-payment', { token: m.testApiKey.secret, body: payBody })).status).toBe(201);

    expect((await setStatus(m.merchantId, 'SUSPENDED')).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/merchant/me', { token: m.token })).status).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(sql`${sessions.merchantId} = ${m.merchantDbId} and ${sessions.revokedAt} is null`);
    expect(live).toEqual([]);
    const refused = await call(t.app, 'POST', '/api/merchant/process-payment', { token: m.testApiKey.secret, body: payBody });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('MERCHANT_SUSPENDED');

    expect((await setStatus(m.merchantId, 'ACTIVE')).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/merchant/process-payment', { token: m.testApiKey.secret, body: payBody })).status).toBe(201);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, m.email));
    expect(mail.map((e) => e.kind)).toEqual(expect.arrayContaining(['merchant.account-suspended', 'merchant.account-reinstated']));
  });

  it('lets exactly one of two simultaneous suspensions through', async () => {
    const m = await merchantIn('ACTIVE');
    const results = await Promise.all([setStatus(m.merchantId, 'SUSPENDED'), setStatus(m.merchantId, 'SUSPENDED')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const changes = await t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.targetId} = ${m.merchantId} and ${auditLogs.action} = 'merchant.status.change'`);
    expect(changes).toHaveLength(1);
  });
});
