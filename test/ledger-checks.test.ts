import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerChecks } from '@server/db/schema/ledger';
import { runScheduledLedgerCheck, startLedgerCheck } from '@server/modules/ledger';
import { adminTokensByRole, checkLedgerNow } from './support/admin-fixtures';
import { call } from './support/helpers';
import { card, createMerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * The ledger's check in the background (decision 0048), on two instances of the app sharing one
 * database: answered at once, one running at a time across both, abandoned checks recovered, and a
 * real imbalance found.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let tokens: Record<'SUPER_ADMIN' | 'FINANCE' | 'SUPPORT' | 'COMPLIANCE' | 'OPERATIONS', string>;

const on = (t: TestApp, role: keyof typeof tokens) => (method: 'GET' | 'POST', url: string) => call(t.app, method, url, { token: tokens[role] });
const rows = () => a.db.select().from(ledgerChecks);

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  tokens = await adminTokensByRole(a, 'lc', { roles: ['SUPER_ADMIN', 'FINANCE', 'SUPPORT', 'COMPLIANCE', 'OPERATIONS'] });
  const shop = await createMerchantFixture(a);
  const liveKey = (await shop.key('live')).secret;
  for (const amount of [1_000, 2_500]) {
    const res = await call(a.app, 'POST', '/api/merchant/process-payment', {
      token: liveKey,
      body: {
        amount,
        currency: 'GBP',
        customerEmail: 'shopper@shop.example',
        cards: [card('card_a')],
      },
    });
    expect(res.status).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await cluster?.close();
});

