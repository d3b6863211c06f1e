import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstanceMinutes, appInstances, emailOutbox, notifications } from '@server/db/schema/index';
import { findNewlyStaleInstances, purgeInstanceHistory } from '@server/modules/instances';
import { startInstanceHeartbeat, type InstanceHeartbeat } from '@server/modules/instances';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createTestApp, createTestApps, type TestApp } from './support/test-app';

/**
 * Instances, heartbeats and the System Health endpoints, with three app instances on one database
 * as a load-balanced deployment runs them. Heartbeats every 100 ms and a 1.5 s stale threshold stand
 * in for the 10 s and 30 s of production, so going down is seen without waiting 30 seconds.
 */

const ENV = { HEARTBEAT_INTERVAL_MS: '100', HEARTBEAT_STALE_MS: '1500' };
let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let c: TestApp;
let admin: AdminSession;
const beats = new Map<TestApp, InstanceHeartbeat>();

const health = async (on: TestApp = a) => {
  const res = await call(on.app, 'GET', '/api/admin/system/health', { token: admin.token });
  expect(res.status).toBe(200);
  return res.json;
};
const instance = (body: any, on: TestApp) => (body.instances as any[]).find((i) => i.instanceId === on.app.ctx.instanceId);

async function until<T>(what: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  cluster = await createTestApps(3, ENV);
  [a, b, c] = cluster.apps as [TestApp, TestApp, TestApp];
  admin = await adminSession(a);
  for (const t of [a, b, c]) beats.set(t, startInstanceHeartbeat(t.app.ctx));
  // Each has beaten at least once.
  await until(
    () => a.db.select().from(appInstances),
    (rows) => rows.length === 3,
    5000,
  );
});
afterAll(async () => {
  for (const beat of beats.values()) await beat.stop();
  await cluster?.close();
});

