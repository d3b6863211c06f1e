import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '@server/db/schema/index';
import { expireAuthorisations } from '@server/modules/payments';
import { call } from './support/helpers';
import { adminSession } from './support/admin-fixtures';
import { card, createMerchantFixture, lifecycleWallet as wallet, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * The payment lifecycle as a hostile or careless integrator meets it, on two instances sharing one
 * database: concurrent captures, cancels, reports and refund results on one payment, the same
 * Idempotency-Key sent to both instances at once, other merchants' and other payments' ids, bad
 * amounts and bodies, and every action on a payment that has already ended. Every answer must be a
 * 2xx or a 4xx with `{ message, code }`, with one effect, and the payment's sums must stay whole.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;

const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const customer = () => `sweep${++seq}.${runId}@shop.example`;

type Res = Awaited<ReturnType<typeof call>>;
const post = (on: TestApp, token: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(on.app, 'POST', url, { token, body, headers });
const get = (on: TestApp, token: string, url: string) => call(on.app, 'GET', url, { token });
const pay = (on: TestApp, token: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  post(
    on,
    token,
    '/api/merchant/process-payment',
    { amount: 30_000, currency: 'GBP', customerEmail: customer(), maxSplits: 3, cards: wallet(), ...over },
    headers,
  );
const P = (id: string) => `/api/merchant/payments/${id}`;

/** Every answer is a 2xx, or a 4xx with a message and a code: never a 5xx. */
function wellFormed(res: Res, what = '') {
  expect(res.status, `${what} ${res.status} ${res.body}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(typeof res.json?.message, `${what} ${res.body}`).toBe('string');
    expect(typeof res.json?.code, `${what} ${res.body}`).toBe('string');
  }
}

function invariants(p: any) {
  const captured = p.legs.reduce((s: number, l: any) => s + l.amountCaptured, 0);
  expect(captured, JSON.stringify(p)).toBe(p.amountCaptured);
  const refunded = p.legs.reduce((s: number, l: any) => s + l.amountRefunded, 0);
  expect(refunded).toBe(p.amountRefunded);
  expect(p.amountRefunded).toBeLessThanOrEqual(p.amountCaptured);
  for (const l of p.legs) {
    expect(l.amountRefunded).toBeLessThanOrEqual(l.amountCaptured);
    expect(l.amountCaptured).toBeLessThanOrEqual(l.amountAuthorised || l.amount);
  }
  if (p.status === 'COMPLETED') expect(p.amountCaptured).toBeGreaterThan(0);
  else expect(p.amountCaptured).toBe(0);
}

let m: MerchantFixture;
let testKey: string;
let liveKey: string;
let other: { m: MerchantFixture; test: string; live: string };

async function merchantWithKeys(on: TestApp) {
  const mm = await createMerchantFixture(on);
  return { m: mm, test: (await mm.key('test')).secret, live: (await mm.key('live')).secret };
}

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  ({ m, test: testKey, live: liveKey } = await merchantWithKeys(a));
  other = await merchantWithKeys(a);
});
afterAll(async () => cluster?.close());

const detail = async (token: string, id: string) => (await get(a, token, P(id))).json;

/** A gateway payment with every leg authorised (automatic capture: COMPLETED). */
async function gatewayCompleted(token = testKey) {
  const p = (await pay(a, token, { legConfirmation: 'gateway' })).json;
  for (const leg of p.legs) expect((await post(a, token, `${P(p.transactionId)}/legs/${leg.id}/authorisation`, { outcome: 'AUTHORISED' })).status).toBe(200);
  return detail(token, p.transactionId);
}

describe('concurrent bursts across two instances', () => {
  it('capture vs cancel: exactly one wins, the other is 409 INVALID_STATE', async () => {
    for (let round = 0; round < 4; round++) {
      const p = (await pay(a, liveKey, { captureMethod: 'manual' })).json;
      const [cap, can] = await Promise.all([
        post(round % 2 ? a : b, liveKey, `${P(p.transactionId)}/capture`, {}),
        post(round % 2 ? b : a, liveKey, `${P(p.transactionId)}/cancel`, { reason: 'abandoned' }),
      ]);
      wellFormed(cap, 'capture');
      wellFormed(can, 'cancel');
      expect([cap.status, can.status].sort()).toEqual([200, 409]);
      const loser = cap.status === 409 ? cap : can;
      expect(loser.json.code).toBe('INVALID_STATE');
      const d = await detail(liveKey, p.transactionId);
      invariants(d);
      expect(d.status).toBe(cap.status === 200 ? 'COMPLETED' : 'CANCELED');
      const [row] = await a.db.select().from(transactions).where(eq(transactions.transactionId, p.transactionId));
      const { rows } = await a.db.execute<{ n: string; clearing: string }>(
        sql`select count(*)::text as n, coalesce(sum(amount) filter (where account = 'payment_clearing'), 0)::text as clearing from ledger_entries where group_id = ${row!.id}`,
      );
      expect(Number(rows[0]!.clearing) + 0).toBe(0 - d.amountCaptured + 0);
    }
  });

  it('two captures with different amounts: one effect, ledger posted once', async () => {
    for (let round = 0; round < 3; round++) {
      const p = (await pay(a, liveKey, { captureMethod: 'manual' })).json;
      const [one, two] = await Promise.all([
        post(a, liveKey, `${P(p.transactionId)}/capture`, { amount: 20_000 }),
        post(b, liveKey, `${P(p.transactionId)}/capture`, { amount: 25_000 }),
      ]);
      wellFormed(one);
      wellFormed(two);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      const winner = one.status === 200 ? 20_000 : 25_000;
      const d = await detail(liveKey, p.transactionId);
      invariants(d);
      expect(d.amountCaptured).toBe(winner);
      const [row] = await a.db.select().from(transactions).where(eq(transactions.transactionId, p.transactionId));
      const { rows } = await a.db.execute<{ clearing: string }>(
        sql`select coalesce(sum(amount) filter (where account = 'payment_clearing'), 0)::text as clearing from ledger_entries where group_id = ${row!.id}`,
      );
      expect(Number(rows[0]!.clearing)).toBe(-winner);
    }
  });

  it('a burst of 6 captures and 6 cancels across instances: exactly one success', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? post(i % 4 < 2 ? a : b, testKey, `${P(p.transactionId)}/capture`, {})
          : post(i % 4 < 2 ? b : a, testKey, `${P(p.transactionId)}/cancel`, { reason: 'duplicate' }),
      ),
    );
    for (const r of answers) wellFormed(r);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.json.code === 'INVALID_STATE')).toBe(true);
    invariants(await detail(testKey, p.transactionId));
  });

  it('capture vs the last leg’s authorisation report (manual capture)', async () => {
    for (const outcome of ['AUTHORISED', 'DECLINED'] as const) {
      for (let round = 0; round < 2; round++) {
        const p = (await pay(a, testKey, { legConfirmation: 'gateway', captureMethod: 'manual' })).json;
        const legs = p.legs;
        for (const leg of legs.slice(0, -1)) await post(a, testKey, `${P(p.transactionId)}/legs/${leg.id}/authorisation`, { outcome: 'AUTHORISED' });
        const last = legs.at(-1);
        const [rep, cap] = await Promise.all([
          post(round ? a : b, testKey, `${P(p.transactionId)}/legs/${last.id}/authorisation`, { outcome }),
          post(round ? b : a, testKey, `${P(p.transactionId)}/capture`, {}),
        ]);
        wellFormed(rep, 'report');
        wellFormed(cap, 'capture');
        expect(rep.status, rep.body).toBe(200);
        if (cap.status !== 200) expect(cap.json.code).toBe('INVALID_STATE');
        const d = await detail(testKey, p.transactionId);
        invariants(d);
        if (cap.status === 200) {
          expect(outcome).toBe('AUTHORISED');
          expect(d).toMatchObject({ status: 'COMPLETED', amountCaptured: 30_000 });
        }
        const standing = d.legs.filter((l: any) => ['PENDING', 'AUTHORISED', 'CAPTURED'].includes(l.status));
        if (d.status !== 'FAILED') expect(standing.reduce((s: number, l: any) => s + l.amount, 0)).toBe(30_000);
      }
    }
  });

  it('two authorisation reports for the same leg with different outcomes: one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const p = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
      const leg = p.legs[0];
      const [ok, no] = await Promise.all([
        post(round % 2 ? a : b, testKey, `${P(p.transactionId)}/legs/${leg.id}/authorisation`, { outcome: 'AUTHORISED', processorReference: 'ch_ok' }),
        post(round % 2 ? b : a, testKey, `${P(p.transactionId)}/legs/${leg.id}/authorisation`, { outcome: 'DECLINED', declineCode: 'do_not_honor' }),
      ]);
      wellFormed(ok);
      wellFormed(no);
      expect([ok.status, no.status].sort()).toEqual([200, 409]);
      const d = await detail(testKey, p.transactionId);
      invariants(d);
      const stored = d.legs.find((l: any) => l.id === leg.id);
      expect(stored.status).toBe(ok.status === 200 ? 'AUTHORISED' : 'DECLINED');
      const standing = d.legs.filter((l: any) => ['PENDING', 'AUTHORISED'].includes(l.status));
      expect(standing.reduce((s: number, l: any) => s + l.amount, 0)).toBe(30_000);
      // history has exactly one report for the leg
      const reports = d.history.filter((h: any) => h.subjectId === leg.id && h.cause === 'authorisation_report');
      expect(reports).toHaveLength(1);
    }
  });

  it('refund-leg results reported twice at once with different statuses: one wins, sums stay right', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await gatewayCompleted();
      const r = (await post(a, testKey, `${P(p.transactionId)}/refunds`, { amount: 10_000, reason: 'other', allocation: 'pro_rata' })).json;
      expect(r.status).toBe('PENDING');
      const leg = r.legs[0];
      const url = `/api/merchant/refunds/${r.id}/legs/${leg.legId}/result`;
      const [s, f] = await Promise.all([
        post(round % 2 ? a : b, testKey, url, { outcome: 'SUCCEEDED' }),
        post(round % 2 ? b : a, testKey, url, { outcome: 'FAILED', reason: 'card closed' }),
      ]);
      wellFormed(s);
      wellFormed(f);
      expect([s.status, f.status].sort()).toEqual([200, 409]);
      const d = await detail(testKey, p.transactionId);
      invariants(d);
      expect(d.amountRefunded).toBe(s.status === 200 ? 10_000 : 10_000 - leg.amount);
      const refund = (await get(a, testKey, `/api/merchant/refunds/${r.id}`)).json;
      expect(refund.legs.find((l: any) => l.legId === leg.legId).status).toBe(s.status === 200 ? 'SUCCEEDED' : 'FAILED');
    }
  });

  it('refund-leg result racing a new refund on the same payment keeps amountRefunded consistent', async () => {
    const p = await gatewayCompleted();
    const r = (await post(a, testKey, `${P(p.transactionId)}/refunds`, { amount: 30_000, reason: 'other' })).json;
    const results = await Promise.all([
      ...r.legs.map((l: any, i: number) => post(i % 2 ? a : b, testKey, `/api/merchant/refunds/${r.id}/legs/${l.legId}/result`, { outcome: 'FAILED' })),
      post(a, testKey, `${P(p.transactionId)}/refunds`, { amount: 5_000, reason: 'other' }),
      post(b, testKey, `${P(p.transactionId)}/refunds`, { amount: 5_000, reason: 'other' }),
    ]);
    for (const res of results) wellFormed(res);
    const d = await detail(testKey, p.transactionId);
    invariants(d);
    const refunds = (await get(a, testKey, `${P(p.transactionId)}/refunds`)).json.refunds;
    const live = refunds
      .flatMap((x: any) => x.legs)
      .filter((l: any) => l.status !== 'FAILED')
      .reduce((s: number, l: any) => s + l.amount, 0);
    expect(d.amountRefunded).toBe(live);
  });

  it('the same Idempotency-Key with the same body to both instances at once: one effect, same answer', async () => {
    // capture
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const h = { 'idempotency-key': `same-cap-${runId}` };
    const [c1, c2] = await Promise.all([
      post(a, testKey, `${P(p.transactionId)}/capture`, { amount: 15_000 }, h),
      post(b, testKey, `${P(p.transactionId)}/capture`, { amount: 15_000 }, h),
    ]);
    wellFormed(c1);
    wellFormed(c2);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    expect(c1.body).toBe(c2.body);
    expect((await detail(testKey, p.transactionId)).amountCaptured).toBe(15_000);
    // cancel
    const q = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const hc = { 'idempotency-key': `same-can-${runId}` };
    const [k1, k2] = await Promise.all([
      post(a, testKey, `${P(q.transactionId)}/cancel`, { reason: 'abandoned' }, hc),
      post(b, testKey, `${P(q.transactionId)}/cancel`, { reason: 'abandoned' }, hc),
    ]);
    expect([k1.status, k2.status]).toEqual([200, 200]);
    expect(k1.body).toBe(k2.body);
    // process-payment
    const body = { amount: 12_345, currency: 'GBP', customerEmail: customer(), maxSplits: 3, cards: wallet() };
    const hp = { 'idempotency-key': `same-pay-${runId}` };
    const [p1, p2] = await Promise.all([
      post(a, testKey, '/api/merchant/process-payment', body, hp),
      post(b, testKey, '/api/merchant/process-payment', body, hp),
    ]);
    wellFormed(p1);
    wellFormed(p2);
    expect([p1.status, p2.status]).toEqual([201, 201]);
    expect(p1.body).toBe(p2.body);
    const rows = await a.db.select().from(transactions).where(eq(transactions.customerEmail, body.customerEmail));
    expect(rows).toHaveLength(1);
    // authorisation report
    const g = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    const ha = { 'idempotency-key': `same-auth-${runId}` };
    const url = `${P(g.transactionId)}/legs/${g.legs[0].id}/authorisation`;
    const [a1, a2] = await Promise.all([post(a, testKey, url, { outcome: 'DECLINED' }, ha), post(b, testKey, url, { outcome: 'DECLINED' }, ha)]);
    expect([a1.status, a2.status]).toEqual([200, 200]);
    expect(a1.body).toBe(a2.body);
    expect((await detail(testKey, g.transactionId)).history.filter((x: any) => x.cause === 'resplit').length).toBeGreaterThan(0);
    const resplits = (await detail(testKey, g.transactionId)).history.filter((x: any) => x.subject === 'leg' && x.cause === 'resplit');
    expect(resplits.length).toBe(a1.json.resplit.newLegs.length);
    // refund-leg result
    const gp = await gatewayCompleted();
    const r = (await post(a, testKey, `${P(gp.transactionId)}/refunds`, { amount: 3_000, reason: 'other' })).json;
    const hr = { 'idempotency-key': `same-rr-${runId}` };
    const rurl = `/api/merchant/refunds/${r.id}/legs/${r.legs[0].legId}/result`;
    const [r1, r2] = await Promise.all([post(a, testKey, rurl, { outcome: 'SUCCEEDED' }, hr), post(b, testKey, rurl, { outcome: 'SUCCEEDED' }, hr)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.body).toBe(r2.body);
  });

  it('the same Idempotency-Key with different bodies to both instances at once: one effect, the other 422 IDEMPOTENCY_KEY_REUSED', async () => {
    for (let round = 0; round < 3; round++) {
      // capture
      const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
      const h = { 'idempotency-key': `diff-cap-${round}-${runId}` };
      const [c1, c2] = await Promise.all([
        post(a, testKey, `${P(p.transactionId)}/capture`, { amount: 10_000 }, h),
        post(b, testKey, `${P(p.transactionId)}/capture`, { amount: 20_000 }, h),
      ]);
      wellFormed(c1);
      wellFormed(c2);
      expect([c1.status, c2.status].sort()).toEqual([200, 422]);
      expect((c1.status === 422 ? c1 : c2).json.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await detail(testKey, p.transactionId)).amountCaptured).toBe(c1.status === 200 ? 10_000 : 20_000);
      // refund
      const done = (await pay(a, testKey)).json;
      const hr = { 'idempotency-key': `diff-ref-${round}-${runId}` };
      const [f1, f2] = await Promise.all([
        post(a, testKey, `${P(done.transactionId)}/refunds`, { amount: 1_000, reason: 'other' }, hr),
        post(b, testKey, `${P(done.transactionId)}/refunds`, { amount: 2_000, reason: 'other' }, hr),
      ]);
      wellFormed(f1);
      wellFormed(f2);
      expect([f1.status, f2.status].sort()).toEqual([201, 422]);
      expect((await detail(testKey, done.transactionId)).amountRefunded).toBe(f1.status === 201 ? 1_000 : 2_000);
      // process-payment
      const hp = { 'idempotency-key': `diff-pay-${round}-${runId}` };
      const email = customer();
      const [p1, p2] = await Promise.all([
        post(a, testKey, '/api/merchant/process-payment', { amount: 10_000, currency: 'GBP', customerEmail: email, cards: wallet() }, hp),
        post(b, testKey, '/api/merchant/process-payment', { amount: 11_000, currency: 'GBP', customerEmail: email, cards: wallet() }, hp),
      ]);
      wellFormed(p1);
      wellFormed(p2);
      expect([p1.status, p2.status].sort()).toEqual([201, 422]);
      expect(await a.db.select().from(transactions).where(eq(transactions.customerEmail, email))).toHaveLength(1);
      // capture vs cancel under one key
      const q = (await pay(a, testKey, { captureMethod: 'manual' })).json;
      const hx = { 'idempotency-key': `diff-x-${round}-${runId}` };
      const [x1, x2] = await Promise.all([
        post(a, testKey, `${P(q.transactionId)}/capture`, {}, hx),
        post(b, testKey, `${P(q.transactionId)}/cancel`, { reason: 'abandoned' }, hx),
      ]);
      wellFormed(x1);
      wellFormed(x2);
      expect([x1.status, x2.status].sort()).toEqual([200, 422]);
    }
  });
});

describe('hostile input', () => {
  it('another merchant’s payment, leg and refund ids are 404 and leak nothing', async () => {
    const mine = await gatewayCompleted();
    const r = (await post(a, testKey, `${P(mine.transactionId)}/refunds`, { amount: 1_000, reason: 'other' })).json;
    const manual = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const answers = [
      await get(a, other.test, P(mine.transactionId)),
      await post(a, other.test, `${P(manual.transactionId)}/capture`, {}),
      await post(a, other.test, `${P(manual.transactionId)}/cancel`, { reason: 'abandoned' }),
      await post(a, other.test, `${P(mine.transactionId)}/refunds`, { reason: 'other' }),
      await post(a, other.test, `${P(mine.transactionId)}/refunds/preview`, {}),
      await post(a, other.test, `${P(mine.transactionId)}/legs/${mine.legs[0].id}/authorisation`, { outcome: 'AUTHORISED' }),
      await get(a, other.test, `${P(mine.transactionId)}/refunds`),
      await get(a, other.m.token, P(mine.transactionId)),
      await post(a, other.m.token, `${P(manual.transactionId)}/capture`, {}),
    ];
    for (const res of answers) {
      wellFormed(res);
      expect([res.status, res.json.code], res.body).toEqual([404, 'TRANSACTION_NOT_FOUND']);
      expect(res.body).not.toContain(mine.customerEmail);
    }
    const rAnswers = [
      await get(a, other.test, `/api/merchant/refunds/${r.id}`),
      await post(a, other.test, `/api/merchant/refunds/${r.id}/legs/${r.legs[0].legId}/result`, { outcome: 'FAILED' }),
      await post(a, other.m.token, `/api/merchant/refunds/${r.id}/legs/${r.legs[0].legId}/result`, { outcome: 'FAILED' }),
      await post(a, liveKey, `/api/merchant/refunds/${r.id}/legs/${r.legs[0].legId}/result`, { outcome: 'FAILED' }),
    ];
    for (const res of rAnswers) expect([res.status, res.json.code], res.body).toEqual([404, 'REFUND_NOT_FOUND']);
    // the other merchant's list of refunds does not contain it
    const list = (await get(a, other.test, '/api/merchant/refunds')).json;
    expect(JSON.stringify(list)).not.toContain(r.id);
    expect((await get(a, testKey, P(manual.transactionId))).json.status).toBe('AUTHORISED');
  });

  it('a test-mode key cannot act on a live payment (and vice versa)', async () => {
    const live = (await pay(a, liveKey, { captureMethod: 'manual' })).json;
    for (const res of [
      await post(a, testKey, `${P(live.transactionId)}/capture`, {}),
      await post(b, testKey, `${P(live.transactionId)}/cancel`, { reason: 'abandoned' }),
      await get(a, testKey, P(live.transactionId)),
    ])
      expect([res.status, res.json.code]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    const test = (await pay(a, testKey)).json;
    expect((await post(a, liveKey, `${P(test.transactionId)}/refunds`, { reason: 'other' })).status).toBe(404);
    expect((await detail(liveKey, live.transactionId)).status).toBe('AUTHORISED');
  });

  it('a leg id from another payment of the same merchant is LEG_NOT_FOUND everywhere', async () => {
    const p1 = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    const p2 = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    const rep = await post(a, testKey, `${P(p1.transactionId)}/legs/${p2.legs[0].id}/authorisation`, { outcome: 'AUTHORISED' });
    expect([rep.status, rep.json.code]).toEqual([404, 'LEG_NOT_FOUND']);
    expect((await detail(testKey, p2.transactionId)).legs[0].status).toBe('PENDING');
    const c1 = (await pay(a, testKey)).json;
    const c2 = (await pay(a, testKey)).json;
    const alloc = await post(a, testKey, `${P(c1.transactionId)}/refunds`, { reason: 'other', allocation: { legs: [{ legId: c2.legs[0].id, amount: 100 }] } });
    expect([alloc.status, alloc.json.code]).toEqual([404, 'LEG_NOT_FOUND']);
    // a refund leg id from another refund
    const g1 = await gatewayCompleted();
    const g2 = await gatewayCompleted();
    const r1 = (await post(a, testKey, `${P(g1.transactionId)}/refunds`, { amount: 1_000, reason: 'other' })).json;
    const r2 = (await post(a, testKey, `${P(g2.transactionId)}/refunds`, { amount: 1_000, reason: 'other' })).json;
    const res = await post(a, testKey, `/api/merchant/refunds/${r1.id}/legs/${r2.legs[0].legId}/result`, { outcome: 'SUCCEEDED' });
    expect([res.status, res.json.code]).toEqual([404, 'LEG_NOT_FOUND']);
  });

  it('wrong types, bad amounts and unknown fields are 400 VALIDATION_ERROR, never 5xx', async () => {
    const manual = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const cap = `${P(manual.transactionId)}/capture`;
    const bad: unknown[] = [
      { amount: 0 },
      { amount: -1 },
      { amount: 1.5 },
      { amount: 1e20 },
      { amount: 2 ** 53 },
      { amount: '1000' },
      { amount: null },
      { amount: true },
      { amount: 1000, extra: 1 },
      { amount: Number.NaN },
      [],
    ];
    for (const body of bad) {
      const res = await post(a, testKey, cap, body);
      wellFormed(res, JSON.stringify(body));
      expect([res.status, res.json.code], `${JSON.stringify(body)} -> ${res.body}`).toEqual([400, 'VALIDATION_ERROR']);
    }
    const max = await post(a, testKey, cap, { amount: 2 ** 53 - 1 });
    expect([max.status, max.json.code]).toEqual([422, 'AMOUNT_EXCEEDS_AUTHORISED']);
    const over = await post(a, testKey, cap, { amount: 30_001 });
    expect([over.status, over.json.code]).toEqual([422, 'AMOUNT_EXCEEDS_AUTHORISED']);
    expect((await detail(testKey, manual.transactionId)).status).toBe('AUTHORISED');

    const done = (await pay(a, testKey)).json;
    const ref = `${P(done.transactionId)}/refunds`;
    for (const body of [
      { amount: 0, reason: 'other' },
      { amount: -5, reason: 'other' },
      { amount: 0.5, reason: 'other' },
      { amount: 1e20, reason: 'other' },
      { amount: 2 ** 53, reason: 'other' },
      { amount: 100 },
      { amount: 100, reason: 'because' },
      { amount: 100, reason: 'other', allocation: 'random' },
      { amount: 100, reason: 'other', allocation: { legs: [] } },
      { amount: 100, reason: 'other', allocation: { legs: [{ legId: done.legs[0].id, amount: 100, extra: 1 }] } },
      { amount: 100, reason: 'other', allocation: { legs: [{ legId: 'nope', amount: 100 }] } },
      { amount: 100, reason: 'other', allocation: { legs: [{ legId: done.legs[0].id, amount: -100 }] } },
      { amount: 100, reason: 'other', metadata: {} },
    ]) {
      const res = await post(a, testKey, ref, body);
      wellFormed(res, JSON.stringify(body));
      expect([res.status, res.json.code], `${JSON.stringify(body)} -> ${res.body}`).toEqual([400, 'VALIDATION_ERROR']);
    }
    const huge = await post(a, testKey, ref, { amount: 2 ** 53 - 1, reason: 'other' });
    expect([huge.status, huge.json.code]).toEqual([422, 'REFUND_EXCEEDS_REFUNDABLE']);
    const hugeLeg = await post(a, testKey, ref, { reason: 'other', allocation: { legs: [{ legId: done.legs[0].id, amount: 2 ** 53 - 1 }] } });
    expect([hugeLeg.status, hugeLeg.json.code]).toEqual([422, 'REFUND_EXCEEDS_REFUNDABLE']);
    // Two legs each near MAX_SAFE_INTEGER: their sum is not a safe integer.
    const twoHuge = await post(a, testKey, ref, {
      reason: 'other',
      allocation: {
        legs: [
          { legId: done.legs[0].id, amount: 2 ** 53 - 1 },
          { legId: done.legs[1].id, amount: 2 ** 53 - 1 },
        ],
      },
    });
    wellFormed(twoHuge);
    expect(twoHuge.status).toBeGreaterThanOrEqual(400);
    expect((await detail(testKey, done.transactionId)).amountRefunded).toBe(0);

    const g = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    const auth = `${P(g.transactionId)}/legs/${g.legs[0].id}/authorisation`;
    for (const body of [
      { outcome: 'authorised' },
      { outcome: 'AUTHORISED', amount: 0 },
      { outcome: 'AUTHORISED', amount: -1 },
      { outcome: 'AUTHORISED', amount: 1.1 },
      { outcome: 'AUTHORISED', amount: 1e20 },
      { outcome: 'AUTHORISED', processorReference: 'x'.repeat(101) },
      { outcome: 'AUTHORISED', processorReference: 'ch_\u0000' },
      { outcome: 'DECLINED', declineCode: 'bad code!' },
      { outcome: 'DECLINED', amount: 100 },
      { outcome: 'AUTHORISED', status: 'CAPTURED' },
      {},
    ]) {
      const res = await post(a, testKey, auth, body);
      wellFormed(res, JSON.stringify(body));
      expect([res.status, res.json.code], `${JSON.stringify(body)} -> ${res.body}`).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await detail(testKey, g.transactionId)).legs[0].status).toBe('PENDING');

    for (const body of [
      { amount: 1e20, currency: 'GBP', customerEmail: customer(), cards: wallet() },
      { amount: 2 ** 53, currency: 'GBP', customerEmail: customer(), cards: wallet() },
      { amount: 10.5, currency: 'GBP', customerEmail: customer(), cards: wallet() },
      { amount: -100, currency: 'GBP', customerEmail: customer(), cards: wallet() },
      { amount: 0, currency: 'GBP', customerEmail: customer(), cards: wallet() },
      { amount: 1000, currency: 'GBP', customerEmail: customer(), cards: wallet(), legConfirmation: 'maybe' },
      { amount: 1000, currency: 'GBP', customerEmail: customer(), cards: wallet(), captureMethod: 'later' },
      { amount: 1000, currency: 'GBP', customerEmail: customer(), cards: wallet(), surprise: true },
    ]) {
      const res = await post(a, testKey, '/api/merchant/process-payment', body);
      wellFormed(res, JSON.stringify(body));
      expect(res.status, `${JSON.stringify(body)} -> ${res.body}`).toBe(400);
    }
  });

  it('explicit allocation: a leg named twice, and amounts that do not add up, are refused without effect', async () => {
    const done = (await pay(a, testKey)).json;
    const ref = `${P(done.transactionId)}/refunds`;
    const [l0, l1] = done.legs;
    const explicit = (legs: [string, number][], amount?: number) =>
      post(a, testKey, ref, { amount, reason: 'other', allocation: { legs: legs.map(([legId, amount]) => ({ legId, amount })) } });
    const twice = await explicit([
      [l0.id, 100],
      [l0.id, 100],
    ]);
    expect([twice.status, twice.json.code]).toEqual([400, 'VALIDATION_ERROR']);
    const twiceOver = await explicit([
      [l0.id, l0.amount],
      [l0.id, l0.amount],
    ]);
    expect(twiceOver.status).toBeGreaterThanOrEqual(400);
    const sum = await explicit(
      [
        [l0.id, 100],
        [l1.id, 100],
      ],
      500,
    );
    expect([sum.status, sum.json.code]).toEqual([400, 'VALIDATION_ERROR']);
    const tooMuch = await post(a, testKey, ref, { reason: 'other', allocation: { legs: [{ legId: l0.id, amount: l0.amount + 1 }] } });
    expect([tooMuch.status, tooMuch.json.code]).toEqual([422, 'REFUND_EXCEEDS_REFUNDABLE']);
    expect((await detail(testKey, done.transactionId)).amountRefunded).toBe(0);
    const okay = await post(a, testKey, ref, {
      amount: 200,
      reason: 'other',
      allocation: {
        legs: [
          { legId: l0.id, amount: 100 },
          { legId: l1.id, amount: 100 },
        ],
      },
    });
    expect(okay.status).toBe(201);
    invariants(await detail(testKey, done.transactionId));
  });

  it('refund on a payment not yet captured (authorised, requires_authorisation) is 409 INVALID_STATE', async () => {
    const manual = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const g = (await pay(a, testKey, { legConfirmation: 'gateway' })).json;
    for (const [id, status] of [
      [manual.transactionId, 'AUTHORISED'],
      [g.transactionId, 'REQUIRES_AUTHORISATION'],
    ]) {
      const res = await post(a, testKey, `${P(id)}/refunds`, { reason: 'other' });
      expect([res.status, res.json.code]).toEqual([409, 'INVALID_STATE']);
      expect(res.json.message).toContain(status);
    }
    const capture = await post(a, testKey, `${P(g.transactionId)}/capture`, {});
    expect([capture.status, capture.json.code]).toEqual([409, 'INVALID_STATE']);
    expect(capture.json.message).toContain('REQUIRES_AUTHORISATION');
  });

  it('a partial capture bounds what can be refunded', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    expect((await post(a, testKey, `${P(p.transactionId)}/capture`, { amount: 7_000 })).status).toBe(200);
    const d = await detail(testKey, p.transactionId);
    invariants(d);
    const over = await post(a, testKey, `${P(p.transactionId)}/refunds`, { amount: 7_001, reason: 'other' });
    expect([over.status, over.json.code]).toEqual([422, 'REFUND_EXCEEDS_REFUNDABLE']);
    const voided = d.legs.find((l: any) => l.status === 'VOIDED');
    if (voided) {
      const r = await post(a, testKey, `${P(p.transactionId)}/refunds`, { reason: 'other', allocation: { legs: [{ legId: voided.id, amount: 1 }] } });
      expect(r.status).toBe(404);
    }
    const all = await Promise.all([
      post(a, testKey, `${P(p.transactionId)}/refunds`, { reason: 'other' }),
      post(b, testKey, `${P(p.transactionId)}/refunds`, { reason: 'other' }),
    ]);
    expect(all.map((r) => r.status).sort()).toEqual([201, 422]);
    const after = await detail(testKey, p.transactionId);
    invariants(after);
    expect(after.amountRefunded).toBe(7_000);
  });

  it('Idempotency-Key: too long is 400, 255 is fine; reuse on another endpoint or payment is 422', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const long = await post(a, testKey, `${P(p.transactionId)}/capture`, {}, { 'idempotency-key': 'k'.repeat(256) });
    expect([long.status, long.json.code]).toEqual([400, 'VALIDATION_ERROR']);
    const veryLong = await post(a, testKey, `${P(p.transactionId)}/capture`, {}, { 'idempotency-key': 'k'.repeat(20_000) });
    wellFormed(veryLong);
    expect(veryLong.status).toBe(400);
    const longPay = await pay(a, testKey, {}, { 'idempotency-key': 'k'.repeat(256) });
    expect(longPay.status).toBe(400);
    expect((await detail(testKey, p.transactionId)).status).toBe('AUTHORISED');
    const key255 = `${runId}-`.padEnd(255, 'x');
    const ok = await post(a, testKey, `${P(p.transactionId)}/capture`, { amount: 10_000 }, { 'idempotency-key': key255 });
    expect(ok.status).toBe(200);
    // same key, other endpoint on the same payment
    const refundSame = await post(b, testKey, `${P(p.transactionId)}/refunds`, { reason: 'other' }, { 'idempotency-key': key255 });
    expect([refundSame.status, refundSame.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const cancelSame = await post(b, testKey, `${P(p.transactionId)}/cancel`, { reason: 'abandoned' }, { 'idempotency-key': key255 });
    expect([cancelSame.status, cancelSame.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // same key, same endpoint, another payment
    const q = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const other1 = await post(a, testKey, `${P(q.transactionId)}/capture`, { amount: 10_000 }, { 'idempotency-key': key255 });
    expect([other1.status, other1.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await detail(testKey, q.transactionId)).status).toBe('AUTHORISED');
    // process-payment's key used for a capture, and a capture's key for process-payment
    const pk = { 'idempotency-key': `pay-then-cap-${runId}` };
    expect((await pay(a, testKey, {}, pk)).status).toBe(201);
    const capWithPayKey = await post(a, testKey, `${P(q.transactionId)}/capture`, {}, pk);
    expect([capWithPayKey.status, capWithPayKey.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const payWithCapKey = await pay(b, testKey, {}, { 'idempotency-key': key255 });
    expect([payWithCapKey.status, payWithCapKey.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await detail(testKey, q.transactionId)).status).toBe('AUTHORISED');
    // a refund-leg result under a capture's key
    const g = await gatewayCompleted();
    const r = (await post(a, testKey, `${P(g.transactionId)}/refunds`, { amount: 1_000, reason: 'other' })).json;
    const rr = await post(a, testKey, `/api/merchant/refunds/${r.id}/legs/${r.legs[0].legId}/result`, { outcome: 'SUCCEEDED' }, { 'idempotency-key': key255 });
    expect([rr.status, rr.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // the replay of the first answer still works
    const replay = await post(a, testKey, `${P(p.transactionId)}/capture`, { amount: 10_000 }, { 'idempotency-key': key255 });
    expect(replay.status).toBe(200);
    expect(replay.body).toBe(ok.body);
  });

  it('forged and odd path ids are 400 or 404, never 5xx', async () => {
    const p = (await pay(a, testKey)).json;
    for (const url of [
      `${P("txn_x'--")}/capture`,
      `${P('txn_' + 'a'.repeat(70))}/capture`,
      `${P(p.transactionId)}/legs/leg_${'a'.repeat(70)}/authorisation`,
      `${P(p.transactionId)}/legs/${encodeURIComponent('leg_x"')}/authorisation`,
      `/api/merchant/refunds/re_nope/legs/leg_nope/result`,
      `/api/merchant/refunds/${encodeURIComponent("re_'")}/legs/leg_x/result`,
    ]) {
      const res = await post(a, testKey, url, { outcome: 'AUTHORISED' });
      wellFormed(res, url);
      expect([400, 404]).toContain(res.status);
    }
  });
});

describe('state machine', () => {
  const tryAll = async (token: string, p: any) => {
    const id = p.transactionId;
    const leg = p.legs[0]?.id ?? 'leg_none';
    return {
      capture: await post(a, token, `${P(id)}/capture`, {}),
      cancel: await post(b, token, `${P(id)}/cancel`, { reason: 'abandoned' }),
      refund: await post(a, token, `${P(id)}/refunds`, { reason: 'other' }),
      authorise: await post(b, token, `${P(id)}/legs/${leg}/authorisation`, { outcome: 'AUTHORISED' }),
    };
  };

  it('a CANCELED payment refuses every action with 409 INVALID_STATE naming CANCELED', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway', captureMethod: 'manual' })).json;
    expect((await post(a, testKey, `${P(p.transactionId)}/cancel`, { reason: 'abandoned' })).status).toBe(200);
    const res = await tryAll(testKey, p);
    for (const [what, r] of Object.entries(res)) {
      wellFormed(r, what);
      expect([r.status, r.json.code], `${what}: ${r.body}`).toEqual([409, 'INVALID_STATE']);
      expect(r.json.message, `${what}: ${r.body}`).toContain('CANCELED');
    }
  });

  it('a FAILED payment refuses every action with 409 INVALID_STATE naming FAILED', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway', amount: 10_000, cards: [card('only', { available: 50_000 })] })).json;
    expect(p.legs).toHaveLength(1);
    const d = await post(a, testKey, `${P(p.transactionId)}/legs/${p.legs[0].id}/authorisation`, { outcome: 'DECLINED' });
    expect(d.json.payment.status).toBe('FAILED');
    const res = await tryAll(testKey, p);
    for (const [what, r] of Object.entries(res)) {
      wellFormed(r, what);
      expect([r.status, r.json.code], `${what}: ${r.body}`).toEqual([409, 'INVALID_STATE']);
      expect(r.json.message, `${what}: ${r.body}`).toContain('FAILED');
    }
  });

  it('a DECLINED payment refuses capture, cancel and refund with 409 INVALID_STATE naming DECLINED', async () => {
    const p = await pay(a, testKey, { cards: [card('tiny', { available: 100 })], captureMethod: 'manual' });
    expect(p.status).toBe(402);
    expect(p.json.status).toBe('DECLINED');
    const res = await tryAll(testKey, p.json);
    for (const what of ['capture', 'cancel', 'refund'] as const) {
      const r = res[what];
      wellFormed(r, what);
      expect([r.status, r.json.code], `${what}: ${r.body}`).toEqual([409, 'INVALID_STATE']);
      expect(r.json.message, `${what}: ${r.body}`).toContain('DECLINED');
    }
    wellFormed(res.authorise);
  });

  it('a COMPLETED payment refuses capture, cancel and leg reports naming COMPLETED/CAPTURED', async () => {
    const p = (await pay(a, testKey)).json;
    const res = await tryAll(testKey, p);
    expect(res.refund.status).toBe(201);
    for (const what of ['capture', 'cancel', 'authorise'] as const) {
      const r = res[what];
      wellFormed(r, what);
      expect([r.status, r.json.code], `${what}: ${r.body}`).toEqual([409, 'INVALID_STATE']);
      expect(r.json.message).toMatch(/COMPLETED|CAPTURED/);
    }
  });

  it('an AUTHORISED (manual, gateway) payment refuses further leg reports naming AUTHORISED', async () => {
    const p = (await pay(a, testKey, { legConfirmation: 'gateway', captureMethod: 'manual' })).json;
    for (const leg of p.legs) await post(a, testKey, `${P(p.transactionId)}/legs/${leg.id}/authorisation`, { outcome: 'AUTHORISED' });
    expect((await detail(testKey, p.transactionId)).status).toBe('AUTHORISED');
    const r = await post(a, testKey, `${P(p.transactionId)}/legs/${p.legs[0].id}/authorisation`, { outcome: 'DECLINED' });
    expect([r.status, r.json.code]).toEqual([409, 'INVALID_STATE']);
    expect(r.json.message).toContain('AUTHORISED');
  });
});

describe('more races', () => {
  it('declines of two different legs reported at once on two instances both apply, and the re-splits never over-commit a card', async () => {
    for (let round = 0; round < 3; round++) {
      const cards = [
        card('c1', { available: 12_000, rewardRate: 0.03 }),
        card('c2', { available: 10_000, rewardRate: 0.02, last4: '0005' }),
        card('c3', { available: 9_000, rewardRate: 0.01, last4: '1111' }),
        card('c4', { available: 20_000, rewardRate: 0.005, last4: '2222' }),
        card('c5', { available: 20_000, rewardRate: 0.004, last4: '3333' }),
      ];
      const p = (await pay(a, testKey, { legConfirmation: 'gateway', cards, maxSplits: 5, amount: 30_000 })).json;
      const [l0, l1] = p.legs;
      const [r0, r1] = await Promise.all([
        post(a, testKey, `${P(p.transactionId)}/legs/${l0.id}/authorisation`, { outcome: 'DECLINED' }),
        post(b, testKey, `${P(p.transactionId)}/legs/${l1.id}/authorisation`, { outcome: 'AUTHORISED', amount: Math.floor(l1.amount / 2) }),
      ]);
      wellFormed(r0);
      wellFormed(r1);
      expect([r0.status, r1.status]).toEqual([200, 200]);
      const d = await detail(testKey, p.transactionId);
      invariants(d);
      if (d.status !== 'FAILED') {
        const standing = d.legs.filter((l: any) => ['PENDING', 'AUTHORISED'].includes(l.status));
        expect(standing.reduce((s: number, l: any) => s + (l.status === 'AUTHORISED' ? l.amountAuthorised : l.amount), 0)).toBe(30_000);
        const byCard = new Map<string, number>();
        for (const l of standing) byCard.set(l.cardId, (byCard.get(l.cardId) ?? 0) + (l.status === 'AUTHORISED' ? l.amountAuthorised : l.amount));
        for (const c of cards) expect(byCard.get(c.id) ?? 0, c.id).toBeLessThanOrEqual(c.available as number);
        expect(standing.some((l: any) => l.cardId === l0.cardId)).toBe(false);
      }
    }
  });

  it('every leg authorised at once across instances: COMPLETED once, ledger posted once', async () => {
    for (let round = 0; round < 3; round++) {
      const p = (await pay(a, liveKey, { legConfirmation: 'gateway' })).json;
      const answers = await Promise.all(
        p.legs.map((l: any, i: number) => post(i % 2 ? a : b, liveKey, `${P(p.transactionId)}/legs/${l.id}/authorisation`, { outcome: 'AUTHORISED' })),
      );
      for (const r of answers) wellFormed(r);
      expect(answers.map((r) => r.status)).toEqual(p.legs.map(() => 200));
      const d = await detail(liveKey, p.transactionId);
      invariants(d);
      expect(d).toMatchObject({ status: 'COMPLETED', amountCaptured: 30_000 });
      const [row] = await a.db.select().from(transactions).where(eq(transactions.transactionId, p.transactionId));
      const { rows } = await a.db.execute<{ clearing: string; n: string }>(
        sql`select count(*)::text as n, coalesce(sum(amount) filter (where account = 'payment_clearing'), 0)::text as clearing from ledger_entries where group_id = ${row!.id}`,
      );
      expect(Number(rows[0]!.clearing)).toBe(-30_000);
      expect(d.history.filter((h: any) => h.subject === 'payment' && h.to === 'COMPLETED')).toHaveLength(1);
    }
  });

  it('the expiry job racing a capture on the other instance: one effect, the job does not throw', async () => {
    const hours = 24 * 365;
    for (let round = 0; round < 4; round++) {
      const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
      const [cap, job] = await Promise.all([
        post(a, testKey, `${P(p.transactionId)}/capture`, {}),
        expireAuthorisations(b.app.ctx, new Date(Date.now() + hours * 3_600_000)).then(
          (n) => ({ ok: true as const, n }),
          (e: unknown) => ({ ok: false as const, e: String(e) }),
        ),
      ]);
      wellFormed(cap);
      expect(job.ok, JSON.stringify(job)).toBe(true);
      const d = await detail(testKey, p.transactionId);
      invariants(d);
      expect(d.status).toBe(cap.status === 200 ? 'COMPLETED' : 'CANCELED');
      if (cap.status !== 200) expect(cap.json.code).toBe('INVALID_STATE');
    }
  });

  it('an Idempotency-Key whose first request was refused can carry a new request; a replay is byte for byte after another action', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const h = { 'idempotency-key': `refused-first-${runId}` };
    const first = await post(a, testKey, `${P(p.transactionId)}/capture`, { amount: 999_999 }, h);
    expect(first.json.code).toBe('AMOUNT_EXCEEDS_AUTHORISED');
    const second = await post(b, testKey, `${P(p.transactionId)}/capture`, { amount: 5_000 }, h);
    wellFormed(second);
    expect(second.status).toBe(200);
    // A refund changes the payment; the capture's replay is still the first answer.
    expect((await post(a, testKey, `${P(p.transactionId)}/refunds`, { amount: 1_000, reason: 'other' })).status).toBe(201);
    const replay = await post(a, testKey, `${P(p.transactionId)}/capture`, { amount: 5_000 }, h);
    expect(replay.status).toBe(200);
    expect(replay.body).toBe(second.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('a portal session and an API key share one payment’s key scope', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const h = { 'idempotency-key': `portal-${runId}` };
    const viaPortal = await post(a, m.token, `${P(p.transactionId)}/capture`, {}, h);
    expect(viaPortal.status).toBe(200);
    const viaKey = await post(b, testKey, `${P(p.transactionId)}/capture`, {}, h);
    expect(viaKey.status).toBe(200);
    expect(viaKey.body).toBe(viaPortal.body);
    const q = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const reuse = await post(b, testKey, `${P(q.transactionId)}/capture`, {}, h);
    expect([reuse.status, reuse.json.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('further probes', () => {
  it('refund-leg results for every leg of one refund at once on two instances: none lost, money posted once per leg', async () => {
    for (const mix of [false, true]) {
      const shop = await merchantWithKeys(a);
      const p = await gatewayCompleted(shop.live);
      const r = (await post(a, shop.live, `${P(p.transactionId)}/refunds`, { amount: 30_000, reason: 'other', allocation: 'pro_rata' })).json;
      expect(r.legs.length).toBeGreaterThan(1);
      const answers = await Promise.all(
        r.legs.map((l: any, i: number) =>
          post(i % 2 ? a : b, shop.live, `/api/merchant/refunds/${r.id}/legs/${l.legId}/result`, { outcome: mix && i === 0 ? 'FAILED' : 'SUCCEEDED' }),
        ),
      );
      for (const res of answers) wellFormed(res);
      expect(answers.map((x) => x.status)).toEqual(r.legs.map(() => 200));
      const refund = (await get(a, shop.live, `/api/merchant/refunds/${r.id}`)).json;
      expect(refund.status).toBe(mix ? 'PARTIALLY_SUCCEEDED' : 'SUCCEEDED');
      const d = await detail(shop.live, p.transactionId);
      invariants(d);
      const succeeded = mix ? 30_000 - r.legs[0].amount : 30_000;
      expect(d.amountRefunded).toBe(succeeded);
      const { rows } = await a.db.execute<{ account: string; total: string }>(
        sql`select account, sum(amount)::text as total from ledger_entries where merchant_id = ${shop.m.merchantDbId} group by account`,
      );
      const sums = Object.fromEntries(rows.map((x) => [x.account, Number(x.total)]));
      expect(sums.payment_clearing).toBe(-30_000 + succeeded);
    }
  });

  it('explicit refunds of one leg at once across instances never take more than the leg has', async () => {
    const p = (await pay(a, testKey)).json;
    const leg = p.legs[0];
    const half = Math.floor(leg.amount / 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(i % 2 ? a : b, testKey, `${P(p.transactionId)}/refunds`, { reason: 'other', allocation: { legs: [{ legId: leg.id, amount: half }] } }),
      ),
    );
    for (const res of answers) wellFormed(res);
    expect(answers.filter((x) => x.status === 201)).toHaveLength(2);
    expect(answers.filter((x) => x.status !== 201).every((x) => x.status === 422 && x.json.code === 'REFUND_EXCEEDS_REFUNDABLE')).toBe(true);
    const d = await detail(testKey, p.transactionId);
    invariants(d);
    expect(d.legs[0].amountRefunded).toBe(2 * half);
  });

  it('a result for a refund that already SUCCEEDED (legConfirmation none) is 409 INVALID_STATE', async () => {
    const p = (await pay(a, testKey)).json;
    const r = (await post(a, testKey, `${P(p.transactionId)}/refunds`, { amount: 1_000, reason: 'other' })).json;
    expect(r.status).toBe('SUCCEEDED');
    const res = await post(b, testKey, `/api/merchant/refunds/${r.id}/legs/${r.legs[0].legId}/result`, { outcome: 'FAILED' });
    expect([res.status, res.json.code]).toEqual([409, 'INVALID_STATE']);
    expect((await detail(testKey, p.transactionId)).amountRefunded).toBe(1_000);
  });

  it('another merchant may use the same Idempotency-Key independently', async () => {
    const key = { 'idempotency-key': `shared-${runId}` };
    const mine = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const theirs = (await pay(a, other.test, { captureMethod: 'manual' })).json;
    const [x, y] = await Promise.all([
      post(a, testKey, `${P(mine.transactionId)}/capture`, {}, key),
      post(b, other.test, `${P(theirs.transactionId)}/capture`, {}, key),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.json.payment.transactionId).toBe(mine.transactionId);
    expect(y.json.payment.transactionId).toBe(theirs.transactionId);
  });

  it('capture with no body at all, and with an empty Idempotency-Key', async () => {
    const p = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    const empty = await post(a, testKey, `${P(p.transactionId)}/capture`, {}, { 'idempotency-key': '' });
    wellFormed(empty);
    expect(empty.status).toBe(400);
    const res = await call(a.app, 'POST', `${P(p.transactionId)}/capture`, { token: testKey });
    wellFormed(res);
    expect([200, 400, 415]).toContain(res.status);
  });

  it('a dispute opened on the other instance after a refund is honoured by the next refund from the first', async () => {
    const staff = await adminSession(a, `sweep-${runId}`);
    const p = (await pay(a, liveKey, { cards: [card('card_a', { available: 50_000 })], maxSplits: 1, amount: 10_000 })).json;
    expect(p.legs).toHaveLength(1);
    expect((await post(a, liveKey, `${P(p.transactionId)}/refunds`, { amount: 1_000, reason: 'other' })).status).toBe(201);
    const dispute = await call(b.app, 'POST', '/api/admin/disputes', {
      token: staff.token,
      body: { transactionId: p.transactionId, cardId: 'card_a', amount: 8_000, reason: 'general' },
    });
    expect(dispute.status, dispute.body).toBe(201);
    const all = await post(a, liveKey, `${P(p.transactionId)}/refunds`, { reason: 'other' });
    wellFormed(all);
    expect(all.status).toBe(201);
    expect(all.json.amount).toBe(1_000);
    const too = await post(a, liveKey, `${P(p.transactionId)}/refunds`, { amount: 1, reason: 'other' });
    expect(too.json.code).toBe('REFUND_EXCEEDS_REFUNDABLE');
  });

  it('refund list with a forged cursor is 400, not 5xx', async () => {
    for (const cursor of ['x', 'eyJhIjoxfQ', '%00', 'a'.repeat(5000)]) {
      const res = await get(a, testKey, `/api/merchant/refunds?cursor=${encodeURIComponent(cursor)}`);
      wellFormed(res, cursor);
      expect(res.status).toBe(400);
    }
  });

  it('preview never 5xx on hostile amounts or states', async () => {
    const p = (await pay(a, testKey)).json;
    const manual = (await pay(a, testKey, { captureMethod: 'manual' })).json;
    for (const [id, body] of [
      [p.transactionId, { amount: 2 ** 53 - 1 }],
      [p.transactionId, { amount: 1e20 }],
      [p.transactionId, { amount: 0 }],
      [manual.transactionId, {}],
    ] as const) {
      const res = await post(a, testKey, `${P(id)}/refunds/preview`, body);
      wellFormed(res, JSON.stringify(body));
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('proportional fee policy under failures and races', () => {
  it('a full gateway refund with one failed leg, refunded again, leaves the ledger at zero', async () => {
    const staff = await adminSession(a, `fees-${runId}`);
    const policy = (refundFeePolicy: string) => call(a.app, 'PATCH', '/api/admin/settings', { token: staff.token, body: { refundFeePolicy } });
    expect((await policy('proportional')).status).toBe(200);
    try {
      const shop = await merchantWithKeys(a);
      const p = await gatewayCompleted(shop.live);
      expect(p.feeAmount).toBeGreaterThan(0);
      const r = (await post(a, shop.live, `${P(p.transactionId)}/refunds`, { reason: 'other', allocation: 'pro_rata' })).json;
      expect(r.status).toBe('PENDING');
      const [first, ...rest] = r.legs;
      const answers = await Promise.all([
        post(b, shop.live, `/api/merchant/refunds/${r.id}/legs/${first.legId}/result`, { outcome: 'FAILED' }),
        ...rest.map((l: any, i: number) => post(i % 2 ? a : b, shop.live, `/api/merchant/refunds/${r.id}/legs/${l.legId}/result`, { outcome: 'SUCCEEDED' })),
      ]);
      for (const x of answers) expect(x.status, x.body).toBe(200);
      const again = (await post(a, shop.live, `${P(p.transactionId)}/refunds`, { reason: 'other' })).json;
      expect(again.amount).toBe(first.amount);
      for (const l of again.legs)
        expect((await post(b, shop.live, `/api/merchant/refunds/${again.id}/legs/${l.legId}/result`, { outcome: 'SUCCEEDED' })).status).toBe(200);
      const refunds = (await get(a, shop.live, `${P(p.transactionId)}/refunds`)).json.refunds;
      const returned = refunds.reduce((s2: number, x: any) => s2 + x.feeReturned, 0);
      expect(returned).toBe(p.feeAmount);
      const { rows } = await a.db.execute<{ account: string; total: string }>(
        sql`select account, sum(amount)::text as total from ledger_entries where merchant_id = ${shop.m.merchantDbId} group by account`,
      );
      expect(Object.fromEntries(rows.map((x) => [x.account, Number(x.total)]))).toEqual({ merchant_payable: 0, payment_clearing: 0, platform_fee: 0 });
    } finally {
      await policy('retain');
    }
  });
});
