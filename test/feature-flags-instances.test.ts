import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagCache, isFeatureEnabled } from '@server/modules/feature-flags';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * Two app instances on one database, as a load-balanced deployment runs them. Each caches the flags
 * in process; a change made through one must apply on the other within a second, through the
 * table's NOTIFY trigger, whoever made it.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let admin: AdminSession;
let m: MerchantFixture;

const liveKeysOn = (on: TestApp) => isFeatureEnabled(on.app.ctx, 'self-service-live-keys', m.merchantId);

/** Polls until `check` is true, for at most `ms`; the time it took, or null if it never was. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started <= ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  admin = await adminSession(a);
  m = await createMerchantFixture(a);
  // Both instances listening and holding a cached copy, so each test starts from the cached state.
  for (const on of [a, b]) {
    expect(await within(5_000, async () => flagCache(on.app.ctx).listening)).not.toBeNull();
    expect(await liveKeysOn(on)).toBe(true);
  }
});
afterAll(async () => cluster?.close());

describe('a flag change applies on every instance within a second', () => {
  it('denying a merchant through instance A turns the flag off on instance B, and B refuses the merchant a LIVE key', async () => {
    const res = await call(a.app, 'PATCH', '/api/admin/feature-flags/self-service-live-keys', {
      token: admin.token,
      body: { denyMerchantIds: [m.merchantId] },
    });
    expect(res.status).toBe(200);
    expect(await within(1_000, async () => !(await liveKeysOn(b)))).not.toBeNull();
    const refused = await call(b.app, 'POST', '/api/merchant/api-keys', { token: m.token, body: { mode: 'live' } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FEATURE_NOT_ENABLED');

    expect((await call(b.app, 'PATCH', '/api/admin/feature-flags/self-service-live-keys', { token: admin.token, body: { denyMerchantIds: [] } })).status).toBe(
      200,
    );
    expect(await within(1_000, () => liveKeysOn(a))).not.toBeNull();
    expect((await call(a.app, 'POST', '/api/merchant/api-keys', { token: m.token, body: { mode: 'live' } })).status).toBe(201);
  });

  it('a flag created on A is reported by B’s merchant endpoint within a second, and its deletion too', async () => {
    const flagsOnB = async () => (await call(b.app, 'GET', '/api/merchant/feature-flags', { token: m.token })).json.flags as Record<string, boolean>;
    expect((await flagsOnB())['beta-reports']).toBeUndefined();
    const created = await call(a.app, 'POST', '/api/admin/feature-flags', {
      token: admin.token,
      body: { key: 'beta-reports', description: 'Reports beta', enabled: false, rolloutPercent: 0, allowMerchantIds: [m.merchantId] },
    });
    expect(created.status).toBe(201);
    expect(await within(1_000, async () => (await flagsOnB())['beta-reports'] === true)).not.toBeNull();

    expect((await call(a.app, 'DELETE', '/api/admin/feature-flags/beta-reports', { token: admin.token })).status).toBe(204);
    expect(await within(1_000, async () => (await flagsOnB())['beta-reports'] === undefined)).not.toBeNull();
  });

  it('a change written straight into the table (no app involved) reaches both instances through the trigger', async () => {
    await a.db.execute(sql`update feature_flags set rollout_percent = 0 where key = 'portal-sandbox'`);
    for (const on of [a, b]) expect(await within(1_000, async () => !(await isFeatureEnabled(on.app.ctx, 'portal-sandbox', m.merchantDbId)))).not.toBeNull();
    await a.db.execute(sql`update feature_flags set rollout_percent = 100 where key = 'portal-sandbox'`);
    for (const on of [a, b]) expect(await within(1_000, () => isFeatureEnabled(on.app.ctx, 'portal-sandbox', m.merchantDbId))).not.toBeNull();
  });
});