describe('instances', () => {
  it('lists every live instance with its heartbeat figures, and says which one answered', async () => {
    for (let i = 0; i < 5; i++) await call(b.app, 'GET', '/api/health');
    const body = await until(
      () => health(a),
      (h) => (instance(h, b)?.requestsLastMinute ?? 0) >= 5,
      3000,
    );
    expect(body.status).toBe('ok');
    expect(body.staleAfterSeconds).toBe(1.5);
    for (const t of [a, b, c]) {
      const row = instance(body, t);
      expect(row).toMatchObject({ status: 'up', downReason: null, version: '1.0.0', current: t === a });
      expect(row.instanceId).toMatch(/^inst_[0-9a-f]{16}$/);
      expect(Date.parse(row.lastSeenAt)).toBeGreaterThan(Date.now() - 5000);
      expect(row.host).toEqual(expect.any(String));
      expect(row.eventLoopLagMs === null || row.eventLoopLagMs >= 0).toBe(true);
    }
    const fromB = instance(body, b);
    expect(fromB.requestsLastMinute).toBeGreaterThanOrEqual(5);
    expect(fromB.errorsLastMinute).toBe(0);
    expect(fromB.p50Ms).toBeGreaterThanOrEqual(0);
    expect(fromB.p99Ms).toBeGreaterThanOrEqual(fromB.p50Ms);
    // The same list from another instance.
    expect((await health(c)).instances.map((i: any) => i.instanceId).sort()).toEqual(body.instances.map((i: any) => i.instanceId).sort());
  });

  it('describes the database and the email queue, and passes the deep check', async () => {
    const body = await health(a);
    expect(body.database.serverVersion).toMatch(/^\d+/);
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    expect(body.database.connectionsInUse).toBeGreaterThanOrEqual(1);
    expect(body.database.maxConnections).toBeGreaterThanOrEqual(body.database.connectionsInUse);
    expect(body.queues.emailOutbox).toEqual({ pending: expect.any(Number), oldestPendingSeconds: body.queues.emailOutbox.pending ? expect.any(Number) : null });
    expect(body.queues.webhooks).toEqual({ pending: 0, oldestPendingSeconds: null });
    expect(body.checks.map((check: any) => [check.name, check.status])).toEqual([
      ['database', 'ok'],
      ['email-outbox', 'ok'],
      ['instances', 'ok'],
    ]);
  });

  it('marks a cleanly stopped instance down at once, and reports it exactly once', async () => {
    await beats.get(b)!.stop();
    const body = await health(a);
    expect(instance(body, b)).toMatchObject({ status: 'down', downReason: 'stopped' });
    expect(instance(body, a).status).toBe('up');
    expect(body.status).toBe('ok');
    // A live instance's next beat claims the outage; nobody finds it again.
    const [row] = await until(
      () => a.db.select().from(appInstances).where(eq(appInstances.instanceId, b.app.ctx.instanceId!)),
      (rows) => rows[0]?.downNoticedAt !== null,
      3000,
    );
    expect(row!.downNoticedAt).not.toBeNull();
    expect(await findNewlyStaleInstances(a.db, { staleAfterMs: 1500 })).toEqual([]);
    // The admins who run the platform are told once, through the notifications (bell and email).
    const told = await until(
      () =>
        a.db
          .select()
          .from(notifications)
          .where(sql`${notifications.type} = 'instance.heartbeat_lost' and ${notifications.data}->>'instanceId' = ${b.app.ctx.instanceId!}`),
      (rows) => rows.length > 0,
      3000,
    );
    expect(told.filter((n) => n.adminId === admin.id)).toHaveLength(1);
    expect(told[0]!.title).toMatch(/stopped/);
  });

  it('marks an instance that stops sending heartbeats down within the stale threshold', async () => {
    // Cut c off from the database: its beats fail from now on, as a crashed or hung instance's would.
    const lastSeen = Date.now();
    await c.database.close();
    const body = await until(
      () => health(a),
      (h) => instance(h, c)?.status === 'down',
      5000,
    );
    expect(instance(body, c)).toMatchObject({ status: 'down', downReason: 'no-heartbeat' });
    // Down once 1.5 s had passed without a beat, well inside the production threshold's 30 s.
    expect(Date.now() - lastSeen).toBeLessThan(5000);
    expect(Date.now() - lastSeen).toBeGreaterThanOrEqual(1000);
    const [row] = await until(
      () => a.db.select().from(appInstances).where(eq(appInstances.instanceId, c.app.ctx.instanceId!)),
      (rows) => rows[0]?.downNoticedAt !== null,
      3000,
    );
    expect(row!.downNoticedAt).not.toBeNull();
  });

  it('finds each newly stale instance once, however many instances look at the same time', async () => {
    const id = 'inst_concurrent0000';
    // Quiet for 600 ms: stale to these lookers (400 ms), not yet to the apps' own checks every 100 ms
    // (HEARTBEAT_STALE_MS, 1.5 s), which would otherwise claim it first; the apps themselves beat every 100 ms.
    await a.db
      .insert(appInstances)
      .values({ instanceId: id, host: 'h', version: '1', startedAt: new Date(), lastSeenAt: sql`now() - interval '600 milliseconds'` as never });
    const found = await Promise.all([a, a, a, a].map((t) => findNewlyStaleInstances(t.db, { staleAfterMs: 400 })));
    expect(found.flat().filter((i) => i.instanceId === id)).toEqual([expect.objectContaining({ instanceId: id, reason: 'no-heartbeat' })]);
  });
});

