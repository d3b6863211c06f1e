import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@server/db/client';
import { runMigrations, runMigrationsUpTo } from '@server/db/migrate';
import { ensurePartitions, monthPartitions, PARTITIONED_TABLES, type PartitionedTable } from '@server/db/partitions';
import { purgeOldApiRequests } from '@server/modules/api-log';
import { enforceRetention } from '@server/modules/compliance';
import { createTestDatabase } from './support/test-cluster';

/**
 * Monthly partitions of the request log, events and webhook deliveries (decision 0044): the migration
 * keeps every row, months are made ahead and catch strays from the default partition, and retention
 * drops whole months past the period while deleting only within the month at the boundary.
 */

const adminUrl = inject('pgAdminUrl');
const DAY = 86_400_000;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function openDb(url: string): Promise<{ db: Db; pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  cleanups.push(() => pool.end());
  return { db: drizzle(pool) as unknown as Db, pool };
}

/** An empty database (not the migrated template), migrated up to and including `lastTag`. */
async function databaseAt(lastTag: string): Promise<{ url: string; pool: pg.Pool }> {
  const name = `p_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const { pool } = await openDb(url.toString());
  await runMigrationsUpTo(pool, lastTag);
  return { url: url.toString(), pool };
}

const monthStart = (d: Date, add = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));
const suffix = (d: Date) => `${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const exists = async (db: Db, name: string) => (await db.execute<{ r: string | null }>(sql`select to_regclass(${name})::text as r`)).rows[0]!.r !== null;
const count = async (db: Db, table: string) => Number((await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);

/** Every row of a table as text, in a fixed order: equal fingerprints mean the same rows. */
async function fingerprint(pool: pg.Pool, table: string, order: string): Promise<{ rows: number; hash: string }> {
  const { rows } = await pool.query(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by ${order}), '')) as hash from ${table} t`);
  return rows[0];
}

describe('the partitioning migration', () => {
  it('moves every existing row into its month, continues the ids, and leaves nothing in the default partitions', async () => {
    const { pool } = await databaseAt('0030_apply_payment_change_version_write');
    const now = new Date();
    // Test data written straight into the tables, with foreign-key triggers off for the set-up only.
    const c = await pool.connect();
    try {
      await c.query(`set session_replication_role = replica`);
      // 7 months back to 2 ahead... rows in the past only: 6,000 log rows, 3,000 events with a
      // delivery each and two attempts per delivery.
      await c.query(
        `insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, created_at)
         select 'req_' || md5(n::text), gen_random_uuid(), gen_random_uuid(), 'test', 'POST', '/api/merchant/process-payment', '/api/merchant/process-payment',
           case when n % 7 = 0 then 402 else 201 end, n % 90, now() - make_interval(secs => n * 3600)
         from generate_series(1, 6000) n`,
      );
      // Events keep their foreign key to merchants, which the migration checks: three real merchants.
      const merchants = await c.query(
        `insert into merchants (merchant_id, company_name, contact_email, contact_phone, business_type, industry, status)
         select 'mch_p' || n, 'Shop ' || n, 'shop' || n || '@example.com', '+44 20 7946 000' || n, 'LIMITED_COMPANY', 'RETAIL', 'ACTIVE'
         from generate_series(1, 3) n returning id`,
      );
      await c.query(
        `insert into events (id, merchant_id, mode, type, data, created_at)
         select 'evt_' || md5(n::text), ($1::uuid[])[1 + n % 3], 'live', 'payment.completed', jsonb_build_object('n', n), now() - make_interval(secs => n * 7200)
         from generate_series(1, 3000) n`,
        [merchants.rows.map((r) => r.id)],
      );
      await c.query(
        `insert into webhook_endpoints (merchant_id, mode, url, enabled_events, secret_enc)
         select id, 'live', 'https://hooks.example.com/' || merchant_id, array['*'], 'sealed' from merchants`,
      );
      await c.query(
        `insert into webhook_deliveries (id, endpoint_id, event_id, merchant_id, status, attempt_count, created_at)
         select gen_random_uuid(), w.id, e.id, e.merchant_id, 'SUCCEEDED', 1, e.created_at from events e join webhook_endpoints w on w.merchant_id = e.merchant_id`,
      );
      await c.query(
        `insert into webhook_attempts (delivery_id, at, response_status, duration_ms)
         select d.id, d.created_at + make_interval(secs => k), 200, 12 from webhook_deliveries d, generate_series(1, 2) k`,
      );
    } finally {
      c.release();
    }
    const before = {
      api_request_logs: await fingerprint(pool, 'api_request_logs', 'id'),
      events: await fingerprint(pool, 'events', 'id'),
      webhook_deliveries: await fingerprint(pool, 'webhook_deliveries', 'id'),
      webhook_attempts: await fingerprint(pool, 'webhook_attempts', 'id'),
    };
    const maxId = Number((await pool.query('select max(id) as m from api_request_logs')).rows[0].m);
    const oldest = new Date((await pool.query('select min(created_at) as m from api_request_logs')).rows[0].m);

    await runMigrations(pool);

    for (const [table, print] of Object.entries(before)) expect(await fingerprint(pool, table, 'id'), table).toEqual(print);
    expect(before.api_request_logs.rows).toBe(6000);
    expect(before.webhook_attempts.rows).toBe(6000);
    const { db } = await openDb(pool.options.connectionString!);
    for (const table of PARTITIONED_TABLES) {
      const kind = (await pool.query(`select relkind from pg_class where oid = $1::regclass`, [table])).rows[0].relkind;
      expect(kind, table).toBe('p');
      expect(await count(db, `${table}_default`), `${table}_default`).toBe(0);
      const months = await monthPartitions(db, table);
      // One per month from the oldest row's to three months ahead, in order, with no gap.
      const first = table === 'api_request_logs' ? oldest : new Date((await pool.query(`select min(created_at) as m from ${table}`)).rows[0].m);
      expect(months[0]!.from).toEqual(monthStart(first));
      expect(months.at(-1)!.from).toEqual(monthStart(now, 3));
      months.slice(1).forEach((m, i) => expect(m.from).toEqual(months[i]!.to));
    }
    // A new row gets an id above every copied one, and lands in this month's partition.
    const inserted = await pool.query(
      `insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, created_at)
       values ('req_new', gen_random_uuid(), gen_random_uuid(), 'live', 'GET', '/x', '/x', 200, 1, now()) returning id, tableoid::regclass::text as part`,
    );
    expect(Number(inserted.rows[0].id)).toBeGreaterThan(maxId);
    expect(inserted.rows[0].part).toBe(`api_request_logs_p${suffix(now)}`);
  });
});

describe('month partitions', () => {
  let db: Db;
  let pool: pg.Pool;
  beforeAll(async () => {
    const { url, drop } = await createTestDatabase(adminUrl);
    cleanups.push(drop);
    ({ db, pool } = await openDb(url));
  });

  async function logRow(at: Date, id = `req_${Math.random().toString(16).slice(2)}`) {
    await pool.query(
      `insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, created_at)
       values ($1, gen_random_uuid(), gen_random_uuid(), 'test', 'GET', '/x', '/x', 200, 1, $2)`,
      [id, at],
    );
  }

  it('are made ahead by every instance at once without a clash, and a stray row in the default partition moves into its month', async () => {
    const longAgo = new Date(Date.UTC(2019, 4, 17));
    await logRow(longAgo, 'req_stray');
    expect((await pool.query(`select tableoid::regclass::text as part from api_request_logs where request_id = 'req_stray'`)).rows[0].part).toBe(
      'api_request_logs_default',
    );
    const before = await Promise.all(PARTITIONED_TABLES.map(async (t) => (await monthPartitions(db, t)).length));
    // Four at once, as four instances starting together would: between them each missing month is made once.
    const made = await Promise.all([0, 1, 2, 3].map(() => ensurePartitions(db, longAgo)));
    for (const [i, table] of PARTITIONED_TABLES.entries()) {
      const months = await monthPartitions(db, table);
      expect(months[0]!.from).toEqual(monthStart(longAgo));
      expect(months.at(-1)!.from).toEqual(monthStart(new Date(), 3));
      months.slice(1).forEach((m, k) => expect(m.from).toEqual(months[k]!.to));
      before[i] = months.length - before[i]!;
    }
    expect(made.reduce((a, b) => a + b, 0)).toBe(before.reduce((a, b) => a + b, 0));
    expect(await ensurePartitions(db, longAgo)).toBe(0);
    expect((await pool.query(`select tableoid::regclass::text as part from api_request_logs where request_id = 'req_stray'`)).rows[0].part).toBe(
      'api_request_logs_p2019_05',
    );
    expect(await count(db, 'api_request_logs_default')).toBe(0);
  });

  it('are dropped whole once past the retention period; only the month at the boundary is deleted from', async () => {
    // A fixed "now" in mid-month, so the cutoff (62 days before) falls inside a month, not on its edge.
    const now = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 15, 12));
    const cutoff = new Date(now.getTime() - 62 * DAY);
    const boundary = monthStart(cutoff);
    await ensurePartitions(db, monthStart(boundary, -3));
    const gone = [monthStart(boundary, -2), monthStart(boundary, -1)];
    for (const m of gone) for (let i = 0; i < 3; i++) await logRow(new Date(m.getTime() + (i + 1) * DAY));
    await logRow(new Date(cutoff.getTime() - 3_600_000), 'req_boundary_old');
    await logRow(new Date(cutoff.getTime() + 3_600_000), 'req_boundary_new');
    await logRow(now, 'req_now');
    await logRow(new Date(Date.UTC(2001, 0, 1)), 'req_default_old');

    const pastPeriod = Number((await pool.query(`select count(*)::int as n from api_request_logs where created_at < $1`, [cutoff])).rows[0].n);
    expect(pastPeriod).toBeGreaterThanOrEqual(3 * gone.length + 2);
    const removed = await purgeOldApiRequests(db, 62, now);
    expect(removed).toBe(pastPeriod);
    for (const m of gone) expect(await exists(db, `api_request_logs_p${suffix(m)}`), suffix(m)).toBe(false);
    expect(await exists(db, `api_request_logs_p${suffix(boundary)}`)).toBe(true);
    const left = (
      await pool.query(`select request_id from api_request_logs where request_id like 'req_boundary%' or request_id in ('req_now', 'req_default_old')`)
    ).rows;
    expect(left.map((r) => r.request_id).sort()).toEqual(['req_boundary_new', 'req_now']);
  });

  it('keep a month of webhook deliveries while one is being sent, and drop its events only with its deliveries', async () => {
    const now = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 15, 12));
    const cutoff = new Date(now.getTime() - 62 * DAY);
    const boundary = monthStart(cutoff);
    const [older, old] = [monthStart(boundary, -2), monthStart(boundary, -1)];
    await ensurePartitions(db, older);
    const c = await pool.connect();
    const seed = async (at: Date, status: string, label: string) => {
      const e = await c.query(
        `insert into events (merchant_id, mode, type, data, created_at) values (gen_random_uuid(), 'test', 'webhook.test', $1, $2) returning id`,
        [{ label }, at],
      );
      const d = await c.query(
        `insert into webhook_deliveries (endpoint_id, event_id, merchant_id, status, created_at) values (gen_random_uuid(), $1, gen_random_uuid(), $2, $3) returning id`,
        [e.rows[0].id, status, at],
      );
      await c.query(`insert into webhook_attempts (delivery_id, at, response_status, duration_ms) values ($1, $2, 500, 3)`, [d.rows[0].id, at]);
    };
    try {
      await c.query(`set session_replication_role = replica`);
      await seed(new Date(older.getTime() + DAY), 'SUCCEEDED', 'older done');
      await seed(new Date(old.getTime() + DAY), 'SUCCEEDED', 'old done');
      await seed(new Date(old.getTime() + 2 * DAY), 'RETRYING', 'old replayed');
      await seed(new Date(cutoff.getTime() - 3_600_000), 'FAILED', 'boundary done');
      await seed(new Date(cutoff.getTime() + 3_600_000), 'SUCCEEDED', 'boundary new');
      // An event with no delivery past the period, and one within it.
      await c.query(
        `insert into events (merchant_id, mode, type, data, created_at) values (gen_random_uuid(), 'test', 'webhook.test', '{"label":"lone old"}', $1)`,
        [new Date(cutoff.getTime() - 7_200_000)],
      );
    } finally {
      c.release();
    }
    const periods = { contactEnquiries: 730, emailOutbox: 90, apiRequestLogs: 62, webhookDeliveries: 62, sessionsAndTokens: 7, rejectedDocumentFiles: 90 };
    const counts = await enforceRetention(db, periods, now);
    expect(counts).toMatchObject({ webhookDeliveries: 3, webhookAttempts: 3, events: 4 });
    const part = (t: PartitionedTable, m: Date) => exists(db, `${t}_p${suffix(m)}`);
    expect(await part('webhook_deliveries', older)).toBe(false);
    expect(await part('events', older)).toBe(false);
    // The month with a delivery still being sent stays, thinned; its events stay while a delivery refers to them.
    expect(await part('webhook_deliveries', old)).toBe(true);
    expect(await part('events', old)).toBe(true);
    const labels = (await pool.query(`select data->>'label' as l from events where data ? 'label' order by 1`)).rows.map((r) => r.l);
    expect(labels).toEqual(['boundary new', 'old replayed']);
    const deliveries = (await pool.query(`select status from webhook_deliveries order by status`)).rows.map((r) => r.status);
    expect(deliveries).toEqual(['RETRYING', 'SUCCEEDED']);
    expect(await count(db, 'webhook_attempts')).toBe(2);
  });
});
