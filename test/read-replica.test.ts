import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';
import { createDatabase } from '@server/db/client';
import { createReplicaDatabase, readDb } from '@server/modules/read-replica';
import { payment, storePayments, adminSession, type AdminSession } from './support/admin-fixtures';
import { call } from './support/helpers';
import { card, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { startReplicaPair, type ReplicaPair } from './support/replica';
import { TEST_APP_SECRET, testConfig, type TestApp } from './support/test-app';

/**
 * Reads that may lag go to a real streaming replica (test/support/replica.ts), with read-your-
 * writes across instances and fallback to the primary (docs/decisions/0042-read-replica.md).
 * Replay is paused to make the replica's view visibly older than the primary's.
 */

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let pair: ReplicaPair;
const instances: TestApp[] = [];
let a: TestApp; // two instances of one deployment, a generous lag limit
let b: TestApp;
let strict: TestApp; // a third with a 300 ms lag limit, its log captured
const strictLog: { level: number; msg: string; state?: string }[] = [];
let admin: AdminSession;
let m: MerchantFixture;
let keyA: string;
let keyAId: string;
let shopper = 0;

async function instance(env: Record<string, string>, logger?: pino.Logger): Promise<TestApp> {
  const config = testConfig({ DATABASE_URL: pair.primaryUrl, DATABASE_REPLICA_URL: pair.replicaUrl, METRICS_TOKEN, ...env });
  const database = createDatabase(pair.primaryUrl, 5);
  const replica = createReplicaDatabase(pair.replicaUrl, database, 5);
  database.replica = replica;
  const app = await buildApp({ config, database, appSecret: TEST_APP_SECRET, logger: logger ?? false, webDir: '/nonexistent-web-dir' });
  const t: TestApp = {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await replica.close();
      await database.close();
    },
  };
  instances.push(t);
  return t;
}

/** Waits until `check` holds (each instance samples the replica every 100 ms). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Until this instance has sampled a replay position at or past everything the primary has now. */
async function sampledCaughtUp(t: TestApp): Promise<void> {
  await pair.caughtUp();
  const { rows } = await t.database.pool.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
  const [hi, lo] = rows[0]!.lsn.split('/').map((h) => BigInt(`0x${h}`));
  const target = (hi! << 32n) + lo!;
  await eventually(() => t.app.ctx.replica!.monitor.usable && (t.app.ctx.replica!.monitor.replayLsn ?? 0n) >= target);
}

const ids = (res: { json: { transactions: { transactionId: string }[] } }) => res.json.transactions.map((x) => x.transactionId);
const adminList = (t: TestApp, token = admin.token) => call(t.app, 'GET', `/api/admin/transactions?merchantId=${m.merchantId}&limit=100`, { token });
const portalList = (t: TestApp) => call(t.app, 'GET', '/api/merchant/portal/transactions?mode=test&limit=100', { token: m.token });
const keyList = (t: TestApp, secret = keyA) => call(t.app, 'GET', '/api/merchant/transactions?limit=100', { token: secret });
const pay = (t: TestApp, secret = keyA) =>
  call(t.app, 'POST', '/api/merchant/process-payment', {
    token: secret,
    body: { amount: 4321, currency: 'GBP', customerEmail: `rr${++shopper}@shop.example`, cards: [card('card_a')] },
  });
async function metric(t: TestApp, name: string): Promise<number> {
  const res = await call(t.app, 'GET', '/metrics', { token: METRICS_TOKEN });
  const line = res.body.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line!.split(' ')[1]);
}

/**
 * admin suspends a merchant of its own (suspending ends that merchant's sessions) on instance a while
 * the replica's replay is paused; `check` runs before replay resumes, with another admin session.
 */
async function suspendWhileReplayPaused(name: string, check: (target: MerchantFixture, other: AdminSession) => Promise<void>) {
  const other = await adminSession(a, name);
  const target = await createMerchantFixture(a);
  await sampledCaughtUp(b);
  await pair.pauseReplay();
  try {
    const res = await call(a.app, 'PATCH', `/api/admin/merchants/${target.merchantId}/status`, { token: admin.token, body: { status: 'SUSPENDED' } });
    expect(res.status).toBe(200);
    await check(target, other);
  } finally {
    await pair.resumeReplay();
  }
  await sampledCaughtUp(b);
  return { target, other };
}

