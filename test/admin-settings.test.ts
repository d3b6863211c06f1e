import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, merchants, platformSettings } from '@server/db/schema/index';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(async () => t.close());

const patch = (body: unknown) => call(t.app, 'PATCH', '/api/admin/settings', { token: admin.token, body });
const read = async () => (await call(t.app, 'GET', '/api/admin/settings', { token: admin.token })).json;
const auditCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.update'))
  )[0]!.n;
const defaults = {
  defaultFeePercent: 0.5,
  minTransactionAmount: 1,
  maxTransactionAmount: 1_000_000,
  autoApproveEnabled: false,
  requireAdminMfa: false,
  payoutDelayDays: 7,
  disputeFee: 1500,
  authorisationValidityHours: 168,
  refundFeePolicy: 'retain',
};

describe('platform settings', () => {
  it('reads the stored defaults', async () => {
    expect(await read()).toEqual(defaults);
  });

  it('refuses each invalid change with 400 naming the field, and changes nothing', async () => {
    const cases: [unknown, string | undefined][] = [
      [{ defaultFeePercent: 0.125 }, 'defaultFeePercent'],
      [{ defaultFeePercent: -0.01 }, 'defaultFeePercent'],
      [{ defaultFeePercent: 10.01 }, 'defaultFeePercent'],
      [{ defaultFeePercent: '0.5' }, 'defaultFeePercent'],
      [{ defaultFeePercent: null }, 'defaultFeePercent'],
      [{ minTransactionAmount: 1.5 }, 'minTransactionAmount'],
      [{ minTransactionAmount: -1 }, 'minTransactionAmount'],
      [{ minTransactionAmount: 2_000_000 }, 'minTransactionAmount'],
      [{ minTransactionAmount: 1_000_000 }, 'minTransactionAmount'],
      [{ maxTransactionAmount: 1 }, 'maxTransactionAmount'],
      [{ maxTransactionAmount: 0 }, 'maxTransactionAmount'],
      [{ maxTransactionAmount: 1e12 }, 'maxTransactionAmount'],
      [{ minTransactionAmount: 10, maxTransactionAmount: 5 }, 'maxTransactionAmount'],
      [{ autoApproveEnabled: 'yes' }, 'autoApproveEnabled'],
      [{ autoApproveEnabled: 1 }, 'autoApproveEnabled'],
      [{ requireAdminMfa: 'true' }, 'requireAdminMfa'],
      [{ colour: 'red' }, 'colour'],
      [{ defaultFeePercent: 1, extra: true }, 'extra'],
      [{}, undefined],
      [[], undefined],
    ];
    const before = await t.db.select().from(platformSettings);
    const audits = await auditCount();
    for (const [body, field] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
      if (field) expect(res.json.field, JSON.stringify(body)).toBe(field);
      if (field) expect(res.json.message).toContain(field);
    }
    expect(await t.db.select().from(platformSettings)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await read()).toEqual(defaults);
  });

  it('saves a partial change, returns the full settings, reads back the same and audits before/after', async () => {
    const res = await patch({ defaultFeePercent: 1.25, maxTransactionAmount: 50_000 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Settings saved', settings: { ...defaults, defaultFeePercent: 1.25, maxTransactionAmount: 50_000 } });
    expect(await read()).toEqual(res.json.settings);
    expect((await patch({ defaultFeePercent: 0.29 })).json.settings.defaultFeePercent).toBe(0.29);
    expect((await patch({ defaultFeePercent: 10, minTransactionAmount: 0 })).json.settings).toMatchObject({ defaultFeePercent: 10, minTransactionAmount: 0 });

    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'settings.update')).orderBy(auditLogs.id).limit(1);
    expect(entry!.actorEmail).toBe(admin.email);
    expect(JSON.parse(entry!.before!)).toEqual(defaults);
    expect(JSON.parse(entry!.after!)).toEqual({ ...defaults, defaultFeePercent: 1.25, maxTransactionAmount: 50_000 });
    const [row] = await t.db.select().from(platformSettings);
    expect(row!.updatedBy).toBe(admin.id);
  });

  it('applies at once to new payments and sign-ups', async () => {
    await patch({ defaultFeePercent: 2, minTransactionAmount: 50, maxTransactionAmount: 1000, autoApproveEnabled: true });
    const m = await signupTestMerchant(t.app);
    expect((await t.db.select({ status: merchants.status }).from(merchants).where(eq(merchants.id, m.merchantDbId)))[0]!.status).toBe('ACTIVE');
    const body = (amount: number) => ({
      amount,
      currency: 'GBP',
      customerEmail: 'jo@shop.example',
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2035, available: 10_000_000, rewardRate: 0.01 }],
    });
    const small = await call(t.app, 'POST', '/api/merchant/process-payment', { token: m.testApiKey.secret, body: body(4999) });
    expect(small.status).toBe(400);
    expect(small.json.code).toBe('AMOUNT_OUT_OF_RANGE');
    const ok = await call(t.app, 'POST', '/api/merchant/process-payment', { token: m.testApiKey.secret, body: body(10_000) });
    expect(ok.status).toBe(201);
    expect(ok.json.feeAmount).toBe(200);
    await patch({ autoApproveEnabled: false, minTransactionAmount: 1, maxTransactionAmount: 1_000_000, defaultFeePercent: 0.5 });
    expect(await read()).toEqual(defaults);
  });

  it('checks min < max on the merged result even when two admins save at once', async () => {
    const results = await Promise.all([patch({ minTransactionAmount: 600_000 }), patch({ maxTransactionAmount: 500_000 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const s = await read();
    expect(s.minTransactionAmount).toBeLessThan(s.maxTransactionAmount);
  });
});

describe('GET /api/admin/system/info', () => {
  it('reports the real version, environment, database kind and uptime', async () => {
    const res = await call(t.app, 'GET', '/api/admin/system/info', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ name: 'SmartSplit', version: t.config.version, environment: 'test', database: 'embedded', uptimeSeconds: expect.any(Number) });
    expect(res.json.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
