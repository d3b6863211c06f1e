import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationHub } from '@server/modules/notifications';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { openSse, serve, type SseStream } from './support/sse';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * Live notification streams are capped on each instance, per user and in all: the stream over a cap
 * is refused with 429 and Retry-After, whatever else the same user or instance has open, even in a
 * concurrent burst; a stream that closes frees its place; another instance has its own allowance.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
const PER_USER = 3;
const PER_INSTANCE = 5;
const open: SseStream[] = [];

beforeAll(async () => {
  cluster = await createTestApps(2, { NOTIFICATION_STREAMS_PER_USER: String(PER_USER), NOTIFICATION_STREAMS_PER_INSTANCE: String(PER_INSTANCE) });
  [a, b] = cluster.apps as [TestApp, TestApp];
  urlA = await serve(a.app);
  urlB = await serve(b.app);
});
afterAll(async () => {
  for (const s of open) s.close();
  await cluster?.close();
});

async function stream(base: string, token: string): Promise<SseStream> {
  const s = await openSse(base, '/api/merchant/notifications/stream', token);
  open.push(s);
  return s;
}

/** Closes every stream this test opened and waits until both instances have let them go. */
async function closeAll(): Promise<void> {
  for (const s of open.splice(0)) s.close();
  for (const t of [a, b]) await expect.poll(() => notificationHub(t.app.ctx).size, { timeout: 5_000 }).toBe(0);
}

describe('live notification stream caps', () => {
  it('refuses a user’s stream past the per-user cap with 429 and Retry-After, even in a concurrent burst', async () => {
    const m = await signupTestMerchant(a.app);
    const attempts = await Promise.all(Array.from({ length: 8 }, () => stream(urlA, m.token)));
    const accepted = attempts.filter((s) => s.status === 200);
    expect(accepted).toHaveLength(PER_USER);
    for (const s of attempts.filter((x) => x.status !== 200)) {
      expect(s.status).toBe(429);
      expect(Number(s.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The answer says why, in the usual error shape.
    const refused = await call(a.app, 'GET', '/api/merchant/notifications/stream', { token: m.token, stream: true });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(refused.json.message).toContain(`${PER_USER} live notification streams`);
    // The open ones work.
    for (const s of accepted) await s.next((e) => e.event === 'ready');

    // Closing one frees its place.
    accepted[0]!.close();
    await expect.poll(async () => (await stream(urlA, m.token)).status, { timeout: 5_000 }).toBe(200);
    // The same user on the other instance has that instance's allowance.
    expect((await stream(urlB, m.token)).status).toBe(200);
    await closeAll();
  });

  it('refuses any stream past the per-instance cap, and the other instance still serves', async () => {
    const users = await Promise.all(Array.from({ length: 3 }, () => signupTestMerchant(a.app)));
    for (let i = 0; i < PER_USER; i++) expect((await stream(urlA, users[0]!.token)).status).toBe(200);
    for (let i = 0; i < PER_INSTANCE - PER_USER; i++) expect((await stream(urlA, users[1]!.token)).status).toBe(200);
    const over = await call(a.app, 'GET', '/api/merchant/notifications/stream', { token: users[2]!.token, stream: true });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe('RATE_LIMITED');
    expect(over.json.message).toMatch(/server has as many live notification streams open/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stream(urlB, users[2]!.token)).status).toBe(200);
    await closeAll();
  });
});
