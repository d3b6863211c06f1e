import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyUsage, loadKeyring } from '@server/modules/auth';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, tinyPdf, uploadTestDocument, VALID_GB_DETAILS, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, TEST_APP_SECRET, type TestApp } from './support/test-app';

/**
 * `npm run keys:rotate` killed with SIGKILL in the middle of re-encrypting, for real: the command
 * runs as its own process against the test database, with tiny batches and a pause between them,
 * and is killed once a few batches have committed. Run again, it must resume the same rotation
 * (no second key), re-encrypt only what was left, remove the old keys, and leave every value
 * readable by the app.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const MERCHANTS = 8;
const KILL_AFTER_BATCHES = 4;

let t: TestApp;
let admin: AdminSession;
const merchants: (TestMerchant & { account: string; documentId: string })[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'rotate');
  for (let i = 0; i < MERCHANTS; i++) {
    const m = await signupTestMerchant(t.app);
    const account = `4${String(i).padStart(3, '0')}${String(1000 + i)}`;
    expect(
      (await call(t.app, 'POST', '/api/merchant/verification/submit', { token: m.token, body: { ...VALID_GB_DETAILS, bankAccountNumber: account } })).status,
    ).toBe(200);
    const doc = await uploadTestDocument(t.app, m.token, 'COMPANY_REGISTRATION');
    expect(doc.statusCode).toBe(201);
    merchants.push({ ...m, account, documentId: doc.json().document.id });
  }
}, 120_000);
afterAll(async () => t?.close());

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string[];
  stderr: string;
}

/** The command as an operator runs it; `killAfterBatches` sends SIGKILL once that many batches are reported. */
function runRotate(args: string[], killAfterBatches?: number): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/keys-rotate.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: String(t.database.pool.options.connectionString), APP_SECRET: TEST_APP_SECRET, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  let stderr = '';
  let pending = '';
  let batches = 0;
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      stdout.push(line);
      if (line.startsWith('batch ')) batches++;
      if (killAfterBatches !== undefined && batches >= killAfterBatches && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    }
  });
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

const keys = async () => (await t.db.execute<{ id: string; status: string }>(sql`select id, status from encryption_keys order by status, id`)).rows;
const reported = (run: Run) => run.stdout.filter((l) => l.startsWith('batch ')).reduce((sum, l) => sum + Number(/^batch \S+ (\d+)/.exec(l)![1]), 0);

describe('keys:rotate killed mid-way', () => {
  it('resumes where it stopped and finishes with every value readable', { timeout: 180_000 }, async () => {
    const before = await keys();
    const oldActive = before.find((k) => k.status === 'active')!.id;
    const total = (await keyUsage(t.database.pool)).reduce((n, u) => n + u.values, 0);
    expect(total).toBe(MERCHANTS * 4);

    const killed = await runRotate(['--batch-size', '2', '--pause-ms', '300', '--settle-seconds', '0'], KILL_AFTER_BATCHES);
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    expect(killed.stdout.some((l) => l.startsWith('added key '))).toBe(true);

    // Stopped half-way: a new active key, the old ones still there to decrypt, values under both.
    const during = await keys();
    const newActive = during.find((k) => k.status === 'active')!.id;
    expect(newActive).not.toBe(oldActive);
    expect(
      during
        .filter((k) => k.status === 'retiring')
        .map((k) => k.id)
        .sort(),
    ).toEqual([oldActive, 'v1'].sort());
    const usage = await keyUsage(t.database.pool);
    const moved = usage.filter((u) => u.keyId === newActive).reduce((n, u) => n + u.values, 0);
    const left = usage.filter((u) => u.keyId === oldActive).reduce((n, u) => n + u.values, 0);
    expect(moved + left).toBe(total);
    expect(moved).toBeGreaterThanOrEqual(reported(killed)); // every reported batch had committed
    expect(moved).toBeGreaterThanOrEqual(KILL_AFTER_BATCHES * 2);
    expect(left).toBeGreaterThan(0);

    // Meanwhile the app reads both kinds.
    await loadKeyring(t.db, t.app.ctx.keys.fieldEncryption);
    for (const m of merchants.slice(0, 2)) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/admin/verifications/documents/${m.documentId}/file`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(file.statusCode).toBe(200);
    }

    // Run again: the same rotation carries on, with only what was left.
    const resumed = await runRotate(['--batch-size', '2', '--settle-seconds', '0']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('resuming the rotation under way');
    expect(resumed.stdout.some((l) => l.startsWith('added key '))).toBe(false);
    expect(reported(resumed)).toBe(left);
    const done = resumed.stdout.at(-1)!;
    expect(done.startsWith(`done: re-encrypted ${left} value(s) under ${newActive}; removed `)).toBe(true);
    expect(
      done
        .slice(done.indexOf('removed ') + 8)
        .split(', ')
        .sort(),
    ).toEqual([oldActive, 'v1'].sort());

    // The old keys are gone, every value is under the new one, and the app reads them all.
    expect(await keys()).toEqual([{ id: newActive, status: 'active' }]);
    expect((await keyUsage(t.database.pool)).every((u) => u.keyId === newActive)).toBe(true);
    await loadKeyring(t.db, t.app.ctx.keys.fieldEncryption);
    expect(t.app.ctx.keys.fieldEncryption.keyIds).toEqual([newActive]);
    for (const m of merchants) {
      const details = await call(t.app, 'GET', `/api/admin/merchants/${m.merchantId}`, { token: admin.token });
      expect(details.status).toBe(200);
      expect(details.body).toContain(m.account.slice(-4));
      expect(details.body).not.toContain('cannot be decrypted');
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/admin/verifications/documents/${m.documentId}/file`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(tinyPdf())).toBe(true);
    }

    // --status reports the same, and a third run starts a fresh rotation rather than finding one under way.
    const status = await runRotate(['--status']);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`key ${newActive} active`);
    expect(status.stdout.filter((l) => l.startsWith('values ')).every((l) => l.includes(` ${newActive} `))).toBe(true);
  });
});
