import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@server/db/embedded';
import { deriveKeys, generateApiKey } from '@server/modules/auth';
import { randomIp, signupBody } from './support/factories';

/**
 * A crash in the middle of the payment lifecycle (docs/decisions/0033), for real: the app runs as its
 * own process the way `npm start` runs it (src/server/main.ts on an embedded PostgreSQL under
 * DATA_DIR, fsync on), is killed with SIGKILL while keyed captures and keyed refunds of a live key
 * are in flight together, and is started again on the same DATA_DIR. Every key is then retried with
 * the same request: an acknowledged one replays its answer byte for byte, an unacknowledged one
 * completes (or replays, if it committed before the process died). Nothing may be doubled or lost:
 * each payment's refunded amount is exactly the sum of its refunds' keys, there is one refund row per
 * key, one capture per payment with one ledger posting, and every ledger group sums to zero.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const CAPTURES = 120;
const REFUND_PAYMENTS = 12;
const REFUNDS = 240;
const IN_FLIGHT = 40;
const KILL_AFTER_ACKNOWLEDGED = 100;
const PAYMENT_AMOUNT = 20_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-lifecycle-crash-'));
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

/** The embedded database of DATA_DIR, for setting up and checking what was stored. */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const port = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/smartsplit` });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const wallet = (i: number, fields: Record<string, unknown>) => ({
  amount: PAYMENT_AMOUNT,
  currency: 'GBP',
  customerEmail: `lifecycle${i}.shopper@shop.example`,
  category: 'groceries',
  cards: [
    { id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 12_000, rewardRate: 0.01 },
    { id: 'card_b', brand: 'AMEX', last4: '0005', expMonth: 12, expYear: 2099, available: 12_000, rewardRate: 0.02, rewardCap: 50 },
  ],
  ...fields,
});

/** One keyed request of the load: a capture of its own payment, or a small refund of a shared one. */
interface Op {
  key: string;
  kind: 'capture' | 'refund';
  paymentId: string;
  body: Record<string, unknown>;
  /** What a successful answer is. */
  ok: number;
}

afterAll(async () => {
  await stopApp(app, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash during captures and refunds', () => {
  it('doubles nothing and loses nothing acknowledged: every key replays or completes once, and the ledger balances', { timeout: 300_000 }, async () => {
    app = await startApp();
    const signup = await fetch(`${app.url}/api/merchant/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify(signupBody()),
    });
    expect(signup.status).toBe(201);
    const { merchant } = (await signup.json()) as { merchant: { merchantId: string } };
    // A live key, so captures and refunds post to the ledger: the merchant approved and the key
    // stored the way the app stores one (its hash under the key derived from DATA_DIR's secret).
    const [row] = await query<{ id: string }>(`update merchants set status = 'ACTIVE', verification_status = 'APPROVED' where merchant_id = $1 returning id`, [
      merchant.merchantId,
    ]);
    const live = generateApiKey(deriveKeys(fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()).apiKeyHash, 'live');
    await query(`insert into api_keys (merchant_id, mode, prefix, key_hash) values ($1, 'live', $2, $3)`, [row!.id, live.prefix, live.hash]);

    const post = (url: string, requestPath: string, body: unknown, key?: string) =>
      fetch(`${url}${requestPath}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${live.secret}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      });
    const makePayment = async (i: number, fields: Record<string, unknown>) => {
      const res = await post(app!.url, '/api/merchant/process-payment', wallet(i, fields));
      expect(res.status).toBe(201);
      const made = (await res.json()) as { transactionId: string; status: string; amountCaptured: number };
      return made;
    };

    // Payments to act on: manual-capture ones (one capture each) and captured ones (many refunds each).
    const toCapture: Awaited<ReturnType<typeof makePayment>>[] = [];
    for (let i = 0; i < CAPTURES; i++) toCapture.push(await makePayment(i, { captureMethod: 'manual' }));
    expect(toCapture.every((p) => p.status === 'AUTHORISED')).toBe(true);
    const toRefund: Awaited<ReturnType<typeof makePayment>>[] = [];
    for (let i = 0; i < REFUND_PAYMENTS; i++) toRefund.push(await makePayment(CAPTURES + i, {}));
    expect(toRefund.every((p) => p.status === 'COMPLETED' && p.amountCaptured === PAYMENT_AMOUNT)).toBe(true);

    // Captures (some partial) and refunds of a few pence each, interleaved.
    const captures: Op[] = toCapture.map((p, i) => ({
      key: `crash-capture-${i}`,
      kind: 'capture',
      paymentId: p.transactionId,
      body: i % 3 === 0 ? { amount: PAYMENT_AMOUNT - 1_000 * (1 + (i % 5)) } : {},
      ok: 200,
    }));
    const refunds: Op[] = Array.from({ length: REFUNDS }, (_, j) => ({
      key: `crash-refund-${j}`,
      kind: 'refund',
      paymentId: toRefund[j % REFUND_PAYMENTS]!.transactionId,
      body: { amount: 7 + (j % 11) * 3, reason: 'other' },
      ok: 201,
    }));
    const ops: Op[] = [];
    for (let i = 0; i < Math.max(captures.length, refunds.length); i++) {
      if (refunds[i]) ops.push(refunds[i]!);
      if (captures[i]) ops.push(captures[i]!);
    }
    const send = (url: string, op: Op) => post(url, `/api/merchant/payments/${op.paymentId}/${op.kind === 'capture' ? 'capture' : 'refunds'}`, op.body, op.key);

    // IN_FLIGHT at a time; SIGKILL once KILL_AFTER_ACKNOWLEDGED have been answered.
    const answers = new Map<Op, { status: number; body: string }>();
    const first = app;
    let next = 0;
    let killed: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < ops.length) {
          const op = ops[next++]!;
          try {
            const res = await send(first.url, op);
            answers.set(op, { status: res.status, body: await res.text() });
            if (answers.size >= KILL_AFTER_ACKNOWLEDGED) killed ??= stopApp(first, 'SIGKILL');
          } catch {
            // Not answered: the process died with it in flight, or it was never sent.
          }
        }
      }),
    );
    await killed;
    const acknowledged = ops.filter((op) => answers.has(op));
    const unacknowledged = ops.filter((op) => !answers.has(op));
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unacknowledged.length).toBeGreaterThan(0);
    // Both kinds were under way when the process died.
    expect(acknowledged.some((op) => op.kind === 'capture') && acknowledged.some((op) => op.kind === 'refund')).toBe(true);
    expect(unacknowledged.some((op) => op.kind === 'capture') && unacknowledged.some((op) => op.kind === 'refund')).toBe(true);
    for (const op of acknowledged) expect(answers.get(op)!.status, `${op.key}: ${answers.get(op)!.body}`).toBe(op.ok);

    // Started again on the same DATA_DIR: it stops the orphaned database and lets it recover.
    app = await startApp();
    const restarted = app;
    const retriedAt = Date.now();
    const retry = async (op: Op) => {
      for (;;) {
        const res = await send(restarted.url, op);
        const body = await res.text();
        const inProgress = res.status === 409 && (JSON.parse(body) as { code?: string }).code === 'IDEMPOTENCY_IN_PROGRESS';
        if (!inProgress || Date.now() - retriedAt > 60_000) return { status: res.status, body, replayed: res.headers.get('idempotent-replayed') === 'true' };
        await new Promise((r) => setTimeout(r, 500));
      }
    };
    // Every key retried, IN_FLIGHT at a time as during the load, in the original order.
    const again = new Map<Op, Awaited<ReturnType<typeof retry>>>();
    let retryNext = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (retryNext < ops.length) {
          const op = ops[retryNext++]!;
          again.set(op, await retry(op));
        }
      }),
    );
    expect(Date.now() - retriedAt).toBeLessThan(60_000);
    for (const op of acknowledged) {
      const a = again.get(op)!;
      expect(a.replayed, op.key).toBe(true);
      expect(a.status, op.key).toBe(op.ok);
      expect(a.body, op.key).toBe(answers.get(op)!.body);
    }
    for (const op of unacknowledged) expect(again.get(op)!.status, `${op.key}: ${again.get(op)!.body}`).toBe(op.ok);

    // Refunds: one row per key, each key's answer naming its own row, amounts exactly the keys' sums.
    const refundIds = refunds.map((op) => (JSON.parse(again.get(op)!.body) as { id: string; amount: number }).id);
    expect(new Set(refundIds).size).toBe(REFUNDS);
    const storedRefunds = await query<{ id: string; payment: string; status: string }>(
      `select r.id, t.transaction_id as payment, r.status from refunds r join transactions t on t.id = r.transaction_id`,
    );
    expect(storedRefunds).toHaveLength(REFUNDS);
    expect(new Set(storedRefunds.map((r) => r.id))).toEqual(new Set(refundIds));
    expect(storedRefunds.every((r) => r.status === 'SUCCEEDED')).toBe(true);
    const keyed = new Map<string, number>();
    for (const op of refunds) keyed.set(op.paymentId, (keyed.get(op.paymentId) ?? 0) + (op.body.amount as number));
    const refunded = await query<{ payment: string; amount_refunded: string; legs_refunded: string; rows: string; clearing: string }>(
      `select t.transaction_id as payment, t.amount_refunded,
              (select coalesce(sum((l ->> 'amountRefunded')::bigint), 0) from jsonb_array_elements(t.legs) l) as legs_refunded,
              (select coalesce(sum(r.amount), 0) from refunds r where r.transaction_id = t.id) as rows,
              (select coalesce(sum(e.amount), 0) from refunds r cross join jsonb_array_elements(r.legs) l
                 join ledger_entries e on e.group_id = md5(r.id || ':' || (l ->> 'legId'))::uuid and e.kind = 'REFUND' and e.account = 'payment_clearing'
                where r.transaction_id = t.id) as clearing
         from transactions t where t.transaction_id = any($1)`,
      [[...keyed.keys()]],
    );
    expect(refunded).toHaveLength(REFUND_PAYMENTS);
    for (const r of refunded) {
      const sum = keyed.get(r.payment);
      const stored = { amount_refunded: Number(r.amount_refunded), legs_refunded: Number(r.legs_refunded), rows: Number(r.rows), clearing: Number(r.clearing) };
      expect({ payment: r.payment, ...stored }).toEqual({
        payment: r.payment,
        amount_refunded: sum,
        legs_refunded: sum,
        rows: sum,
        clearing: sum,
      });
    }

    // Captures: each payment COMPLETED once with the amount asked, and one PAYMENT posting for it.
    const captured = await query<{ payment: string; status: string; amount_captured: string; clearing: string; entries: number; accounts: number }>(
      `select t.transaction_id as payment, t.status, t.amount_captured,
              coalesce(sum(e.amount) filter (where e.account = 'payment_clearing'), 0) as clearing,
              count(e.id)::int as entries, count(distinct e.account)::int as accounts
         from transactions t left join ledger_entries e on e.group_id = t.id and e.kind = 'PAYMENT'
        where t.transaction_id = any($1) group by t.id`,
      [captures.map((op) => op.paymentId)],
    );
    expect(captured).toHaveLength(CAPTURES);
    for (const c of captured) {
      const op = captures.find((o) => o.paymentId === c.payment)!;
      const amount = (op.body.amount as number | undefined) ?? PAYMENT_AMOUNT;
      expect({ status: c.status, amount_captured: Number(c.amount_captured), clearing: Number(c.clearing) }, op.key).toEqual({
        status: 'COMPLETED',
        amount_captured: amount,
        clearing: -amount,
      });
      expect(c.entries, op.key).toBe(c.accounts);
      expect((JSON.parse(again.get(op)!.body) as { payment: { status: string; amountCaptured: number } }).payment).toMatchObject({
        status: 'COMPLETED',
        amountCaptured: amount,
      });
    }

    // Every key stored once and done; every ledger group balanced, with no account posted twice in a group.
    const [keys] = await query<{ done: number; other: number }>(
      `select count(*) filter (where state = 'done' and (key like 'crash-capture-%' or key like 'crash-refund-%'))::int as done,
              count(*) filter (where state <> 'done')::int as other from idempotency_keys`,
    );
    expect(keys).toEqual({ done: CAPTURES + REFUNDS, other: 0 });
    const unbalanced = await query(`select group_id, sum(amount) from ledger_entries group by group_id having sum(amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const doubled = await query(`select group_id, account from ledger_entries group by group_id, account having count(*) > 1`);
    expect(doubled).toEqual([]);
    const [groups] = await query<{ payment: number; refund: number }>(
      `select count(distinct group_id) filter (where kind = 'PAYMENT')::int as payment, count(distinct group_id) filter (where kind = 'REFUND')::int as refund from ledger_entries`,
    );
    const refundLegs = await query<{ n: number }>(`select count(*)::int as n from refunds r cross join jsonb_array_elements(r.legs) l`);
    expect(groups).toEqual({ payment: CAPTURES + REFUND_PAYMENTS, refund: refundLegs[0]!.n });
  });
});
