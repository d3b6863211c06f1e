import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, merchants, platformSettings, transactions } from '@server/db/schema/index';
import { call } from './support/helpers';
import { adminToken, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let m: MerchantFixture;
let testKey: string;
let liveKey: string;

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
const customer = () => `customer${++customerSeq}.${runId}@shop.example`;
const pay = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/merchant/process-payment', { token: key, body, headers });
const basic = (over: Record<string, unknown> = {}) => ({ amount: 12550, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')], ...over });
const countTransactions = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(transactions))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  m = await createMerchantFixture(t);
  testKey = (await m.key('test')).secret;
  liveKey = (await m.key('live')).secret;
});
afterAll(async () => t.close());

describe('authentication', () => {
  it('refuses missing, unknown, malformed and session-token credentials with 401 UNAUTHORIZED', async () => {
    const admin = await adminToken(t);
    for (const token of [undefined, 'sk_test_' + 'x'.repeat(40), 'sk_live_short', m.token, admin, 'garbage']) {
      const res = await call(t.app, 'POST', '/api/merchant/process-payment', { token, body: basic() });
      expect(res.status, String(token)).toBe(401);
      expect(res.json.code).toBe('UNAUTHORIZED');
    }
  });

  it('stops a revoked key at once', async () => {
    const k = await m.key('test');
    expect((await pay(k.secret, basic())).status).toBe(201);
    expect((await call(t.app, 'DELETE', `/api/merchant/api-keys/${k.id}`, { token: m.token })).status).toBe(204);
    const res = await pay(k.secret, basic());
    expect(res.status).toBe(401);
  });

  it('answers 403 MERCHANT_SUSPENDED for a suspended merchant, with any key', async () => {
    const s = await createMerchantFixture(t);
    const k = (await s.key('test')).secret;
    const lk = (await s.key('live')).secret;
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, s.merchantDbId));
    for (const key of [k, lk]) {
      const res = await pay(key, basic());
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('MERCHANT_SUSPENDED');
    }
  });
});

