import { eq, sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '@server/db/client';
import { emailOutbox, webhookDeliveries } from '@server/db/schema/index';
import { enqueueEmail } from '@server/modules/email';
import { startLedgerCheck } from '@server/modules/ledger';
import { createAppMetrics } from '@server/modules/metrics';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-cluster';

/** GET /metrics: the token, the Prometheus text format, the named metrics and what their labels may carry. */

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let m: MerchantFixture;
let key: string;
const runId = Math.random().toString(36).slice(2, 8);
let seq = 0;
const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});
const customer = () => `metrics${++seq}.${runId}@shop.example`;
const pay = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/merchant/process-payment', { token: key, body, headers });

async function scrape(on: TestApp = t): Promise<{ text: string; families: ParsedFamily[] }> {
  const res = await on.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: res.body, families: parsePrometheusTextFormat(res.body) };
}

function family(families: ParsedFamily[], name: string): ParsedFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
}

/**
 * Every sample line of the text as name, labels and value. The parser above checks the format but
 * folds a labelled histogram's series into one, so label checks read the lines themselves.
 */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, k, v] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

function paymentsCount(families: ParsedFamily[], labels: Record<string, string> = {}): number {
  const f = families.find((x) => x.name === 'smartsplit_payments_total');
  if (!f) return 0;
  return f.metrics.filter((s) => Object.entries(labels).every(([k, v]) => s.labels?.[k] === v)).reduce((sum, s) => sum + Number(s.value), 0);
}

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  m = await createMerchantFixture(t);
  key = (await m.key('test')).secret;
});
afterAll(async () => t?.close());

describe('GET /metrics access', () => {
  it('refuses a request without the token, with a wrong token, or with another scheme (401 {message, code})', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: 'Bearer' },
    ];
    for (const headers of attempts) {
      const res = await call(t.app, 'GET', '/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('smartsplit_');
    }
  });

  it('answers 404 when no METRICS_TOKEN is configured, whatever is sent', async () => {
    const off = await createTestApp();
    try {
      const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
      for (const headers of attempts) {
        const res = await call(off.app, 'GET', '/metrics', { headers });
        expect(res.status).toBe(404);
        expect(res.json).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
      }
    } finally {
      await off.close();
    }
  });
});

