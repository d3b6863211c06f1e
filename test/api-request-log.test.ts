import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { apiKeys, apiRequestHourly, apiRequestLogs, auditLogs, emailOutbox, merchants } from '@server/db/schema/index';
import { apiLogWriter } from '@server/http/api-request-log';
import { purgeOldApiRequests } from '@server/modules/api-log';
import { createAdmin } from '@server/modules/staff';
import { ADMIN_PASSWORD, adminsByRole, mintAdminToken, type StaffSession } from './support/admin-fixtures';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { addMember } from './support/team-fixtures';
import { createTestApp, createTestApps, type TestApp } from './support/test-app';

const REQUEST_ID = /^req_[0-9a-f]{32}$/;

let t: TestApp;
let m: MerchantFixture;
let testKey: { id: string; secret: string };
let liveKey: { id: string; secret: string };
let admins: Record<AdminRole, StaffSession>;

const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const customer = () => `logshopper${++seq}.${runId}@shop.example`;
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
const basic = (over: Record<string, unknown> = {}) => ({ amount: 12550, currency: 'GBP', customerEmail: customer(), cards: [card('card_a')], ...over });
const pay = (app: TestApp, key: string, body: unknown, headers: Record<string, string> = {}) =>
  call(app.app, 'POST', '/api/merchant/process-payment', { token: key, body, headers });
const flush = (app: TestApp = t) => apiLogWriter(app.app.ctx).flush();
const requestId = (res: { headers: Record<string, unknown> }) => String(res.headers['request-id']);

const adminTokenFor = (role: AdminRole): Promise<string> => mintAdminToken(t, admins[role]);

