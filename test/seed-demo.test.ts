import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_STATUSES } from '@contract/disputes';
import { PAYOUT_STATUSES } from '@contract/ledger';
import { resetDemoData, runDemoSeed, type DemoSeedOptions } from '@server/cli/seed-demo';
import { DEMO_MERCHANT_PASSWORD } from '@server/cli/seed/seed-merchants-modules';
import { tradingMerchants } from '@server/cli/seed/seed-principals';
import { createWebhookEndpoint } from '@server/modules/webhooks';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * `npm run seed:demo` against a real PostgreSQL: every kind of record the admin panel and the portal
 * show exists after it, in each status those screens distinguish; the showcase merchant it names can
 * sign in and finds data on each of its pages; a second run without --reset succeeds; --reset
 * removes what it added; and the seed's loopback receiver leaves the webhook guard as it was.
 */

let t: TestApp;
let result: Awaited<ReturnType<typeof runDemoSeed>>;
const lines: string[] = [];
const options: DemoSeedOptions = { merchants: 16, transactions: 600, contacts: 6, seed: 7, log: (l) => lines.push(l) };

const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.db.execute<T>(q)).rows;
const count = async (q: ReturnType<typeof sql>) => Number(Object.values((await rows(q))[0] ?? { n: 0 })[0] ?? 0);
const byStatus = async (table: string) =>
  Object.fromEntries(
    (await rows<{ status: string; n: string }>(sql.raw(`select status, count(*)::text as n from ${table} group by status`))).map((r) => [
      r.status,
      Number(r.n),
    ]),
  );

beforeAll(async () => {
  t = await createTestApp();
  result = await runDemoSeed(t.app.ctx, options);
}, 240_000);
afterAll(async () => t?.close());

