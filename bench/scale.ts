/**
 * npm run bench:scale — the platform at 10 million transactions and 20 million request-log rows.
 *
 * On a throwaway embedded PostgreSQL it seeds --merchants merchants (10,000), --transactions
 * payments over the last 365 days (10,000,000; through the seed-demo functions, so the aggregates are
 * exact) and --request-logs API request-log rows over the last 60 days (20,000,000; set-based), then
 * prints:
 *
 * 1. p50/p99 of every admin list and dashboard endpoint (every GET under /api/admin without a path
 *    parameter, streams and file downloads aside), --requests sequential calls each after warm-up;
 * 2. the same with a streaming read replica of it (see replicaPhase);
 * 3. retention: dropping one month of the request log against deleting the same rows in the purge's
 *    batches from an unpartitioned copy;
 * 4. whether partitioning transactions by month pays (decision 0044): the same reads and single-row
 *    inserts on the table as it is and on a monthly-partitioned copy of it.
 *
 * Options: --merchants N --transactions N --request-logs N --requests N, --delete-rows N (phase 3
 * deletes at most N of the month's rows and scales the time up), --phases 1,2,3,4 (which to
 * run; all by default), --endpoints payouts,stats (phases 1 and 2 measure only the endpoints whose
 * name starts with one of these), --keep (leave the data directory) and --data-dir DIR (reuse a kept, already
 * seeded directory; phase 3 drops a month of the log each time it runs).
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { api } from '@contract/api';
import type { EndpointDefinition } from '@contract/endpoint';
import { buildApp } from '@server/app';
import { parseArgs } from '@server/cli/cli-support';
import { openBenchDatabase } from './bench-database';
import { seedContext, seedMerchants, seedTransactions } from '@server/cli/seed-demo';
import { reviewerActor } from '@server/cli/seed/seed-context';
import { prng } from '@server/cli/seed/prng';
import { loadConfig, type Config } from '@server/config';
import type { Database } from '@server/db/client';
import type { EmbeddedPostgres } from '@server/db/embedded';
import { dropPartition, ensurePartitions, monthPartitions } from '@server/db/partitions';
import { createAdmin } from '@server/modules/staff';
import { startReplicaOf } from '../test/support/replica';

const args = parseArgs(process.argv.slice(2));
const MERCHANTS = Number(args.merchants ?? 10_000);
const TRANSACTIONS = Number(args.transactions ?? 10_000_000);
const REQUEST_LOGS = Number(args['request-logs'] ?? 20_000_000);
const REQUESTS = Number(args.requests ?? 100);
const DELETE_ROWS = Number(args['delete-rows'] ?? Number.MAX_SAFE_INTEGER);
const PHASES = new Set(
  String(args.phases ?? '1,2,3,4')
    .split(',')
    .map((p) => p.trim()),
);
const ADMIN = { email: 'bench@smartsplit.local', password: 'Bench-Admin-Pass-1' };
const DAY = 86_400_000;

const log = (line: string) => console.log(line);
const n = (v: number) => v.toLocaleString('en-GB');
const secs = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

/** What a read needs in its query: a month report its month (the last whole one), the delivery search an event id. */
const REQUIRED_QUERY: Record<string, string> = {
  '/api/admin/commission/revenue': `?month=${lastMonth()}`,
  '/api/admin/webhooks/deliveries': '?eventId=evt_benchmarkunknown',
};

