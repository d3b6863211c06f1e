import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, featureFlags, merchants } from '@server/db/schema/index';
import { randomAlphanumeric } from '@server/modules/auth';
import { flagBucket, isFlagOn, toFlagRule, isFeatureEnabled } from '@server/modules/feature-flags';
import { adminSession, adminTokensByRole, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Feature flags through the real app: the admin endpoints (validation, roles, audit, the on-for
 * count), the merchant endpoint, and the two behaviours the flags gate.
 */

let t: TestApp;
let superAdmin: AdminSession;
let merchant: MerchantFixture;
let other: MerchantFixture;

const FLAGS = '/api/admin/feature-flags';
const flagUrl = (key: string) => `${FLAGS}/${key}`;
const newKey = () => `flag-${randomBytes(3).toString('hex')}`;
const body = (over: Record<string, unknown> = {}) => ({ key: newKey(), description: 'A flag for the tests', enabled: true, rolloutPercent: 30, ...over });

const create = (over: Record<string, unknown> = {}, token = superAdmin.token) => call(t.app, 'POST', FLAGS, { token, body: body(over) });
const patch = (key: string, changes: unknown, token = superAdmin.token) => call(t.app, 'PATCH', flagUrl(key), { token, body: changes });
const lastAudit = async (key: string) =>
  (
    await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'feature_flag'), eq(auditLogs.targetId, key)))
      .orderBy(desc(auditLogs.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await adminSession(t, 'flags');
  merchant = await createMerchantFixture(t);
  other = await createMerchantFixture(t);
});
afterAll(async () => t?.close());

describe('the seeded flags', () => {
  it('lists self-service-live-keys and portal-sandbox on at 100%, on for every merchant, each saying what it gates', async () => {
    const res = await call(t.app, 'GET', FLAGS, { token: superAdmin.token });
    expect(res.status).toBe(200);
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(merchants)) as [{ n: number }];
    expect(res.json.totalMerchants).toBe(n);
    for (const key of ['self-service-live-keys', 'portal-sandbox']) {
      const flag = res.json.flags.find((f: { key: string }) => f.key === key);
      expect(flag).toMatchObject({ key, enabled: true, rolloutPercent: 100, allowMerchantIds: [], denyMerchantIds: [], onForMerchants: n });
      expect(flag.gates).toEqual(expect.any(String));
    }
  });
});

describe('validation', () => {
  it.each([
    ['upper case', { key: 'New-Checkout' }],
    ['underscores', { key: 'new_checkout' }],
    ['a double hyphen', { key: 'new--checkout' }],
    ['a leading hyphen', { key: '-new' }],
    ['a trailing hyphen', { key: 'new-' }],
    ['spaces', { key: 'new checkout' }],
    ['an empty key', { key: '' }],
    ['a key of 65 characters', { key: 'a'.repeat(65) }],
    ['a number as key', { key: 12 }],
  ])('refuses a key with %s (400 VALIDATION_ERROR on key)', async (_label, over) => {
    const res = await create(over);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'key' });
  });

  it.each([
    ['101', 101],
    ['-1', -1],
    ['12.5', 12.5],
    ['"30" as text', '30'],
    ['null', null],
  ])('refuses rolloutPercent %s', async (_label, rolloutPercent) => {
    const res = await create({ rolloutPercent });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'rolloutPercent' });
  });

  it('refuses unknown fields, a missing description, a non-boolean enabled and malformed merchant ids', async () => {
    const unknown = await create({ owner: 'me' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('VALIDATION_ERROR');
    expect(unknown.json.message).toContain('owner');

    const { description: _d, ...noDescription } = body();
    const missing = await call(t.app, 'POST', FLAGS, { token: superAdmin.token, body: noDescription });
    expect(missing.status).toBe(400);
    expect(missing.json.field).toBe('description');

    expect((await create({ description: '   ' })).json.field).toBe('description');
    expect((await create({ enabled: 'yes' })).json.field).toBe('enabled');
    const malformed = await create({ allowMerchantIds: ['merchant-1'] });
    expect(malformed.status).toBe(400);
    expect(malformed.json.field).toBe('allowMerchantIds.0');
    expect((await create({ denyMerchantIds: 'mch_x' })).json.field).toBe('denyMerchantIds');
  });

  it('refuses merchant ids of the right form that no merchant has (400 UNKNOWN_MERCHANT), and stores nothing', async () => {
    const key = newKey();
    const res = await create({ key, allowMerchantIds: [merchant.merchantId, `mch_${randomAlphanumeric(16)}`] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'UNKNOWN_MERCHANT', field: 'allowMerchantIds' });
    expect(await t.db.select().from(featureFlags).where(eq(featureFlags.key, key))).toEqual([]);
    expect(await lastAudit(key)).toBeUndefined();
  });

  it('refuses a key that exists (409 FLAG_EXISTS), an empty or unknown-field PATCH, and answers 404 for an unknown flag', async () => {
    const first = await create();
    expect(first.status).toBe(201);
    const again = await create({ key: first.json.flag.key });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('FLAG_EXISTS');

    expect((await patch(first.json.flag.key, {})).status).toBe(400);
    const renamed = await patch(first.json.flag.key, { key: 'other-key' });
    expect(renamed.status).toBe(400);
    expect(renamed.json.code).toBe('VALIDATION_ERROR');
    expect((await patch(first.json.flag.key, { rolloutPercent: 150 })).json.field).toBe('rolloutPercent');

    const missing = await patch('no-such-flag', { enabled: false });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('FLAG_NOT_FOUND');
    expect((await call(t.app, 'DELETE', flagUrl('no-such-flag'), { token: superAdmin.token })).status).toBe(404);
    expect((await call(t.app, 'PATCH', flagUrl('Bad_Key'), { token: superAdmin.token, body: { enabled: true } })).status).toBe(400);
  });
});

