import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_EXAMPLE } from '@web/features/marketing/api-docs/lifecycle-example';
import { call } from './support/helpers';
import { card, adminToken, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The Sandbox's decline of a card: the re-split it shows is the one the payment lifecycle makes
 * when the gateway declines that card's leg (same legs, same reward lost, FAILED when nothing
 * covers it), and the simulation still stores nothing.
 */

let t: TestApp;
let m: MerchantFixture;
let testKey: string;
let admin: string;

const SANDBOX = '/api/merchant/sandbox/simulate';
const ADMIN_SANDBOX = '/api/admin/sandbox/simulate';
const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const customer = () => `resplitter${++seq}.${runId}@shop.example`;
const example = () => ({
  amount: LIFECYCLE_EXAMPLE.amount,
  currency: 'GBP',
  customerEmail: customer(),
  maxSplits: LIFECYCLE_EXAMPLE.maxSplits,
  cards: LIFECYCLE_EXAMPLE.cards.map((c) => card(c.id, { brand: c.brand, last4: c.last4, available: c.available, rewardRate: c.rewardRate })),
});
const simulate = (body: unknown, token = testKey) => call(t.app, 'POST', SANDBOX, { token, body });
const pay = (body: unknown) => call(t.app, 'POST', '/api/merchant/process-payment', { token: testKey, body });
const decline = (paymentId: string, legId: string) =>
  call(t.app, 'POST', `/api/merchant/payments/${paymentId}/legs/${legId}/authorisation`, { token: testKey, body: { outcome: 'DECLINED' } });
const legView = (l: { cardId: string; amount: number; reward: number }) => ({ cardId: l.cardId, amount: l.amount, reward: l.reward });

async function storedCounts(): Promise<Record<string, number>> {
  const { rows } = await t.db.execute(sql`select
    (select count(*)::int from transactions) as transactions,
    (select count(*)::int from idempotency_keys) as idempotency,
    (select count(*)::int from payment_history) as history,
    (select count(*)::int from events) as events`);
  return rows[0] as Record<string, number>;
}

/**
 * What the payment lifecycle does with the same body: a gateway-confirmed payment whose leg on the
 * card is declined. Returns the re-split (null when the payment failed) and the payment's status.
 */
async function lifecycleDecline(body: Record<string, unknown>, cardId: string) {
  const paid = await pay({ ...body, customerEmail: customer(), legConfirmation: 'gateway' });
  expect(paid.status, paid.body).toBe(201);
  const leg = paid.json.legs.find((l: { cardId: string }) => l.cardId === cardId);
  const res = await decline(paid.json.transactionId, leg.id);
  expect(res.status, res.body).toBe(200);
  return { paid: paid.json, resplit: res.json.resplit, status: res.json.payment.status as string };
}

beforeAll(async () => {
  t = await createTestApp();
  m = await createMerchantFixture(t);
  testKey = (await m.key('test')).secret;
  admin = await adminToken(t);
});
afterAll(async () => t.close());