/** Every admin GET without a path parameter that answers JSON: the lists and dashboards. */
function adminReads(): { name: string; path: string }[] {
  const all = Object.values(api).flatMap((group) => Object.values(group as Record<string, EndpointDefinition>));
  return all
    .filter((e) => e.method === 'GET' && e.path.startsWith('/api/admin/') && !e.path.includes(':') && !/stream|export|\.csv|download/.test(e.path))
    .map((e) => ({ name: e.path.replace('/api/admin/', ''), path: `${e.path}${REQUIRED_QUERY[e.path] ?? ''}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function seed(database: Database, ctx: Awaited<ReturnType<typeof seedContext>>): Promise<void> {
  const { db } = database;
  await createAdmin(db, ADMIN);
  const { actor } = await reviewerActor(ctx);
  let t0 = performance.now();
  log(`Seeding ${n(MERCHANTS)} merchants...`);
  await seedMerchants(ctx, prng(11), actor, { count: MERCHANTS, onProgress: (k) => k % 2_000 === 0 && log(`  ${n(k)} (${secs(t0)})`) });
  t0 = performance.now();
  log(`Seeding ${n(TRANSACTIONS)} transactions over 365 days...`);
  await seedTransactions(db, {
    count: TRANSACTIONS,
    days: 365,
    seed: 12,
    onProgress: (k) => k % 500_000 < 4_000 && log(`  ${n(k)} (${secs(t0)})`),
  });
  log(`  done in ${secs(t0)}`);
  t0 = performance.now();
  log(`Seeding ${n(REQUEST_LOGS)} request-log rows over 60 days...`);
  await ensurePartitions(db, new Date(Date.now() - 61 * DAY));
  // Raw SQL: bulk seeding (decision 0027); the keys of real merchants, a million rows a statement.
  const { rows: keys } = await db.execute<{ id: string; merchant_id: string; mode: string }>(sql`select id, merchant_id, mode from api_keys`);
  const keyIds = keys.map((k) => k.id);
  const merchantIds = keys.map((k) => k.merchant_id);
  const modes = keys.map((k) => k.mode);
  const CHUNK = 1_000_000;
  for (let start = 0; start < REQUEST_LOGS; start += CHUNK) {
    const size = Math.min(CHUNK, REQUEST_LOGS - start);
    await db.execute(sql`
      insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, error_code, created_at)
      select 'req_' || md5(${start}::bigint + g || 'scale'), (${sql.param(merchantIds)}::uuid[])[k], (${sql.param(keyIds)}::uuid[])[k], (${sql.param(modes)}::text[])[k],
        case when g % 5 = 0 then 'GET' else 'POST' end, '/api/merchant/process-payment', '/api/merchant/process-payment',
        case when g % 11 = 0 then 402 when g % 37 = 0 then 400 else 201 end, 5 + g % 80, case when g % 11 = 0 then 'CARD_DECLINED' end,
        now() - make_interval(secs => (${start}::bigint + g)::double precision * ${(60 * 86_400) / REQUEST_LOGS}::double precision)
      from generate_series(1, ${size}) g, lateral (select 1 + (hashint4(g::int) & 2147483647) % ${keyIds.length} as k) pick`);
    log(`  ${n(start + size)} (${secs(t0)})`);
  }
  t0 = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  log(`VACUUM ANALYZE in ${secs(t0)}`);
}

async function measureReads(base: string, signIn: () => Promise<string>): Promise<void> {
  const headers = { authorization: `Bearer ${await signIn()}` };
  log(
    `\n${REQUESTS} sequential requests per endpoint after 10 warm-up, real HTTP on ${base} (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  log(`${'endpoint'.padEnd(40)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  const only = args.endpoints ? String(args.endpoints).split(',') : undefined;
  for (const { name, path: p } of adminReads().filter((r) => !only || only.some((prefix) => r.name.startsWith(prefix)))) {
    const once = async () => {
      const started = performance.now();
      const res = await fetch(`${base}${p}`, { headers });
      await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status };
    };
    let first = await once();
    // A long phase can outlive the admin session's idle limit while one slow endpoint is measured: sign in again.
    if (first.status === 401) {
      headers.authorization = `Bearer ${await signIn()}`;
      first = await once();
    }
    if (first.status !== 200) {
      log(`${name.padEnd(40)}  answered ${first.status}; skipped`);
      continue;
    }
    for (let i = 0; i < 10; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push((await once()).ms);
    times.sort((a, b) => a - b);
    log(`${name.padEnd(40)}${pct(times, 0.5).toFixed(1).padStart(9)}${pct(times, 0.99).toFixed(1).padStart(9)}`);
  }
  await ledgerCheck(base, headers);
}

/** One ledger check (decision 0048), started as "Check now" does: the 202's time and the check's own. */
async function ledgerCheck(base: string, headers: Record<string, string>): Promise<void> {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/payouts/ledger-checks`, { method: 'POST', headers });
  const { check } = (await res.json()) as { check: { id: string } };
  const answeredMs = performance.now() - started;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const overview = (await (await fetch(`${base}/api/admin/payouts/overview`, { headers })).json()) as {
      ledgerIntegrity: { id: string; status: string; durationMs: number; unbalancedGroups: number } | null;
    };
    const last = overview.ledgerIntegrity;
    if (last?.id !== check.id) continue;
    log(
      `ledger check: answered ${res.status} in ${answeredMs.toFixed(1)} ms; ran in the background for ${(last.durationMs / 1000).toFixed(1)} s, ${last.status}, ${last.unbalancedGroups} unbalanced groups`,
    );
    return;
  }
}

async function withApp(
  config: Config,
  database: Database,
  appSecret: string,
  run: (base: string, signIn: () => Promise<string>) => Promise<void>,
): Promise<void> {
  const app = await buildApp({ config, database, appSecret, logger: false, webDir: '/nonexistent-web-dir' });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const signIn = async () => {
      const login = await fetch(`${base}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      return ((await login.json()) as { token: string }).token;
    };
    await run(base, signIn);
  } finally {
    await app.close();
  }
}

/**
 * The same reads with a streaming replica of the seeded database: a file-level base backup of the
 * primary's data folder (test/support/replica.ts), started beside it, and the app started again with
 * DATABASE_REPLICA_URL. The copy needs as much free disk as the primary's folder.
 */
async function replicaPhase(embedded: EmbeddedPostgres, dataDir: string, run: (replicaUrl: string) => Promise<void>): Promise<void> {
  const replicaDataDir = `${dataDir.replace(/\/+$/, '')}-replica`;
  fs.rmSync(replicaDataDir, { recursive: true, force: true });
  const t0 = performance.now();
  const replica = await startReplicaOf(embedded, { primaryDataDir: dataDir, replicaDataDir, dbName: 'smartsplit_bench', slot: 'smartsplit_bench_replica' });
  log(`  replica copied, started and caught up in ${secs(t0)}`);
  try {
    await run(replica.url);
  } finally {
    await replica.stop();
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query(`select pg_drop_replication_slot('smartsplit_bench_replica')`).catch(() => undefined);
    await admin.end();
    fs.rmSync(replicaDataDir, { recursive: true, force: true });
  }
}

async function retention(database: Database): Promise<void> {
  const { db } = database;
  const months = await monthPartitions(db, 'api_request_logs');
  const sizes = await Promise.all(
    months.map(async (m) => ({ m, rows: Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(m.name)}`)).rows[0]!.n) })),
  );
  const oldest = sizes.find((s) => s.rows > 0);
  if (!oldest) return log('\nRetention: no request-log month to drop');
  log(`\nRetention of one month of the request log (${oldest.m.name}, ${n(oldest.rows)} rows):`);
  // Up to --delete-rows of the same month's rows (all of it by default) in an unpartitioned table with
  // the log's indexes, deleted as the purge did before partitions.
  const sampled = Math.min(oldest.rows, DELETE_ROWS);
  let t0 = performance.now();
  await db.execute(sql`create table bench_log_month as select * from ${sql.identifier(oldest.m.name)} limit ${sampled}`);
  await db.execute(sql`alter table bench_log_month add primary key (id, created_at)`);
  await db.execute(sql`create index on bench_log_month (merchant_id, created_at desc, id desc)`);
  await db.execute(sql`create index on bench_log_month (created_at desc, id desc)`);
  await db.execute(sql`create unique index on bench_log_month (request_id, created_at)`);
  log(`  (copy of ${n(sampled)} rows made in ${secs(t0)})`);
  t0 = performance.now();
  for (;;) {
    const { rowCount } = await db.execute(sql`
      delete from bench_log_month where id in (select id from bench_log_month order by created_at limit 5000 for update skip locked)`);
    if ((rowCount ?? 0) < 5000) break;
  }
  const deleteMs = performance.now() - t0;
  t0 = performance.now();
  await db.execute(sql`vacuum bench_log_month`);
  const vacuumMs = performance.now() - t0;
  await db.execute(sql`drop table bench_log_month`);
  t0 = performance.now();
  const dropped = await dropPartition(db, oldest.m);
  const dropMs = performance.now() - t0;
  const scale =
    sampled < oldest.rows
      ? ` for ${n(sampled)} rows; about ${(((deleteMs + vacuumMs) * oldest.rows) / sampled / 1000).toFixed(0)} s for the month at that rate`
      : '';
  log(`  DELETE in batches of 5,000: ${(deleteMs / 1000).toFixed(1)} s, then VACUUM ${(vacuumMs / 1000).toFixed(1)} s${scale}`);
  log(`  drop the partition:         ${(dropMs / 1000).toFixed(2)} s (${n(dropped)} rows, counted first)`);
}

