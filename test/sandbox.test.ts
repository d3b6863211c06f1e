import { sql, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, platformSettings } from '@server/db/schema/index';
import { adminTokensByRole } from './support/admin-fixtures';
import { call } from './support/helpers';
import { adminToken, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The payment Sandbox against the payment API itself: for the same body, the simulation's split,
 * declines and errors are exactly what process-payment answers, and the simulation stores nothing.
 */

let t: TestApp;
let m: MerchantFixture;
let testKey: string;
let liveKey: string;
let admin: string;

const SANDBOX = '/api/merchant/sandbox/simulate';
const ADMIN_SANDBOX = '/api/admin/sandbox/simulate';
const future = { expMonth: 12, expYear: 2099 };
const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  brand: 'VISA',
  last4: '4242',
  ...future,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});
let customerSeq = 0;
// Letters around short numbers: long digit runs could look like card numbers to the screen.
const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
const customer = () => `sandboxer${++customerSeq}.${runId}@shop.example`;
const basic = (over: Record<string, unknown> = {}) => ({ amount: 12550, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')], ...over });
const pay = (body: unknown, headers: Record<string, string> = {}) => call(t.app, 'POST', '/api/merchant/process-payment', { token: testKey, body, headers });
const simulate = (body: unknown, token = testKey, headers: Record<string, string> = {}) => call(t.app, 'POST', SANDBOX, { token, body, headers });

/** Everything a payment can leave behind: rows, Idempotency-Keys and aggregate increments. */
async function storedCounts(): Promise<Record<string, number>> {
  const { rows } = await t.db.execute(sql`select
    (select count(*)::int from transactions) as transactions,
    (select count(*)::int from idempotency_keys) as idempotency,
    (select count(*)::int from transaction_stats_pending) as pending,
    (select coalesce(sum(count), 0)::int from transaction_daily_stats) as daily`);
  return rows[0] as Record<string, number>;
}

/** The simulation must answer exactly what the payment API decided (or refused) for the same body. */
function expectSameDecision(sim: Awaited<ReturnType<typeof simulate>>, paid: Awaited<ReturnType<typeof pay>>, label: string): void {
  if (paid.status === 201 || paid.status === 402) {
    expect(sim.status, `${label}: ${sim.body}`).toBe(200);
    expect(sim.json.paymentApiStatus, label).toBe(paid.status);
    for (const key of ['status', 'amount', 'category', 'feeAmount', 'splits', 'totalReward', 'declinedCards', 'declineReason'] as const) {
      expect(sim.json[key], `${label}: ${key}`).toEqual(paid.json[key]);
    }
    expect(sim.json.explanation.optimalReward, label).toBe(paid.json.totalReward);
  } else {
    expect(sim.status, `${label}: ${sim.body}`).toBe(paid.status);
    expect(sim.json.code, label).toBe(paid.json.code);
    expect(sim.json.field, label).toBe(paid.json.field);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  m = await createMerchantFixture(t);
  testKey = (await m.key('test')).secret;
  liveKey = (await m.key('live')).secret;
  admin = await adminToken(t);
  // A blocked range for the random wallets to hit.
  expect((await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin, body: { prefix: '411111', reason: 'Sandbox test range' } })).status).toBe(
    201,
  );
});
afterAll(async () => t.close());

// ---------------------------------------------------------------------------------------------
// Random wallets, as a checkout would send them: float rates, category rates, fractional caps.

const rate = fc.oneof(fc.constantFrom(0, 0.005, 0.01, 0.015, 0.02, 0.03, 0.05, 0.2), fc.double({ min: 0, max: 0.2, noNaN: true }));
const cardArb = (i: number) =>
  fc
    .record({
      brand: fc.constantFrom('VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'),
      bin: fc.option(fc.constantFrom('411111', '41111199', '520000', '378282'), { nil: undefined }),
      expired: fc.integer({ min: 0, max: 9 }),
      available: fc.oneof(fc.integer({ min: 0, max: 60_000 }), fc.constantFrom(99, 100, 101, 150)),
      rewardRate: rate,
      categoryRate: fc.option(rate, { nil: undefined }),
      cap: fc.option(fc.oneof(fc.integer({ min: 0, max: 900 }), fc.double({ min: 0, max: 900, noNaN: true })), { nil: undefined }),
      afterShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1.05, noNaN: true })),
    })
    .map((c) => {
      const out: Record<string, unknown> = {
        id: `card_${i}`,
        brand: c.brand,
        last4: String(1000 + i),
        expMonth: c.expired === 0 ? 1 : 12,
        expYear: c.expired === 0 ? 2020 : 2099,
        available: c.available,
        rewardRate: c.rewardRate,
      };
      if (c.bin) out.bin = c.bin;
      if (c.categoryRate !== undefined) out.categoryRates = { dining: c.categoryRate };
      if (c.cap !== undefined) {
        out.rewardCap = c.cap;
        // Now and then above the effective rate (afterShare > 1): a validation error for both.
        out.rateAfterCap = Math.min(0.2, c.afterShare * Math.min(c.rewardRate, c.categoryRate ?? c.rewardRate));
      }
      return out;
    });