describe('roles', () => {
  it('lets every admin role read, and only super admins create, change or delete (403 FORBIDDEN_ROLE)', async () => {
    const created = await create();
    const key = created.json.flag.key as string;
    const tokens = await adminTokensByRole(t, `flags-${randomBytes(3).toString('hex')}`, { roles: ['OPERATIONS', 'COMPLIANCE', 'FINANCE', 'SUPPORT'] });
    for (const role of ['OPERATIONS', 'COMPLIANCE', 'FINANCE', 'SUPPORT'] as const) {
      const token = tokens[role];
      expect((await call(t.app, 'GET', FLAGS, { token })).status, role).toBe(200);
      for (const res of [await create({}, token), await patch(key, { enabled: false }, token), await call(t.app, 'DELETE', flagUrl(key), { token })]) {
        expect(res.status, role).toBe(403);
        expect(res.json.code, role).toBe('FORBIDDEN_ROLE');
      }
    }
    const [row] = await t.db.select().from(featureFlags).where(eq(featureFlags.key, key));
    expect(row!.enabled).toBe(true);
    expect((await call(t.app, 'GET', FLAGS)).status).toBe(401);
    expect((await call(t.app, 'GET', FLAGS, { token: merchant.token })).status).toBe(403);
  });
});

describe('create, update, delete', () => {
  it('audits each change with who made it and the flag before and after', async () => {
    const key = newKey();
    const created = await create({ key, allowMerchantIds: [merchant.merchantId, merchant.merchantId], rolloutPercent: 10 });
    expect(created.status).toBe(201);
    expect(created.json.flag).toMatchObject({ key, enabled: true, rolloutPercent: 10, allowMerchantIds: [merchant.merchantId], denyMerchantIds: [] });
    let audit = await lastAudit(key);
    expect(audit).toMatchObject({ action: 'feature_flag.create', actorType: 'admin', actorId: superAdmin.id, actorEmail: superAdmin.email, before: null });
    expect(JSON.parse(audit!.after!)).toMatchObject({ key, rolloutPercent: 10, allowMerchantIds: [merchant.merchantId] });

    const updated = await patch(key, { rolloutPercent: 55, denyMerchantIds: [other.merchantId], description: 'Changed' });
    expect(updated.status).toBe(200);
    expect(updated.json.flag).toMatchObject({ key, rolloutPercent: 55, denyMerchantIds: [other.merchantId], description: 'Changed', enabled: true });
    audit = await lastAudit(key);
    expect(audit!.action).toBe('feature_flag.update');
    expect(JSON.parse(audit!.before!)).toMatchObject({ rolloutPercent: 10, denyMerchantIds: [], description: 'A flag for the tests' });
    expect(JSON.parse(audit!.after!)).toMatchObject({ rolloutPercent: 55, denyMerchantIds: [other.merchantId], description: 'Changed' });

    const removed = await call(t.app, 'DELETE', flagUrl(key), { token: superAdmin.token });
    expect(removed.status).toBe(204);
    audit = await lastAudit(key);
    expect(audit).toMatchObject({ action: 'feature_flag.delete', after: null });
    expect(JSON.parse(audit!.before!)).toMatchObject({ key, rolloutPercent: 55 });
    expect(await t.db.select().from(featureFlags).where(eq(featureFlags.key, key))).toEqual([]);
  });

  it('a refused PATCH (unknown merchant) changes nothing and audits nothing', async () => {
    const key = (await create()).json.flag.key as string;
    const before = await lastAudit(key);
    const res = await patch(key, { rolloutPercent: 90, denyMerchantIds: [`mch_${randomAlphanumeric(16)}`] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'UNKNOWN_MERCHANT', field: 'denyMerchantIds' });
    const [row] = await t.db.select().from(featureFlags).where(eq(featureFlags.key, key));
    expect(row!.rolloutPercent).toBe(30);
    expect((await lastAudit(key))!.id).toBe(before!.id);
  });
});

