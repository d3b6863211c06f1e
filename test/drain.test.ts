import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAppProcess, stopAppProcess, type AppProcess } from './support/app-process';
import { randomIp, signupBody } from './support/factories';
import { createTestDatabase } from './support/test-cluster';

/**
 * SIGTERM for real (decision 0041): the app runs as its own process (src/server/main.ts) on a test
 * database, and the test watches what a load balancer and the clients see while it stops.
 */

const ADMIN = { email: 'drain@smartsplit.test', password: 'Drain-Test-Passw0rd' };
let database: { url: string; drop(): Promise<void> };
const started: AppProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('pgAdminUrl'));
});
afterAll(async () => {
  for (const app of started) await stopAppProcess(app);
  await database.drop();
});

async function start(env: Record<string, string>): Promise<AppProcess> {
  const app = await startAppProcess(database.url, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
  started.push(app);
  return app;
}

/** A login whose body is sent in two parts: the request is in flight until `finish()` sends the rest. */
function slowLogin(app: AppProcess) {
  const body = JSON.stringify(ADMIN);
  const request = http.request({
    host: '127.0.0.1',
    port: app.port,
    method: 'POST',
    path: '/api/admin/auth/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

/** A GET on a fresh connection, with the raw headers (fetch hides Connection). */
function get(
  app: AppProcess,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: app.port, path, headers, agent: false }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      })
      .on('error', reject);
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

describe('SIGTERM', () => {
  it(
    'fails /readyz at once, serves requests through the drain, then refuses connections, finishes what is in flight, ends streams and exits 0',
    { timeout: 90_000 },
    async () => {
      const drainMs = 3_000;
      const app = await start({ SHUTDOWN_DRAIN_MS: String(drainMs) });
      const before = await get(app, '/readyz');
      expect(before.status, before.body).toBe(200);

      // A merchant's event stream, open before the signal.
      const signup = await fetch(`${app.url}/api/merchant/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: JSON.stringify(signupBody()),
      });
      expect(signup.status).toBe(201);
      const apiKey = ((await signup.json()) as { testApiKey: { secret: string } }).testApiKey.secret;
      const stream = await fetch(`${app.url}/api/merchant/stream/events`, { headers: { authorization: `Bearer ${apiKey}` } });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      let streamed = '';
      const streamEnded = (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return Date.now();
          streamed += Buffer.from(value).toString();
        }
      })();

      const inFlight = slowLogin(app);
      await new Promise((r) => setTimeout(r, 200));
      const signalledAt = Date.now();
      app.child.kill('SIGTERM');

      // /readyz fails at once; /livez and other requests are still served, each closing its connection.
      await expect.poll(async () => (await get(app, '/readyz')).status, { timeout: 1_000, interval: 25 }).toBe(503);
      const readyzFailedAfterMs = Date.now() - signalledAt;
      const readyz = await get(app, '/readyz');
      expect(JSON.parse(readyz.body)).toMatchObject({ status: 'unavailable', checks: { draining: 'draining', database: 'ok' } });
      expect(readyzFailedAfterMs).toBeLessThan(drainMs);
      expect((await get(app, '/livez')).status).toBe(200);
      const during = await get(app, '/api/merchant/events', { authorization: `Bearer ${apiKey}` });
      expect(during.status).toBe(200);
      expect(during.headers.connection).toBe('close');

      // After the drain no new connection is accepted.
      await expect.poll(() => connects(app.port), { timeout: drainMs + 3_000, interval: 50 }).toBe(false);
      const refusedAfterMs = Date.now() - signalledAt;
      expect(refusedAfterMs).toBeGreaterThanOrEqual(drainMs - 50);

      // The stream ended, having told its client when to reconnect.
      const endedAt = await streamEnded;
      expect(endedAt - signalledAt).toBeGreaterThanOrEqual(drainMs - 50);
      expect(streamed).toMatch(/^retry: \d+/m);

      // The request in flight since before the signal still completes, and then the process exits 0.
      expect(app.child.exitCode).toBeNull();
      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty('token');
      expect(await app.exited).toEqual({ code: 0, signal: null });
      console.log(`[drain] /readyz 503 after ${readyzFailedAfterMs} ms; connections refused after ${refusedAfterMs} ms (SHUTDOWN_DRAIN_MS=${drainMs})`);
    },
  );

  it('exits at once on a second SIGTERM during the drain', { timeout: 90_000 }, async () => {
    const app = await start({ SHUTDOWN_DRAIN_MS: '60000', SHUTDOWN_TIMEOUT_MS: '120000' });
    app.child.kill('SIGTERM');
    await expect.poll(async () => (await get(app, '/readyz')).status, { timeout: 1_000, interval: 25 }).toBe(503);
    const second = Date.now();
    app.child.kill('SIGTERM');
    expect((await app.exited).code).toBe(1);
    expect(Date.now() - second).toBeLessThan(2_000);
  });

  it('exits at SHUTDOWN_TIMEOUT_MS when a request in flight never finishes', { timeout: 90_000 }, async () => {
    const app = await start({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '1500' });
    const stuck = slowLogin(app);
    stuck.answer.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    expect((await app.exited).code).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
  });
});
