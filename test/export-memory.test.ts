import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '@server/db/embedded';
import { buildServer } from '../scripts/build-server';
import { createTestDatabase } from './support/test-cluster';
import { TEST_APP_SECRET } from './support/test-app';

/**
 * An export of a million audit rows in constant memory, for real: the app runs as its own process,
 * as `npm start` runs it (the server bundle, dist/server/main.js, on plain Node, decision 0047), under the
 * V8 limits of a memory-limited deployment (a 128 MB old generation, 4 MB semi-spaces), on a test database holding 1,000,000 audit rows, and samples its own resident
 * memory every 50 ms (test/support/rss-sampler.mjs). The client reads the CSV as it arrives, counting
 * lines and keeping only the first and the last. The process's resident memory must stay below 150 MB
 * throughout, and what the export adds to it at rest below 64 MB: the file is 130 MB, and the in-memory
 * export it replaced peaked at 1.6 GB without a heap cap and died under this one
 * (docs/decisions/0040-streaming-exports.md has the measurements).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const ROWS = 1_000_000;
const HEAP_CAP_MB = 128;
/** The young generation's semi-space cap, as the memory-limited deployment in the README sets it (decision 0047). */
const SEMI_SPACE_MB = 4;
/** What the export may add to the server's resident memory at rest. */
const GROWTH_LIMIT = 64 * 1024 * 1024;
/** The server process's resident memory, at any moment of the export. */
const RSS_LIMIT = 150 * 1024 * 1024;
/** The bundle this test runs: built here, inside the project so its packages resolve, apart from dist/server. */
const BUNDLE = path.join(ROOT, 'dist/export-memory-server/main.js');
const ADMIN = { email: 'memory@exports.test', password: 'Memory-Test-Passw0rd' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-export-memory-'));
let child: ChildProcess | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.dirname(BUNDLE), { recursive: true, force: true });
});

/** The child's { peak, rss } after `message` ('reset' or 'peak'). */
function memory(message: 'reset' | 'peak'): Promise<{ peak: number; rss: number; heapPeak: number }> {
  return new Promise((resolve) => {
    child!.once('message', (m) => resolve(m as { peak: number; rss: number; heapPeak: number }));
    child!.send(message);
  });
}

async function startApp(databaseUrl: string): Promise<string> {
  const port = await freePort();
  // As `npm start` runs it (the bundle, plain Node), with a V8 heap cap as a memory-limited deployment sets one: without
  // a cap V8 sizes the heap from the machine's memory and collects lazily, so RSS would show garbage, not memory held.
  await buildServer(BUNDLE);
  const args = [
    `--max-old-space-size=${HEAP_CAP_MB}`,
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
    '--import',
    pathToFileURL(path.join(ROOT, 'test/support/rss-sampler.mjs')).href,
  ];
  child = spawn(process.execPath, [...args, BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_SECRET: TEST_APP_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the app did not start: ${stderr}`);
}

describe('a million-row audit export', () => {
  it(
    `streams ${ROWS.toLocaleString('en-GB')} rows with the server's resident memory below 150 MB, growing by less than 64 MB`,
    { timeout: 240_000 },
    async () => {
      database = await createTestDatabase(inject('pgAdminUrl'));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const inserting = Date.now();
      // Test data, set-based, unlogged (this throwaway database needs no crash safety, and WAL would be most of the time): row g was written g seconds after 2021-01-01, so the newest is the last inserted.
      await client.query('alter table audit_logs set unlogged');
      // The indexes are built once after the insert rather than row by row during it.
      await client.query('drop index audit_logs_created_idx, audit_logs_action_idx');
      await client.query(`
      insert into audit_logs (actor_type, actor_email, action, target_type, target_id, ip, after, created_at)
      select 'system', 'bulk' || g || '@exports.test', 'test.bulk', 'thing', 't' || g, '198.51.100.' || (g % 250),
             '{"n":' || g || ',"note":"=cmd"}', timestamptz '2021-01-01 00:00:00Z' + g * interval '1 second'
        from generate_series(1, ${ROWS}) g`);
      await client.query('create index audit_logs_created_idx on audit_logs (created_at desc nulls last, id desc nulls last)');
      await client.query('create index audit_logs_action_idx on audit_logs (action, created_at desc nulls last)');
      await client.query('analyze audit_logs');
      await client.end();
      const inserted = Date.now() - inserting;

      const url = await startApp(database.url);
      const login = await fetch(`${url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      const before = await memory('reset');
      const started = Date.now();
      const res = await fetch(`${url}/api/admin/audit-logs/export?action=test.bulk`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      // Read as it arrives: count the lines, keep the first two and the last, never the whole file.
      const decoder = new TextDecoder();
      let lines = 0;
      let bytes = 0;
      let head = '';
      let tail = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        const text = decoder.decode(chunk, { stream: true });
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
        if (head.length < 400) head += text.slice(0, 400);
        tail = (tail + text).slice(-400);
      }
      const seconds = (Date.now() - started) / 1000;
      const after = await memory('peak');

      const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
      console.log(
        `export of ${ROWS} audit rows: ${mb(bytes)} MB in ${seconds.toFixed(1)} s; server RSS ${mb(before.rss)} MB before, peak ${mb(after.peak)} MB during (V8 heap in use at most ${mb(after.heapPeak)} MB; insert took ${(inserted / 1000).toFixed(1)} s)`,
      );
      const [header, first] = head.split('\r\n');
      const last = tail.trimEnd().split('\r\n').at(-1)!;
      const line = (g: number) =>
        `${new Date(Date.UTC(2021, 0, 1) + g * 1000).toISOString()},system,bulk${g}@exports.test,test.bulk,thing,t${g},198.51.100.${g % 250},,"{""n"":${g},""note"":""=cmd""}"`;
      expect(header).toBe('id,created_at,actor_type,actor_email,action,target_type,target_id,ip,before,after');
      expect(first!.replace(/^\d+,/, '')).toBe(line(ROWS));
      expect(last.replace(/^\d+,/, '')).toBe(line(1));
      expect(lines).toBe(1 + ROWS);
      expect(after.peak - before.rss).toBeLessThan(GROWTH_LIMIT);
      expect(after.peak).toBeLessThan(RSS_LIMIT);
    },
  );
});