beforeAll(async () => {
  pair = await startReplicaPair();
  a = await instance({ REPLICA_MAX_LAG_MS: '120000' });
  b = await instance({ REPLICA_MAX_LAG_MS: '120000' });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) strictLog.push(JSON.parse(line));
      done();
    },
  });
  strict = await instance({ REPLICA_MAX_LAG_MS: '300' }, pino({ level: 'info' }, sink));
  admin = await adminSession(a);
  m = await createMerchantFixture(a);
  ({ secret: keyA, id: keyAId } = await m.key('test'));
  await storePayments(a, [payment(m.merchantDbId, { mode: 'test' })]);
  for (const t of instances) await sampledCaughtUp(t);
}, 120_000);

afterAll(async () => {
  for (const t of instances) await t.close();
  await pair?.stop();
}, 60_000);

describe('routing', () => {
  it('sends a list read to the replica: with replay paused it shows the replica’s older view', async () => {
    const before = ids(await adminList(a));
    expect(before.length).toBe(1);
    await pair.pauseReplay();
    try {
      // Written straight to the primary, by no request: nobody's read-your-writes mark moves.
      const fresh = payment(m.merchantDbId, { mode: 'test' });
      await storePayments(a, [fresh]);
      const res = await adminList(a);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual(before);
      expect(ids(res)).not.toContain(fresh.transactionId);
      // The same read on the primary has it: the answer above came from the replica.
      const { rows } = await a.database.pool.query('select 1 from transactions where transaction_id = $1', [fresh.transactionId]);
      expect(rows.length).toBe(1);
      // And the replica's own activity view shows the app's reads under their application name.
      const replica = new pg.Client({ connectionString: pair.replicaUrl });
      await replica.connect();
      const seen = await replica.query(`select count(*)::int as n from pg_stat_activity where application_name = 'smartsplit-replica-reads'`);
      await replica.end();
      expect(seen.rows[0].n).toBeGreaterThan(0);
    } finally {
      await pair.resumeReplay();
    }
    await sampledCaughtUp(a);
    expect((await adminList(a)).json.transactions.length).toBe(2);
  });

  it('keeps payments, sign-in and reads inside writes on the primary, and reads without a replica on the primary', async () => {
    await pair.pauseReplay();
    try {
      const res = await pay(a);
      expect(res.status).toBe(201);
      // The single-payment read is a payment read: always the primary.
      const one = await call(b.app, 'GET', `/api/merchant/payments/${res.json.transactionId}`, { token: keyA });
      expect(one.status).toBe(200);
      // A write sent to the replica by mistake fails loudly (25006) instead of being retried on the primary.
      const wrong = await a.database.replica!.db.execute(sql`insert into read_marks (principal, lsn) values ('x', '0/1')`).catch((err: unknown) => err);
      expect(((wrong as { cause?: { code?: string } }).cause ?? (wrong as { code?: string })).code).toBe('25006');
      // No replica configured: readDb is the primary's handle.
      expect(await readDb({ database: { ...a.database, replica: undefined }, replica: undefined })).toBe(a.database.db);
    } finally {
      await pair.resumeReplay();
    }
    await sampledCaughtUp(a);
  });
});

