import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedBins, ledgerEntries, platformSettings, transactions } from '@server/db/schema/index';
import { expireAuthorisations, paymentCache } from '@server/modules/payments';
import { call } from './support/helpers';
import { createMerchantFixture, lifecycleWallet as wallet, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * The life of a split payment (docs/decisions/0033): legs, the gateway's authorisation reports and
 * the re-split after a decline, capture, cancel, expiry and refunds across legs, on two instances
 * of the app sharing one database.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;

const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const customer = () => `buyer${++seq}.${runId}@shop.example`;

async function merchantWithKeys(on: TestApp) {
  const m = await createMerchantFixture(on);
  return { m, test: (await m.key('test')).secret, live: (await m.key('live')).secret };
}

const post = (on: TestApp, token: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(on.app, 'POST', url, { token, body, headers });
const get = (on: TestApp, token: string, url: string) => call(on.app, 'GET', url, { token });
const pay = (on: TestApp, token: string, over: Record<string, unknown> = {}) =>
  post(on, token, '/api/merchant/process-payment', { amount: 30_000, currency: 'GBP', customerEmail: customer(), maxSplits: 3, cards: wallet(), ...over });

let m: MerchantFixture;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  ({ m, test: testKey, live: liveKey } = await merchantWithKeys(a));
});
afterAll(async () => cluster?.close());

describe('a payment with no new fields', () => {
  it('is COMPLETED in one call, with captured legs, and its detail shows them with a history', async () => {
    const res = await pay(a, testKey);
    expect(res.status).toBe(201);
    const p = res.json;
    expect(p).toMatchObject({
      status: 'COMPLETED',
      captureMethod: 'automatic',
      legConfirmation: 'none',
      amountCaptured: 30_000,
      amountRefunded: 0,
      refundStatus: 'none',
    });
    expect(p.legs).toHaveLength(p.splits.length);
    for (const [i, leg] of p.legs.entries()) {
      expect(leg).toMatchObject({
        cardId: p.splits[i].cardId,
        amount: p.splits[i].amount,
        status: 'CAPTURED',
        amountCaptured: p.splits[i].amount,
        reward: p.splits[i].reward,
      });
      expect(leg.id).toMatch(/^leg_[A-Za-z0-9]{20}$/);
    }
    const detail = await get(b, testKey, `/api/merchant/payments/${p.transactionId}`);
    expect(detail.status).toBe(200);
    expect(detail.json.legs).toEqual(p.legs);
    expect(detail.json.history).toEqual([expect.objectContaining({ subject: 'payment', from: null, to: 'COMPLETED', cause: 'created' })]);
  });

  it('is not found by another merchant, by the other mode’s key, or by a forged id', async () => {
    const p = (await pay(a, testKey)).json;
    const other = await merchantWithKeys(a);
    expect((await get(a, other.test, `/api/merchant/payments/${p.transactionId}`)).json.code).toBe('TRANSACTION_NOT_FOUND');
    expect((await get(a, liveKey, `/api/merchant/payments/${p.transactionId}`)).json.code).toBe('TRANSACTION_NOT_FOUND');
    expect((await post(a, other.test, `/api/merchant/payments/${p.transactionId}/refunds`, { reason: 'other' })).status).toBe(404);
    expect((await get(a, testKey, `/api/merchant/payments/txn_nope'--`)).status).toBe(400);
    // The portal session sees it in either mode.
    expect((await get(a, m.token, `/api/merchant/payments/${p.transactionId}`)).status).toBe(200);
  });

  it('holds each caller to its own payments when actions arrive together and are read in one query', async () => {
    const other = await merchantWithKeys(a);
    const mine = await Promise.all(Array.from({ length: 8 }, () => pay(a, testKey, { captureMethod: 'manual' })));
    const ids = mine.map((r) => r.json.transactionId as string);
    // The owner's captures, another merchant's and the owner's live key on the same payments, all at once.
    const sent = ids.flatMap((id) => [
      { who: 'owner', res: post(a, testKey, `/api/merchant/payments/${id}/capture`, {}) },
      { who: 'other', res: post(a, other.test, `/api/merchant/payments/${id}/capture`, {}) },
      { who: 'live', res: post(a, liveKey, `/api/merchant/payments/${id}/cancel`, { reason: 'duplicate' }) },
    ]);
    const answers = await Promise.all(sent.map(async (s) => ({ who: s.who, res: await s.res })));
    for (const { who, res } of answers) {
      if (who === 'owner') expect(res.json.payment.status).toBe('COMPLETED');
      else expect(res.json.code).toBe('TRANSACTION_NOT_FOUND');
    }
  });
});

