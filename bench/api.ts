/**
 * npm run bench:api — servers side by side, each driven by autocannon
 * (5-card wallets, a fresh customer per request) at 50 and then at 10
 * connections, one after another in one run:
 *
 * - the durable ceiling (bench/durable-ceiling.ts): a bare route doing begin,
 *   one indexed select, one insert ... returning of a jsonb row and commit
 *   through a 20-connection pool, on the same PostgreSQL with the same
 *   durability: what this machine can do for a durable write;
 * - the grouped durable ceiling: the same bare write, but requests that arrive
 *   together share one transaction and one commit (up to 64), as payments do;
 * - POST /api/merchant/process-payment on the real app, started the default
 *   way (embedded PostgreSQL under a fresh DATA_DIR, fsync on);
 * - the payment lifecycle on the same app (bench/lifecycle-load.ts): capture of
 *   manual-capture payments, small refunds spread over captured payments, and
 *   the gateway's authorisation reports, one per leg, all fed from payments made
 *   before the measured run;
 * - a bare Fastify hello-world.
 *
 * It prints req/s and p50/p99 for each (and the lowest and highest p99 of a single slice, to show how
 * far p99 moves within one run), each call's ratio to both ceilings,
 * the CPU each process used while it was driven (the server, PostgreSQL,
 * the load generator), and the WAL the cluster wrote per request and the checkpoints it completed
 * meanwhile, so what bounds a figure is visible beside it.
 *
 * Each server runs in its own process so the load generator does not share
 * its event loop. The servers take turns in slices (--rounds, default 4), each round starting with the next one, so noise from other work on
 * the machine falls on all of them alike; latency percentiles are over every response of every slice.
 * Options: --connections 50,10, --duration S (per server and load, default 20), --rounds N,
 * --mode test|live (the key's mode, default test; live payments, captures and refunds also write their ledger entries),
 * --accept-encoding VALUE (sent with every payment, as an HTTP client that takes compressed answers does; unset by default),
 * --only capture,refund,report to run only those lifecycle calls (the ceilings and process-payment always run), and
 * --activity to print what PostgreSQL's sessions were doing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { cliConfig, parseArgs } from '@server/cli/cli-support';
import { openCliDatabase } from '@server/db/cli-database';
import { apiKeys, merchants } from '@server/db/schema/index';
import { freePort } from '@server/db/embedded';
import { ensureDatabase } from '@server/db/provision';
import { generateApiKey, randomAlphanumeric, deriveKeys } from '@server/modules/auth';
import { authorisationScenario, captureScenario, REFUND_AMOUNT, refundScenario, type Scenario } from './lifecycle-load';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const LOADS = String(args.connections ?? '50,10')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const DURATION = Number(args.duration ?? 20);
const ROUNDS = Math.max(1, Number(args.rounds ?? 4));
const SLICE = DURATION / ROUNDS;
const MODE = args.mode === 'live' ? 'live' : 'test';
if (args.mode !== undefined && args.mode !== 'live' && args.mode !== 'test') throw new Error('--mode must be test or live');
const LIFECYCLE_CALLS = { capture: captureScenario, refund: refundScenario, report: authorisationScenario } as const;
const ONLY = String(args.only ?? Object.keys(LIFECYCLE_CALLS).join(','))
  .split(',')
  .filter(Boolean);
for (const name of ONLY) {
  if (!(name in LIFECYCLE_CALLS)) throw new Error(`--only takes ${Object.keys(LIFECYCLE_CALLS).join(', ')}; not ${name}`);
}
const ACCEPT_ENCODING = args['accept-encoding'] === undefined ? {} : { 'accept-encoding': args['accept-encoding'] };

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function wallet(seq: number) {
  const cards = Array.from({ length: 5 }, (_, i) => ({
    id: `card_${i}`,
    brand: (['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'VISA'] as const)[i],
    last4: String(1000 + i * 1111).slice(-4),
    expMonth: 1 + ((seq + i) % 12),
    expYear: 2030,
    available: 20_000 + ((seq * 7919 + i * 104_729) % 40_000),
    rewardRate: [0.01, 0.015, 0.02, 0.005, 0.0125][i],
    categoryRates: i % 2 ? { groceries: 0.03 } : undefined,
    rewardCap: i === 2 ? 300 : undefined,
    rateAfterCap: i === 2 ? 0.005 : undefined,
  }));
  return {
    amount: 2_000 + ((seq * 104_723) % 40_000),
    currency: 'GBP',
    customerEmail: `shopper.${randomAlphanumeric(10)}@bench.example`,
    category: seq % 3 ? 'groceries' : 'general',
    maxSplits: 3,
    cards,
  };
}

/** CPU seconds (user + system) used so far by each of the given processes, from /proc. */
function cpuSeconds(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone, or no /proc here
    }
  }
  return out;
}