describe('read-your-writes', () => {
  it('a key sees its own payment at once, on another instance too; another user sees the replica until replay resumes', async () => {
    await sampledCaughtUp(b);
    await pair.pauseReplay();
    let paid: string;
    try {
      const res = await pay(a);
      expect(res.status).toBe(201);
      paid = res.json.transactionId;
      // The same key's list, on both instances: from the primary (its mark is past the replica's replay).
      expect(ids(await keyList(a))).toContain(paid);
      expect(ids(await keyList(b))).toContain(paid);
      // The merchant's portal session made no write: it reads the replica's (older) view.
      const portal = await portalList(b);
      expect(portal.status).toBe(200);
      expect(ids(portal)).not.toContain(paid);
      // Staff too.
      expect(ids(await adminList(b))).not.toContain(paid);
    } finally {
      await pair.resumeReplay();
    }
    await sampledCaughtUp(b);
    expect(ids(await portalList(b))).toContain(paid);

    // Replayed: the key's reads are back on the replica. Proof: pause again, write outside any
    // request, and the key's list does not show it.
    await pair.pauseReplay();
    try {
      const hidden = payment(m.merchantDbId, { mode: 'test' });
      await storePayments(a, [hidden]);
      const list = ids(await keyList(b));
      expect(list).toContain(paid);
      expect(list).not.toContain(hidden.transactionId);
    } finally {
      await pair.resumeReplay();
    }
    await sampledCaughtUp(a);
  });

  it('a burst of concurrent payments by one key: every one visible to that key at once, one mark for the key', async () => {
    await pair.pauseReplay();
    try {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(i % 2 ? a : b)));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const list = ids(await keyList(b));
      for (const r of results) expect(list).toContain(r.json.transactionId);
      const { rows } = await a.database.pool.query(`select count(*)::int as n from read_marks where principal = $1`, [`k:${keyAId}`]);
      expect(rows[0].n).toBe(1);
      // The portal session is not sent to the primary by the key's writes.
      const portal = ids(await portalList(a));
      for (const r of results) expect(portal).not.toContain(r.json.transactionId);
    } finally {
      await pair.resumeReplay();
    }
    await sampledCaughtUp(a);
  });

  it('a staff write sends that session’s reads to the primary, on any instance', async () => {
    await suspendWhileReplayPaused('other', async (target, other) => {
      const status = async (token: string) => {
        const list = await call(b.app, 'GET', `/api/admin/merchants?q=${target.merchantId}`, { token });
        expect(list.status).toBe(200);
        return list.json.merchants.find((x: { merchantId: string }) => x.merchantId === target.merchantId)?.status;
      };
      expect(await status(admin.token)).toBe('SUSPENDED');
      expect(await status(other.token)).toBe('ACTIVE');
    });
  });
});

describe('exports', () => {
  /** The audit export's data lines (without the header) for one merchant's status changes, from instance b. */
  const exported = async (token: string, merchantId: string) => {
    const res = await call(b.app, 'GET', `/api/admin/audit-logs/export?action=merchant.status.change&targetId=${merchantId}`, { token });
    expect(res.status).toBe(200);
    return res.body.trim().split('\r\n').slice(1);
  };

  it('stream from the replica, and from the primary for a session that has just written', async () => {
    const { target, other } = await suspendWhileReplayPaused('exporter', async (target, other) => {
      // The admin who suspended it sees the change in their export at once (on the primary)...
      expect(await exported(admin.token, target.merchantId)).toHaveLength(1);
      // ...another admin's export comes from the replica, whose replay is paused before the change.
      expect(await exported(other.token, target.merchantId)).toEqual([]);
    });
    expect(await exported(other.token, target.merchantId)).toHaveLength(1);
  });
});