describe('the ledger check', () => {
  it('answers 202 at once, and the overview shows the result with its time once it has run', async () => {
    const before = (await on(a, 'FINANCE')('GET', '/api/admin/payouts/overview')).json;
    expect(before.ledgerIntegrity).toBeNull();
    expect(before.ledgerCheckRunning).toBeNull();

    const result = await checkLedgerNow(on(a, 'FINANCE'));
    expect(result).toMatchObject({ status: 'DONE', trigger: 'ADMIN', unbalancedGroups: 0, paymentsWithoutEntries: 0, ok: true, error: null });
    expect(result.id).toMatch(/^lc_[A-Za-z0-9]{20}$/);
    expect(Date.parse(result.finishedAt)).toBeGreaterThanOrEqual(Date.parse(result.startedAt));
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    // The other instance shows the same stored result.
    expect((await on(b, 'SUPER_ADMIN')('GET', '/api/admin/payouts/overview')).json.ledgerIntegrity).toEqual(result);
    const [row] = await a.db.select().from(ledgerChecks).where(eq(ledgerChecks.id, result.id));
    expect(row!.requestedBy).not.toBeNull();
  });

  it('is for finance staff and super admins only', async () => {
    for (const role of ['SUPPORT', 'COMPLIANCE', 'OPERATIONS'] as const) {
      const res = await on(a, role)('POST', '/api/admin/payouts/ledger-checks');
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('FORBIDDEN_ROLE');
    }
    expect((await call(a.app, 'POST', '/api/admin/payouts/ledger-checks')).status).toBe(401);
    expect((await call(a.app, 'POST', '/api/admin/payouts/ledger-checks', { token: 'not-a-token' })).status).toBe(401);
  });

  it('finds a group of entries that does not sum to zero, and a completed live payment without entries', async () => {
    const group = randomUUID();
    const [merchant] = (await a.db.execute<{ id: string }>(sql`select id from merchants limit 1`)).rows;
    // The table takes inserts (it refuses only updates and deletes): one leg of a transfer without its other side.
    await a.db.execute(sql`insert into ledger_entries (group_id, kind, account, merchant_id, amount)
                           values (${group}, 'DISPUTE_FEE', 'dispute_fees', ${merchant!.id}, 700)`);
    const out = await checkLedgerNow(on(b, 'FINANCE'));
    expect(out).toMatchObject({ status: 'DONE', unbalancedGroups: 1, paymentsWithoutEntries: 0, ok: false });
    // Balance it again with the missing side, so later checks see a whole ledger.
    await a.db.execute(sql`insert into ledger_entries (group_id, kind, account, merchant_id, amount)
                           values (${group}, 'DISPUTE_FEE', 'merchant_payable', ${merchant!.id}, -700)`);
    expect(await checkLedgerNow(on(a, 'FINANCE'))).toMatchObject({ unbalancedGroups: 0, ok: true });
  });

  it('runs one check at a time across instances: a burst on both joins the one running', async () => {
    const countBefore = (await rows()).length;
    // Hold the check's lock from a test connection, as an instance mid-check does, and give it a RUNNING row.
    const holder = await a.database.pool.connect();
    try {
      await holder.query('select pg_advisory_lock(727274003)');
      await a.db.insert(ledgerChecks).values({ id: 'lc_heldbytest000000000', status: 'RUNNING', trigger: 'SCHEDULE' });
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => on(i % 2 ? a : b, i % 3 ? 'FINANCE' : 'SUPER_ADMIN')('POST', '/api/admin/payouts/ledger-checks')),
      );
      for (const res of burst) {
        expect(res.status).toBe(202);
        expect(res.json).toMatchObject({ started: false, check: { id: 'lc_heldbytest000000000', status: 'RUNNING' } });
        expect(res.json.message).toMatch(/already running/);
      }
      expect((await on(b, 'FINANCE')('GET', '/api/admin/payouts/overview')).json.ledgerCheckRunning).toMatchObject({ id: 'lc_heldbytest000000000' });
      expect((await rows()).length).toBe(countBefore + 1);
    } finally {
      await holder.query('select pg_advisory_unlock(727274003)');
      holder.release();
    }
    // The holder is gone and its row still says RUNNING: the overview no longer counts it, and the next check marks it FAILED.
    expect((await on(a, 'FINANCE')('GET', '/api/admin/payouts/overview')).json.ledgerCheckRunning).toBeNull();
    expect(await checkLedgerNow(on(b, 'FINANCE'))).toMatchObject({ status: 'DONE', ok: true });
    const [abandoned] = await a.db.select().from(ledgerChecks).where(eq(ledgerChecks.id, 'lc_heldbytest000000000'));
    expect(abandoned).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/stopped before it finished/) });
    expect((await a.db.select().from(ledgerChecks).where(eq(ledgerChecks.status, 'RUNNING'))).length).toBe(0);
  });

  it('unlocked bursts start exactly one check between two instances', async () => {
    const started = await Promise.all(Array.from({ length: 8 }, (_, i) => startLedgerCheck((i % 2 ? a : b).app.ctx, { trigger: 'ADMIN' })));
    const ids = new Set(started.map((s) => s.check.id));
    const winners = started.filter((s) => s.started);
    await Promise.all(started.map((s) => s.done));
    // Each call either started a check or joined one that ran after it was made; a check that finished
    // before a later call took the lock lets that call start the next, but never two at once.
    expect(winners.length).toBeGreaterThanOrEqual(1);
    expect(ids.size).toBe(winners.length);
    const made = await a.db
      .select()
      .from(ledgerChecks)
      .where(sql`${ledgerChecks.id} in ${[...ids]}`);
    expect(made.every((r) => r.status === 'DONE')).toBe(true);
    made.sort((x, y) => x.startedAt.getTime() - y.startedAt.getTime());
    for (let i = 1; i < made.length; i++) expect(made[i]!.startedAt.getTime()).toBeGreaterThanOrEqual(made[i - 1]!.finishedAt!.getTime());
  });

  it('the schedule checks once an hour between all instances', async () => {
    await a.db.delete(ledgerChecks);
    await Promise.all([runScheduledLedgerCheck(a.app.ctx), runScheduledLedgerCheck(b.app.ctx)]);
    const first = await rows();
    expect(first.filter((r) => r.trigger === 'SCHEDULE' && r.status === 'DONE').length).toBe(1);
    // Within the hour: nothing new, on either instance.
    await runScheduledLedgerCheck(a.app.ctx);
    await runScheduledLedgerCheck(b.app.ctx);
    expect((await rows()).length).toBe(first.length);
    // An hour on: the next one runs.
    await a.db.execute(sql`update ledger_checks set started_at = started_at - interval '61 minutes', finished_at = finished_at - interval '61 minutes'`);
    await runScheduledLedgerCheck(b.app.ctx);
    expect((await rows()).filter((r) => r.trigger === 'SCHEDULE').length).toBe(2);
  });
});