/** CPU seconds used between two readings; processes started meanwhile count from zero. */
function cpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The postmaster and its children (backends, WAL writer, ...), read from /proc. */
function postgresPids(postmaster: number): number[] {
  const pids = [postmaster];
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(entry));
      } catch {
        // exited meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return pids;
}

/** One server at one load, summed over its slices. */
interface Tally {
  title: string;
  connections: number;
  /** Every response's latency in ms, over all slices. */
  latencies: number[];
  /** Each slice's own p99, to show how far it moves from slice to slice. */
  sliceP99: number[];
  non2xx: number;
  errors: number;
  seconds: number;
  /** Core-seconds used: the server process, PostgreSQL, this process (the load generator). */
  cpu: { server: number; postgres: number; loadgen: number };
  activity: Map<string, number>;
  activitySamples: number;
  /** With --activity: PostgreSQL core-seconds by database and process type. */
  postgresCpu: Map<string, number>;
  /** WAL the cluster wrote while the server was driven, in bytes: the server's writes, and any autovacuum or checkpoint meanwhile. */
  walBytes: number;
  /** Checkpoints the cluster completed during the server's slices. */
  checkpoints: number;
}

interface Row {
  title: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Cores busy on average while the server was driven. */
  cpu: { server: number; postgres: number; loadgen: number };
  /** The lowest and highest p99 of a single slice. */
  sliceP99: { min: number; max: number };
  /** WAL bytes per response, and checkpoints completed meanwhile. */
  walPerRequest: number;
  checkpoints: number;
}

/** Where the cluster's WAL stands, the bytes written since `since` (0 without it), and the checkpoints it has completed. */
async function walPosition(wal: pg.Client, since?: string): Promise<{ lsn: string; bytes: number; checkpoints: number }> {
  const { rows } = await wal.query<{ lsn: string; bytes: string; checkpoints: number }>(
    `select pg_current_wal_lsn()::text as lsn, coalesce(pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn), 0)::text as bytes,
       (select num_done from pg_stat_checkpointer)::int as checkpoints`,
    [since ?? null],
  );
  return { ...rows[0]!, bytes: Number(rows[0]!.bytes) };
}

/**
 * With --activity: what PostgreSQL's sessions were doing, sampled from pg_stat_activity every
 * 100 ms into the tally (printed as the average number of sessions in each state and wait).
 */
function sampleActivity(monitor: pg.Client | undefined, tally: Tally): () => Promise<void> {
  if (!monitor) return async () => undefined;
  let busy: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    busy = monitor
      .query<{ what: string; n: number }>(
        `select coalesce(datname, '-') || ' ' || backend_type || ' ' || coalesce(state, '-') || ' ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU')
           || case when state = 'active' then ': ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 60) else '' end as what, count(*)::int as n
         from pg_stat_activity where pid <> pg_backend_pid() group by 1`,
      )
      .then(({ rows }) => {
        tally.activitySamples++;
        for (const r of rows) tally.activity.set(r.what, (tally.activity.get(r.what) ?? 0) + r.n);
      })
      .catch(() => undefined);
  }, 100);
  return async () => {
    clearInterval(timer);
    await busy;
  };
}

/** Drives one server for one slice, adding what it saw to the tally. */
async function slice(
  tally: Tally,
  seconds: number,
  serverPid: number,
  postmaster: number,
  opts: autocannon.Options,
  wal: pg.Client,
  monitor?: pg.Client,
): Promise<void> {
  const walBefore = await walPosition(wal);
  const before = { server: cpuSeconds([serverPid]), postgres: cpuSeconds(postgresPids(postmaster)), loadgen: process.cpuUsage(), at: performance.now() };
  const stopSampling = sampleActivity(monitor, tally);
  const first = tally.latencies.length;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: tally.connections, duration: seconds, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      tally.latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) tally.non2xx++;
    });
  });
  await stopSampling();
  const loadgen = process.cpuUsage(before.loadgen);
  tally.seconds += (performance.now() - before.at) / 1000;
  tally.errors += result.errors + result.timeouts;
  tally.cpu.server += cpuUsed(before.server, cpuSeconds([serverPid]));
  const pgAfter = cpuSeconds(postgresPids(postmaster));
  tally.cpu.postgres += cpuUsed(before.postgres, pgAfter);
  const walAfter = await walPosition(wal, walBefore.lsn);
  tally.walBytes += walAfter.bytes;
  tally.checkpoints += walAfter.checkpoints - walBefore.checkpoints;
  if (monitor) {
    const { rows } = await monitor.query<{ pid: number; what: string }>(
      `select pid, coalesce(datname, '-') || ' ' || backend_type as what from pg_stat_activity`,
    );
    const label = new Map(rows.map((r) => [r.pid, r.what]));
    for (const [pid, seconds] of pgAfter) {
      const what = pid === postmaster ? 'postmaster' : (label.get(pid) ?? 'exited during the slice');
      tally.postgresCpu.set(what, (tally.postgresCpu.get(what) ?? 0) + seconds - (before.postgres.get(pid) ?? 0));
    }
  }
  tally.cpu.loadgen += (loadgen.user + loadgen.system) / 1e6;
  // After the CPU readings, so sorting the slice is not counted as the load generator's.
  tally.sliceP99.push(percentile(sortedLatencies(tally.latencies.slice(first)), 99));
}