async function logRow(id: string) {
  const [row] = await t.db.select().from(apiRequestLogs).where(eq(apiRequestLogs.requestId, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  m = await createMerchantFixture(t);
  testKey = await m.key('test');
  liveKey = await m.key('live');
  admins = await adminsByRole(t, 'apilog', { signIn: 'mint' });
});
afterAll(async () => t.close());

describe('Request-Id and the request log', () => {
  it('every API answer carries its own Request-Id, and each API-key request is in the merchant’s log with its status', async () => {
    const revokable = await m.key('test');
    const suspended = await createMerchantFixture(t);
    const suspendedKey = await suspended.key('test');
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, suspended.merchantDbId));

    const created = await pay(t, testKey.secret, basic(), { 'Idempotency-Key': `order-${runId}-1` });
    const declined = await pay(t, testKey.secret, basic({ cards: [card('x', { expYear: 2020 })] }));
    const invalid = await pay(t, testKey.secret, basic({ amount: 'lots' }));
    const reused = await pay(t, testKey.secret, basic({ amount: 999 }), { 'Idempotency-Key': `order-${runId}-1` });
    const listed = await call(t.app, 'GET', '/api/merchant/transactions?limit=2', { token: liveKey.secret });
    expect((await call(t.app, 'DELETE', `/api/merchant/api-keys/${revokable.id}`, { token: m.token })).status).toBe(204);
    const revoked = await pay(t, revokable.secret, basic());
    const unknownKey = await pay(t, `sk_test_${'Q'.repeat(40)}`, basic());
    const refused = await pay(t, suspendedKey.secret, basic());
    const noRoute = await call(t.app, 'GET', '/api/merchant/no-such-endpoint', { token: testKey.secret });
    const portal = await call(t.app, 'GET', '/api/merchant/request-log/req_00000000000000000000000000000000', { token: m.token });
    await createAdmin(t.db, { email: `locked-${runId}@apilog.test`, password: ADMIN_PASSWORD });
    let limited = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: `locked-${runId}@apilog.test`, password: 'Wrong-pass-1' } });
    for (let i = 0; i < 10 && limited.status !== 429; i++) {
      limited = await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: `locked-${runId}@apilog.test`, password: 'Wrong-pass-1' } });
    }

    const answers = { created, declined, invalid, reused, listed, revoked, unknownKey, refused, noRoute, portal, limited };
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.status]))).toEqual({
      created: 201,
      declined: 402,
      invalid: 400,
      reused: 422,
      listed: 200,
      revoked: 401,
      unknownKey: 401,
      refused: 403,
      noRoute: 404,
      portal: 404,
      limited: 429,
    });
    const ids = Object.values(answers).map(requestId);
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);

    await flush();
    const log = await call(t.app, 'GET', '/api/merchant/request-log?limit=100', { token: m.token });
    expect(log.status).toBe(200);
    const byId = new Map<string, Record<string, unknown>>(log.json.requests.map((r: { requestId: string }) => [r.requestId, r]));
    const expected: [typeof created, number, string | null, string][] = [
      [created, 201, null, testKey.id],
      [declined, 402, 'NO_VIABLE_CARD', testKey.id],
      [invalid, 400, 'VALIDATION_ERROR', testKey.id],
      [reused, 422, 'IDEMPOTENCY_KEY_REUSED', testKey.id],
      [listed, 200, null, liveKey.id],
      [revoked, 401, 'UNAUTHORIZED', revokable.id],
    ];
    for (const [res, status, errorCode, keyId] of expected) {
      const entry = byId.get(requestId(res));
      expect(entry, `${status}`).toMatchObject({ status, errorCode, keyId });
      const detail = await call(t.app, 'GET', `/api/merchant/request-log/${requestId(res)}`, { token: m.token });
      expect(detail.status).toBe(200);
      expect(detail.json.request).toEqual(entry);
    }
    const [prefix] = await t.db.select({ prefix: apiKeys.prefix }).from(apiKeys).where(eq(apiKeys.id, testKey.id));
    expect(byId.get(requestId(created))).toMatchObject({
      method: 'POST',
      route: '/api/merchant/process-payment',
      path: '/api/merchant/process-payment',
      mode: 'test',
      keyPrefix: prefix!.prefix,
      idempotencyKey: `order-${runId}-1`,
    });
    // The query string (which may carry secrets) is never stored; the route is the template.
    expect(byId.get(requestId(listed))).toMatchObject({ route: '/api/merchant/transactions', path: '/api/merchant/transactions', mode: 'live' });
    expect(Number(byId.get(requestId(created))!.durationMs)).toBeGreaterThanOrEqual(0);

    // Refused before any merchant is known, or not an endpoint at all: no row.
    for (const res of [unknownKey, noRoute, portal, limited]) expect(await logRow(requestId(res))).toBeUndefined();
    // The suspended merchant's refusal is in its own log, not this one.
    expect(await logRow(requestId(refused))).toMatchObject({ merchantId: suspended.merchantDbId, status: 403, errorCode: 'MERCHANT_SUSPENDED' });
    expect(byId.has(requestId(refused))).toBe(false);
  });

  it('writes rows on its own within the flush interval, without a flush call', async () => {
    const res = await call(t.app, 'GET', '/api/merchant/transactions', { token: testKey.secret });
    await vi.waitFor(async () => expect(await logRow(requestId(res))).toBeDefined(), { timeout: 5000, interval: 50 });
  });

  it('never stores a body: no customer email, card token or card number reaches the log', async () => {
    const email = `wallet-owner.${runId}@private.example`;
    const tokens = [`tok_wallet_${runId}_alpha`, `tok_wallet_${runId}_beta`];
    const paid = await pay(t, testKey.secret, basic({ customerEmail: email, cards: [card(tokens[0]!), card(tokens[1]!, { brand: 'AMEX', last4: '0005' })] }), {
      'Idempotency-Key': `body-${runId}`,
    });
    expect(paid.status).toBe(201);
    const cardInBody = await pay(t, testKey.secret, basic({ customerEmail: email, cards: [card(tokens[0]!, { note: '4111 1111 1111 1111' })] }));
    expect(cardInBody.status).toBe(400);
    const cardInHeader = await pay(t, testKey.secret, basic({ customerEmail: email }), { 'Idempotency-Key': '4242424242424242' });
    expect(cardInHeader.json.code).toBe('CARD_NUMBER_NOT_ACCEPTED');
    const withQuery = await call(t.app, 'GET', `/api/merchant/transactions?cursor=${encodeURIComponent(email)}`, { token: testKey.secret });
    await flush();

    expect(await logRow(requestId(cardInHeader))).toMatchObject({ status: 400, idempotencyKey: null, errorCode: 'CARD_NUMBER_NOT_ACCEPTED' });
    expect(await logRow(requestId(withQuery))).toMatchObject({ path: '/api/merchant/transactions' });
    const { rows } = await t.db.execute<{ line: string }>(sql`select row_to_json(l)::text as line from api_request_logs l`);
    expect(rows.length).toBeGreaterThan(5);
    const text = rows.map((r) => r.line).join('\n');
    for (const secret of [email, ...tokens, '4242424242424242', '4111 1111 1111 1111', '4111111111111111', testKey.secret, 'logshopper'])
      expect(text).not.toContain(secret);
  });

  it('filters by status class or exact status, path, key and mode, and pages newest first without gaps', async () => {
    const other = await createMerchantFixture(t);
    const key = await other.key('test');
    const live = await other.key('live');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push(requestId(await pay(t, key.secret, basic())));
    made.push(requestId(await pay(t, key.secret, basic({ cards: [card('x', { expYear: 2020 })] }))));
    made.push(requestId(await pay(t, key.secret, { amount: -1 })));
    made.push(requestId(await call(t.app, 'GET', '/api/merchant/transactions', { token: live.secret })));
    await flush();

    const list = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/merchant/request-log?${query}`, { token: other.token });
      expect(res.status, query).toBe(200);
      return res.json.requests as { requestId: string; status: number; mode: string; keyId: string; createdAt: string }[];
    };
    const all = await list('limit=100');
    expect(all.map((r) => r.requestId)).toEqual([...made].reverse());
    expect((await list('status=2xx')).map((r) => r.status)).toEqual([200, 201, 201, 201]);
    expect((await list('status=4xx')).map((r) => r.status)).toEqual([400, 402]);
    expect((await list('status=402')).map((r) => r.status)).toEqual([402]);
    expect(await list('status=5xx')).toEqual([]);
    expect((await list('path=/api/merchant/trans')).map((r) => r.requestId)).toEqual([made[5]]);
    expect((await list('path=%25')).length).toBe(0);
    expect((await list(`key=${live.id}`)).map((r) => r.requestId)).toEqual([made[5]]);
    expect((await list('mode=test')).length).toBe(5);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof call>> = await call(t.app, 'GET', `/api/merchant/request-log?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        token: other.token,
      });
      seen.push(...res.json.requests.map((r: { requestId: string }) => r.requestId));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.requestId));

    for (const bad of ['status=2x', 'status=600', 'key=nope', 'mode=both', 'limit=0', 'cursor=%21%21', 'surprise=1']) {
      const res = await call(t.app, 'GET', `/api/merchant/request-log?${bad}`, { token: other.token });
      expect(res.status, bad).toBe(400);
      expect(res.headers['request-id']).toMatch(REQUEST_ID);
    }
  });

  it('answers 404 for another merchant’s request id, and shows each merchant only its own requests', async () => {
    const mine = await pay(t, testKey.secret, basic());
    await flush();
    const stranger = await createMerchantFixture(t);
    const theirs = await call(t.app, 'GET', `/api/merchant/request-log/${requestId(mine)}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.json.code).toBe('NOT_FOUND');
    expect((await call(t.app, 'GET', '/api/merchant/request-log', { token: stranger.token })).json.requests).toEqual([]);
    expect((await call(t.app, 'GET', `/api/merchant/request-log?key=${testKey.id}`, { token: stranger.token })).json.requests).toEqual([]);
    for (const id of ['not-an-id', 'req_', `${requestId(mine)}x`]) {
      expect((await call(t.app, 'GET', `/api/merchant/request-log/${id}`, { token: m.token })).status, id).toBe(404);
    }
    // An API key reads its own mode's log (test/sdk-key-access.test.ts covers it).
    expect((await call(t.app, 'GET', '/api/merchant/request-log', { token: testKey.secret })).status).toBe(200);
  });

  it('is for owners, admins and developers; an analyst gets 403 FORBIDDEN_ROLE', async () => {
    const owner = await signupTestMerchant(t.app);
    const developer = await addMember(t.app, owner, 'DEVELOPER');
    const analyst = await addMember(t.app, owner, 'ANALYST');
    expect((await call(t.app, 'GET', '/api/merchant/request-log', { token: developer.token })).status).toBe(200);
    const refused = await call(t.app, 'GET', '/api/merchant/request-log', { token: analyst.token });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FORBIDDEN_ROLE');
  });
});

describe('admin API Management', () => {
  it('lists keys across merchants with their use, filtered by merchant, mode, status and prefix', async () => {
    const shop = await createMerchantFixture(t);
    const k1 = await shop.key('test');
    const k2 = await shop.key('live');
    for (let i = 0; i < 3; i++) await pay(t, k1.secret, basic());
    await pay(t, k1.secret, { amount: 'x' });
    await call(t.app, 'GET', '/api/merchant/transactions', { token: k2.secret });
    await flush();

    const token = await adminTokenFor('SUPPORT');
    const res = await call(t.app, 'GET', `/api/admin/api-keys?merchantId=${shop.merchantId}`, { token });
    expect(res.status).toBe(200);
    const byId = new Map(res.json.apiKeys.map((k: { id: string }) => [k.id, k]));
    expect(byId.get(k1.id)).toMatchObject({
      mode: 'test',
      status: 'active',
      merchantId: shop.merchantId,
      companyName: `Fixture ${shop.merchantId}`,
      requests24h: 4,
      requests30d: 4,
      revokedAt: null,
    });
    expect(byId.get(k2.id)).toMatchObject({ mode: 'live', requests24h: 1, requests30d: 1 });
    expect(res.json.apiKeys).toHaveLength(2);

    const ids = async (query: string) => (await call(t.app, 'GET', `/api/admin/api-keys?${query}`, { token })).json.apiKeys.map((k: { id: string }) => k.id);
    expect(await ids(`merchantId=${shop.merchantId}&mode=live`)).toEqual([k2.id]);
    expect(await ids(`merchantId=${shop.merchantId}&status=revoked`)).toEqual([]);
    const [row] = await t.db.select({ prefix: apiKeys.prefix }).from(apiKeys).where(eq(apiKeys.id, k1.id));
    expect(await ids(`prefix=${row!.prefix}`)).toEqual([k1.id]);
    expect(await ids('merchantId=mch_nobody')).toEqual([]);
    // Paging reaches every key once.
    const all = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call>> = await call(t.app, 'GET', `/api/admin/api-keys?limit=3${cursor ? `&cursor=${cursor}` : ''}`, { token });
      for (const k of page.json.apiKeys) all.add(k.id);
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(all.size).toBe((await t.db.select({ n: sql<number>`count(*)::int` }).from(apiKeys))[0]!.n);
    for (const bad of ['status=gone', 'prefix=sk%25', 'mode=x', 'limit=500'])
      expect((await call(t.app, 'GET', `/api/admin/api-keys?${bad}`, { token })).status, bad).toBe(400);
  });

  it('revokes a key: it stops at once, the change is audited and the merchant’s owners are emailed', async () => {
    const shop = await createMerchantFixture(t);
    const key = await shop.key('test');
    expect((await pay(t, key.secret, basic())).status).toBe(201);

    const support = await call(t.app, 'POST', `/api/admin/api-keys/${key.id}/revoke`, { token: await adminTokenFor('SUPPORT') });
    expect(support.status).toBe(403);
    expect(support.json.code).toBe('FORBIDDEN_ROLE');

    const ops = await adminTokenFor('OPERATIONS');
    const res = await call(t.app, 'POST', `/api/admin/api-keys/${key.id}/revoke`, { token: ops });
    expect(res.status).toBe(200);
    expect(res.json.apiKey).toMatchObject({ id: key.id, status: 'revoked', merchantId: shop.merchantId });
    expect(res.json.apiKey.revokedAt).toEqual(expect.any(String));
    expect((await pay(t, key.secret, basic())).status).toBe(401);

    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'api_key.revoke'), eq(auditLogs.targetId, key.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'admin', actorId: admins.OPERATIONS.id });
    const owner = `${shop.merchantId.toLowerCase()}@fixture.test`;
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'merchant.api-key-revoked'));
    const toOwner = mail.filter((e) => e.toAddress === owner);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain(res.json.apiKey.prefix);

    // Again: harmless, and nothing more is audited or sent.
    const again = await call(t.app, 'POST', `/api/admin/api-keys/${key.id}/revoke`, { token: ops });
    expect(again.status).toBe(200);
    expect(again.json.message).toContain('already revoked');
    expect(
      await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'api_key.revoke'), eq(auditLogs.targetId, key.id))),
    ).toHaveLength(1);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner))).filter((e) => e.kind === 'merchant.api-key-revoked')).toHaveLength(
      1,
    );

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-key']) {
      expect((await call(t.app, 'POST', `/api/admin/api-keys/${id}/revoke`, { token: ops })).status, id).toBe(404);
    }
    // The merchant's own revoke goes through the same function: audited as the merchant, no email.
    const own = await shop.key('live');
    expect((await call(t.app, 'DELETE', `/api/merchant/api-keys/${own.id}`, { token: shop.token })).status).toBe(204);
    expect(await t.db.select({ actorType: auditLogs.actorType }).from(auditLogs).where(eq(auditLogs.targetId, own.id))).toEqual([{ actorType: 'merchant' }]);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner))).filter((e) => e.kind === 'merchant.api-key-revoked')).toHaveLength(
      1,
    );
  });

  it('charts volume and errors per merchant, hourly over 24 hours and daily over 30 days, from stored rows', async () => {
    const shop = await createMerchantFixture(t);
    const key = await shop.key('test');
    for (let i = 0; i < 4; i++) await pay(t, key.secret, basic());
    await pay(t, key.secret, { amount: 'x' });
    await pay(t, key.secret, basic({ cards: [card('x', { expYear: 2020 })] }));
    await flush();
    // Earlier traffic, as the writer would have counted it: 2 days ago.
    await t.db.insert(apiRequestHourly).values({
      hour: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 48 * 3_600_000),
      apiKeyId: key.id,
      merchantId: shop.merchantDbId,
      mode: 'test',
      requests: 10,
      errors: 3,
      serverErrors: 1,
    });

    const token = await adminTokenFor('OPERATIONS');
    const day = await call(t.app, 'GET', `/api/admin/api-usage?range=24h&merchantId=${shop.merchantId}`, { token });
    expect(day.status).toBe(200);
    expect(day.json).toMatchObject({ range: '24h', bucket: 'hour', total: { requests: 6, errors: 2 } });
    expect(day.json.buckets).toHaveLength(24);
    expect(day.json.merchants).toHaveLength(1);
    expect(day.json.merchants[0]).toMatchObject({ merchantId: shop.merchantId, requests: 6, errors: 2 });
    expect(day.json.merchants[0].series.at(-1)).toEqual({ requests: 6, errors: 2 });

    const month = await call(t.app, 'GET', `/api/admin/api-usage?range=30d&merchantId=${shop.merchantId}`, { token });
    expect(month.json).toMatchObject({ bucket: 'day', total: { requests: 16, errors: 5 } });
    expect(month.json.buckets).toHaveLength(30);
    expect(month.json.merchants[0].series.at(-3)).toEqual({ requests: 10, errors: 3 });

    const everyone = await call(t.app, 'GET', '/api/admin/api-usage?range=24h', { token });
    expect(everyone.json.total.requests).toBeGreaterThanOrEqual(6);
    expect(everyone.json.merchants.length).toBeGreaterThan(1);
    expect((await call(t.app, 'GET', '/api/admin/api-usage?range=7d', { token })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/admin/api-usage?mode=live&merchantId=' + shop.merchantId, { token })).json.total.requests).toBe(0);
  });

  it('shows the request log across merchants, with the same filters plus merchant', async () => {
    const a = await createMerchantFixture(t);
    const b = await createMerchantFixture(t);
    const ka = await a.key('test');
    const kb = await b.key('test');
    const ra = await pay(t, ka.secret, basic());
    const rb = await pay(t, kb.secret, { amount: 1 });
    await flush();
    const token = await adminTokenFor('SUPPORT');
    const all = await call(t.app, 'GET', '/api/admin/request-log?limit=100', { token });
    expect(all.status).toBe(200);
    const ids = all.json.requests.map((r: { requestId: string }) => r.requestId);
    expect(ids).toEqual(expect.arrayContaining([requestId(ra), requestId(rb)]));
    const onlyA = await call(t.app, 'GET', `/api/admin/request-log?merchantId=${a.merchantId}`, { token });
    expect(onlyA.json.requests).toEqual([
      expect.objectContaining({ requestId: requestId(ra), merchantId: a.merchantId, companyName: `Fixture ${a.merchantId}`, status: 201 }),
    ]);
    const bErrors = await call(t.app, 'GET', `/api/admin/request-log?merchantId=${b.merchantId}&status=4xx`, { token });
    expect(bErrors.json.requests.map((r: { requestId: string }) => r.requestId)).toEqual([requestId(rb)]);
    expect((await call(t.app, 'GET', '/api/admin/request-log?merchantId=mch_nobody', { token })).json.requests).toEqual([]);
    expect((await call(t.app, 'GET', '/api/admin/request-log', { token: await adminTokenFor('COMPLIANCE') })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/api-keys', { token: await adminTokenFor('FINANCE') })).status).toBe(403);
  });
});

describe('retention', () => {
  it('purges rows older than the retention period in batches, and running it again changes nothing', async () => {
    const shop = await createMerchantFixture(t);
    const key = await shop.key('test');
    const old = new Date(Date.now() - 31 * 86_400_000);
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      requestId: `req_old_${runId}_${i}`,
      merchantId: shop.merchantDbId,
      apiKeyId: key.id,
      mode: 'test' as const,
      method: 'GET',
      route: '/api/merchant/transactions',
      path: '/api/merchant/transactions',
      status: 200,
      durationMs: 3,
      createdAt: new Date(old.getTime() - i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 2000) await t.db.insert(apiRequestLogs).values(rows.slice(i, i + 2000));
    await t.db.insert(apiRequestHourly).values({
      hour: new Date(Math.floor(old.getTime() / 3_600_000) * 3_600_000),
      apiKeyId: key.id,
      merchantId: shop.merchantDbId,
      mode: 'test',
      requests: 12_000,
      errors: 0,
      serverErrors: 0,
    });
    const recent = await pay(t, key.secret, basic());
    await flush();

    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(apiRequestLogs)
          .where(eq(apiRequestLogs.merchantId, shop.merchantDbId))
      )[0]!.n;
    expect(await count()).toBe(12_001);
    expect(await purgeOldApiRequests(t.db, 30)).toBeGreaterThanOrEqual(12_000);
    expect(await count()).toBe(1);
    expect(await logRow(requestId(recent))).toBeDefined();
    expect(await t.db.select().from(apiRequestHourly).where(eq(apiRequestHourly.apiKeyId, key.id))).toHaveLength(1);
    expect(await purgeOldApiRequests(t.db, 30)).toBe(0);
    expect(await count()).toBe(1);
    expect(t.config.apiLogRetentionDays).toBe(30);
  });
});

describe('two instances on one database', () => {
  it('each writes its own rows, once each, and the hourly counts add up', async () => {
    const pair = await createTestApps(2);
    try {
      const [a, b] = pair.apps as [TestApp, TestApp];
      const shop = await createMerchantFixture(a);
      const key = await shop.key('test');
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0 ? call(a.app, 'GET', '/api/merchant/transactions', { token: key.secret }) : pay(i % 4 === 1 ? a : b, key.secret, basic()),
        ),
      );
      const ids = answers.map(requestId);
      expect(new Set(ids).size).toBe(40);
      await Promise.all([flush(a), flush(b)]);
      const stored = await a.db.select({ requestId: apiRequestLogs.requestId }).from(apiRequestLogs).where(eq(apiRequestLogs.merchantId, shop.merchantDbId));
      expect(stored.map((r) => r.requestId).sort()).toEqual([...ids].sort());
      const [counted] = await a.db
        .select({ n: sql<number>`sum(requests)::int` })
        .from(apiRequestHourly)
        .where(eq(apiRequestHourly.apiKeyId, key.id));
      expect(counted!.n).toBe(40);
      // Either instance serves the merchant's log.
      const seen = await call(b.app, 'GET', '/api/merchant/request-log?limit=100', { token: shop.token });
      expect(seen.json.requests).toHaveLength(40);
    } finally {
      await pair.close();
    }
  });
});