/** Reads and writes on transactions as it is, and on a copy partitioned by month. */
async function partitionStudy(database: Database): Promise<void> {
  const { db, pool } = database;
  log('\nTransactions: as they are, against a copy partitioned by month of created_at');
  let t0 = performance.now();
  await db.execute(sql`drop table if exists tx_by_month`);
  await db.execute(sql`create table tx_by_month (like transactions including defaults including constraints) partition by range (created_at)`);
  const { rows: range } = await db.execute<{ lo: string; hi: string }>(sql`select min(created_at)::text as lo, max(created_at)::text as hi from transactions`);
  const lo = new Date(range[0]!.lo);
  const hi = new Date(range[0]!.hi);
  let parts = 0;
  for (let m = new Date(Date.UTC(lo.getUTCFullYear(), lo.getUTCMonth(), 1)); m <= hi; m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))) {
    const next = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1));
    const name = `tx_by_month_p${m.getUTCFullYear()}_${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
    // DDL takes no parameters: the bounds are written in, from dates made here.
    await db.execute(
      sql`create table ${sql.identifier(name)} partition of tx_by_month for values from (${sql.raw(`'${m.toISOString()}'`)}) to (${sql.raw(`'${next.toISOString()}'`)})`,
    );
    parts++;
  }
  await db.execute(sql`insert into tx_by_month select * from transactions`);
  log(`  copy: ${parts} monthly partitions, filled in ${secs(t0)}`);
  t0 = performance.now();
  // The same indexes as transactions (descending keys NULLS LAST, as there and as the app's lists order), keys
  // widened by created_at as partitioning requires.
  await db.execute(sql`alter table tx_by_month add primary key (id, created_at)`);
  await db.execute(sql`create unique index on tx_by_month (transaction_id, created_at)`);
  await db.execute(sql`create index on tx_by_month (created_at desc nulls last, id desc nulls last)`);
  await db.execute(sql`create index on tx_by_month (merchant_id, mode, created_at desc nulls last, id desc nulls last)`);
  await db.execute(sql`create index on tx_by_month ((merchant_id::text || ' ' || mode || ' ' || customer_email), created_at)`);
  await db.execute(sql`create index on tx_by_month (status, created_at desc nulls last, id desc nulls last)`);
  await db.execute(sql`create index on tx_by_month (mode, created_at desc nulls last, id desc nulls last)`);
  await db.execute(sql`vacuum analyze tx_by_month`);
  log(`  indexes and analyze in ${secs(t0)}`);

  const { rows: sample } = await db.execute<{ transaction_id: string; merchant_id: string; mode: string; email: string }>(
    sql`select transaction_id, merchant_id, mode, customer_email as email from transactions tablesample system (1) limit 500`,
  );
  const { rows: sizes } = await db.execute<{ plain: string; parted: string }>(sql`
    select pg_size_pretty(pg_total_relation_size('transactions')) as plain,
      pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits where inhparent = 'tx_by_month'::regclass)) as parted`);
  log(`  size with indexes: ${sizes[0]!.plain} as they are, ${sizes[0]!.parted} partitioned`);

  const client = await pool.connect();
  try {
    const time = async (label: string, query: (i: number) => [string, unknown[]], count = 500) => {
      const out: string[] = [];
      for (const table of ['transactions', 'tx_by_month']) {
        for (let i = 0; i < 20; i++) {
          const [text, values] = query(i);
          await client.query(text.replaceAll('$table', table), values);
        }
        const times: number[] = [];
        for (let i = 0; i < count; i++) {
          const [text, values] = query(i);
          const started = performance.now();
          await client.query(text.replaceAll('$table', table), values);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        out.push(`${pct(times, 0.5).toFixed(2).padStart(7)} /${pct(times, 0.99).toFixed(2).padStart(7)}`);
      }
      log(`  ${label.padEnd(44)}${out[0]!.padStart(18)}${out[1]!.padStart(18)}`);
    };
    log(`  ${'p50 / p99 ms'.padEnd(44)}${'as they are'.padStart(18)}${'by month'.padStart(18)}`);
    const s = (i: number) => sample[i % sample.length]!;
    await time('one payment by its public id', (i) => ['select * from $table where transaction_id = $1', [s(i).transaction_id]]);
    await time("a merchant's first page", (i) => [
      'select * from $table where merchant_id = $1 and mode = $2 order by created_at desc nulls last, id desc nulls last limit 25',
      [s(i).merchant_id, s(i).mode],
    ]);
    await time("the admin's first page", () => ['select * from $table order by created_at desc nulls last, id desc nulls last limit 25', []], 200);
    await time(
      'declined, first page',
      () => [`select * from $table where status = 'DECLINED' order by created_at desc nulls last, id desc nulls last limit 25`, []],
      200,
    );
    await time("the velocity rule's lookup (last hour)", (i) => [
      `select count(*) from $table where (merchant_id::text || ' ' || mode || ' ' || customer_email) = $1 and created_at > now() - interval '1 hour'`,
      [`${s(i).merchant_id} ${s(i).mode} ${s(i).email}`],
    ]);
    await client.query('begin');
    await time('insert one payment (rolled back at the end)', () => [
      `insert into $table (transaction_id, merchant_id, mode, status, amount, fee_amount, fee_percent, customer_email, category, splits, total_reward, declined_cards)
       values ('txn_bench_' || md5(random()::text), $1, 'test', 'COMPLETED', 1000, 5, 0.5, 'bench@example.com', 'general', '[]', 0, '[]')`,
      [sample[0]!.merchant_id],
    ]);
    await client.query('rollback');
  } finally {
    client.release();
  }
  await db.execute(sql`drop table tx_by_month`);
}

async function main(): Promise<void> {
  const { dataDir, reuse, embedded, url, database, appSecret, config, ctx } = await openBenchDatabase(args['data-dir'], 'smartsplit-bench-scale-');
  try {
    if (!reuse) await seed(database, ctx);
    const counts = (
      await database.db.execute<{ m: number; t: number; l: number }>(sql`
      select (select count(*) from merchants)::int as m, (select count(*) from transactions)::int as t, (select count(*) from api_request_logs)::int as l`)
    ).rows[0]!;
    log(`\nDatabase: ${n(counts.m)} merchants, ${n(counts.t)} transactions, ${n(counts.l)} request-log rows`);

    if (PHASES.has('1')) {
      log('\n1. Admin lists and dashboards, on the primary');
      await withApp(config, database, appSecret, measureReads);
    }

    if (PHASES.has('2')) {
      log('\n2. The same with a streaming read replica');
      await replicaPhase(embedded, dataDir, async (replicaUrl) => {
        const withReplica = loadConfig(
          { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_REPLICA_URL: replicaUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
          'bench',
        );
        await withApp(withReplica, database, appSecret, measureReads);
      });
    }

    if (PHASES.has('3')) {
      log('\n3. Retention');
      await retention(database);
    }

    if (PHASES.has('4')) {
      log('\n4. Partitioning transactions');
      await partitionStudy(database);
    }
  } finally {
    await database.close();
    await embedded.stop();
    if (args.keep || args['data-dir']) log(`\nData kept in ${dataDir} (reuse with --data-dir ${dataDir})`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
