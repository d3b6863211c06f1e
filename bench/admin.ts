/**
 * Admin API benchmark: `npm run bench:admin`.
 * Starts a throwaway PostgreSQL, seeds 10,000 merchants and 1,000,000
 * transactions through the seed-demo functions, then measures p50/p99 of the
 * dashboard and list endpoints over real HTTP. Target: p99 < 50 ms each.
 * Options: --merchants N --transactions N --requests N, --keep (leave the data
 * directory) and --data-dir DIR (reuse a kept, already seeded directory).
 */
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { parseArgs } from '@server/cli/cli-support';
import { openBenchDatabase } from './bench-database';
import { seedMerchants, seedTransactions } from '@server/cli/seed-demo';
import { reviewerActor } from '@server/cli/seed/seed-context';
import { prng } from '@server/cli/seed/prng';
import { createAdmin } from '@server/modules/staff';
import { encodeCursor } from '@server/db/keyset';

const args = parseArgs(process.argv.slice(2));
const MERCHANTS = Number(args.merchants ?? 10_000);
const TRANSACTIONS = Number(args.transactions ?? 1_000_000);
const REQUESTS = Number(args.requests ?? 300);
const TARGET_P99_MS = 50;
const ADMIN = { email: 'bench@smartsplit.local', password: 'Bench-Admin-Pass-1' };

const log = (line: string) => console.log(line);
const secs = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const { dataDir, reuse, embedded, database, appSecret, config, ctx } = await openBenchDatabase(args['data-dir'], 'smartsplit-bench-');
  const { db } = database;

  try {
    if (!reuse) {
      await createAdmin(db, ADMIN);
      const { actor } = await reviewerActor(ctx);
      let t0 = performance.now();
      log(`Seeding ${MERCHANTS.toLocaleString('en-GB')} merchants...`);
      await seedMerchants(ctx, prng(11), actor, {
        count: MERCHANTS,
        onProgress: (n) => n % 2_000 === 0 && log(`  ${n.toLocaleString('en-GB')} (${secs(t0)})`),
      });
      log(`  done in ${secs(t0)}`);
      t0 = performance.now();
      log(`Seeding ${TRANSACTIONS.toLocaleString('en-GB')} transactions...`);
      await seedTransactions(db, {
        count: TRANSACTIONS,
        seed: 12,
        onProgress: (n) => n % 100_000 < 4_000 && log(`  ${n.toLocaleString('en-GB')} (${secs(t0)})`),
      });
      log(`  done in ${secs(t0)}`);
      t0 = performance.now();
      await db.execute(sql`vacuum (analyze)`);
      log(`VACUUM ANALYZE in ${secs(t0)}`);
    }
    const counts = (
      await db.execute<{ m: number; t: number; agg: number }>(sql`
      select (select count(*) from merchants)::int as m, (select count(*) from transactions)::int as t, (select count(*) from transaction_daily_stats)::int as agg`)
    ).rows[0]!;
    log(
      `Database: ${counts.m.toLocaleString('en-GB')} merchants, ${counts.t.toLocaleString('en-GB')} transactions, ${counts.agg.toLocaleString('en-GB')} aggregate rows`,
    );

    // A cursor 90% of the way down: the page a person reaches after paging back months.
    const deep = (
      await db.execute<{ ts: string; id: string }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ts, id from transactions
      order by created_at desc, id desc offset ${Math.floor(counts.t * 0.9)} limit 1`)
    ).rows[0];
    const deepCursor = deep ? encodeCursor({ ts: deep.ts, id: deep.id }) : '';

    const app = await buildApp({ config, database, appSecret, logger: false, webDir: '/nonexistent-web-dir' });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const login = await fetch(`${base}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const endpoints: [string, string][] = [
        ['stats', '/api/admin/stats'],
        ['stats?mode=live', '/api/admin/stats?mode=live'],
        ['stats/daily?days=30', '/api/admin/stats/daily?days=30'],
        ['transactions (first page)', '/api/admin/transactions'],
        ['transactions (90% deep)', `/api/admin/transactions?cursor=${deepCursor}`],
        ['transactions?status=DECLINED', '/api/admin/transactions?status=DECLINED'],
        ['merchants (first page)', '/api/admin/merchants'],
        ['merchants?status=SUSPENDED', '/api/admin/merchants?status=SUSPENDED'],
      ];
      log(
        `\n${REQUESTS} sequential requests each after 30 warm-up, real HTTP on ${base} (load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})\n`,
      );
      log(`${'endpoint'.padEnd(32)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}  target p99 < ${TARGET_P99_MS} ms`);
      for (const [name, url] of endpoints) {
        const times = await measure(`${base}${url}`, token);
        const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
        log(
          `${name.padEnd(32)}${p(0.5).toFixed(1).padStart(9)}${p(0.99).toFixed(1).padStart(9)}${times[times.length - 1]!.toFixed(1).padStart(9)}  ${p(0.99) < TARGET_P99_MS ? 'pass' : 'FAIL'}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await embedded.stop();
    if (args.keep || args['data-dir']) log(`\nData kept in ${dataDir} (reuse with --data-dir ${dataDir})`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(url: string, token: string): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 30; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  return times.sort((a, b) => a - b);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