describe('declining a card in the Sandbox', () => {
  it('re-splits the worked example as the API reference tells it, stores nothing, and matches the lifecycle', async () => {
    const body = { ...example(), declineCardId: LIFECYCLE_EXAMPLE.declinedCardId };
    const before = await storedCounts();
    const res = await simulate(body);
    expect(await storedCounts()).toEqual(before);
    expect(res.status, res.body).toBe(200);
    expect(res.json.splits.map(legView)).toEqual(LIFECYCLE_EXAMPLE.legs);
    expect(res.json.totalReward).toBe(LIFECYCLE_EXAMPLE.totalReward);
    expect(res.json.resplit).toEqual({
      declinedCardId: 'card_b',
      shortfall: 10_000,
      covered: true,
      paymentStatus: 'COMPLETED',
      standingLegs: [
        { cardId: 'card_a', brand: 'VISA', last4: '4242', amount: 12_000, reward: 360 },
        { cardId: 'card_c', brand: 'VISA', last4: '1111', amount: 8_000, reward: 80 },
      ],
      newLegs: LIFECYCLE_EXAMPLE.newLegs.map((l) => ({ ...l, brand: 'VISA', last4: l.cardId === 'card_d' ? '2222' : '1111' })),
      newReward: LIFECYCLE_EXAMPLE.newReward,
      rewardLost: LIFECYCLE_EXAMPLE.rewardLost,
    });
    // The split itself is the one without the decline.
    const plain = await simulate(example());
    expect(plain.json).not.toHaveProperty('resplit');
    expect({ ...res.json, resplit: undefined }).toEqual({ ...plain.json, resplit: undefined });

    const real = await lifecycleDecline(example(), 'card_b');
    expect(real.status).toBe('REQUIRES_AUTHORISATION');
    expect(real.resplit.newLegs.map(legView)).toEqual(res.json.resplit.newLegs.map(legView));
    expect(real.resplit.rewardLost).toBe(res.json.resplit.rewardLost);
    expect(real.resplit.shortfall).toBe(res.json.resplit.shortfall);

    // The admin Sandbox answers the same.
    const byAdmin = await call(t.app, 'POST', ADMIN_SANDBOX, { token: admin, body });
    expect(byAdmin.json.resplit).toEqual(res.json.resplit);
  });

  it('says the payment would FAIL when the other cards cannot take the shortfall, as the lifecycle does', async () => {
    // Without card_d, card_c has only 10.00 left for card_b's 100.00.
    const body = { ...example(), cards: example().cards.filter((c) => c.id !== 'card_d') };
    const res = await simulate({ ...body, declineCardId: 'card_b' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.status).toBe('COMPLETED');
    expect(res.json.resplit).toMatchObject({ declinedCardId: 'card_b', shortfall: 10_000, covered: false, paymentStatus: 'FAILED', newLegs: [], newReward: 0 });
    expect(res.json.resplit.rewardLost).toBe(res.json.totalReward);
    const real = await lifecycleDecline(body, 'card_b');
    expect(real.status).toBe('FAILED');
    expect(real.resplit).toBeNull();

    // maxSplits as sent: card_c and card_d together could take card_a's 120.00, but with maxSplits 2
    // and card_b standing only one new card may be added.
    const cards = example().cards.map((c) => (c.id === 'card_d' ? { ...c, available: 5_000 } : c));
    const tight = { ...example(), amount: 22_000, maxSplits: 2, cards };
    const capped = await simulate({ ...tight, declineCardId: 'card_a' });
    expect(capped.json.splits.map((s: { cardId: string }) => s.cardId)).toEqual(['card_a', 'card_b']);
    expect(capped.json.resplit).toMatchObject({ shortfall: 12_000, covered: false, paymentStatus: 'FAILED' });
    expect((await lifecycleDecline(tight, 'card_a')).status).toBe('FAILED');
    const roomier = await simulate({ ...tight, maxSplits: 3, declineCardId: 'card_a' });
    expect(roomier.json.resplit).toMatchObject({ covered: true, paymentStatus: 'COMPLETED' });
    expect(roomier.json.resplit.newLegs.map((l: { cardId: string; amount: number }) => [l.cardId, l.amount])).toEqual([
      ['card_c', 9_000],
      ['card_d', 3_000],
    ]);
  });

  it('answers resplit null when the card carries no leg, or the payment is declined', async () => {
    const unused = await simulate({ ...example(), declineCardId: 'card_d' });
    expect(unused.status).toBe(200);
    expect(unused.json.resplit).toBeNull();
    const declined = await simulate({ ...example(), amount: 60_000, declineCardId: 'card_a' });
    expect(declined.json.status).toBe('DECLINED');
    expect(declined.json.resplit).toBeNull();
    const expired = await simulate({ ...example(), cards: [...example().cards, card('old', { expYear: 2020 })], declineCardId: 'old' });
    expect(expired.json.resplit).toBeNull();
  });

  it('never re-splits onto an expired card or a blocked card range', async () => {
    expect(
      (await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin, body: { prefix: '601100', reason: 'Re-split test range' } })).status,
    ).toBe(201);
    const cards = [
      ...example().cards.filter((c) => c.id !== 'card_d'),
      card('expired', { rewardRate: 0.2, expMonth: 1, expYear: 2020 }),
      card('blocked', { rewardRate: 0.2, bin: '60110012' }),
      card('fallback', { rewardRate: 0.001 }),
    ];
    await expect.poll(async () => (await simulate({ ...example(), cards })).json.declinedCards.length).toBe(2);
    const res = await simulate({ ...example(), cards, declineCardId: 'card_b' });
    expect(res.json.resplit.covered).toBe(true);
    expect(res.json.resplit.newLegs.map((l: { cardId: string }) => l.cardId).sort()).toEqual(['card_c', 'fallback']);
  });
});

