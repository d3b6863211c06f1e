import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '@server/db/schema/index';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { adminToken, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** GET /api/merchant/portal/transactions: the portal's own payments, read with the merchant session token. */

let t: TestApp;
let a: MerchantFixture;
let aTest: string;
let aLive: string;

const URL = '/api/merchant/portal/transactions';
let seq = 0;
const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
const card = { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.01 };
const pay = (key: string, amount = 1000) =>
  call(t.app, 'POST', '/api/merchant/process-payment', {
    token: key,
    body: { amount, currency: 'GBP', customerEmail: `buyer${++seq}.${runId}@shop.example`, cards: [card] },
  });
const list = (token: string | undefined, query = '') => call(t.app, 'GET', `${URL}${query}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  a = await createMerchantFixture(t);
  aTest = (await a.key('test')).secret;
  aLive = (await a.key('live')).secret;
  for (let i = 1; i <= 5; i++) expect((await pay(aTest, 1000 + i)).status).toBe(201);
  expect((await pay(aLive, 7777)).status).toBe(201);
});
afterAll(async () => t.close());

describe('listing', () => {
  it('starts empty for a new merchant', async () => {
    const fresh = await signupTestMerchant(t.app);
    const res = await list(fresh.token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ transactions: [], nextCursor: null });
  });

  it('defaults to test mode and answers exactly what the API-key list answers, newest first', async () => {
    const portal = await list(a.token);
    expect(portal.status).toBe(200);
    expect(portal.headers['cache-control']).toMatch(/no-store/);
    const viaKey = await call(t.app, 'GET', '/api/merchant/transactions', { token: aTest });
    expect(portal.json).toEqual(viaKey.json);
    expect(portal.json.transactions.map((x: { amount: number }) => x.amount)).toEqual([1005, 1004, 1003, 1002, 1001]);
    expect(portal.json.transactions.every((x: { mode: string }) => x.mode === 'test')).toBe(true);
    expect(portal.json.transactions[0]).toMatchObject({
      status: 'COMPLETED',
      currency: 'GBP',
      splits: [expect.objectContaining({ brand: 'VISA', last4: '4242' })],
    });
    expect((await list(a.token, '?mode=test')).json).toEqual(portal.json);
  });

  it('keeps test and live apart', async () => {
    const live = await list(a.token, '?mode=live');
    expect(live.status).toBe(200);
    expect(live.json.transactions.map((x: { amount: number; mode: string }) => [x.amount, x.mode])).toEqual([[7777, 'live']]);
  });

  it('pages with limit and cursor, every payment once', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof call>> = await list(a.token, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.json.transactions.length).toBeLessThanOrEqual(2);
      seen.push(...res.json.transactions.map((x: { amount: number }) => x.amount));
      cursor = res.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([1005, 1004, 1003, 1002, 1001]);
  });
});

describe('isolation', () => {
  let b: TestMerchant;
  beforeAll(async () => {
    b = await signupTestMerchant(t.app);
    expect((await pay(b.testApiKey.secret, 4242)).status).toBe(201);
  });

  it("never shows another merchant's payments, in either mode", async () => {
    const bList = await list(b.token);
    expect(bList.json.transactions.map((x: { amount: number }) => x.amount)).toEqual([4242]);
    for (const mode of ['test', 'live']) {
      const aList = await list(a.token, `?mode=${mode}&limit=100`);
      const ids = aList.json.transactions.map((x: { transactionId: string }) => x.transactionId);
      expect(ids).not.toContain(bList.json.transactions[0].transactionId);
      expect(aList.body).not.toContain(b.email);
    }
    expect((await list(b.token, '?mode=live')).json).toEqual({ transactions: [], nextCursor: null });
  });

  it("treats another merchant's cursor as a position only: it still lists the caller's own rows", async () => {
    const aPage = await list(a.token, '?limit=1');
    const res = await list(b.token, `?cursor=${encodeURIComponent(aPage.json.nextCursor)}`);
    expect(res.status).toBe(200);
    for (const x of res.json.transactions) expect(x.amount).toBe(4242);
  });
});

describe('credentials', () => {
  it('refuses API keys, no token, forged tokens and admin tokens', async () => {
    expect((await list(undefined)).status).toBe(401);
    expect((await list(aTest)).status).toBe(401);
    expect((await list(aLive)).status).toBe(401);
    expect((await list('garbage')).status).toBe(401);
    const forged = a.token.slice(0, -4) + (a.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await list(forged)).status).toBe(401);
    const admin = await list(await adminToken(t));
    expect(admin.status).toBe(403);
    expect(admin.body).not.toContain('transactions');
  });

  it('refuses a suspended merchant', async () => {
    const s = await createMerchantFixture(t);
    expect((await list(s.token)).status).toBe(200);
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, s.merchantDbId));
    expect([401, 403]).toContain((await list(s.token)).status);
  });
});

describe('query validation', () => {
  it.each([
    ['?mode=sandbox', 'mode'],
    ['?mode=', 'mode'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?cursor=bogus', 'cursor'],
    [`?cursor=${'x'.repeat(201)}`, 'cursor'],
    ['?merchantId=mch_other', 'merchantId'],
  ])('answers 400 VALIDATION_ERROR naming the field for %s', async (query, field) => {
    const res = await list(a.token, query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field });
  });
});
