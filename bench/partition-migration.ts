/**
 * npm run bench:partitions — how long the partitioning migration (drizzle/0031, decision 0044) keeps
 * the request log, events and webhook deliveries locked, on a large table.
 *
 * On a throwaway embedded PostgreSQL: migrates to the migration before it, writes --logs request-log
 * rows (default 2,000,000) spread over the last six months and --events events (default 500,000),
 * each with one delivery and one attempt, then runs the migration and prints its time. While it runs,
 * a writer inserts one request-log row every 10 ms and records the longest any insert waited: the
 * downtime a live platform would see. Options: --logs N --events N
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { parseArgs } from '@server/cli/cli-support';
import { startEmbeddedPostgres } from '@server/db/embedded';
import { runMigrations, runMigrationsUpTo } from '@server/db/migrate';
import { ensureDatabase } from '@server/db/provision';

const args = parseArgs(process.argv.slice(2));
const LOGS = Number(args.logs ?? 2_000_000);
const EVENTS = Number(args.events ?? 500_000);
const BEFORE = '0030_apply_payment_change_version_write';
const n = (v: number) => v.toLocaleString('en-GB');
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-bench-partitions-'));
  const embedded = await startEmbeddedPostgres({ dataDir, logger: pino({ level: 'warn' }), ephemeral: true });
  const url = await ensureDatabase(embedded.url, 'smartsplit_bench_partitions');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection closed as the database stops is not an error here.
  pool.on('error', () => undefined);
  try {
    await runMigrationsUpTo(pool, BEFORE);
    let t = performance.now();
    const c = await pool.connect();
    try {
      const { rows } = await c.query(
        `insert into merchants (merchant_id, company_name, contact_email, contact_phone, business_type, industry, status)
         select 'mch_bench' || k, 'Shop ' || k, 'shop' || k || '@example.com', '+44 20 7946 0000', 'LIMITED_COMPANY', 'RETAIL', 'ACTIVE'
         from generate_series(1, 20) k returning id`,
      );
      const merchants = rows.map((r: { id: string }) => r.id);
      await c.query(
        `insert into webhook_endpoints (merchant_id, mode, url, enabled_events, secret_enc)
         select id, 'live', 'https://hooks.example.com/' || merchant_id, array['*'], 'sealed' from merchants`,
      );
      await c.query(
        `insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, created_at)
         select 'req_' || md5(k::text), ($1::uuid[])[1 + k % 20], gen_random_uuid(), 'live', 'POST', '/api/merchant/process-payment',
           '/api/merchant/process-payment', 201, k % 90, now() - make_interval(secs => (k::bigint * 15552000 / $2)::int)
         from generate_series(1, $2::int) k`,
        [merchants, LOGS],
      );
      await c.query(
        `insert into events (merchant_id, mode, type, data, created_at)
         select ($1::uuid[])[1 + k % 20], 'live', 'payment.completed', jsonb_build_object('k', k), now() - make_interval(secs => (k::bigint * 15552000 / $2)::int)
         from generate_series(1, $2::int) k`,
        [merchants, EVENTS],
      );
      await c.query(
        `insert into webhook_deliveries (endpoint_id, event_id, merchant_id, status, attempt_count, created_at)
         select w.id, e.id, e.merchant_id, 'SUCCEEDED', 1, e.created_at from events e join webhook_endpoints w on w.merchant_id = e.merchant_id`,
      );
      await c.query(`insert into webhook_attempts (delivery_id, at, response_status, duration_ms) select id, created_at, 200, 12 from webhook_deliveries`);
      await c.query('vacuum analyze');
    } finally {
      c.release();
    }
    console.log(`Wrote ${n(LOGS)} request-log rows and ${n(EVENTS)} events, deliveries and attempts in ${secs(performance.now() - t)}`);

    // A writer that keeps logging requests throughout, as a live platform would.
    let stop = false;
    let longestWait = 0;
    let written = 0;
    const writer = (async () => {
      const w = await pool.connect();
      try {
        while (!stop) {
          const started = performance.now();
          await w.query(
            `insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, created_at)
             values ('req_live_' || md5(random()::text), gen_random_uuid(), gen_random_uuid(), 'live', 'GET', '/x', '/x', 200, 1, now())`,
          );
          longestWait = Math.max(longestWait, performance.now() - started);
          written++;
          await new Promise((r) => setTimeout(r, 10));
        }
      } finally {
        w.release();
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    t = performance.now();
    await runMigrations(pool);
    const migration = performance.now() - t;
    await new Promise((r) => setTimeout(r, 200));
    stop = true;
    await writer;
    const { rows } = await pool.query(
      `select (select count(*) from api_request_logs)::int as logs, (select count(*) from events)::int as events, (select count(*) from webhook_deliveries)::int as deliveries`,
    );
    console.log(
      `Migration: ${secs(migration)} (every row kept: ${n(rows[0].logs)} log rows incl. ${n(written)} written during the run, ${n(rows[0].events)} events, ${n(rows[0].deliveries)} deliveries)`,
    );
    console.log(`Longest a concurrent request-log insert waited: ${secs(longestWait)}`);
  } finally {
    await pool.end();
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