describe('legs the gateway confirms', () => {
  const report = (on: TestApp, paymentId: string, legId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(on, testKey, `/api/merchant/payments/${paymentId}/legs/${legId}/authorisation`, body, headers);

  it('waits for each leg, then completes once all are authorised', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    expect(p.status).toBe('REQUIRES_AUTHORISATION');
    expect(p.amountCaptured).toBe(0);
    expect(p.legs.every((l: { status: string }) => l.status === 'PENDING')).toBe(true);
    let last;
    for (const [i, leg] of p.legs.entries()) {
      last = await report(i % 2 ? a : b, p.transactionId, leg.id, { outcome: 'AUTHORISED', processorReference: `ch_${i}` });
      expect(last.status).toBe(200);
    }
    expect(last!.json.payment).toMatchObject({ status: 'COMPLETED', amountCaptured: 30_000 });
    expect(last!.json.payment.legs.every((l: { status: string }) => l.status === 'CAPTURED')).toBe(true);
    // A second report of the same leg is refused with the current status named.
    const again = await report(a, p.transactionId, p.legs[0].id, { outcome: 'DECLINED' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('INVALID_STATE');
    expect(again.json.message).toContain('COMPLETED');
  });

  it('re-splits a declined leg across the other cards, never the declined one, and names the reward lost', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    const declined = p.legs[0];
    const res = await report(a, p.transactionId, declined.id, { outcome: 'DECLINED', declineCode: 'do_not_honor' });
    expect(res.status).toBe(200);
    const { resplit, payment } = res.json;
    expect(payment.status).toBe('REQUIRES_AUTHORISATION');
    expect(resplit.shortfall).toBe(declined.amount);
    expect(resplit.newLegs.length).toBeGreaterThan(0);
    expect(resplit.newLegs.every((l: { cardId: string }) => l.cardId !== declined.cardId)).toBe(true);
    expect(resplit.newLegs.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(declined.amount);
    expect(resplit.rewardLost).toBeGreaterThan(0);
    // Authorising everything that stands completes the payment for the whole amount.
    let last;
    for (const leg of payment.legs.filter((l: { status: string }) => l.status === 'PENDING')) {
      last = await report(b, p.transactionId, leg.id, { outcome: 'AUTHORISED' });
    }
    expect(last!.json.payment).toMatchObject({ status: 'COMPLETED', amountCaptured: 30_000 });
    const detail = (await get(a, testKey, `/api/merchant/payments/${p.transactionId}`)).json;
    expect(detail.history.map((h: { cause: string }) => h.cause)).toEqual(expect.arrayContaining(['created', 'authorisation_report', 'resplit', 'capture']));
  });

  it('puts no new leg on a card whose BIN range was blocked after the payment was decided', async () => {
    const cards = wallet().map((c) => (c.id === 'card_d' ? { ...c, bin: '48151623' } : c));
    const p = (await pay(a, testKey, { legConfirmation: 'gateway', cards })).json;
    await a.db.insert(blockedBins).values({ prefix: '48151', reason: 'test' }).onConflictDoNothing();
    try {
      const declined = p.legs.find((l: { cardId: string }) => l.cardId === 'card_b');
      const res = await report(a, p.transactionId, declined.id, { outcome: 'DECLINED' });
      // card_d was the only card with room (card_c has 10.00 left): with its range blocked, nothing covers the shortfall.
      expect(res.json.payment.status).toBe('FAILED');
      expect(res.json.resplit).toBeNull();
    } finally {
      await a.db.delete(blockedBins).where(eq(blockedBins.prefix, '48151'));
    }
  });

  it('re-splits a partial authorisation, and fails the payment when nothing covers a shortfall, listing what to void', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway', cards: wallet().slice(0, 3), amount: 30_000 })).json;
    const [first, second, third] = p.legs;
    const ok = await report(a, p.transactionId, first.id, { outcome: 'AUTHORISED', processorReference: 'ch_first' });
    expect(ok.json.payment.status).toBe('REQUIRES_AUTHORISATION');
    // Three cards hold 31,000 for 30,000: the second leg authorised 2,000 short cannot be re-split.
    const partial = await report(a, p.transactionId, second.id, { outcome: 'AUTHORISED', amount: second.amount - 2_000, processorReference: 'ch_second' });
    expect(partial.status).toBe(200);
    expect(partial.json.payment.status).toBe('FAILED');
    expect(partial.json.payment.declineReason).toBe('LEG_DECLINED');
    expect(partial.json.voidReferences.sort()).toEqual(['ch_first', 'ch_second']);
    expect(partial.json.payment.legs.find((l: { id: string }) => l.id === third.id).status).toBe('VOIDED');
    const late = await report(a, p.transactionId, third.id, { outcome: 'AUTHORISED' });
    expect(late.json.code).toBe('INVALID_STATE');
  });

  it('refuses an amount over the leg, an unknown leg, and replays a keyed report', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    const leg = p.legs[0];
    expect((await report(a, p.transactionId, leg.id, { outcome: 'AUTHORISED', amount: leg.amount + 1 })).json.code).toBe('AMOUNT_EXCEEDS_AUTHORISED');
    expect((await report(a, p.transactionId, 'leg_unknown', { outcome: 'AUTHORISED' })).json.code).toBe('LEG_NOT_FOUND');
    expect((await report(a, p.transactionId, leg.id, { outcome: 'MAYBE' })).json.code).toBe('VALIDATION_ERROR');
    const headers = { 'idempotency-key': `auth-${runId}` };
    const [one, two] = await Promise.all([
      report(a, p.transactionId, leg.id, { outcome: 'AUTHORISED' }, headers),
      report(b, p.transactionId, leg.id, { outcome: 'AUTHORISED' }, headers),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body).toBe(two.body);
    expect((await report(a, p.transactionId, leg.id, { outcome: 'DECLINED' }, headers)).json.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('capture and cancel', () => {
  it('captures part of a manual payment where it keeps the most reward, with the fee on what was captured', async () => {
    const p = (await pay(a, liveKey, { captureMethod: 'manual' })).json;
    expect(p).toMatchObject({ status: 'AUTHORISED', amountCaptured: 0 });
    const entriesBefore = await a.db.select().from(ledgerEntries).where(eq(ledgerEntries.merchantId, m.merchantDbId));
    expect(entriesBefore).toHaveLength(0);
    const over = await post(a, liveKey, `/api/merchant/payments/${p.transactionId}/capture`, { amount: 30_001 });
    expect(over.json.code).toBe('AMOUNT_EXCEEDS_AUTHORISED');
    const res = await post(b, liveKey, `/api/merchant/payments/${p.transactionId}/capture`, { amount: 20_000 });
    expect(res.status).toBe(200);
    const captured = res.json.payment;
    expect(captured).toMatchObject({ status: 'COMPLETED', amountCaptured: 20_000, feeAmount: 100 });
    // The highest-rate cards keep their amounts; the lowest-rate leg gives way first.
    const byCard = Object.fromEntries(captured.legs.map((l: { cardId: string; amountCaptured: number }) => [l.cardId, l.amountCaptured]));
    expect(byCard.card_a).toBe(12_000);
    expect(byCard.card_b).toBe(8_000);
    const sums = await a.db.execute<{ account: string; total: string }>(
      sql`select account, sum(amount)::text as total from ledger_entries where merchant_id = ${m.merchantDbId} group by account order by account`,
    );
    expect(Object.fromEntries(sums.rows.map((r) => [r.account, Number(r.total)]))).toEqual({
      merchant_payable: 19_900,
      payment_clearing: -20_000,
      platform_fee: 100,
    });
    expect((await post(a, liveKey, `/api/merchant/payments/${p.transactionId}/cancel`, { reason: 'abandoned' })).json.code).toBe('INVALID_STATE');
  });

  it('cancels an authorised payment, voiding its legs, and expires one left uncaptured', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const res = await post(a, testKey, `/api/merchant/payments/${p.transactionId}/cancel`, { reason: 'requested_by_customer' });
    expect(res.json.payment).toMatchObject({ status: 'CANCELED', cancelReason: 'requested_by_customer' });
    expect(res.json.payment.legs.every((l: { status: string }) => l.status === 'VOIDED')).toBe(true);
    expect((await post(a, testKey, `/api/merchant/payments/${p.transactionId}/cancel`, { reason: 'expired' })).json.code).toBe('VALIDATION_ERROR');

    const late = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const [row] = await a.db.select().from(transactions).where(eq(transactions.transactionId, late.transactionId));
    const hours = (await a.db.select().from(platformSettings))[0]!.authorisationValidityHours;
    expect(row!.authorisationExpiresAt!.getTime() - row!.createdAt.getTime()).toBeCloseTo(hours * 3_600_000, -4);
    // Nothing is due yet; an hour after the validity, the job cancels it.
    await expireAuthorisations(a.app.ctx, new Date());
    expect((await get(a, testKey, `/api/merchant/payments/${late.transactionId}`)).json.status).toBe('AUTHORISED');
    await expireAuthorisations(b.app.ctx, new Date(Date.now() + (hours + 1) * 3_600_000));
    const expired = (await get(a, testKey, `/api/merchant/payments/${late.transactionId}`)).json;
    expect(expired).toMatchObject({ status: 'CANCELED', cancelReason: 'expired' });
  });
});

describe('an API key taken from the in-process cache', () => {
  /** Changes a key or a merchant without the triggers that tell every instance's cache, so the cache goes stale. */
  const quietly = (statement: ReturnType<typeof sql>) =>
    a.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });
  const status = async (id: string) => (await a.db.select().from(transactions).where(eq(transactions.transactionId, id)))[0]!.status;

  it('is checked again by the write, and before a refusal, so a revocation or suspension the cache missed still applies', async () => {
    const s = await createMerchantFixture(a);
    const k = await s.key('test');
    const manual = async () => (await pay(b, k.secret, { captureMethod: 'manual' })).json;
    const [p1, p2, p3] = [await manual(), await manual(), await manual()];
    const keyed = { 'idempotency-key': `cap-${runId}` };
    expect((await post(b, k.secret, `/api/merchant/payments/${p2.transactionId}/capture`, {}, keyed)).status).toBe(200);
    expect((await post(b, k.secret, `/api/merchant/payments/${p3.transactionId}/capture`, {})).status).toBe(200);

    await quietly(sql`update api_keys set revoked_at = now() where id = ${k.id}`);
    expect((await paymentCache(b.app.ctx).apiKey(k.secret))?.revoked).toBe(false); // b has not heard
    const refusals = [
      await post(b, k.secret, `/api/merchant/payments/${p1.transactionId}/capture`, {}), // would capture
      await post(b, k.secret, `/api/merchant/payments/${p1.transactionId}/cancel`, { reason: 'abandoned' }), // would cancel
      await post(b, k.secret, `/api/merchant/payments/${p2.transactionId}/capture`, {}, keyed), // would replay
      await post(b, k.secret, `/api/merchant/payments/${p3.transactionId}/capture`, {}), // would be INVALID_STATE
      await post(b, k.secret, `/api/merchant/payments/${p1.transactionId.slice(0, -4)}zzzz/capture`, {}), // would be not found
    ];
    for (const res of refusals) expect([res.status, res.json.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(await status(p1.transactionId)).toBe('AUTHORISED');

    await quietly(sql`update api_keys set revoked_at = null where id = ${k.id}`);
    await quietly(sql`update merchants set status = 'SUSPENDED' where id = ${s.merchantDbId}`);
    const suspended = await post(b, k.secret, `/api/merchant/payments/${p1.transactionId}/capture`, {});
    expect([suspended.status, suspended.json.code]).toEqual([403, 'MERCHANT_SUSPENDED']);
    expect(await status(p1.transactionId)).toBe('AUTHORISED');

    await quietly(sql`update merchants set status = 'ACTIVE' where id = ${s.merchantDbId}`);
    expect((await post(b, k.secret, `/api/merchant/payments/${p1.transactionId}/capture`, {})).status).toBe(200);
  });
});

describe('refunds', () => {
  const refund = (on: TestApp, token: string, paymentId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(on, token, `/api/merchant/payments/${paymentId}/refunds`, body, headers);

  it('previews every allocation, and keep_most_reward reverses the least reward', async () => {
    const p = (await pay(a, testKey)).json;
    const preview = await post(a, testKey, `/api/merchant/payments/${p.transactionId}/refunds/preview`, { amount: 10_000 });
    expect(preview.status).toBe(200);
    expect(preview.json.refundable).toBe(30_000);
    const options = Object.fromEntries(preview.json.options.map((o: { allocation: string; rewardReversed: number }) => [o.allocation, o.rewardReversed]));
    expect(Object.keys(options).sort()).toEqual(['keep_most_reward', 'last_leg_first', 'pro_rata']);
    expect(options.keep_most_reward).toBeLessThanOrEqual(options.pro_rata);
    expect(options.keep_most_reward).toBeLessThanOrEqual(options.last_leg_first);
  });

  it('refunds with each allocation and refuses more than is left, naming the leg', async () => {
    const p = (await pay(a, testKey)).json;
    const kinds = ['keep_most_reward', 'pro_rata', 'last_leg_first'];
    for (const allocation of kinds) {
      const res = await refund(a, testKey, p.transactionId, { amount: 5_000, reason: 'requested_by_customer', allocation });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ amount: 5_000, status: 'SUCCEEDED', allocation, paymentId: p.transactionId });
      expect(res.json.legs.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(5_000);
    }
    const leg = p.legs[0];
    const explicit = await refund(a, testKey, p.transactionId, { reason: 'other', allocation: { legs: [{ legId: leg.id, amount: 1_000 }] } });
    expect(explicit.json).toMatchObject({ amount: 1_000, allocation: 'explicit', legs: [expect.objectContaining({ legId: leg.id, amount: 1_000 })] });
    const tooMuch = await refund(a, testKey, p.transactionId, { reason: 'other', allocation: { legs: [{ legId: leg.id, amount: leg.amount }] } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    expect(tooMuch.json.message).toContain(leg.id);
    expect((await refund(a, testKey, p.transactionId, { amount: 30_000, reason: 'other' })).json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
    const rest = await refund(a, testKey, p.transactionId, { reason: 'duplicate' });
    expect(rest.json.amount).toBe(30_000 - 16_000);
    const after = (await get(a, testKey, `/api/merchant/payments/${p.transactionId}`)).json;
    expect(after).toMatchObject({ amountRefunded: 30_000, refundStatus: 'full' });
    expect(after.refunds).toHaveLength(5);
    expect((await refund(a, testKey, p.transactionId, { reason: 'other' })).json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
  });

  it.each([
    { where: 'on one instance', on: () => [a, a] as const },
    { where: 'across two instances', on: () => [a, b] as const },
  ])('lets exactly three of ten concurrent refunds of 30 per cent each through, $where', async ({ on }) => {
    const [first, second] = on();
    const p = (await pay(a, testKey)).json;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(i % 2 ? first : second, testKey, p.transactionId, { amount: 9_000, reason: 'other' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422).every((r) => r.json.code === 'REFUND_EXCEEDS_REFUNDABLE')).toBe(true);
    expect(results.filter((r) => r.status !== 201 && r.status !== 422)).toHaveLength(0);
    const [row] = await a.db.select().from(transactions).where(eq(transactions.transactionId, p.transactionId));
    expect(row!.amountRefunded).toBe(27_000);
  });

  it('gives one effect per Idempotency-Key, replayed byte for byte from either instance', async () => {
    const p = (await pay(a, testKey)).json;
    const headers = { 'idempotency-key': `refund-${runId}` };
    const [one, two] = await Promise.all([
      refund(a, testKey, p.transactionId, { amount: 1_000, reason: 'other' }, headers),
      refund(b, testKey, p.transactionId, { amount: 1_000, reason: 'other' }, headers),
    ]);
    expect(one.status).toBe(201);
    expect(two.body).toBe(one.body);
    expect((await get(a, testKey, `/api/merchant/payments/${p.transactionId}`)).json.amountRefunded).toBe(1_000);
    expect((await refund(a, testKey, p.transactionId, { amount: 2_000, reason: 'other' }, headers)).json.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lets one key take effect once when it is sent at once for captures of different payments, from both instances', async () => {
    for (let round = 0; round < 3; round++) {
      const payments = await Promise.all(Array.from({ length: 4 }, () => pay(a, testKey, { captureMethod: 'manual' })));
      const headers = { 'idempotency-key': `capture-race-${round}-${runId}` };
      const answers = await Promise.all(
        payments.map((p, i) => post(i % 2 ? a : b, testKey, `/api/merchant/payments/${p.json.transactionId}/capture`, {}, headers)),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.status !== 200).map((r) => r.json.code)).toEqual([
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_KEY_REUSED',
      ]);
      const statuses = await Promise.all(payments.map(async (p) => (await get(a, testKey, `/api/merchant/payments/${p.json.transactionId}`)).json.status));
      expect(statuses.filter((s) => s === 'COMPLETED')).toHaveLength(1);
      expect(statuses.filter((s) => s === 'AUTHORISED')).toHaveLength(3);
    }
  });

  it('holds a gateway refund PENDING until each leg reports, and a failed leg can be refunded again', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    for (const leg of p.legs) await post(a, testKey, `/api/merchant/payments/${p.transactionId}/legs/${leg.id}/authorisation`, { outcome: 'AUTHORISED' });
    const r = (await refund(a, testKey, p.transactionId, { amount: 30_000, reason: 'other', allocation: 'pro_rata' })).json;
    expect(r.status).toBe('PENDING');
    const [first, ...others] = r.legs;
    const failed = await post(b, testKey, `/api/merchant/refunds/${r.id}/legs/${first.legId}/result`, { outcome: 'FAILED', reason: 'card closed' });
    expect(failed.json.legs[0]).toMatchObject({ status: 'FAILED', failureReason: 'card closed' });
    for (const leg of others) await post(a, testKey, `/api/merchant/refunds/${r.id}/legs/${leg.legId}/result`, { outcome: 'SUCCEEDED' });
    const done = (await get(a, testKey, `/api/merchant/refunds/${r.id}`)).json;
    expect(done.status).toBe('PARTIALLY_SUCCEEDED');
    const payment = (await get(a, testKey, `/api/merchant/payments/${p.transactionId}`)).json;
    expect(payment.amountRefunded).toBe(30_000 - first.amount);
    expect((await refund(a, testKey, p.transactionId, { reason: 'other' })).json.amount).toBe(first.amount);
    expect((await post(a, testKey, `/api/merchant/refunds/${r.id}/legs/${first.legId}/result`, { outcome: 'SUCCEEDED' })).json.code).toBe('INVALID_STATE');
  });

  it('keeps the ledger balanced and returns the fee share under the proportional policy', async () => {
    const shop = await merchantWithKeys(a);
    await a.db.update(platformSettings).set({ refundFeePolicy: 'proportional' });
    try {
      const p = (await pay(a, shop.live, { amount: 20_000 })).json;
      expect(p.feeAmount).toBe(100);
      await refund(a, shop.live, p.transactionId, { amount: 5_000, reason: 'other' });
      const r = (await refund(b, shop.live, p.transactionId, { reason: 'other' })).json;
      expect(r.feeReturned).toBe(75);
      const sums = await a.db.execute<{ account: string; total: string }>(
        sql`select account, sum(amount)::text as total from ledger_entries where merchant_id = ${shop.m.merchantDbId} group by account order by account`,
      );
      // Everything refunded: the merchant and the platform are back to zero, and so is the clearing account.
      expect(Object.fromEntries(sums.rows.map((x) => [x.account, Number(x.total)]))).toEqual({ merchant_payable: 0, payment_clearing: 0, platform_fee: 0 });
    } finally {
      await a.db.update(platformSettings).set({ refundFeePolicy: 'retain' });
    }
  });

  it('is refused to a developer, and to a payment that is not captured', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    expect((await refund(a, testKey, p.transactionId, { reason: 'other' })).json.code).toBe('INVALID_STATE');
    await a.db.execute(sql`update merchant_users set role = 'DEVELOPER' where id = ${m.userId}`);
    try {
      expect((await refund(a, m.token, p.transactionId, { reason: 'other' })).json.code).toBe('FORBIDDEN_ROLE');
      expect((await get(a, m.token, `/api/merchant/payments/${p.transactionId}`)).status).toBe(200);
    } finally {
      await a.db.execute(sql`update merchant_users set role = 'OWNER' where id = ${m.userId}`);
    }
  });
});
