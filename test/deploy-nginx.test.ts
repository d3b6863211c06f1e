import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '@server/db/embedded';
import { startAppProcess, stopAppProcess, type AppProcess } from './support/app-process';
import { signupBody } from './support/factories';
import { createTestDatabase } from './support/test-cluster';

/**
 * The reference deployment for real (deploy/nginx.conf, decision 0041): Debian's nginx in front of
 * three app processes on one PostgreSQL. Under steady payment load through nginx, one instance is
 * stopped with SIGTERM (it drains) and another with SIGKILL. The client retries network errors, 502
 * and 503 with the same Idempotency-Key, as the SDK does; every payment it sent must be stored exactly
 * once. The test prints what the client saw and how long nginx took to route around each instance.
 *
 * Set TEST_DATABASE_REPLICA_URL to run the instances with a read replica (DATABASE_REPLICA_URL).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const CLIENTS = 6;
const LOAD_MS = 12_000;
const SIGTERM_AT_MS = 3_000;
const SIGKILL_AT_MS = 7_000;
const DRAIN_MS = 1_000;

let database: { url: string; drop(): Promise<void> };
const apps: AppProcess[] = [];
let nginx: ChildProcess | undefined;
let prefix: string;

async function startNginx(ports: number[]): Promise<{ url: string; accessLog: string }> {
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: let them reach their temporary folders.
  fs.chmodSync(prefix, 0o755);
  const listen = await freePort();
  // The placeholders are filled on the configuration's lines, never in its comments.
  const conf = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .split('\n')
    .map((line) =>
      line.trim().startsWith('#')
        ? line
        : line
            .replaceAll('{{PREFIX}}', prefix)
            .replaceAll('{{LISTEN}}', `127.0.0.1:${listen}`)
            .replaceAll('{{SERVERS}}', ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n        ')),
    )
    .join('\n');
  expect(conf.split('\n').filter((line) => !line.trim().startsWith('#') && line.includes('{{'))).toEqual([]);
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const test = spawn(NGINX, ['-t', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { stdio: 'pipe' });
  let checked = '';
  test.stderr!.on('data', (c: Buffer) => (checked += c.toString()));
  expect(await new Promise((resolve) => test.once('exit', resolve)), checked).toBe(0);
  nginx = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${listen}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/livez`)).ok) return { url, accessLog: path.join(prefix, 'access.log') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
}

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'));
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  for (const app of apps) await stopAppProcess(app);
  await database.drop();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

const wallet = (i: number) => ({
  amount: 1_000 + (i % 5_000),
  currency: 'GBP',
  customerEmail: `shopper${i}@shop.example`,
  category: 'groceries',
  cards: [
    { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 50_000, rewardRate: 0.01 },
    { id: 'card_b', brand: 'AMEX', last4: '0005', expMonth: 12, expYear: 2099, available: 50_000, rewardRate: 0.02, rewardCap: 5 },
  ],
});

interface Failure {
  at: number;
  key: string;
  what: string;
}

describe('behind nginx', () => {
  it('stores every payment exactly once while one instance drains on SIGTERM and another is killed', { timeout: 180_000 }, async () => {
    expect(fs.existsSync(NGINX), `${NGINX} is missing: apt-get install nginx (.ci/run installs it)`).toBe(true);
    const replica = process.env.TEST_DATABASE_REPLICA_URL;
    const env = { TRUST_PROXY: '1', SHUTDOWN_DRAIN_MS: String(DRAIN_MS), ...(replica ? { DATABASE_REPLICA_URL: replica } : {}) };
    apps.push(...(await Promise.all([0, 1, 2].map(() => startAppProcess(database.url, env)))));
    const { url, accessLog } = await startNginx(apps.map((a) => a.port));

    const signup = await fetch(`${url}/api/merchant/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupBody()),
    });
    expect(signup.status).toBe(201);
    const apiKey = ((await signup.json()) as { testApiKey: { secret: string } }).testApiKey.secret;

    const failures: Failure[] = [];
    const answered = new Map<string, number>();
    const lost: string[] = [];
    let next = 0;
    const startedAt = Date.now();
    /** One payment, retried with its key until it has an answer (at most 30 s). */
    const pay = async (i: number) => {
      const key = `deploy-order-${i}`;
      const until = Date.now() + 30_000;
      while (Date.now() < until) {
        let what: string;
        let waitMs = 100;
        try {
          const res = await fetch(`${url}/api/merchant/process-payment`, {
            method: 'POST',
            headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify(wallet(i)),
            signal: AbortSignal.timeout(10_000),
          });
          const body = await res.text();
          if (res.status === 201 || res.status === 402) return void answered.set(key, res.status);
          if (![409, 502, 503, 504].includes(res.status)) throw new Error(`payment ${key}: unexpected ${res.status} ${body}`);
          what = `${res.status} ${body.startsWith('{') ? body.slice(0, 100) : '(nginx page)'}`;
          waitMs = Math.min(1_000, Number(res.headers.get('retry-after') ?? 0) * 1000 || 100);
        } catch (err) {
          if (err instanceof Error && err.message.startsWith('payment ')) throw err;
          what = `network: ${(err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : String(err)}`;
        }
        failures.push({ at: Date.now() - startedAt, key, what });
        await new Promise((r) => setTimeout(r, waitMs));
      }
      lost.push(key);
    };

    const stops: { name: string; port: number; at: number }[] = [];
    const stopper = (async () => {
      await new Promise((r) => setTimeout(r, SIGTERM_AT_MS));
      stops.push({ name: 'SIGTERM', port: apps[0]!.port, at: Date.now() - startedAt });
      apps[0]!.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, SIGKILL_AT_MS - SIGTERM_AT_MS));
      stops.push({ name: 'SIGKILL', port: apps[1]!.port, at: Date.now() - startedAt });
      apps[1]!.child.kill('SIGKILL');
    })();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() - startedAt < LOAD_MS) await pay(next++);
      }),
    );
    await stopper;
    const sent = next;

    // The drained instance stopped cleanly; the killed one did not.
    expect(await apps[0]!.exited).toEqual({ code: 0, signal: null });
    expect((await apps[1]!.exited).signal).toBe('SIGKILL');

    // Every payment sent has an answer and is stored exactly once, counted by its key.
    expect(lost).toEqual([]);
    expect(answered.size).toBe(sent);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query<{ key: string; transactions: number }>(`
      select i.key, count(t.transaction_id)::int as transactions
      from idempotency_keys i left join transactions t on t.transaction_id = i.response_body::jsonb ->> 'transactionId'
      group by i.key`);
    const [{ total }] = (await db.query<{ total: number }>('select count(*)::int as total from transactions')).rows as [{ total: number }];
    await db.end();
    const byKey = new Map(rows.map((r) => [r.key, r.transactions]));
    expect(byKey.size).toBe(sent);
    for (let i = 0; i < sent; i++) expect(byKey.get(`deploy-order-${i}`), `deploy-order-${i}`).toBe(1);
    expect(total).toBe(sent);

    // What nginx did: each request's tries, from its access log.
    const entries = fs
      .readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes('/api/merchant/process-payment'))
      .map((line) => {
        const [msec, status] = line.split(' ');
        const upstream = /upstream=(\S+(?:, \S+)*) upstream_status/.exec(line)?.[1] ?? '';
        const statuses = /upstream_status=(\S+(?:, \S+)*) upstream_time/.exec(line)?.[1] ?? '';
        return { at: Math.round(Number(msec) * 1000) - startedAt, status: Number(status), tries: upstream.split(', '), statuses: statuses.split(', ') };
      });
    const retriedByNginx = entries.filter((e) => e.tries.length > 1).length;
    console.log(
      `[deploy-nginx] ${sent} payments by ${CLIENTS} clients over ${LOAD_MS / 1000} s through nginx to 3 instances; ` +
        `${failures.length} failed requests seen by the client before its retry; ${retriedByNginx} requests nginx retried on another instance itself`,
    );
    for (const stop of stops) {
      const addr = `127.0.0.1:${stop.port}`;
      const after = entries.filter((e) => e.at >= stop.at);
      // Each try of the stopped instance after the stop: answered by it (a drain serves), or failed and moved on.
      const tries = after.flatMap((e) => e.tries.flatMap((a, n) => (a === addr ? [{ at: e.at - stop.at, status: e.statuses[n] ?? '-' }] : [])));
      const served = tries.filter((x) => Number(x.status) < 500);
      const failed = tries.filter((x) => !(Number(x.status) < 500));
      const firstLive = after.find((e) => !e.tries.includes(addr) && e.status < 500);
      const clientErrors = failures.filter((f) => f.at >= stop.at && (stops.find((s) => s.at > stop.at)?.at ?? Infinity) > f.at);
      console.log(
        `[deploy-nginx] ${stop.name} at ${stop.at} ms: first payment answered by a live instance ${firstLive ? firstLive.at - stop.at : '-'} ms after; ` +
          `${clientErrors.length} client-visible failures, the last ${clientErrors.length ? clientErrors.at(-1)!.at - stop.at : '-'} ms after; ` +
          `it answered ${served.length} more (the last ${served.at(-1)?.at ?? '-'} ms after); ` +
          `${failed.length} tries of it failed and nginx moved them on (at ${failed.map((x) => x.at).join(', ') || '-'} ms)`,
      );
    }
    for (const f of failures) console.log(`[deploy-nginx]   failed before retry at ${f.at} ms: ${f.key} ${f.what}`);
  });
});