describe('evaluation over stored merchants', () => {
  const ids: string[] = [];

  beforeAll(async () => {
    // 1,000 merchants with random public ids, straight into the table.
    for (let i = 0; i < 1000; i++) ids.push(`mch_${randomAlphanumeric(16)}`);
    await t.db.insert(merchants).values(
      ids.map((merchantId) => ({
        merchantId,
        companyName: 'Bulk',
        contactEmail: `${merchantId}@bulk.test`,
        contactPhone: '+44 20 7946 0000',
        businessType: 'LIMITED_COMPANY',
        industry: 'RETAIL',
        status: 'ACTIVE' as const,
      })),
    );
  });

  it('feature_flag_bucket in SQL gives the same bucket as the evaluator for every stored merchant and several keys', async () => {
    for (const key of ['a', 'new-checkout', 'self-service-live-keys', 'x-1-2-3']) {
      const { rows } = await t.database.pool.query<{ merchant_id: string; bucket: number }>(
        'select merchant_id, feature_flag_bucket($1, merchant_id) as bucket from merchants',
        [key],
      );
      expect(rows.length).toBeGreaterThanOrEqual(1000);
      const mismatches = rows.filter((r) => r.bucket !== flagBucket(key, r.merchant_id));
      expect(mismatches).toEqual([]);
    }
  });

  it('a flag at 30% is on for about 30% of 1,000 merchants; raised to 50% it turns none off; the list counts exactly what evaluation says', async () => {
    const key = newKey();
    expect((await create({ key, rolloutPercent: 30 })).status).toBe(201);
    const onAt30 = new Set<string>();
    for (const id of ids) if (await isFeatureEnabled(t.app.ctx, key as never, id)) onAt30.add(id);
    // About 30%: the ids and the key are random, so the count is binomial (n 1,000, p 0.3, sd 14.5).
    // 25-35% failed about once in 3,000 draws (a simulation of the same hash); six sd either side
    // fails about once in 500 million, and still tells 30% from 0%, 50% or 100%.
    expect(onAt30.size).toBeGreaterThanOrEqual(300 - 87);
    expect(onAt30.size).toBeLessThanOrEqual(300 + 87);

    expect((await patch(key, { rolloutPercent: 50 })).status).toBe(200);
    const onAt50 = new Set<string>();
    for (const id of ids) if (await isFeatureEnabled(t.app.ctx, key as never, id)) onAt50.add(id);
    expect([...onAt30].filter((id) => !onAt50.has(id))).toEqual([]);
    expect(onAt50.size).toBeGreaterThan(onAt30.size);

    // Deny one that is on, allow one that is off, and put a third on both lists: deny wins.
    const denied = [...onAt50][0]!;
    const allowed = ids.find((id) => !onAt50.has(id))!;
    const both = ids.find((id) => id !== allowed && !onAt50.has(id))!;
    expect((await patch(key, { denyMerchantIds: [denied, both], allowMerchantIds: [allowed, both] })).status).toBe(200);
    expect(await isFeatureEnabled(t.app.ctx, key as never, denied)).toBe(false);
    expect(await isFeatureEnabled(t.app.ctx, key as never, allowed)).toBe(true);
    expect(await isFeatureEnabled(t.app.ctx, key as never, both)).toBe(false);

    // The admin list's count (SQL) equals the evaluator's count over every stored merchant.
    const all = (await t.db.select({ merchantId: merchants.merchantId }).from(merchants)).map((r) => r.merchantId);
    const [row] = await t.db.select().from(featureFlags).where(eq(featureFlags.key, key));
    const expected = all.filter((id) => isFlagOn(toFlagRule(row!), id)).length;
    const list = await call(t.app, 'GET', FLAGS, { token: superAdmin.token });
    expect(list.json.flags.find((f: { key: string }) => f.key === key).onForMerchants).toBe(expected);

    // Disabled: only the allow list (minus the deny list) remains.
    expect((await patch(key, { enabled: false })).status).toBe(200);
    const off = await call(t.app, 'GET', FLAGS, { token: superAdmin.token });
    expect(off.json.flags.find((f: { key: string }) => f.key === key).onForMerchants).toBe(1);
  });

  it('evaluates by internal id as by public id, and a merchant or flag that does not exist is off', async () => {
    expect(await isFeatureEnabled(t.app.ctx, 'portal-sandbox', merchant.merchantDbId)).toBe(true);
    expect(await isFeatureEnabled(t.app.ctx, 'portal-sandbox', merchant.merchantId)).toBe(true);
    expect(await isFeatureEnabled(t.app.ctx, 'portal-sandbox', '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await isFeatureEnabled(t.app.ctx, 'no-such-flag' as never, merchant.merchantId)).toBe(false);
  });
});

describe('GET /api/merchant/feature-flags', () => {
  it('answers every flag, on or off for the signed-in merchant, following its allow and deny lists', async () => {
    const key = newKey();
    await create({ key, enabled: false, rolloutPercent: 0, allowMerchantIds: [merchant.merchantId] });
    const mine = await call(t.app, 'GET', '/api/merchant/feature-flags', { token: merchant.token });
    expect(mine.status).toBe(200);
    expect(mine.json.flags).toMatchObject({ [key]: true, 'self-service-live-keys': true, 'portal-sandbox': true });
    const theirs = await call(t.app, 'GET', '/api/merchant/feature-flags', { token: other.token });
    expect(theirs.json.flags[key]).toBe(false);
    for (const value of Object.values(theirs.json.flags)) expect(typeof value).toBe('boolean');
  });

  it('needs a portal session', async () => {
    expect((await call(t.app, 'GET', '/api/merchant/feature-flags')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/merchant/feature-flags', { token: superAdmin.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/merchant/feature-flags', { token: (await merchant.key('test')).secret })).status).toBe(401);
  });
});

describe('gated: self-service-live-keys', () => {
  const createKey = (m: MerchantFixture, mode: 'test' | 'live') => call(t.app, 'POST', '/api/merchant/api-keys', { token: m.token, body: { mode } });

  it('refuses LIVE key creation with 403 FEATURE_NOT_ENABLED where the flag is off for the merchant; TEST keys still work; allowed again once on', async () => {
    expect((await createKey(merchant, 'live')).status).toBe(201);

    expect((await patch('self-service-live-keys', { denyMerchantIds: [merchant.merchantId] })).status).toBe(200);
    const refused = await createKey(merchant, 'live');
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FEATURE_NOT_ENABLED');
    expect(refused.json.message).toMatch(/live keys/i);
    expect((await createKey(merchant, 'test')).status).toBe(201);
    expect((await createKey(other, 'live')).status).toBe(201);
    const flags = await call(t.app, 'GET', '/api/merchant/feature-flags', { token: merchant.token });
    expect(flags.json.flags['self-service-live-keys']).toBe(false);

    // Turned down to 0% for everyone, with this merchant allowed: only it may.
    expect((await patch('self-service-live-keys', { rolloutPercent: 0, denyMerchantIds: [], allowMerchantIds: [merchant.merchantId] })).status).toBe(200);
    expect((await createKey(merchant, 'live')).status).toBe(201);
    expect((await createKey(other, 'live')).json.code).toBe('FEATURE_NOT_ENABLED');

    // Deleted: off for everyone.
    expect((await call(t.app, 'DELETE', flagUrl('self-service-live-keys'), { token: superAdmin.token })).status).toBe(204);
    expect((await createKey(merchant, 'live')).json.code).toBe('FEATURE_NOT_ENABLED');
    const recreated = await create({ key: 'self-service-live-keys', rolloutPercent: 100 });
    expect(recreated.status).toBe(201);
    expect((await createKey(other, 'live')).status).toBe(201);
  });
});

describe('gated: portal-sandbox', () => {
  it('is what the merchant endpoint reports, per merchant', async () => {
    expect((await patch('portal-sandbox', { denyMerchantIds: [other.merchantId] })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/merchant/feature-flags', { token: other.token })).json.flags['portal-sandbox']).toBe(false);
    expect((await call(t.app, 'GET', '/api/merchant/feature-flags', { token: merchant.token })).json.flags['portal-sandbox']).toBe(true);
    expect(await isFeatureEnabled(t.app.ctx, 'portal-sandbox', other.merchantDbId)).toBe(false);
    expect((await patch('portal-sandbox', { denyMerchantIds: [] })).status).toBe(200);
    expect(await isFeatureEnabled(t.app.ctx, 'portal-sandbox', other.merchantDbId)).toBe(true);
  });
});
