import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@server/db/embedded';
import { randomIp, signupBody } from './support/factories';

/**
 * A crash in the middle of payments, for real: the app runs as its own process the way `npm start`
 * runs it (src/server/main.ts on an embedded PostgreSQL under DATA_DIR, fsync on), is killed with
 * SIGKILL while payments with Idempotency-Keys are in flight, and is started again on the same
 * DATA_DIR. Every key must then be retryable at once: an acknowledged payment replays its stored
 * answer, and one that was never acknowledged completes (or replays, if it committed before the
 * process died), with exactly one transaction per key.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const PAYMENTS = 240;
const IN_FLIGHT = 40;
const KILL_AFTER_ACKNOWLEDGED = 60;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-crash-test-'));
let app: { child: ChildProcess; url: string } | undefined;

async function startApp(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      API_RATE_LIMIT_TEST: '0',
      API_RATE_LIMIT_LIVE: '0',
      ADMIN_EMAIL: 'crash@smartsplit.test',
      ADMIN_PASSWORD: 'Crash-Test-Passw0rd',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app did not start: ${stderr}`);
}

async function stopApp(target: { child: ChildProcess } | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!target || target.child.exitCode !== null || target.child.signalCode !== null) return;
  const exited = new Promise((r) => target.child.once('exit', r));
  target.child.kill(signal);
  await exited;
}

/** The embedded database of DATA_DIR, for checking what was stored. */
async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const port = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/smartsplit` });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const wallet = (i: number) => ({
  amount: 1_000 + i,
  currency: 'GBP',
  customerEmail: `crash${i}.shopper@shop.example`,
  category: 'groceries',
  cards: [
    { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 50_000, rewardRate: 0.01 },
    { id: 'card_b', brand: 'AMEX', last4: '0005', expMonth: 12, expYear: 2099, available: 50_000, rewardRate: 0.02, rewardCap: 5 },
  ],
});

afterAll(async () => {
  await stopApp(app, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash during payments', () => {
  it('leaves every Idempotency-Key retryable at once: acknowledged ones replay, the others complete, one transaction each', { timeout: 240_000 }, async () => {
    app = await startApp();
    const signup = await fetch(`${app.url}/api/merchant/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify(signupBody()),
    });
    expect(signup.status).toBe(201);
    const apiKey = ((await signup.json()) as { testApiKey: { secret: string } }).testApiKey.secret;
    const send = (url: string, i: number) =>
      fetch(`${url}/api/merchant/process-payment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': `crash-order-${i}` },
        body: JSON.stringify(wallet(i)),
      });

    // Payments with keys, IN_FLIGHT at a time; SIGKILL once KILL_AFTER_ACKNOWLEDGED have been answered.
    const answers = new Map<number, { status: number; body: string }>();
    const first = app;
    let next = 0;
    let killed: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < PAYMENTS) {
          const i = next++;
          try {
            const res = await send(first.url, i);
            answers.set(i, { status: res.status, body: await res.text() });
            if (answers.size >= KILL_AFTER_ACKNOWLEDGED) killed ??= stopApp(first, 'SIGKILL');
          } catch {
            // Not answered: the process died with it in flight, or it was never sent.
          }
        }
      }),
    );
    await killed;
    const acknowledged = [...answers.keys()];
    const unacknowledged = Array.from({ length: PAYMENTS }, (_, i) => i).filter((i) => !answers.has(i));
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unacknowledged.length).toBeGreaterThan(0);
    for (const { status } of answers.values()) expect([201, 402]).toContain(status);

    // Started again on the same DATA_DIR: it stops the orphaned database and lets it recover.
    app = await startApp();
    const restarted = app;
    const retriedAt = Date.now();
    const retry = async (i: number) => {
      for (;;) {
        const res = await send(restarted.url, i);
        const body = await res.text();
        if (res.status !== 409 || Date.now() - retriedAt > 60_000)
          return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') === 'true' };
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    for (const i of acknowledged) {
      const again = await retry(i);
      expect(again.replayed, `key ${i}`).toBe(true);
      expect(again.status).toBe(answers.get(i)!.status);
      expect(again.body).toBe(answers.get(i)!.body);
    }
    const completed: string[] = [];
    for (const i of unacknowledged) {
      const again = await retry(i);
      expect([201, 402], `key ${i}: ${again.body}`).toContain(again.status);
      completed.push((JSON.parse(again.body) as { transactionId: string }).transactionId);
    }
    expect(Date.now() - retriedAt).toBeLessThan(60_000);

    // Exactly one transaction per key, and each key's stored answer names it.
    const [stored] = await query<{ transactions: number; distinct_ids: number; keys: number; matched: number }>(`
      select (select count(*)::int from transactions) as transactions,
             (select count(distinct transaction_id)::int from transactions) as distinct_ids,
             (select count(*)::int from idempotency_keys) as keys,
             (select count(*)::int from idempotency_keys i join transactions t on t.transaction_id = i.response_body::jsonb ->> 'transactionId') as matched`);
    expect(stored).toEqual({ transactions: PAYMENTS, distinct_ids: PAYMENTS, keys: PAYMENTS, matched: PAYMENTS });
    expect(new Set(completed).size).toBe(unacknowledged.length);
  });
});
