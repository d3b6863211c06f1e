import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokensByRole } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * How an export behaves as a stream (docs/decisions/0040-streaming-exports.md), over a real socket:
 * a client that stops reading holds the reads back (backpressure), a client that goes away releases
 * the cursor and the pooled connection at once, a failure after the first byte cuts the connection
 * (never an error glued onto the file), and a burst of exports all complete with nothing left held.
 */

const ROWS = 100_000;
let t: TestApp;
let tokens: Record<'COMPLIANCE', string>;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, 'streaming', { roles: ['COMPLIANCE'], signIn: 'mint' });
  await t.db.execute(sql`
    insert into audit_logs (actor_type, actor_email, action, target_type, target_id, after, created_at)
    select 'system', 'bulk' || g || '@streaming.test', 'test.bulk', 'thing', 't' || g, '{"n":' || g || '}', timestamptz '2021-01-01 00:00:00Z' + g * interval '1 second'
      from generate_series(1, ${ROWS}) g`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => t?.close());

/** Connections of the app's pool that are checked out, and sessions of this database inside a transaction (reading or waiting). */
async function held(): Promise<{ checkedOut: number; inTransaction: number }> {
  const pool = t.database.pool;
  const { rows } = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and xact_start is not null`);
  return { checkedOut: pool.totalCount - pool.idleCount, inTransaction: rows[0]!.n };
}

/** Waits until nothing of an earlier test (a download still closing, a write after a response) holds a connection. */
async function quiet(): Promise<{ checkedOut: number; inTransaction: number }> {
  await until(async () => {
    const now = await held();
    return now.checkedOut === 0 && now.inTransaction === 0;
  }, 10_000);
  return held();
}

async function until(check: () => Promise<boolean>, ms = 3000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    // What was held when it gave up, so a failure says which way the count was off.
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms (held then: ${JSON.stringify(await held())})`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

/** A GET of the audit export over a socket: the response, not yet read. */
function openDownload(query = 'action=test.bulk'): Promise<{ res: http.IncomingMessage; req: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/admin/audit-logs/export?${query}`, { headers: { authorization: `Bearer ${tokens.COMPLIANCE}` } }, (res) =>
      resolve({ res, req }),
    );
    req.on('error', reject);
  });
}

const lastExportRecord = async () =>
  JSON.parse(
    (await t.db.execute<{ after: string }>(sql`select after from audit_logs where action = 'audit.export' order by id desc limit 1`)).rows[0]?.after ?? 'null',
  ) as { rows: number; complete?: boolean } | null;

describe('an export as a stream', () => {
  it('reads no further than the client takes, and a client that goes away releases the cursor and the connection at once', async () => {
    const before = await quiet();
    const { res, req } = await openDownload();
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const first = await new Promise<Buffer>((resolve) => res.once('data', resolve));
    res.pause();
    expect(first.toString()).toMatch(/^id,created_at,/);
    // Paused: the export holds one connection in one open transaction, and stops reading.
    await until(async () => (await held()).inTransaction === before.inTransaction + 1);
    // Other work of the request (its session's bookkeeping) may hold a connection for a moment; then only the export's is left.
    await until(async () => (await held()).checkedOut === before.checkedOut + 1, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await held()).toEqual({ checkedOut: before.checkedOut + 1, inTransaction: before.inTransaction + 1 });

    req.destroy();
    const ms = await until(async () => {
      const now = await held();
      return now.checkedOut === before.checkedOut && now.inTransaction === before.inTransaction;
    });
    expect(ms).toBeLessThan(3000);
    // Recorded as cut short, with the rows it had read: far fewer than the export holds.
    await until(async () => (await lastExportRecord())?.complete === false);
    const record = (await lastExportRecord())!;
    expect(record).toMatchObject({ filters: { action: 'test.bulk' }, complete: false });
    expect(record.rows).toBeLessThan(ROWS * 0.75);
  });

  it('a failure after the first byte cuts the connection instead of sending an error after the file', async () => {
    const before = await quiet();
    const { res } = await openDownload();
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.pause();
    res.once('readable', () => undefined);
    await until(async () => (await held()).inTransaction === before.inTransaction + 1);
    // The database ends the export's session while the client is not reading.
    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and xact_start is not null`);
    const outcome = await new Promise<'complete' | 'cut'>((resolve) => {
      res.once('end', () => resolve('complete'));
      res.once('error', () => resolve('cut'));
      res.once('aborted', () => resolve('cut'));
      res.resume();
    });
    expect(outcome).toBe('cut');
    const body = Buffer.concat(chunks).toString();
    expect(body.startsWith('id,created_at,')).toBe(true);
    expect(body).not.toContain('"code"');
    expect(body.split('\r\n').length).toBeLessThan(ROWS);
    await until(async () => (await held()).checkedOut === before.checkedOut, 10_000);
    expect(await lastExportRecord()).toMatchObject({ complete: false });
    // The pool discarded the broken connection: the next export works.
    const next = await call(t.app, 'GET', '/api/admin/audit-logs/export?action=test.bulk&from=2021-01-01&to=2021-01-01', { token: tokens.COMPLIANCE });
    expect(next.status).toBe(200);
    expect(next.body.trim().split('\r\n')).toHaveLength(1 + 86_399);
  });

  it('holds at most EXPORTS_PER_INSTANCE exports at once: one more is 429 before the first byte, and a slot frees when a client leaves', async () => {
    const before = await quiet();
    const open = [];
    for (let i = 0; i < t.config.exportsPerInstance; i++) {
      const download = await openDownload();
      expect(download.res.statusCode).toBe(200);
      download.res.pause();
      open.push(download);
    }
    await until(async () => (await held()).checkedOut === before.checkedOut + t.config.exportsPerInstance, 10_000);
    const refused = await call(t.app, 'GET', '/api/admin/audit-logs/export?action=test.bulk', { token: tokens.COMPLIANCE });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    open.pop()!.req.destroy();
    await until(async () => (await held()).checkedOut === before.checkedOut + t.config.exportsPerInstance - 1, 10_000);
    const next = await call(t.app, 'GET', '/api/admin/audit-logs/export?action=test.bulk&from=2021-01-01T00:00:00Z&to=2021-01-01T00:00:09Z', {
      token: tokens.COMPLIANCE,
    });
    expect(next.status).toBe(200);
    for (const download of open) download.req.destroy();
    await until(async () => (await held()).checkedOut === before.checkedOut, 10_000);
  });

  it('a burst of exports all answer 200 or 429, the 200s alike, and leave nothing held', async () => {
    const before = await quiet();
    const query = '/api/admin/audit-logs/export?action=test.bulk&from=2021-01-01T00:00:00Z&to=2021-01-01T00:30:00Z';
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => fetch(`${base}${query}`, { headers: { authorization: `Bearer ${tokens.COMPLIANCE}` } })),
    );
    const bodies = await Promise.all(answers.map((a) => a.text()));
    const ok = bodies.filter((_, i) => answers[i]!.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(t.config.exportsPerInstance);
    expect(new Set(ok).size).toBe(1);
    expect(ok[0]!.trim().split('\r\n')).toHaveLength(1 + 1800);
    await until(async () => {
      const now = await held();
      return now.checkedOut === before.checkedOut && now.inTransaction === before.inTransaction;
    }, 10_000);
  });
});