describe('lag past REPLICA_MAX_LAG_MS', () => {
  it('falls back to the primary, says so once in the log, on System Health and /metrics, and returns when caught up', async () => {
    await sampledCaughtUp(strict);
    expect(await metric(strict, 'smartsplit_replica_up')).toBe(1);
    const warningsBefore = strictLog.filter((l) => l.msg.startsWith('read replica not in use')).length;
    await pair.pauseReplay();
    let fresh: string;
    try {
      const row = payment(m.merchantDbId, { mode: 'test' });
      fresh = row.transactionId;
      await storePayments(a, [row]);
      await eventually(() => strict.app.ctx.replica!.monitor.health().status === 'lagging');
      // A read that would go to the replica now comes from the primary.
      expect(ids(await adminList(strict))).toContain(fresh);
      expect(ids(await adminList(a))).not.toContain(fresh); // a's limit is two minutes
      const health = await call(strict.app, 'GET', '/api/admin/system/health', { token: admin.token });
      expect(health.status).toBe(200);
      expect(health.json.replica).toMatchObject({ status: 'lagging', lagSeconds: expect.any(Number) });
      expect(health.json.replica.lagSeconds).toBeGreaterThan(0.3);
      expect(health.json.checks.find((c: { name: string }) => c.name === 'read-replica')).toMatchObject({ status: 'degraded' });
      expect(await metric(strict, 'smartsplit_replica_up')).toBe(0);
      expect(await metric(strict, 'smartsplit_replica_lag_seconds')).toBeGreaterThan(0.3);
      await new Promise((r) => setTimeout(r, 400)); // several more samples, all lagging
    } finally {
      await pair.resumeReplay();
    }
    await sampledCaughtUp(strict);
    const warnings = strictLog.filter((l) => l.msg.startsWith('read replica not in use')).slice(warningsBefore);
    expect(warnings.length).toBe(1);
    expect(warnings[0]).toMatchObject({ state: 'lagging', level: 40 });
    expect(strictLog.filter((l) => l.msg.startsWith('read replica')).at(-1)?.msg).toBe('read replica in use');
    expect(await metric(strict, 'smartsplit_replica_up')).toBe(1);
    expect(ids(await adminList(strict))).toContain(fresh);
  });
});

describe('a server started with DATABASE_REPLICA_URL', () => {
  it('opens the replica next to the primary, samples it, and closes both on stop', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-replica-server-'));
    const config = loadConfig(
      {
        DATABASE_URL: pair.primaryUrl,
        DATABASE_REPLICA_URL: pair.replicaUrl,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        APP_SECRET: TEST_APP_SECRET,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        ADMIN_EMAIL: 'replica-boss@smartsplit.test',
        ADMIN_PASSWORD: 'Replica-Boss-Pass-1',
      },
      '1.0.0',
    );
    const server = await startServer(config, { webDir: '/nonexistent-web-dir' });
    try {
      expect(server.database.replica).toBeDefined();
      expect(server.app.ctx.replica!.monitor.usable).toBe(true);
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(server.database.replica!.pool.ended).toBe(true);
  });
});

describe('the replica stopped', () => {
  it('still answers every read, from the primary, and System Health says the replica is down', async () => {
    await pair.stopReplica();
    // A query sent to the stopped replica is asked again of the primary, so a read routed there
    // just before a sample noticed still answers: the replica would say it is in recovery.
    const answered = await a.database.replica!.db.execute<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`);
    expect(answered.rows[0]!.standby).toBe(false);
    const first = await adminList(a);
    expect(first.status).toBe(200);
    const row = payment(m.merchantDbId, { mode: 'test' });
    await storePayments(a, [row]);
    await eventually(() => a.app.ctx.replica!.monitor.health().status === 'down');
    for (const res of [await adminList(a), await portalList(b), await keyList(b), await call(a.app, 'GET', '/api/admin/stats', { token: admin.token })]) {
      expect([res.status, res.json?.code]).toEqual([200, undefined]);
    }
    expect(ids(await adminList(a))).toContain(row.transactionId);
    const health = await call(a.app, 'GET', '/api/admin/system/health', { token: admin.token });
    expect(health.status).toBe(200);
    expect(health.json.replica).toMatchObject({ status: 'down', lagSeconds: null, detail: expect.stringMatching(/^(Did not answer|A read failed there)/) });
    expect(health.json.checks.find((c: { name: string }) => c.name === 'read-replica')).toMatchObject({ status: 'degraded' });
    expect(await metric(a, 'smartsplit_replica_up')).toBe(0);
    // An export still streams, from the primary.
    const csv = await call(b.app, 'GET', `/api/admin/audit-logs/export?action=merchant.status.change`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.body.trim().split('\r\n').length).toBeGreaterThan(1);
    // Writes are untouched.
    expect((await pay(b)).status).toBe(201);
  });
});
