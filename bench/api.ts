/**
 * npm run bench:api — drives POST /api/merchant/process-payment with
 * autocannon (50 connections, 20 s, 5-card wallets, a fresh customer per
 * request) against the real app on its embedded PostgreSQL, then a bare
 * Fastify hello-world the same way, and prints both and their ratio.
 *
 * Each server runs in its own process so the load generator does not share
 * its event loop. Options: --connections N --duration S
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { cliConfig, parseArgs } from '@server/cli/cli-support';
import { openCliDatabase } from '@server/db/cli-database';
import { apiKeys, merchants } from '@server/db/schema/index';
import { freePort } from '@server/db/embedded';
import { generateApiKey, randomAlphanumeric } from '@server/modules/auth/api-key-secrets';
import { deriveKeys } from '@server/modules/auth/keys';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = parseArgs(process.argv.slice(2));
const CONNECTIONS = Number(args.connections ?? 50);
const DURATION = Number(args.duration ?? 20);

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
  return { amount: 2_000 + ((seq * 104_723) % 40_000), currency: 'GBP', customerEmail: `shopper.${randomAlphanumeric(10)}@bench.example`, category: seq % 3 ? 'groceries' : 'general', maxSplits: 3, cards };
}

async function run(title: string, opts: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    title,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-bench-api-'));
  const appPort = await freePort();
  const barePort = await freePort();
  const env = { DATA_DIR: dataDir, PORT: String(appPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_EMAIL: 'bench@smartsplit.test', ADMIN_PASSWORD: 'Bench-Admin-Passw0rd' };
  console.log(`Starting SmartSplit on embedded PostgreSQL (${dataDir})...`);
  const app = startProcess(['src/server/main.ts'], env);
  let bare: ChildProcess | undefined;
  try {
    await waitForHealth(`http://127.0.0.1:${appPort}/api/health`, app);

    // A merchant and a test key, written the way signup writes them.
    Object.assign(process.env, env);
    const config = cliConfig();
    const { database, close } = await openCliDatabase(config, pino({ level: 'warn' }));
    const keys = deriveKeys(fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim());
    const [merchant] = await database.db
      .insert(merchants)
      .values({ merchantId: `mch_${randomAlphanumeric(16)}`, companyName: 'Bench Retail Ltd', contactEmail: 'ops@bench.example', contactPhone: '+44 20 7946 0000', businessType: 'LIMITED_COMPANY', industry: 'RETAIL', status: 'ACTIVE' })
      .returning();
    const key = generateApiKey(keys.apiKeyHash, 'test');
    await database.db.insert(apiKeys).values({ merchantId: merchant!.id, mode: 'test', prefix: key.prefix, keyHash: key.hash });
    await close();

    let seq = 0;
    const paymentRequest = {
      method: 'POST' as const,
      path: '/api/merchant/process-payment',
      headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
      setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(wallet(seq++)) }),
    };
    // Warm up JIT, pools and caches before measuring.
    await autocannon({ url: `http://127.0.0.1:${appPort}`, connections: 10, duration: 3, requests: [paymentRequest] });
    console.log(`Driving process-payment: ${CONNECTIONS} connections for ${DURATION} s...`);
    const payments = await run('process-payment', { url: `http://127.0.0.1:${appPort}`, requests: [paymentRequest] });
    await stopProcess(app);

    bare = startProcess(['bench/bare-server.ts'], { PORT: String(barePort) });
    await waitForHealth(`http://127.0.0.1:${barePort}/`, bare);
    await autocannon({ url: `http://127.0.0.1:${barePort}`, connections: 10, duration: 3 });
    console.log(`Driving bare Fastify hello-world: ${CONNECTIONS} connections for ${DURATION} s...`);
    const helloWorld = await run('bare Fastify hello-world', { url: `http://127.0.0.1:${barePort}` });

    const rows = [payments, helloWorld];
    console.log('\n| server | req/s | p50 ms | p99 ms | requests | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.title} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} |`);
    const ratio = payments.requestsPerSecond / helloWorld.requestsPerSecond;
    console.log(`\nprocess-payment throughput is ${(ratio * 100).toFixed(1)}% of the bare server (target >= 25%).`);
    console.log(`process-payment p99 is ${payments.p99} ms (target <= 50 ms).`);
    console.log(`Machine: ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}.`);
  } finally {
    await stopProcess(app);
    if (bare) await stopProcess(bare);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
