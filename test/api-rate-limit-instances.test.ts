import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/helpers';
import { createMerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * The per-key limit across two instances on one database (decision 0025): each counts in memory and
 * shares its counts every 100 ms, and together they admit no more than the limit in any one-second
 * window (the decision's tolerance, plus SLACK for this test's own view of where a second starts),
 * and, for a key spread evenly or sent to one instance only, at least 80% of it once warmed up.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
const LIMIT = 20;
/** The request log stamps a request's arrival to the millisecond, rounded; the guard decides within a millisecond or so of it. */
const SLACK = 2;

beforeAll(async () => {
  cluster = await createTestApps(2, { API_RATE_LIMIT_LIVE: String(LIMIT), API_RATE_LIMIT_TEST: String(LIMIT) });
  [a, b] = cluster.apps as [TestApp, TestApp];
});
afterAll(async () => cluster?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends `perSecond` requests a second for `seconds` whole windows, choosing the instance per request,
 * and returns what was admitted and refused in each second as the server stamped each request in the
 * API request log (when it arrived, which is when the guard decided), not as this test's clock saw it.
 */
async function drive(key: { id: string; secret: string }, { perSecond, seconds, on }: { perSecond: number; seconds: number; on: (i: number) => TestApp }) {
  await sleep(1000 - (Date.now() % 1000) + 5);
  const first = Math.floor(Date.now() / 1000);
  const pending: Promise<number>[] = [];
  const gap = 1000 / perSecond;
  const start = Date.now();
  for (let i = 0; ; i++) {
    const due = start + i * gap;
    if (due > Date.now()) await sleep(due - Date.now());
    if (Date.now() >= (first + seconds) * 1000 - 20) break;
    pending.push(call(on(i).app, 'GET', '/api/merchant/transactions?limit=1', { token: key.secret }).then((res) => res.status));
  }
  const statuses = await Promise.all(pending);
  expect(
    statuses.every((s) => s === 200 || s === 429),
    JSON.stringify(statuses),
  ).toBe(true);
  const tally = () =>
    a.db.execute<{ second: string; status: number; n: number }>(sql`
      select floor(extract(epoch from created_at))::bigint::text as second, status, count(*)::int as n
        from api_request_logs where api_key_id = ${key.id} group by 1, 2`);
  // The log is written in batches off the response path: wait for every row.
  await expect.poll(async () => (await tally()).rows.reduce((n, r) => n + r.n, 0), { timeout: 10_000 }).toBe(statuses.length);
  const rows = (await tally()).rows;
  const at = (second: number, status: number) => rows.find((r) => Number(r.second) === second && r.status === status)?.n ?? 0;
  return Array.from({ length: seconds }, (_, s) => ({ admitted: at(first + s, 200), refused: at(first + s, 429) }));
}

describe('the per-key limit on two instances', () => {
  it('holds a key spread evenly over both to its limit in every second, within the tolerance', async () => {
    const m = await createMerchantFixture(a);
    const key = await m.key('live');
    const windows = await drive(key, { perSecond: LIMIT * 3, seconds: 5, on: (i) => (i % 2 === 0 ? a : b) });
    for (const w of windows) expect(w.admitted, JSON.stringify(windows)).toBeLessThanOrEqual(LIMIT + SLACK);
    expect(
      windows.reduce((n, w) => n + w.admitted, 0),
      JSON.stringify(windows),
    ).toBeLessThanOrEqual(LIMIT * windows.length + SLACK);
    // Refusals happened (the offer was three times the limit), and the limit was not starved.
    expect(windows.reduce((n, w) => n + w.refused, 0)).toBeGreaterThan(LIMIT * 5);
    for (const w of windows.slice(2)) expect(w.admitted, JSON.stringify(windows)).toBeGreaterThanOrEqual(Math.floor(LIMIT * 0.8));
  });

  it('gives one instance nearly the whole limit when the key’s traffic all goes there', async () => {
    const m = await createMerchantFixture(a);
    const key = await m.key('live');
    const windows = await drive(key, { perSecond: LIMIT * 2, seconds: 5, on: () => b });
    for (const w of windows) expect(w.admitted, JSON.stringify(windows)).toBeLessThanOrEqual(LIMIT + SLACK);
    for (const w of windows.slice(2)) expect(w.admitted, JSON.stringify(windows)).toBeGreaterThanOrEqual(Math.floor(LIMIT * 0.8));
  });

  it('admits at most the limit of a concurrent burst split over both instances', async () => {
    const m = await createMerchantFixture(a);
    const key = (await m.key('test')).secret;
    await sleep(1000 - (Date.now() % 1000) + 20);
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) => call((i % 2 === 0 ? a : b).app, 'GET', '/api/merchant/transactions?limit=1', { token: key })),
    );
    const ok = answers.filter((r) => r.status === 200).length;
    expect(ok).toBeLessThanOrEqual(LIMIT);
    expect(ok).toBeGreaterThanOrEqual(LIMIT / 2);
    expect(answers.filter((r) => r.status === 429).length).toBe(LIMIT * 3 - ok);
  });
});