describe('GET /metrics content', () => {
  it('parses as the Prometheus text format and shows every named metric', async () => {
    await call(t.app, 'GET', '/api/health');
    const { text, families } = await scrape();
    const names = families.map((f) => f.name);
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'http_request_duration_seconds',
      'smartsplit_optimiser_duration_seconds',
      'smartsplit_outbox_pending',
      'smartsplit_webhook_backlog',
      'smartsplit_db_pool_in_use',
      'smartsplit_db_pool_waiting',
      'smartsplit_ledger_check_finished_timestamp_seconds',
      'smartsplit_ledger_unbalanced_groups',
      'smartsplit_ledger_payments_without_entries',
    ]) {
      expect(names).toContain(name);
    }
    expect(family(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(family(families, 'smartsplit_optimiser_duration_seconds').type).toBe('HISTOGRAM');
    const health = samples(text).find((x) => x.name === 'http_request_duration_seconds_count' && x.labels.route === '/api/health');
    expect(health?.labels).toEqual({ method: 'GET', route: '/api/health', status_class: '2xx' });
    expect(health?.value).toBeGreaterThanOrEqual(1);
    // Nothing has queued an email or a webhook on this database.
    expect(Number(family(families, 'smartsplit_outbox_pending').metrics[0]!.value)).toBe(0);
    expect(Number(family(families, 'smartsplit_webhook_backlog').metrics[0]!.value)).toBe(0);
  });

  it('reports the outbox and webhook gauges exactly: emails and deliveries still to send', async () => {
    const g = await createTestApp({ METRICS_TOKEN: TOKEN, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    try {
      const gaugeIn = (families: ParsedFamily[], name: string) => Number(family(families, name).metrics[0]!.value);
      // Emails: PENDING and SENDING are still to send; SENT and FAILED are not.
      const emails: string[] = [];
      for (let i = 0; i < 6; i++)
        emails.push(await enqueueEmail(g.db, { kind: 'test', to: `gauge-${i}@example.test`, subject: 'Gauge', html: '<p>x</p>', text: 'x' }));
      await g.db.update(emailOutbox).set({ status: 'SENDING' }).where(eq(emailOutbox.id, emails[0]!));
      await g.db.update(emailOutbox).set({ status: 'SENT' }).where(eq(emailOutbox.id, emails[1]!));
      await g.db.update(emailOutbox).set({ status: 'FAILED' }).where(eq(emailOutbox.id, emails[2]!));
      // Webhooks: five test events to one endpoint (no worker runs here, so they wait); PENDING and
      // RETRYING are still to send, SUCCEEDED and FAILED are not.
      const shop = await createMerchantFixture(g);
      const endpoint = await call(g.app, 'POST', '/api/merchant/webhook-endpoints', {
        token: shop.token,
        body: { url: 'http://127.0.0.1:9/hooks', mode: 'test', enabledEvents: ['*'] },
      });
      expect(endpoint.status, endpoint.body).toBe(201);
      const deliveries: string[] = [];
      for (let i = 0; i < 5; i++) {
        const sent = await call(g.app, 'POST', `/api/merchant/webhook-endpoints/${endpoint.json.endpoint.id}/test`, { token: shop.token });
        expect(sent.status, sent.body).toBe(202);
        deliveries.push(sent.json.deliveryId);
      }
      await g.db.update(webhookDeliveries).set({ status: 'RETRYING' }).where(eq(webhookDeliveries.id, deliveries[0]!));
      await g.db.update(webhookDeliveries).set({ status: 'SUCCEEDED' }).where(eq(webhookDeliveries.id, deliveries[1]!));
      await g.db.update(webhookDeliveries).set({ status: 'FAILED' }).where(eq(webhookDeliveries.id, deliveries[2]!));

      const { families } = await scrape(g);
      expect(gaugeIn(families, 'smartsplit_outbox_pending')).toBe(4);
      expect(gaugeIn(families, 'smartsplit_webhook_backlog')).toBe(3);
    } finally {
      await g.close();
    }
  });

  it('reports the last completed ledger check: its time and figures, zeros before the first', async () => {
    const g = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const gaugeIn = (families: ParsedFamily[], name: string) => Number(family(families, name).metrics[0]!.value);
      let { families } = await scrape(g);
      expect(gaugeIn(families, 'smartsplit_ledger_check_finished_timestamp_seconds')).toBe(0);
      expect(gaugeIn(families, 'smartsplit_ledger_unbalanced_groups')).toBe(0);
      // One side of a transfer without the other, then a real check.
      const shop = await createMerchantFixture(g);
      await g.db.execute(sql`insert into ledger_entries (group_id, kind, account, merchant_id, amount)
                             values (gen_random_uuid(), 'DISPUTE_FEE', 'dispute_fees', ${shop.merchantDbId}::uuid, 700)`);
      const started = await startLedgerCheck(g.app.ctx, { trigger: 'ADMIN' });
      await started.done;
      await new Promise((r) => setTimeout(r, 1_100)); // past the one-second reuse of a scrape's read
      ({ families } = await scrape(g));
      expect(gaugeIn(families, 'smartsplit_ledger_unbalanced_groups')).toBe(1);
      expect(gaugeIn(families, 'smartsplit_ledger_payments_without_entries')).toBe(0);
      const finished = gaugeIn(families, 'smartsplit_ledger_check_finished_timestamp_seconds');
      expect(Math.abs(finished - Date.now() / 1000)).toBeLessThan(10);
    } finally {
      await g.close();
    }
  });

  it('reports the pool gauges exactly: connections checked out and queries waiting for one', async () => {
    // An app's pool is also used in the background (the API rate limiter shares its counts every
    // ~100 ms), so the gauges are read from metrics made over a pool that only this test uses.
    const { url, drop } = await createTestDatabase(inject('pgAdminUrl'));
    const own = createDatabase(url, 4);
    const metrics = createAppMetrics({ pool: own.pool, outboxPending: async () => 0, webhookBacklog: async () => 0 });
    const gauge = async (name: string) => Number((await metrics.registry.getSingleMetric(name)!.get()).values[0]!.value);
    const held: { release(): void }[] = [];
    try {
      expect(await gauge('smartsplit_db_pool_in_use')).toBe(0);
      expect(await gauge('smartsplit_db_pool_waiting')).toBe(0);
      for (let i = 0; i < 3; i++) held.push(await own.pool.connect());
      expect(await gauge('smartsplit_db_pool_in_use')).toBe(3);
      expect(await gauge('smartsplit_db_pool_waiting')).toBe(0);
      // The pool holds 4: with all of them checked out, two more queries wait.
      held.push(await own.pool.connect());
      const queued = [own.pool.query('select 1'), own.pool.query('select 1')];
      expect(await gauge('smartsplit_db_pool_in_use')).toBe(4);
      expect(await gauge('smartsplit_db_pool_waiting')).toBe(2);
      for (const client of held.splice(0)) client.release();
      await Promise.all(queued);
      expect(await gauge('smartsplit_db_pool_in_use')).toBe(0);
      expect(await gauge('smartsplit_db_pool_waiting')).toBe(0);
    } finally {
      for (const client of held) client.release();
      await own.close();
      await drop();
    }
  });

  it('labels requests by route template, never the raw path; unmatched paths share one label', async () => {
    await call(t.app, 'GET', `/api/admin/merchants/${m.merchantId}`);
    await call(t.app, 'GET', `/api/no-such-route/${m.merchantId}`);
    const { text, families } = await scrape();
    const counts = samples(text).filter((x) => x.name === 'http_request_duration_seconds_count');
    const routes = counts.map((x) => x.labels.route);
    expect(routes).toContain('/api/admin/merchants/:merchantId');
    expect(routes).toContain('unmatched');
    expect(text).not.toContain(m.merchantId);
    expect(new Set(counts.map((x) => x.labels.status_class))).toContain('4xx');
    expect(families.map((f) => f.name)).toContain('http_request_duration_seconds');
  });

  it('counts exactly the payments made, by mode, status and decline reason; replays and refusals are not counted', async () => {
    const before = (await scrape()).families;
    const emails: string[] = [];
    const completed = 4;
    for (let i = 0; i < completed; i++) {
      const email = customer();
      emails.push(email);
      expect((await pay({ amount: 10_000, currency: 'GBP', customerEmail: email, cards: [card('card_a')] })).status).toBe(201);
    }
    // Declined by the optimiser: every card expired.
    const declined = await pay({ amount: 10_000, currency: 'GBP', customerEmail: customer(), cards: [card('old', { expYear: 2001 })] });
    expect(declined.status).toBe(402);
    const reason = declined.json.declineReason as string;
    // Declined by the velocity rule in the database: the sixth payment of one customer in 10 minutes.
    const busy = customer();
    for (let i = 0; i < 6; i++) await pay({ amount: 10_000, currency: 'GBP', customerEmail: busy, cards: [card('card_a')] });
    // A replay of a stored answer, and a refused request: neither is a new payment.
    const body = { amount: 10_000, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')] };
    expect((await pay(body, { 'Idempotency-Key': `k-${runId}` })).status).toBe(201);
    expect((await pay(body, { 'Idempotency-Key': `k-${runId}` })).headers['idempotent-replayed']).toBe('true');
    expect((await pay({ amount: 1, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')] })).status).toBe(400);

    const after = (await scrape()).families;
    const made = completed + 1 + 6 + 1;
    expect(paymentsCount(after) - paymentsCount(before)).toBe(made);
    const delta = (labels: Record<string, string>) => paymentsCount(after, labels) - paymentsCount(before, labels);
    expect(delta({ mode: 'test', status: 'COMPLETED', decline_reason: 'none' })).toBe(completed + 5 + 1);
    expect(delta({ mode: 'test', status: 'DECLINED', decline_reason: 'VELOCITY_LIMIT' })).toBe(1);
    expect(delta({ mode: 'test', status: 'DECLINED', decline_reason: reason })).toBe(1);
    expect(delta({ mode: 'live' })).toBe(0);
    const optimiser = family(after, 'smartsplit_optimiser_duration_seconds').metrics[0]!;
    expect(Number(optimiser.count)).toBeGreaterThanOrEqual(made);
  });

  it('counts payment writes and the payments they carried: payments sent at once share writes', async () => {
    const value = (families: ParsedFamily[], name: string) => Number(family(families, name).metrics[0]!.value);
    const before = (await scrape()).families;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => pay({ amount: 10_000, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')] })),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const after = (await scrape()).families;
    expect(family(after, 'smartsplit_payment_writes_total').type).toBe('COUNTER');
    const writes = value(after, 'smartsplit_payment_writes_total') - value(before, 'smartsplit_payment_writes_total');
    const carried = value(after, 'smartsplit_payment_writes_payments_total') - value(before, 'smartsplit_payment_writes_payments_total');
    expect(carried).toBe(12);
    expect(writes).toBeGreaterThanOrEqual(1);
    expect(writes).toBeLessThan(12);
  });

  it('carries no merchant id, email or key in any label value', async () => {
    const { text } = await scrape();
    const values = samples(text).flatMap((x) => Object.values(x.labels));
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(value).not.toMatch(/@/);
      expect(value).not.toMatch(/mch_|sk_(test|live)_|txn_/);
    }
    for (const secret of [m.merchantId, m.merchantDbId, key, `.${runId}@`]) expect(text).not.toContain(secret);
  });
});