describe('history', () => {
  it('charts requests, errors and p99 per minute over the last hour, and per quarter hour over the day', async () => {
    for (let i = 0; i < 3; i++) await call(a.app, 'GET', '/api/health');
    const hour = await until(
      async () => (await call(a.app, 'GET', '/api/admin/system/health/history?range=hour', { token: admin.token })).json,
      (h) => h.points.at(-1).requests >= 3,
      3000,
    );
    expect(hour.range).toBe('hour');
    expect(hour.bucketSeconds).toBe(60);
    expect(hour.points).toHaveLength(60);
    const last = hour.points.at(-1);
    expect(Date.parse(last.at)).toBeGreaterThan(Date.now() - 61_000);
    expect(last.requests).toBeGreaterThanOrEqual(3);
    expect(last.requestsPerMinute).toBe(last.requests);
    expect(last.errorRatePercent).toBe(0);
    expect(last.p99Ms).toBeGreaterThanOrEqual(0);
    // Minutes before any instance started are zero, not missing.
    expect(hour.points[0]).toMatchObject({ requests: 0, errors: 0, errorRatePercent: null, p99Ms: null });

    const day = (await call(a.app, 'GET', '/api/admin/system/health/history?range=day', { token: admin.token })).json;
    expect(day.bucketSeconds).toBe(900);
    expect(day.points).toHaveLength(96);
    expect(day.points.at(-1).requests).toBeGreaterThanOrEqual(3);
    expect((await call(a.app, 'GET', '/api/admin/system/health/history', { token: admin.token })).json.range).toBe('hour');
  });

  it('counts 5xx answers as errors in the rollup', async () => {
    const id = a.app.ctx.instanceId!;
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000);
    await a.db.insert(appInstanceMinutes).values({ instanceId: id, minute, requests: 200, errors: 5, p50Ms: 3, p99Ms: 40 });
    const hour = (await call(a.app, 'GET', '/api/admin/system/health/history?range=hour', { token: admin.token })).json;
    const point = hour.points.find((p: any) => Date.parse(p.at) === minute.getTime());
    expect(point).toMatchObject({ requests: 200, errors: 5, requestsPerMinute: 200, errorRatePercent: 2.5, p99Ms: 40 });
  });

  it('refuses a range it does not know, and callers without an admin session', async () => {
    const bad = await call(a.app, 'GET', '/api/admin/system/health/history?range=week', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_ERROR');
    for (const url of ['/api/admin/system/health', '/api/admin/system/health/history']) {
      expect((await call(a.app, 'GET', url)).status).toBe(401);
      expect((await call(a.app, 'GET', url, { token: 'not-a-token' })).status).toBe(401);
    }
  });

  it('keeps per-minute rollups 7 days', async () => {
    const id = a.app.ctx.instanceId!;
    const old = new Date(Date.now() - 8 * 86_400_000);
    const recent = new Date(Date.now() - 6 * 86_400_000);
    await a.db.insert(appInstanceMinutes).values([
      { instanceId: id, minute: old, requests: 1, errors: 0 },
      { instanceId: id, minute: recent, requests: 1, errors: 0 },
    ]);
    await purgeInstanceHistory(a.db);
    const left = await a.db.select({ minute: appInstanceMinutes.minute }).from(appInstanceMinutes).where(eq(appInstanceMinutes.instanceId, id));
    expect(left.map((r) => r.minute.getTime())).toContain(recent.getTime());
    expect(left.map((r) => r.minute.getTime())).not.toContain(old.getTime());
  });
});

describe('overall status', () => {
  it('is degraded while an email has been due for over 15 minutes', async () => {
    const [row] = await a.db
      .insert(emailOutbox)
      .values({
        kind: 'test',
        toAddress: 'stuck@example.test',
        subject: 's',
        html: 'h',
        text: 't',
        nextAttemptAt: new Date(Date.now() - 20 * 60_000),
        createdAt: new Date(Date.now() - 20 * 60_000),
      })
      .returning();
    try {
      const body = await health(a);
      expect(body.status).toBe('degraded');
      expect(body.checks.find((check: any) => check.name === 'email-outbox').status).toBe('degraded');
      expect(body.queues.emailOutbox.pending).toBeGreaterThanOrEqual(1);
      expect(body.queues.emailOutbox.oldestPendingSeconds).toBeGreaterThanOrEqual(20 * 60 - 5);
    } finally {
      await a.db.delete(emailOutbox).where(eq(emailOutbox.id, row!.id));
    }
  });

  it('is down when no instance is live', async () => {
    const lone = await createTestApp();
    try {
      const token = (await adminSession(lone)).token;
      const body = (await call(lone.app, 'GET', '/api/admin/system/health', { token })).json;
      expect(body.status).toBe('down');
      expect(body.instances).toEqual([]);
      expect(body.checks.find((check: any) => check.name === 'instances').status).toBe('down');
    } finally {
      await lone.close();
    }
  });
});