describe('process-payment', () => {
  it('completes with the optimal split, fee, rewards and the exact response shape', async () => {
    const email = customer();
    const res = await pay(testKey, {
      amount: 12550,
      currency: 'GBP',
      customerEmail: email.toUpperCase(),
      category: 'groceries',
      maxSplits: 3,
      cards: [
        card('card_a', { available: 10000, rewardRate: 0.01, categoryRates: { groceries: 0.03 }, rewardCap: 150, rateAfterCap: 0.005 }),
        card('card_b', { brand: 'AMEX', last4: '0005', available: 50000, rewardRate: 0.015 }),
        card('card_c', { last4: '1111', expMonth: 1, expYear: 2020 }),
      ],
    });
    expect(res.status).toBe(201);
    const body = res.json;
    expect(Object.keys(body).sort()).toEqual(
      [
        'amount',
        'category',
        'createdAt',
        'currency',
        'customerEmail',
        'declineReason',
        'declinedCards',
        'feeAmount',
        'mode',
        'splits',
        'status',
        'totalReward',
        'transactionId',
        // Added by the payment lifecycle (docs/decisions/0033); the fields above are unchanged.
        'legs',
        'captureMethod',
        'legConfirmation',
        'amountCaptured',
        'amountRefunded',
        'refundStatus',
        'cancelReason',
      ].sort(),
    );
    expect(body).toMatchObject({
      status: 'COMPLETED',
      mode: 'test',
      amount: 12550,
      currency: 'GBP',
      feeAmount: 63,
      customerEmail: email.toLowerCase(),
      category: 'groceries',
      declineReason: null,
    });
    expect(body.transactionId).toMatch(/^txn_[A-Za-z0-9]{16,}$/);
    expect(body.declinedCards).toEqual([{ cardId: 'card_c', reason: 'EXPIRED' }]);
    // card_a earns 3% up to a 150p cap (first 5000p), then 0.5%; card_b earns 1.5% flat.
    // Best: 5000 on card_a (150) + 7550 on card_b (113.25) = 263.25.
    expect(body.totalReward).toBe(263.25);
    expect(body.splits.reduce((s: number, x: { amount: number }) => s + x.amount, 0)).toBe(12550);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it('declines with 402 and stores the decision: nothing viable, or not enough funds', async () => {
    const before = await countTransactions();
    const none = await pay(testKey, basic({ cards: [card('x', { expYear: 2020 }), card('y', { available: 50 })] }));
    expect(none.status).toBe(402);
    expect(none.json).toMatchObject({ status: 'DECLINED', declineReason: 'NO_VIABLE_CARD', feeAmount: 0, splits: [], totalReward: 0 });
    expect(none.json.declinedCards).toEqual([
      { cardId: 'x', reason: 'EXPIRED' },
      { cardId: 'y', reason: 'INSUFFICIENT_FUNDS' },
    ]);
    const short = await pay(
      testKey,
      basic({ amount: 50000, maxSplits: 2, cards: [card('a', { available: 20000 }), card('b', { available: 20000 }), card('c', { available: 20000 })] }),
    );
    expect(short.status).toBe(402);
    expect(short.json.declineReason).toBe('INSUFFICIENT_FUNDS');
    expect(await countTransactions()).toBe(before + 2);
  });

  it('refuses schema violations with 400 naming the field, and records nothing', async () => {
    const before = await countTransactions();
    const cases: [Record<string, unknown>, string][] = [
      [basic({ extra: 1 }), 'extra'],
      [basic({ currency: 'USD' }), 'currency'],
      [basic({ amount: 10.5 }), 'amount'],
      [basic({ amount: '100' }), 'amount'],
      [basic({ amount: -5 }), 'amount'],
      [basic({ maxSplits: 6 }), 'maxSplits'],
      [basic({ category: 'Groceries!' }), 'category'],
      [basic({ customerEmail: 'not-an-email' }), 'customerEmail'],
      [basic({ cards: [] }), 'cards'],
      [basic({ cards: Array.from({ length: 21 }, (_, i) => card(`c${i}`)) }), 'cards'],
      [basic({ cards: [card('dup'), card('dup')] }), 'cards.1.id'],
      [basic({ cards: [card('a', { brand: 'JCB' })] }), 'cards.0.brand'],
      [basic({ cards: [card('a', { rewardRate: 0.5 })] }), 'cards.0.rewardRate'],
      [basic({ cards: [card('a', { rewardRate: 0.01, rateAfterCap: 0.02 })] }), 'cards.0.rateAfterCap'],
      [basic({ cards: [card('a', { bin: '12' })] }), 'cards.0.bin'],
      [basic({ cards: [card('a', { cvv: '123' })] }), 'cards.0.cvv'],
      [basic({ cards: [card('bad id!')] }), 'cards.0.id'],
      [{ amount: 100 }, 'currency'],
    ];
    for (const [body, field] of cases) {
      const res = await pay(testKey, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
      expect(res.json.field, JSON.stringify(body)).toBe(field);
    }
    const malformed = await call(t.app, 'POST', '/api/merchant/process-payment', {
      token: testKey,
      body: '{"amount":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const huge = await call(t.app, 'POST', '/api/merchant/process-payment', {
      token: testKey,
      body: JSON.stringify({ ...basic(), pad: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(await countTransactions()).toBe(before);
  });

  it('refuses anything that looks like a card number, storing nothing', async () => {
    const before = await countTransactions();
    const pan = '4111 1111 1111 1111';
    for (const body of [
      basic({ customerEmail: '4111111111111111@shop.example' }),
      basic({ cards: [card('4242424242424242')] }),
      { ...basic(), cards: [{ ...card('a'), number: pan }] },
    ]) {
      const res = await pay(testKey, body, { 'idempotency-key': `pan-${Math.random()}` });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('CARD_NUMBER_NOT_ACCEPTED');
      expect(res.body).not.toContain('4111');
    }
    expect(await countTransactions()).toBe(before);
    const dump = await t.db.execute(sql`select t::text as row from transactions t union all select i::text from idempotency_keys i`);
    expect(dump.rows.map((r) => String(r.row)).join('\n')).not.toMatch(/4111.?1111.?1111.?1111|4242424242424242/);
  });

  it('enforces the platform amount range and applies fee changes to the next payment', async () => {
    await t.db.update(platformSettings).set({ minTransactionAmount: 2, maxTransactionAmount: 500 });
    const low = await pay(testKey, basic({ amount: 199 }));
    expect(low.status).toBe(400);
    expect(low.json.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await pay(testKey, basic({ amount: 200 }))).status).toBe(201);
    expect((await pay(testKey, basic({ amount: 50000, cards: [card('a', { available: 60000 })] }))).status).toBe(201);
    const high = await pay(testKey, basic({ amount: 50001, cards: [card('a', { available: 60000 })] }));
    expect(high.json.code).toBe('AMOUNT_OUT_OF_RANGE');

    await t.db.update(platformSettings).set({ defaultFeePercent: '1.25', minTransactionAmount: 1, maxTransactionAmount: 1_000_000 });
    const res = await pay(testKey, basic({ amount: 10_002 }));
    expect(res.json.feeAmount).toBe(125); // 125.025 rounds to 125
    const stored = await t.db.select().from(transactions).where(eq(transactions.transactionId, res.json.transactionId));
    expect(stored[0]!.feePercent).toBe('1.25');
    await t.db.update(platformSettings).set({ defaultFeePercent: '0.50' });
    expect((await pay(testKey, basic({ amount: 10_100 }))).json.feeAmount).toBe(51); // 50.5 rounds half up
  });
});

describe('velocity', () => {
  it('gives exactly 5 COMPLETED of 10 simultaneous payments for one new customer', async () => {
    const email = customer();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => pay(testKey, basic({ customerEmail: i % 2 ? email.toUpperCase() : email }))));
    const completed = results.filter((r) => r.json.status === 'COMPLETED');
    const declined = results.filter((r) => r.json.status === 'DECLINED');
    expect(completed).toHaveLength(5);
    expect(declined).toHaveLength(5);
    for (const r of declined) {
      expect(r.status).toBe(402);
      expect(r.json.declineReason).toBe('VELOCITY_LIMIT');
    }
    // The same customer in live mode is counted separately.
    expect((await pay(liveKey, basic({ customerEmail: email }))).status).toBe(201);
  });

  it('counts the window through its own index, the only plan there is for that lookup', async () => {
    // record_payment's count, as a generic plan (what a connection caches): never another index plus a filter.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`explain (generic_plan) select count(*)::integer from transactions t
        where (t.merchant_id::text || ' ' || t.mode || ' ' || t.customer_email) = ($1::uuid::text || ' ' || $2::text || ' ' || $3::text)
          and t.created_at > now() - make_interval(mins => $4::integer)`),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('transactions_velocity_key_idx');
    expect(plan).not.toMatch(/Filter/);
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and body, creating nothing new', async () => {
    const body = basic();
    const first = await pay(testKey, body, { 'Idempotency-Key': 'order-1001' });
    expect(first.status).toBe(201);
    const before = await countTransactions();
    const again = await pay(testKey, body, { 'Idempotency-Key': 'order-1001' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await countTransactions()).toBe(before);
    // Declined answers replay too.
    const dec = basic({ cards: [card('x', { expYear: 2020 })] });
    const d1 = await pay(testKey, dec, { 'Idempotency-Key': 'order-1002' });
    const d2 = await pay(testKey, dec, { 'Idempotency-Key': 'order-1002' });
    expect([d1.status, d2.status]).toEqual([402, 402]);
    expect(d2.json.transactionId).toBe(d1.json.transactionId);
  });

  it('refuses a reused key with another body (422), storing nothing, and never answers 409 for a claim nobody holds', async () => {
    await pay(testKey, basic(), { 'Idempotency-Key': 'order-2001' });
    const before = await countTransactions();
    const reused = await pay(testKey, basic({ amount: 999 }), { 'Idempotency-Key': 'order-2001' });
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countTransactions()).toBe(before);

    // A claim left behind by a request that never finished (the old two-step flow stored one before
    // the payment): the key is claimed inside the payment's own transaction now, so nothing holds it.
    const body = basic();
    const { requestHash } = await import('@server/modules/payments');
    await t.db.insert(idempotencyKeys).values({
      merchantId: m.merchantDbId,
      mode: 'test',
      key: 'order-3001',
      requestHash: requestHash(body),
      state: 'processing',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const retried = await pay(testKey, body, { 'Idempotency-Key': 'order-3001' });
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const again = await pay(testKey, body, { 'Idempotency-Key': 'order-3001' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retried.body);
  });

  it('creates exactly one transaction for concurrent duplicates; the others wait and replay it', async () => {
    const body = basic();
    const before = await countTransactions();
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(testKey, body, { 'Idempotency-Key': 'order-4001' })));
    expect(await countTransactions()).toBe(before + 1);
    for (const r of results) expect(r.status).toBe(201);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
  });

  it('replays the stored answer byte for byte, even after the limits changed, and stores it with the payment', async () => {
    const body = basic({ amount: 30_000, cards: [card('a', { available: 40_000 })] });
    const first = await pay(testKey, body, { 'Idempotency-Key': 'order-5001' });
    expect(first.status).toBe(201);
    const [stored] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'order-5001'));
    expect(stored!.responseBody).toBe(first.body);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.transactionId, first.json.transactionId));
    expect(row!.createdAt.toISOString()).toBe(first.json.createdAt);
    await t.db.update(platformSettings).set({ maxTransactionAmount: 200 });
    try {
      const replay = await pay(testKey, body, { 'Idempotency-Key': 'order-5001' });
      expect(replay.status).toBe(201);
      expect(replay.body).toBe(first.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect((await pay(testKey, body)).json.code).toBe('AMOUNT_OUT_OF_RANGE');
    } finally {
      await t.db.update(platformSettings).set({ maxTransactionAmount: 1_000_000 });
    }
  });

  it('scopes keys to the mode and validates the header', async () => {
    const body = basic();
    const a = await pay(testKey, body, { 'Idempotency-Key': 'shared-key' });
    const b = await pay(liveKey, body, { 'Idempotency-Key': 'shared-key' });
    expect(a.json.transactionId).not.toBe(b.json.transactionId);
    const long = await pay(testKey, basic(), { 'Idempotency-Key': 'k'.repeat(256) });
    expect(long.status).toBe(400);
  });
});

describe('transactions list', () => {
  it("shows only the key's own merchant and mode, newest first, with cursor paging", async () => {
    const other = await createMerchantFixture(t);
    const otherKey = (await other.key('test')).secret;
    await pay(otherKey, basic());
    const seen = new Set<string>();
    let cursor: string | null = null;
    let previous = Infinity;
    do {
      const res: Awaited<ReturnType<typeof call>> = await call(t.app, 'GET', `/api/merchant/transactions?limit=7${cursor ? `&cursor=${cursor}` : ''}`, {
        token: testKey,
      });
      expect(res.status).toBe(200);
      for (const tx of res.json.transactions) {
        expect(tx.mode).toBe('test');
        expect(seen.has(tx.transactionId)).toBe(false);
        seen.add(tx.transactionId);
        const at = new Date(tx.createdAt).getTime();
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
      }
      cursor = res.json.nextCursor;
    } while (cursor);
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from transactions where merchant_id = ${m.merchantDbId} and mode = 'test'`)).rows as {
      n: number;
    }[];
    expect(seen.size).toBe(n);

    const live = await call(t.app, 'GET', '/api/merchant/transactions', { token: liveKey });
    expect(live.json.transactions.every((x: { mode: string }) => x.mode === 'live')).toBe(true);
    expect(live.json.transactions.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/merchant/transactions?limit=0', { token: testKey })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/merchant/transactions?limit=101', { token: testKey })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/merchant/transactions?cursor=bogus', { token: testKey })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/merchant/transactions', { token: m.token })).status).toBe(401);
  });
});