describe('seed:demo', () => {
  it('names a showcase merchant and prints its timings', () => {
    expect(result.showcase.showcase?.email).toMatch(/@/);
    expect(lines.some((l) => /disputes .*\(\d+\.\d s\)/.test(l))).toBe(true);
  });

  it('creates disputes in every status, with evidence files stored encrypted as uploads are', async () => {
    const statuses = await byStatus('disputes');
    for (const s of DISPUTE_STATUSES) expect(statuses[s], s).toBeGreaterThan(0);
    const files = await rows<{ n: string; plain: string }>(
      sql`select count(*)::text as n, count(*) filter (where position('%PDF' in convert_from(substring(content from 1 for 4), 'SQL_ASCII')) > 0)::text as plain from dispute_files`,
    );
    expect(Number(files[0]!.n)).toBeGreaterThanOrEqual(3);
    expect(Number(files[0]!.plain)).toBe(0);
    expect(await count(sql`select count(*) from disputes where evidence_text <> '' and status = 'NEEDS_RESPONSE'`)).toBeGreaterThan(0);
  });

  it('creates two payout runs with payouts in every status', async () => {
    expect(await count(sql`select count(*) from payout_runs`)).toBeGreaterThanOrEqual(2);
    const statuses = await byStatus('payouts');
    for (const s of PAYOUT_STATUSES) expect(statuses[s], s).toBeGreaterThan(0);
  });

  it('creates partners with merchants assigned, and fee overrides in force and scheduled', async () => {
    expect(await count(sql`select count(*) from partners`)).toBe(3);
    expect(await count(sql`select count(*) from partner_merchants`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from merchant_fee_overrides where effective_from <= now()`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from merchant_fee_overrides where effective_from > now()`)).toBeGreaterThan(0);
    // Partners were assigned before the payments: their share shows in the ledger.
    expect(await count(sql`select count(*) from ledger_entries where partner_id is not null`)).toBeGreaterThan(0);
  });

  it('creates finalised invoices with PDFs, a draft, and a credit note that voids one', async () => {
    expect(await count(sql`select count(*) from invoices where kind = 'INVOICE' and status = 'FINALISED'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from invoices where kind = 'INVOICE' and status = 'DRAFT'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from invoices where kind = 'INVOICE' and status = 'VOID'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from invoices where kind = 'CREDIT_NOTE' and credited_invoice_id is not null`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) from invoices i where i.status <> 'DRAFT' and not exists (select 1 from invoice_pdfs p where p.invoice_id = i.id)`),
    ).toBe(0);
  });

  it('creates webhook endpoints with succeeded and failed deliveries, each a recorded attempt', async () => {
    expect(await count(sql`select count(*) from webhook_endpoints where mode = 'live'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from webhook_endpoints where mode = 'test'`)).toBeGreaterThan(0);
    const statuses = await byStatus('webhook_deliveries');
    expect(statuses.SUCCEEDED).toBeGreaterThan(0);
    expect(statuses.FAILED).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from webhook_attempts where response_status between 200 and 299`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from webhook_attempts where response_status >= 500`)).toBeGreaterThan(0);
  });

  it('leaves the webhook guard as it was: a merchant still cannot register a loopback URL', async () => {
    const [showcase] = await tradingMerchants(t.app.ctx, 1);
    await expect(
      createWebhookEndpoint(t.app.ctx, {
        user: showcase!.principal,
        ip: '127.0.0.1',
        input: { url: 'https://127.0.0.1:8443/hook', mode: 'live', enabledEvents: ['payout.paid'] },
      }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'WEBHOOK_URL_REFUSED', message: expect.stringMatching(/loopback/) });
    const login = await call(t.app, 'POST', '/api/merchant/login', { body: { email: showcase!.principal.email, password: DEMO_MERCHANT_PASSWORD } });
    expect(login.status).toBe(200);
    const res = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: login.json.token,
      body: { url: 'https://localhost:8443/hook', mode: 'live', enabledEvents: ['payout.paid'] },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('WEBHOOK_URL_REFUSED');
  });

  it('writes request-log rows in both modes, 2xx and 4xx, for several keys, with their hourly counts', async () => {
    expect(await count(sql`select count(*) from api_request_logs where mode = 'live'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from api_request_logs where mode = 'test'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from api_request_logs where status between 200 and 299`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from api_request_logs where status between 400 and 499 and error_code is not null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(distinct api_key_id) from api_request_logs`)).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select sum(requests) from api_request_hourly`)).toBe(await count(sql`select count(*) from api_request_logs`));
  });

  it('creates notifications for staff and merchants, read and unread', async () => {
    for (const who of ['admin_id', 'merchant_user_id']) {
      expect(await count(sql.raw(`select count(*) from notifications where ${who} is not null and read_at is null`)), who).toBeGreaterThan(0);
      expect(await count(sql.raw(`select count(*) from notifications where ${who} is not null and read_at is not null`)), who).toBeGreaterThan(0);
    }
  });

  it('creates feature flags beside the gated ones, and pending team invitations', async () => {
    expect(await count(sql`select count(*) from feature_flags where key in ('instant-payouts', 'checkout-3ds-v2', 'new-analytics-dashboard')`)).toBe(3);
    expect(await count(sql`select count(*) from invitations where accepted_at is null`)).toBeGreaterThan(0);
  });

  it('blocks card ranges, stores an email campaign, and leaves a retention run and a KYB review for compliance', async () => {
    expect(await count(sql`select count(*) from blocked_bins where prefix in ('499999', '222100')`)).toBe(2);
    expect(await count(sql`select count(*) from email_campaigns`)).toBe(1);
    expect(await count(sql`select count(*) from email_campaign_recipients`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from retention_runs`)).toBeGreaterThan(0);
    expect(result.showcase.counts.compliance).toMatchObject({ reviews: expect.any(Number) });
    expect((result.showcase.counts.compliance as { reviews: number }).reviews).toBeGreaterThan(0);
  });

  it('gives the showcase merchant data on every portal page it can sign in to', async () => {
    const login = await call(t.app, 'POST', '/api/merchant/login', { body: { email: result.showcase.showcase!.email, password: DEMO_MERCHANT_PASSWORD } });
    expect(login.status).toBe(200);
    const get = async (url: string) => {
      const res = await call(t.app, 'GET', url, { token: login.json.token });
      expect(res.status, url).toBe(200);
      return res.json;
    };
    expect((await get('/api/merchant/disputes')).disputes.length).toBeGreaterThanOrEqual(DISPUTE_STATUSES.length);
    expect((await get('/api/merchant/payouts')).payouts.length).toBeGreaterThan(0);
    expect((await get('/api/merchant/invoices')).invoices.length).toBeGreaterThanOrEqual(2);
    expect((await get('/api/merchant/webhook-endpoints')).endpoints.length).toBeGreaterThanOrEqual(3);
    expect((await get('/api/merchant/notifications')).notifications.length).toBeGreaterThan(0);
    expect((await get('/api/merchant/team')).invitations.length).toBeGreaterThan(0);
  });

  it('runs a second time without --reset, then --reset removes what it added', async () => {
    const again = await runDemoSeed(t.app.ctx, { ...options, log: undefined });
    expect(again.showcase.showcase?.email).toBe(result.showcase.showcase?.email);
    expect(await count(sql`select count(*) from partners`)).toBe(3);
    expect(await count(sql`select count(*) from email_campaigns`)).toBe(1);
    expect(await count(sql`select count(*) from merchants`)).toBe(options.merchants);

    await resetDemoData(t.db);
    for (const table of [
      'merchants',
      'disputes',
      'dispute_files',
      'payouts',
      'payout_runs',
      'partners',
      'invoices',
      'webhook_endpoints',
      'webhook_deliveries',
      'api_request_logs',
      'notifications',
      'invitations',
    ]) {
      expect(await count(sql.raw(`select count(*) from ${table}`)), table).toBe(0);
    }
    expect(await count(sql`select count(*) from feature_flags where key in ('instant-payouts', 'checkout-3ds-v2', 'new-analytics-dashboard')`)).toBe(0);
    expect(await count(sql`select count(*) from feature_flags`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from blocked_bins where prefix in ('499999', '222100')`)).toBe(0);
    expect(await count(sql`select count(*) from email_campaigns`)).toBe(0);
  }, 240_000);
});