const bodyArb = fc
  .record({
    cardCount: fc.integer({ min: 1, max: 7 }),
    category: fc.constantFrom('dining', 'travel', 'general'),
    maxSplits: fc.integer({ min: 1, max: 5 }),
    amount: fc.oneof({ weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) }, { weight: 8, arbitrary: fc.integer({ min: 100, max: 150_000 }) }),
  })
  .chain((shape) => fc.tuple(...Array.from({ length: shape.cardCount }, (_, i) => cardArb(i))).map((cards) => ({ ...shape, cards })))
  .map(({ amount, category, maxSplits, cards }) => ({ amount, currency: 'GBP', category, maxSplits, cards }));

describe('the Sandbox decides exactly as the payment API', () => {
  it('gives the same split, declines and errors for random wallets, and stores nothing', async () => {
    const bodies = fc.sample(bodyArb, { numRuns: 120, seed: 1313 });
    const seen = new Set<number>();
    for (const [i, generated] of bodies.entries()) {
      const body = { ...generated, customerEmail: customer() };
      const before = await storedCounts();
      const sim = await simulate(body);
      expect(await storedCounts(), `body ${i}`).toEqual(before);
      const paid = await pay(body);
      seen.add(paid.status);
      expectSameDecision(sim, paid, `body ${i} ${JSON.stringify(body)}`);
    }
    // The sample covers completed, declined and refused payments.
    expect([...seen].sort()).toEqual([201, 400, 402]);
  });

  it('matches on hand-picked wallets: caps, category rates, blocked ranges, tiny amounts, maxSplits', async () => {
    const bodies = [
      basic({
        category: 'groceries',
        maxSplits: 3,
        cards: [
          card('card_a', { available: 10_000, rewardRate: 0.01, categoryRates: { groceries: 0.03 }, rewardCap: 150, rateAfterCap: 0.005 }),
          card('card_b', { brand: 'AMEX', last4: '0005', available: 50_000, rewardRate: 0.015 }),
          card('card_c', { last4: '1111', expMonth: 1, expYear: 2020 }),
        ],
      }),
      basic({ cards: [card('blocked', { bin: '41111122' }), card('ok', { bin: '52000000' })] }),
      basic({ cards: [card('x', { expYear: 2020 }), card('y', { available: 50 })] }),
      basic({ amount: 50_000, maxSplits: 2, cards: [card('a', { available: 20_000 }), card('b', { available: 20_000 }), card('c', { available: 20_000 })] }),
      basic({ amount: 150, cards: [card('a', { available: 140 }), card('b', { available: 140 })] }),
      basic({ amount: 100, cards: [card('a', { available: 100, rewardRate: 0.2 }), card('b', { rewardRate: 0.19 })] }),
      basic({ category: 'constructor', cards: [card('a', { rewardRate: 0.01, rateAfterCap: 0.005, rewardCap: 10 })] }),
      basic({ maxSplits: 1, cards: [card('a', { available: 6000 }), card('b', { available: 7000 })] }),
    ];
    for (const [i, body] of bodies.entries()) {
      const before = await storedCounts();
      const sim = await simulate(body);
      expect(await storedCounts()).toEqual(before);
      expectSameDecision(sim, await pay(body), `case ${i}`);
    }
  });

  it('refuses what the payment API refuses, with the same code and field', async () => {
    const cases: Record<string, unknown>[] = [
      basic({ extra: 1 }),
      basic({ currency: 'USD' }),
      basic({ amount: 10.5 }),
      basic({ amount: '100' }),
      basic({ amount: -5 }),
      basic({ amount: 50 }),
      basic({ amount: 100_000_001 }),
      basic({ maxSplits: 6 }),
      basic({ category: 'Groceries!' }),
      basic({ customerEmail: 'not-an-email' }),
      basic({ cards: [] }),
      basic({ cards: Array.from({ length: 21 }, (_, i) => card(`c${i}`)) }),
      basic({ cards: [card('dup'), card('dup')] }),
      basic({ cards: [card('a', { brand: 'JCB' })] }),
      basic({ cards: [card('a', { rewardRate: 0.5 })] }),
      basic({ cards: [card('a', { rewardRate: 0.01, rateAfterCap: 0.02 })] }),
      basic({ cards: [card('a', { bin: '12' })] }),
      basic({ cards: [card('a', { cvv: '123' })] }),
      { amount: 100 },
    ];
    const before = await storedCounts();
    for (const body of cases) {
      const sim = await simulate(body);
      const paid = await pay(body);
      expect(paid.status, JSON.stringify(body)).toBe(400);
      expectSameDecision(sim, paid, JSON.stringify(body));
    }
    expect(await storedCounts()).toEqual(before);
    const header = await simulate(basic(), testKey, { 'idempotency-key': 'x'.repeat(256) });
    expect(header.status).toBe(400);
    expect(header.json.field).toBe('Idempotency-Key');
  });

  it('refuses card numbers as the payment API does, naming the field and never echoing the digits', async () => {
    const pan = '4111 1111 1111 1111';
    const bodies: [unknown, Record<string, string>][] = [
      [basic({ customerEmail: '4111111111111111@shop.example' }), {}],
      [basic({ cards: [card('4242424242424242')] }), {}],
      [{ ...basic(), cards: [{ ...card('a'), number: pan }] }, {}],
      [{ ...basic(), ['5555555555554444']: 1 }, {}],
      [basic(), { 'idempotency-key': 'order-4111111111111111' }],
    ];
    const before = await storedCounts();
    for (const [body, headers] of bodies) {
      for (const [res, paid] of [
        [await simulate(body, testKey, headers), await pay(body, headers)],
        [await simulate(body, m.token, headers), await pay(body, headers)],
        [await call(t.app, 'POST', ADMIN_SANDBOX, { token: admin, body, headers }), await pay(body, headers)],
      ] as const) {
        expect(res.status).toBe(400);
        expect(res.json.code).toBe('CARD_NUMBER_NOT_ACCEPTED');
        expect(res.json.field).toBe(paid.json.field);
        expect(res.json.message).toBe(paid.json.message);
        expect(res.body).not.toMatch(/4111|4242424242424242|5555555555554444/);
      }
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('decides on the current amount limits and blocked ranges', async () => {
    await t.db.update(platformSettings).set({ minTransactionAmount: 5 });
    try {
      const low = basic({ amount: 499 });
      // The Sandbox reads the payment path's cache, which the change's notification clears (within
      // milliseconds; the payment's own write re-checks, a simulation has no write to do it).
      await expect.poll(async () => (await simulate(low)).json.code).toBe('AMOUNT_OUT_OF_RANGE');
      expectSameDecision(await simulate(low), await pay(low), 'raised minimum');
    } finally {
      await t.db.update(platformSettings).set({ minTransactionAmount: 1 });
    }
    await expect.poll(async () => (await simulate(basic({ amount: 499 }))).status).toBe(200);

    const body = basic({ cards: [card('a', { bin: '60110000' }), card('b', { bin: '52000000' })] });
    expect((await simulate(body)).json.declinedCards).toEqual([]);
    expect((await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin, body: { prefix: '6011', reason: 'Sandbox block' } })).status).toBe(201);
    await expect.poll(async () => (await simulate(body)).json.declinedCards).toEqual([{ cardId: 'a', reason: 'BLOCKED_BIN' }]);
    expectSameDecision(await simulate(body), await pay(body), 'new block');
  });

  it('leaves velocity out: a sixth payment is declined, its simulation is not', async () => {
    const email = customer();
    for (let i = 0; i < 5; i++) expect((await pay(basic({ customerEmail: email }))).status).toBe(201);
    const paid = await pay(basic({ customerEmail: email }));
    expect(paid.json.declineReason).toBe('VELOCITY_LIMIT');
    const sim = await simulate(basic({ customerEmail: email }));
    expect(sim.json).toMatchObject({ status: 'COMPLETED', paymentApiStatus: 201, declineReason: null });
  });
});

describe('the answer', () => {
  it('explains the split: rates, the cap, the best single card, the naive split and the uplift', async () => {
    const res = await simulate(
      basic({
        category: 'groceries',
        cards: [
          card('card_a', { available: 10_000, rewardRate: 0.01, categoryRates: { groceries: 0.03 }, rewardCap: 150, rateAfterCap: 0.005 }),
          card('card_b', { brand: 'AMEX', last4: '0005', available: 50_000, rewardRate: 0.015 }),
          card('card_c', { last4: '1111', expMonth: 1, expYear: 2020 }),
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'COMPLETED',
      paymentApiStatus: 201,
      amount: 12_550,
      currency: 'GBP',
      category: 'groceries',
      maxSplits: 3,
      feeAmount: 63,
      totalReward: 263.25,
    });
    expect(res.json).not.toHaveProperty('transactionId');
    const { explanation } = res.json;
    expect(explanation.cards.map((c: { cardId: string; use: string }) => [c.cardId, c.use])).toEqual([
      ['card_a', 'USED'],
      ['card_b', 'USED'],
      ['card_c', 'DECLINED'],
    ]);
    expect(explanation.cards[0]).toMatchObject({ rate: 0.03, rateSource: 'CATEGORY', capReachedAt: 5000, amount: 5000, reward: 150 });
    expect(explanation.bestSingleCard).toEqual({ splits: [{ cardId: 'card_b', amount: 12_550, reward: 188.25 }], reward: 188.25 });
    expect(explanation.upliftOverBestSingleCard).toEqual({ amount: 75, percent: 39.84 });
    expect(explanation.naiveSplit.reward).toBe(219.63);
    expect(explanation.upliftOverNaiveSplit).toEqual({ amount: 43.62, percent: 19.86 });
  });

  it('is the same for a portal session, a test key and the admin Sandbox', async () => {
    const body = basic({
      category: 'dining',
      cards: [card('a', { available: 3000, categoryRates: { dining: 0.04 }, rewardCap: 50.5 }), card('b', { rewardRate: 0.02 })],
    });
    const byKey = await simulate(body);
    const bySession = await simulate(body, m.token);
    const byAdmin = await call(t.app, 'POST', ADMIN_SANDBOX, { token: admin, body });
    expect(byKey.status).toBe(200);
    expect(bySession.json).toEqual(byKey.json);
    expect(byAdmin.json).toEqual(byKey.json);
  });
});

describe('who may use it', () => {
  it('refuses a live key with 403 SANDBOX_TEST_KEYS_ONLY, and missing, unknown or revoked credentials with 401', async () => {
    const live = await simulate(basic(), liveKey);
    expect(live.status).toBe(403);
    expect(live.json.code).toBe('SANDBOX_TEST_KEYS_ONLY');
    for (const token of [undefined, 'sk_test_' + 'x'.repeat(40), 'garbage', admin]) {
      const res = await call(t.app, 'POST', SANDBOX, { token, body: basic() });
      expect([401, 403], String(token)).toContain(res.status);
      if (token !== admin) expect(res.json.code).toBe('UNAUTHORIZED');
    }
    const k = await m.key('test');
    expect((await simulate(basic(), k.secret)).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/merchant/api-keys/${k.id}`, { token: m.token })).status).toBe(204);
    expect((await simulate(basic(), k.secret)).status).toBe(401);
  });

  it('refuses a suspended merchant', async () => {
    const s = await createMerchantFixture(t);
    const key = (await s.key('test')).secret;
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, s.merchantDbId));
    const res = await simulate(basic(), key);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('MERCHANT_SUSPENDED');
  });

  it('the admin Sandbox is for super admins, operations and support', async () => {
    const tokens = await adminTokensByRole(t, `sandbox-${runId}`, { signIn: 'mint' });
    for (const role of ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE', 'FINANCE', 'SUPPORT'] as const) {
      const token = tokens[role];
      const res = await call(t.app, 'POST', ADMIN_SANDBOX, { token, body: basic() });
      if (role === 'COMPLIANCE' || role === 'FINANCE') {
        expect(res.status, role).toBe(403);
        expect(res.json.code).toBe('FORBIDDEN_ROLE');
      } else {
        expect(res.status, role).toBe(200);
      }
    }
    const merchantToken = await call(t.app, 'POST', ADMIN_SANDBOX, { token: m.token, body: basic() });
    expect(merchantToken.status).toBe(403);
    const apiKey = await call(t.app, 'POST', ADMIN_SANDBOX, { token: testKey, body: basic() });
    expect(apiKey.status).toBe(401);
  });
});