describe('API keys in the portal', () => {
  it('lists, creates and revokes keys; live keys need an active, verified merchant', async () => {
    const fresh = await createMerchantFixture(t, { status: 'PENDING_VERIFICATION', verificationStatus: 'NOT_STARTED' });
    const denied = await call(t.app, 'POST', '/api/merchant/api-keys', { token: fresh.token, body: { mode: 'live' } });
    expect(denied.status).toBe(403);
    expect(denied.json.code).toBe('VERIFICATION_REQUIRED');
    const created = await call(t.app, 'POST', '/api/merchant/api-keys', { token: fresh.token, body: { mode: 'test' } });
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^sk_test_[A-Za-z0-9]{32,}$/);
    expect(created.json.apiKey).toMatchObject({ mode: 'test', revokedAt: null });
    const list = await call(t.app, 'GET', '/api/merchant/api-keys', { token: fresh.token });
    expect(JSON.stringify(list.json)).not.toContain(created.json.secret);
    expect(list.json.apiKeys.map((k: { id: string }) => k.id)).toContain(created.json.apiKey.id);

    const live = await call(t.app, 'POST', '/api/merchant/api-keys', { token: m.token, body: { mode: 'live' } });
    expect(live.status).toBe(201);
    expect(live.json.secret).toMatch(/^sk_live_/);

    // Another merchant cannot revoke it, and bad input is refused.
    expect((await call(t.app, 'DELETE', `/api/merchant/api-keys/${live.json.apiKey.id}`, { token: fresh.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/merchant/api-keys/not-a-uuid', { token: m.token })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/merchant/api-keys', { token: m.token, body: { mode: 'prod' } })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/merchant/api-keys', { token: testKey })).status).toBe(401);
    expect((await pay(live.json.secret, basic())).status).toBe(201);
  });
});

describe('Fraud & Risk: blocked BINs', () => {
  it('blocks a prefix, declines matching cards, audits, and unblocks', async () => {
    const admin = await adminToken(t);
    const add = await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin, body: { prefix: '411111', reason: 'Card testing attack' } });
    expect(add.status).toBe(201);
    expect((await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin, body: { prefix: '411111', reason: 'again' } })).status).toBe(409);
    for (const bad of [{ prefix: '12', reason: 'x' }, { prefix: '41111a', reason: 'x' }, { prefix: '4111', reason: '' }, { prefix: '4111' }]) {
      expect((await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin, body: bad })).status).toBe(400);
    }
    expect((await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: m.token, body: { prefix: '5555', reason: 'x' } })).status).toBe(403);

    const res = await pay(testKey, basic({ cards: [card('blocked', { bin: '41111122' }), card('ok', { bin: '52000000' })] }));
    expect(res.status).toBe(201);
    expect(res.json.declinedCards).toEqual([{ cardId: 'blocked', reason: 'BLOCKED_BIN' }]);
    expect(res.json.splits.map((s: { cardId: string }) => s.cardId)).toEqual(['ok']);

    const list = await call(t.app, 'GET', '/api/admin/risk/blocked-bins', { token: admin });
    expect(list.json.blockedBins).toEqual([expect.objectContaining({ prefix: '411111', reason: 'Card testing attack' })]);
    const summary = await call(t.app, 'GET', '/api/admin/risk/summary', { token: admin });
    expect(summary.json.velocityRule).toEqual({ maxPayments: 5, windowMinutes: 10 });
    expect(summary.json.declines.some((d: { reason: string }) => d.reason === 'VELOCITY_LIMIT')).toBe(true);

    expect((await call(t.app, 'DELETE', '/api/admin/risk/blocked-bins/411111', { token: admin })).status).toBe(204);
    expect((await call(t.app, 'DELETE', '/api/admin/risk/blocked-bins/411111', { token: admin })).status).toBe(404);
    const audit = await t.db.execute(sql`select action from audit_logs where action like 'risk.%' order by id`);
    expect(audit.rows.map((r) => r.action)).toEqual(['risk.blocked_bin.add', 'risk.blocked_bin.remove']);
  });
});

describe('category names that look like object properties', () => {
  it('treats "constructor" as an ordinary category, never a 500', async () => {
    const ok = await pay(testKey, basic({ category: 'constructor', cards: [card('a', { rewardRate: 0.01, rateAfterCap: 0.005, rewardCap: 10 })] }));
    expect(ok.status).toBe(201);
    const bad = await pay(testKey, basic({ category: 'constructor', cards: [card('a', { rewardRate: 0.01, rateAfterCap: 0.02 })] }));
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('cards.0.rateAfterCap');
  });
});
