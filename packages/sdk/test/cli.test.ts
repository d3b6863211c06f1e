import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../src/contract/events';
import { apiLogWriter } from '../../../src/server/http/api-request-log';
import { call } from '../../../test/support/helpers';
import { createMerchantFixture, type MerchantFixture } from '../../../test/support/payment-fixtures';
import { serve } from '../../../test/support/sse';
import { createTestApps, type TestApp } from '../../../test/support/test-app';
import { buildCli, cliEnv, cliPath, removeCliBuild, runCli, startCli, startReceiver, type RunningCli } from './cli-support';
import { card, paymentBody } from './support';

/**
 * The `smartsplit` CLI, built and run as a child process against two instances of the real app on
 * one database (acceptance 3 and 4 of the SDK and CLI issue).
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
let m: MerchantFixture;
let other: MerchantFixture;
let testKey: string;
let liveKey: string;
let otherKey: string;
const running: RunningCli[] = [];

beforeAll(async () => {
  buildCli();
  cluster = await createTestApps(2, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  [a, b] = cluster.apps as [TestApp, TestApp];
  urlA = await serve(a.app);
  urlB = await serve(b.app);
  m = await createMerchantFixture(a);
  other = await createMerchantFixture(a);
  testKey = (await m.key('test')).secret;
  liveKey = (await m.key('live')).secret;
  otherKey = (await other.key('test')).secret;
}, 120_000);
afterAll(async () => {
  for (const cli of running) await cli.stop();
  await cluster.close();
  removeCliBuild();
});

const keyed = (key = testKey, base = urlA) => cliEnv({ SMARTSPLIT_API_KEY: key, SMARTSPLIT_BASE_URL: base });
const start = (args: string[], env: NodeJS.ProcessEnv) => {
  const cli = startCli(args, env);
  running.push(cli);
  return cli;
};

async function latestEvent(type: string, key = testKey) {
  const res = await call(a.app, 'GET', `/api/merchant/events?type=${type}&limit=1`, { token: key });
  return res.json.events[0] as { id: string; type: string; data: Record<string, unknown> } | undefined;
}

describe('the smartsplit bin', () => {
  it('is the package’s bin, a node script with a shebang, depending on nothing but the SDK and node', () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ smartsplit: './dist/cli/main.js' });
    const built = readFileSync(cliPath(), 'utf8');
    expect(built.startsWith('#!/usr/bin/env node\n')).toBe(true);
    const sources = readdirSync(resolve(import.meta.dirname, '../src/cli'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    for (const file of sources) {
      const imports = [...readFileSync(resolve(import.meta.dirname, '../src/cli', file), 'utf8').matchAll(/from '([^']+)'/g)].map((x) => x[1]!);
      for (const spec of imports) expect(spec, `${file} imports ${spec}`).toMatch(/^(node:|\.\.?\/)/);
    }
  });
});

describe('smartsplit login', () => {
  it('checks the key with the server and keeps it in a 0600 file in a 0700 folder', async () => {
    const env = cliEnv();
    const done = await runCli(['login', '--api-key', testKey, '--base-url', urlA], env);
    expect(done, done.stderr).toMatchObject({ code: 0 });
    const file = join(env.XDG_CONFIG_HOME!, 'smartsplit', 'config.json');
    expect(done.stdout).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(env.XDG_CONFIG_HOME!, 'smartsplit')).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ apiKey: testKey, baseUrl: urlA });

    // Later commands use the stored key and server...
    const listed = await runCli(['payments', 'list', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(Array.isArray(JSON.parse(listed.stdout))).toBe(true);
    // ...unless SMARTSPLIT_API_KEY, --api-key or SMARTSPLIT_BASE_URL say otherwise.
    const made = await runCli(['payments', 'create', '--data', JSON.stringify(paymentBody()), '--json'], { ...env, SMARTSPLIT_API_KEY: otherKey });
    expect(made.code, made.stderr).toBe(0);
    const payment = JSON.parse(made.stdout) as { transactionId: string };
    expect((await call(a.app, 'GET', `/api/merchant/payments/${payment.transactionId}`, { token: otherKey })).status).toBe(200);
    expect((await call(a.app, 'GET', `/api/merchant/payments/${payment.transactionId}`, { token: testKey })).status).toBe(404);
    const bogus = await runCli(['payments', 'list', '--api-key', `sk_test_${'x'.repeat(40)}`], env);
    expect(bogus.code).toBe(1);
    expect(bogus.stderr).toMatch(/code: UNAUTHORIZED/);
    const elsewhere = await runCli(['payments', 'list'], { ...env, SMARTSPLIT_BASE_URL: 'http://127.0.0.1:9' });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toMatch(/Could not reach SmartSplit/);
  });

  it('refuses a live key and an unknown key, storing nothing', async () => {
    const env = cliEnv();
    const live = await runCli(['login', '--api-key', liveKey, '--base-url', urlA], env);
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/live key.*test keys/);
    const unknown = await runCli(['login', '--api-key', `sk_test_${'y'.repeat(40)}`, '--base-url', urlA], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/Invalid or revoked API key \(code: UNAUTHORIZED, status: 401/);
    expect(() => statSync(join(env.XDG_CONFIG_HOME!, 'smartsplit', 'config.json'))).toThrow();
  });
});

describe('usage and errors', () => {
  it('exits 2 on usage errors, naming the problem and the help to read', async () => {
    const env = keyed();
    for (const args of [
      ['payments', 'create', '--bogus'],
      ['payments', 'get'],
      ['payments', 'list', '--limit', 'ten'],
      ['payments', 'fly'],
      ['payments', 'get', 'txn_1', '--amount', '5'],
      ['trigger'],
      ['trigger', 'payment.exploded'],
      ['trigger', 'payout.paid'],
      ['logs'],
      ['logs', 'tail', '--status', 'bad'],
      ['listen', '--forward-to'],
      ['listen', '--forward-to', 'not a url'],
      ['launch'],
      [],
    ]) {
      const r = await runCli(args, env);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      if (args.length) expect(r.stderr).toMatch(/Usage error: .+\nRun smartsplit .*--help/);
    }
    const payout = await runCli(['trigger', 'payout.paid'], env);
    expect(payout.stderr).toContain('payouts are live mode only');
  });

  it('prints help for every command, exit 0', async () => {
    for (const args of [['--help'], ['login', '--help'], ['listen', '--help'], ['trigger', '--help'], ['logs', '--help'], ['payments', '--help']]) {
      const r = await runCli(args, cliEnv());
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Usage: smartsplit/);
    }
  });

  it('exits 1 on API errors with the API’s message, code and field', async () => {
    const env = keyed();
    const bad = await runCli(['payments', 'create', '--amount', '0', '--cards', JSON.stringify([card('c1')])], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^Error: .*\(code: VALIDATION_ERROR, field: amount, status: 400, request: req_[0-9a-f]{32}\)/m);
    const theirs = await runCli(['payments', 'create', '--data', JSON.stringify(paymentBody()), '--json'], keyed(otherKey));
    const foreign = await runCli(['payments', 'get', JSON.parse(theirs.stdout).transactionId], env);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(/code: TRANSACTION_NOT_FOUND, status: 404/);
    const noKey = await runCli(['payments', 'list'], cliEnv({ SMARTSPLIT_BASE_URL: urlA }));
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toMatch(/No API key/);
  });

  it('payments create, get, list, capture, cancel and refund, readable and as JSON that parses', async () => {
    const env = keyed();
    const created = await runCli(
      ['payments', 'create', '--amount', '12550', '--cards', JSON.stringify(paymentBody().cards), '--customer-email', 'cli@shop.example', '--json'],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    const p = JSON.parse(created.stdout) as { transactionId: string; status: string };
    expect(p.status).toBe('COMPLETED');
    const got = await runCli(['payments', 'get', p.transactionId, '--json'], env);
    expect(JSON.parse(got.stdout)).toMatchObject({ transactionId: p.transactionId });
    const readable = await runCli(['payments', 'get', p.transactionId], env);
    expect(readable.stdout).toMatch(new RegExp(`^${p.transactionId}  COMPLETED  £125\\.50`));
    const refund = await runCli(['payments', 'refund', p.transactionId, '--amount', '1000', '--json'], env);
    expect(JSON.parse(refund.stdout)).toMatchObject({ amount: 1000, status: 'SUCCEEDED' });
    const listed = await runCli(['payments', 'list', '--limit', '3', '--json'], env);
    expect(JSON.parse(listed.stdout)[0].transactionId).toBe(p.transactionId);

    const manual = JSON.parse((await runCli(['payments', 'create', '--data', JSON.stringify(paymentBody({ captureMethod: 'manual' })), '--json'], env)).stdout);
    const captured = await runCli(['payments', 'capture', manual.transactionId, '--amount', '5000', '--json'], env);
    expect(JSON.parse(captured.stdout).payment).toMatchObject({ status: 'COMPLETED', amountCaptured: 5000 });
    const toCancel = JSON.parse(
      (await runCli(['payments', 'create', '--data', JSON.stringify(paymentBody({ captureMethod: 'manual' })), '--json'], env)).stdout,
    );
    const canceled = await runCli(['payments', 'cancel', toCancel.transactionId], env);
    expect(canceled.stdout).toMatch(/CANCELED/);
    // A decline is a result, printed with its reason.
    const declined = await runCli(['payments', 'create', '--data', JSON.stringify(paymentBody({ cards: [card('old', { expMonth: 1, expYear: 2020 })] }))], env);
    expect(declined.code).toBe(0);
    expect(declined.stdout).toMatch(/DECLINED[\s\S]*declined: /);
  });
});

describe('smartsplit listen', () => {
  it('forwards a payment made on another instance, signed so standardwebhooks verifies it; a restart keeps the secret (acceptance 3)', async () => {
    const receiver = await startReceiver();
    const env = keyed(testKey, urlA);
    try {
      const listen = start(['listen', '--forward-to', receiver.url], env);
      const [, secret] = (await listen.waitFor(/Your webhook signing secret is (whsec_\S+) \(kept in /))!;
      await listen.waitFor(/Ready!/);

      const made = await call(b.app, 'POST', '/api/merchant/process-payment', { token: testKey, body: paymentBody() });
      expect(made.status).toBe(201);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const delivery = receiver.received[0]!;
      const verified = new Webhook(secret!).verify(delivery.body, delivery.headers as Record<string, string>) as {
        id: string;
        type: string;
        data: { transactionId: string };
      };
      expect(verified).toMatchObject({ type: 'payment.completed', data: { transactionId: made.json.transactionId } });
      expect(delivery.headers['webhook-id']).toBe(verified.id);
      await listen.waitFor(new RegExp(`payment\\.completed  ${verified.id}  --> POST ${receiver.url} \\[200\\]`));
      // Another merchant's payment never reaches it.
      await call(b.app, 'POST', '/api/merchant/process-payment', { token: otherKey, body: paymentBody() });
      expect(await listen.stop()).toBe(0);

      const again = start(['listen', '--forward-to', receiver.url], env);
      const [, secretAgain] = (await again.waitFor(/Your webhook signing secret is (whsec_\S+)/))!;
      expect(secretAgain).toBe(secret);
      await again.waitFor(/Ready!/);
      await again.stop();
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('reconnects after the connection drops and replays what it missed, from the last event id', async () => {
    const receiver = await startReceiver(500);
    // A TCP relay in front of instance A whose connections can be cut.
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(new URL(urlA).port), '127.0.0.1');
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => (client.destroy(), upstream.destroy());
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const relayUrl = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    try {
      const listen = start(['listen', '--forward-to', receiver.url, '--events', 'payment.completed'], keyed(testKey, relayUrl));
      await listen.waitFor(/Ready!/);
      const first = await call(b.app, 'POST', '/api/merchant/process-payment', { token: testKey, body: paymentBody() });
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      // The handler's 500 is printed, not fatal.
      await listen.waitFor(/payment\.completed {2}evt_\S+ {2}--> POST \S+ \[500\]/);

      for (const s of sockets) s.destroy();
      const missed = await call(b.app, 'POST', '/api/merchant/process-payment', { token: testKey, body: paymentBody() });
      await listen.waitFor(/Connection lost/);
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
      const ids = receiver.received.map((r) => (JSON.parse(r.body) as { data: { transactionId: string } }).data.transactionId);
      expect(ids).toEqual([first.json.transactionId, missed.json.transactionId]);
      await listen.waitFor(/Caught up on 1 event/);
      await listen.stop();
    } finally {
      for (const s of sockets) s.destroy();
      relay.close();
      await receiver.close();
    }
  });

  it('stops with exit 1 and the API’s code when its key is revoked', async () => {
    const k = await m.key('test');
    const listen = start(['listen'], keyed(k.secret, urlB));
    await listen.waitFor(/Ready!/);
    expect((await call(a.app, 'DELETE', `/api/merchant/api-keys/${k.id}`, { token: m.token })).status).toBe(204);
    expect(await listen.exit()).toBe(1);
    expect(listen.stderr()).toMatch(/Invalid or revoked API key \(code: UNAUTHORIZED, status: 401/);
  });

  it('an unknown event type is the API’s 400, naming the field', async () => {
    const r = await runCli(['listen', '--events', 'payment.completed,payment.bogus'], keyed());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/payment\.bogus.*\(code: VALIDATION_ERROR, field: types, status: 400/);
  });

  it('refuses a live key', async () => {
    const r = await runCli(['listen'], keyed(liveKey));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/test key/);
  });
});

describe('smartsplit trigger (acceptance 4)', () => {
  it('lists every event type: those it makes and those test mode cannot, with why', async () => {
    const r = await runCli(['trigger', '--list', '--json'], cliEnv());
    const { triggerable, notTriggerable } = JSON.parse(r.stdout) as { triggerable: string[]; notTriggerable: Record<string, string> };
    expect([...triggerable, ...Object.keys(notTriggerable)].sort()).toEqual([...EVENT_TYPES].sort());
  });

  const triggerable = [
    'payment.completed',
    'payment.declined',
    'payment.created',
    'payment.authorised',
    'payment.leg_declined',
    'payment.failed',
    'payment.canceled',
    'refund.created',
    'refund.succeeded',
    'refund.failed',
  ];
  it.each(triggerable)('%s: the event is stored for the key’s merchant in test mode', async (type) => {
    const before = await latestEvent(type);
    const r = await runCli(['trigger', type], keyed(testKey, urlB));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Triggered ${type}:`);
    const after = await latestEvent(type);
    expect(after, `${type} was not recorded`).toBeDefined();
    expect(after!.id).not.toBe(before?.id);
    const made = /payment (txn_\w+)/.exec(r.stdout)?.[1];
    expect(JSON.stringify(after!.data)).toContain(made);
  });

  it('webhook.test: sends one to the endpoint named', async () => {
    const receiver = await startReceiver();
    try {
      const added = await call(a.app, 'POST', '/api/merchant/webhook-endpoints', {
        token: m.token,
        body: { url: receiver.url, mode: 'test', enabledEvents: ['webhook.test'] },
      });
      expect(added.status, added.body).toBe(201);
      const r = await runCli(['trigger', 'webhook.test', '--endpoint', added.json.endpoint.id], keyed());
      expect(r.code, r.stderr).toBe(0);
      expect((await latestEvent('webhook.test'))?.type).toBe('webhook.test');
      const missing = await runCli(['trigger', 'webhook.test'], keyed());
      expect(missing.code).toBe(2);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a live key: trigger makes test objects only', async () => {
    const r = await runCli(['trigger', 'payment.completed'], keyed(liveKey));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/test key/);
    expect(await latestEvent('payment.completed', liveKey)).toBeUndefined();
  });
});

describe('smartsplit logs tail', () => {
  it('streams the key’s mode’s requests made on another instance, filtered by status', async () => {
    const tail = start(['logs', 'tail', '--status', '4xx'], keyed(testKey, urlB));
    await tail.waitFor(/Tailing the request log/);
    await new Promise((r) => setTimeout(r, 300));
    await call(a.app, 'GET', '/api/merchant/transactions', { token: testKey });
    await call(a.app, 'GET', '/api/merchant/payments/txn_doesnotexist', { token: testKey });
    await call(a.app, 'GET', '/api/merchant/payments/txn_livemissing', { token: liveKey });
    await apiLogWriter(a.app.ctx).flush();
    await tail.waitFor(/GET {4}\/api\/merchant\/payments\/txn_doesnotexist {2}\[404\] {2}\d+ ms {2}req_[0-9a-f]{32} {2}TRANSACTION_NOT_FOUND/);
    await new Promise((r) => setTimeout(r, 300));
    expect(tail.stdout()).not.toMatch(/transactions|txn_livemissing/);
    expect(await tail.stop()).toBe(0);
  });
});