/** Latencies in ascending order (a typed array sorts numbers as numbers, and fast). */
function sortedLatencies(latencies: number[]): number[] {
  return Array.from(Float64Array.from(latencies).sort());
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(t: Tally): Row {
  const list = sortedLatencies(t.latencies);
  return {
    title: t.title,
    connections: t.connections,
    requestsPerSecond: t.latencies.length / t.seconds,
    p50: percentile(list, 50),
    p99: percentile(list, 99),
    total: t.latencies.length,
    non2xx: t.non2xx,
    errors: t.errors,
    cpu: { server: t.cpu.server / t.seconds, postgres: t.cpu.postgres / t.seconds, loadgen: t.cpu.loadgen / t.seconds },
    sliceP99: { min: Math.min(...t.sliceP99), max: Math.max(...t.sliceP99) },
    walPerRequest: t.walBytes / Math.max(t.latencies.length, 1),
    checkpoints: t.checkpoints,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-bench-api-'));
  const appPort = await freePort();
  const ceilingPort = await freePort();
  const groupedPort = await freePort();
  const barePort = await freePort();
  // The per-key rate limit stays on (every request is counted and the counts are shared), set far above
  // what one key sends here, so the figures include its cost but never a refusal.
  const env = {
    DATA_DIR: dataDir,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@smartsplit.test',
    ADMIN_PASSWORD: 'Bench-Admin-Passw0rd',
    API_RATE_LIMIT_LIVE: '100000',
    API_RATE_LIMIT_TEST: '100000',
  };
  console.log(`Starting SmartSplit on embedded PostgreSQL (${dataDir})...`);
  const app = startProcess(['src/server/main.ts'], env);
  let ceiling: ChildProcess | undefined;
  let grouped: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  let monitor: pg.Client | undefined;
  let wal: pg.Client | undefined;
  try {
    await waitForHealth(`http://127.0.0.1:${appPort}/api/health`, app);

    // A merchant and a key of the chosen mode, written the way signup (and, for live, approval) writes them.
    Object.assign(process.env, env);
    const config = cliConfig();
    const { database, close } = await openCliDatabase(config, pino({ level: 'warn' }));
    const keys = deriveKeys(fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim());
    const [merchant] = await database.db
      .insert(merchants)
      .values({
        merchantId: `mch_${randomAlphanumeric(16)}`,
        companyName: 'Bench Retail Ltd',
        contactEmail: 'ops@bench.example',
        contactPhone: '+44 20 7946 0000',
        businessType: 'LIMITED_COMPANY',
        industry: 'RETAIL',
        status: 'ACTIVE',
        ...(MODE === 'live' ? { verificationStatus: 'APPROVED' as const } : {}),
      })
      .returning();
    const key = generateApiKey(keys.apiKeyHash, MODE);
    await database.db.insert(apiKeys).values({ merchantId: merchant!.id, mode: MODE, prefix: key.prefix, keyHash: key.hash });
    await close();

    // The ceiling uses the app's own PostgreSQL (same cluster, same WAL, same settings), in its own database.
    const pidLines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const postmaster = Number(pidLines[0]);
    const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(pidLines[3])}/postgres`;
    const ceilingUrl = await ensureDatabase(adminUrl, 'bench_ceiling');
    // Reads where the WAL stands before and after each slice: small queries, outside the measured window.
    wal = new pg.Client({ connectionString: adminUrl });
    await wal.connect();
    if (args.activity) {
      monitor = new pg.Client({ connectionString: adminUrl });
      await monitor.connect();
    }
    ceiling = startProcess(['bench/durable-ceiling.ts'], { DATABASE_URL: ceilingUrl, PORT: String(ceilingPort) });
    bare = startProcess(['bench/bare-server.ts'], { PORT: String(barePort) });
    await waitForHealth(`http://127.0.0.1:${ceilingPort}/`, ceiling);
    // After the first ceiling has made the table they share.
    grouped = startProcess(['bench/durable-ceiling.ts'], { DATABASE_URL: ceilingUrl, PORT: String(groupedPort), GROUPED: '1' });
    await waitForHealth(`http://127.0.0.1:${groupedPort}/`, grouped);
    await waitForHealth(`http://127.0.0.1:${barePort}/`, bare);

    let seq = 0;
    const walletRequest = (requestPath: string) => ({
      method: 'POST' as const,
      path: requestPath,
      headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json', ...ACCEPT_ENCODING },
      setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(wallet(seq++)) }),
    });
    const appUrl = `http://127.0.0.1:${appPort}`;
    const target = { url: appUrl, secret: key.secret, paymentBody: () => wallet(seq++) };
    const scenarios = Object.entries(LIFECYCLE_CALLS)
      .filter(([name]) => ONLY.includes(name))
      .map(([, make]) => make(target));
    const servers: { title: string; pid: number; opts: autocannon.Options; scenario?: Scenario }[] = [
      { title: 'durable ceiling', pid: ceiling.pid!, opts: { url: `http://127.0.0.1:${ceilingPort}`, requests: [walletRequest('/')] } },
      { title: 'grouped ceiling', pid: grouped.pid!, opts: { url: `http://127.0.0.1:${groupedPort}`, requests: [walletRequest('/')] } },
      { title: 'process-payment', pid: app.pid!, opts: { url: appUrl, requests: [walletRequest('/api/merchant/process-payment')] } },
      ...scenarios.map((scenario) => ({ title: scenario.title, pid: app.pid!, opts: { url: appUrl, requests: scenario.requests }, scenario })),
      { title: 'bare hello-world', pid: bare.pid!, opts: { url: `http://127.0.0.1:${barePort}` } },
    ];
    const measured = servers.length - 1; // the hello-world always goes last

    // Warm up JIT, pools and caches before measuring (3 s was not enough: the first slice ran slower).
    // The lifecycle's feeds are filled first for the warm-up, guessing its rate from the durable ceiling's.
    const WARM_UP = 5;
    const rates = new Map<string, number>();
    for (const server of servers) {
      if (server.scenario) await server.scenario.topUp(Math.ceil((rates.get('durable ceiling') ?? 1_000) * WARM_UP * 1.5));
      const warm = await autocannon({ ...server.opts, connections: Math.max(...LOADS), duration: WARM_UP });
      rates.set(server.title, warm.requests.total / WARM_UP);
    }

    // Payments for the whole run, made before it: each call's warm-up rate, with room to spare.
    // Should a call run faster than that, its feed is topped up between slices.
    const need = (scenario: Scenario, seconds: number) => Math.ceil((rates.get(scenario.title) ?? 0) * seconds * 1.5) + 2 * Math.max(...LOADS);
    for (const scenario of scenarios) {
      const requests = need(scenario, DURATION * LOADS.length);
      console.log(`Feeding ${scenario.title}: room for ${requests} requests...`);
      await scenario.topUp(requests);
    }

    // The servers take turns in short slices (each round starting with the next one, the hello-world
    // last), so a burst of other work on the machine falls on all of them rather than on one.
    const rows: Row[] = [];
    for (const connections of LOADS) {
      const tallies = servers.map((server): Tally => ({
        title: server.title,
        connections,
        latencies: [],
        sliceP99: [],
        non2xx: 0,
        errors: 0,
        seconds: 0,
        cpu: { server: 0, postgres: 0, loadgen: 0 },
        activity: new Map(),
        activitySamples: 0,
        postgresCpu: new Map(),
        walBytes: 0,
        checkpoints: 0,
      }));
      console.log(`${connections} connections: ${ROUNDS} rounds of ${SLICE} s per server...`);
      for (let round = 0; round < ROUNDS; round++) {
        const order = [...Array.from({ length: measured }, (_, i) => (i + round) % measured), measured];
        for (const i of order) {
          const { scenario, pid, opts } = servers[i]!;
          if (scenario && scenario.available() < need(scenario, SLICE)) await scenario.topUp(need(scenario, SLICE));
          await slice(tallies[i]!, SLICE, pid, postmaster, opts, wal!, monitor);
          if (scenario) rates.set(scenario.title, Math.max(rates.get(scenario.title) ?? 0, tallies[i]!.latencies.length / tallies[i]!.seconds));
        }
      }
      for (const t of tallies) {
        rows.push(summarise(t));
        if (!monitor) continue;
        console.log(`  ${t.title}, ${connections} connections: PostgreSQL sessions (average number in each state)`);
        for (const [what, n] of [...t.activity.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
          console.log(`    ${(n / Math.max(t.activitySamples, 1)).toFixed(1).padStart(5)}  ${what}`);
        }
        console.log(`  ${t.title}, ${connections} connections: PostgreSQL CPU (cores) by process`);
        for (const [what, seconds] of [...t.postgresCpu.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
          console.log(`    ${(seconds / t.seconds).toFixed(2).padStart(5)}  ${what}`);
        }
      }
    }

    const machine = `${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`;
    console.log(
      '\n| connections | server | req/s | p50 ms | p99 ms | p99 of one slice, ms | requests | non-2xx | errors | CPU: server / PostgreSQL / load generator | WAL per request, KB | checkpoints |',
    );
    console.log('|---:|---|---:|---:|---:|---|---:|---:|---:|---|---:|---:|');
    for (const r of rows) {
      const cpu = `${r.cpu.server.toFixed(2)} / ${r.cpu.postgres.toFixed(2)} / ${r.cpu.loadgen.toFixed(2)}`;
      console.log(
        `| ${r.connections} | ${r.title} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.sliceP99.min.toFixed(1)} to ${r.sliceP99.max.toFixed(1)} | ${r.total} | ${r.non2xx} | ${r.errors} | ${cpu} | ${(r.walPerRequest / 1024).toFixed(1)} | ${r.checkpoints} |`,
      );
    }
    console.log('');
    for (const connections of LOADS) {
      const at = (title: string) => rows.find((r) => r.connections === connections && r.title === title)!;
      const top = at('durable ceiling');
      const group = at('grouped ceiling');
      const hello = at('bare hello-world');
      const pay = at('process-payment');
      const ratio = pay.requestsPerSecond / top.requestsPerSecond;
      const p99Ratio = pay.p99 / top.p99;
      console.log(
        `${connections} connections: process-payment runs at ${(ratio * 100).toFixed(1)}% of the durable ceiling's throughput (target >= 60%, moonshot 80%), ` +
          `p99 ${pay.p99.toFixed(1)} ms = ${p99Ratio.toFixed(2)}x the ceiling's ${top.p99.toFixed(1)} ms (target <= 1.5x, moonshot 1.0x); ` +
          `${((pay.requestsPerSecond / hello.requestsPerSecond) * 100).toFixed(1)}% of bare hello-world.`,
      );
      console.log(
        `${connections} connections: the grouped ceiling runs at ${group.requestsPerSecond.toFixed(0)} req/s, p99 ${group.p99.toFixed(1)} ms ` +
          `(${((group.requestsPerSecond / top.requestsPerSecond) * 100).toFixed(1)}% of the durable ceiling's throughput).`,
      );
      for (const title of ['process-payment', ...scenarios.map((s) => s.title)]) {
        const r = at(title);
        const vs = (c: Row) => `${((r.requestsPerSecond / c.requestsPerSecond) * 100).toFixed(1)}% and p99 ${(r.p99 / c.p99).toFixed(2)}x`;
        const meets = r.requestsPerSecond >= 0.6 * top.requestsPerSecond && r.p99 <= 1.5 * top.p99;
        console.log(
          `  ${title}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ` +
            `vs the durable ceiling ${vs(top)} (target >= 60% and <= 1.5x: ${meets ? 'met' : 'not met'}); vs the grouped ceiling ${vs(group)}`,
        );
      }
    }
    for (const scenario of scenarios) {
      if (scenario.dry > 0) console.log(`The ${scenario.title} feed ran dry for ${scenario.dry} requests (refused; counted as non-2xx above).`);
    }
    console.log(
      `\nMachine: ${machine}. Payments made with a ${MODE} key${args['accept-encoding'] === undefined ? '' : ` and Accept-Encoding: ${args['accept-encoding']}`}. Refunds of ${REFUND_AMOUNT} pence.`,
    );
  } finally {
    await monitor?.end();
    await wal?.end();
    // The ceiling first: it uses the app's embedded PostgreSQL, which stops with the app.
    if (ceiling) await stopProcess(ceiling);
    if (grouped) await stopProcess(grouped);
    if (bare) await stopProcess(bare);
    await stopProcess(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