describe('matches the payment lifecycle on random wallets', () => {
  const rate = fc.constantFrom(0, 0.005, 0.01, 0.015, 0.02, 0.03, 0.05);
  const walletArb = fc
    .record({
      amount: fc.integer({ min: 100, max: 60_000 }),
      maxSplits: fc.integer({ min: 1, max: 5 }),
      category: fc.constantFrom('general', 'dining'),
      cards: fc.array(
        fc.record({
          available: fc.oneof(fc.integer({ min: 0, max: 30_000 }), fc.constantFrom(100, 150)),
          rewardRate: rate,
          dining: fc.option(rate, { nil: undefined }),
          cap: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      pick: fc.nat(),
    })
    .map(({ cards, pick, ...rest }) => ({
      ...rest,
      pick,
      currency: 'GBP',
      cards: cards.map((c, i) =>
        card(`c${i}`, {
          last4: String(1000 + i),
          available: c.available,
          rewardRate: c.rewardRate,
          ...(c.dining !== undefined ? { categoryRates: { dining: c.dining } } : {}),
          ...(c.cap !== undefined ? { rewardCap: c.cap, rateAfterCap: 0 } : {}),
        }),
      ),
    }));

  it('shows the same new legs, reward lost and outcome as a declined leg of the real payment', async () => {
    let compared = 0;
    const outcomes = new Set<boolean>();
    for (const { pick, ...wallet } of fc.sample(walletArb, { numRuns: 40, seed: 2033 })) {
      const plain = await simulate({ ...wallet, customerEmail: customer() });
      expect(plain.status, plain.body).toBe(200);
      if (plain.json.status !== 'COMPLETED') continue;
      const cardId = plain.json.splits[pick % plain.json.splits.length].cardId as string;
      const sim = await simulate({ ...wallet, customerEmail: customer(), declineCardId: cardId });
      const { resplit } = sim.json;
      const real = await lifecycleDecline(wallet, cardId);
      const label = JSON.stringify({ ...wallet, cardId });
      expect(real.paid.splits, label).toEqual(sim.json.splits);
      outcomes.add(resplit.covered);
      if (resplit.covered) {
        expect(real.status, label).toBe('REQUIRES_AUTHORISATION');
        expect(real.resplit.newLegs.map(legView), label).toEqual(resplit.newLegs.map(legView));
        expect(real.resplit.rewardLost, label).toBe(resplit.rewardLost);
        expect(resplit.newLegs.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(resplit.shortfall);
        expect(resplit.newLegs.every((l: { cardId: string }) => l.cardId !== cardId)).toBe(true);
      } else {
        expect(real.status, label).toBe('FAILED');
        expect(resplit.rewardLost).toBe(sim.json.totalReward);
      }
      compared += 1;
    }
    expect(compared).toBeGreaterThan(15);
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});

describe('what it refuses', () => {
  it('an unknown card id, or a wrong type, answers 400 VALIDATION_ERROR naming declineCardId', async () => {
    const before = await storedCounts();
    for (const declineCardId of ['card_z', '', 'CARD_A', 7, null, ['card_a'], { id: 'card_a' }, 'x'.repeat(65)]) {
      for (const [url, token] of [
        [SANDBOX, testKey],
        [SANDBOX, m.token],
        [ADMIN_SANDBOX, admin],
      ] as const) {
        const res = await call(t.app, 'POST', url, { token, body: { ...example(), declineCardId } });
        expect(res.status, `${url} ${JSON.stringify(declineCardId)}`).toBe(400);
        expect(res.json.code).toBe('VALIDATION_ERROR');
        expect(res.json.field).toBe('declineCardId');
      }
    }
    // Another payment's card: the id must be in this body.
    const other = await simulate({ ...example(), cards: [card('mine')], amount: 500, declineCardId: 'card_a' });
    expect(other.json.field).toBe('declineCardId');
    expect(await storedCounts()).toEqual(before);
    // It is a Sandbox field: the payment API still refuses it as unknown.
    const paid = await pay({ ...example(), declineCardId: 'card_a' });
    expect(paid.status).toBe(400);
    expect(paid.json.code).toBe('VALIDATION_ERROR');
  });

  it('keeps the Sandbox rules: a live key is refused, card numbers are screened first', async () => {
    const live = await simulate({ ...example(), declineCardId: 'card_a' }, (await m.key('live')).secret);
    expect(live.status).toBe(403);
    expect(live.json.code).toBe('SANDBOX_TEST_KEYS_ONLY');
    const pan = await simulate({ ...example(), declineCardId: '4111111111111111' });
    expect(pan.status).toBe(400);
    expect(pan.json.code).toBe('CARD_NUMBER_NOT_ACCEPTED');
    expect(pan.json.field).toBe('declineCardId');
    expect(pan.body).not.toContain('4111111111111111');
  });

  it('answers a concurrent burst identically, storing nothing', async () => {
    const before = await storedCounts();
    const body = { ...example(), declineCardId: 'card_b' };
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => simulate(body, i % 2 ? testKey : m.token)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.json.resplit).toEqual(answers[0]!.json.resplit);
    }
    expect(answers[0]!.json.resplit.rewardLost).toBe(LIFECYCLE_EXAMPLE.rewardLost);
    expect(await storedCounts()).toEqual(before);
  });
});
