import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '@server/db/client';
import { encryptionKeys } from '@server/db/schema/index';
import { ENCRYPTED_COLUMNS } from './encrypted-columns';
import { newKeyId, type Keyring } from './keyring';
import { KEYRING_REFRESH_MS, keyRows, loadKeyring } from './keyring-store';
import { countNotUnderActiveKey, reencryptAll, type ReencryptOptions, type ReencryptResult } from './reencrypt';

/**
 * Key rotation (`npm run keys:rotate`, docs/decisions/0024), in phases recorded in the
 * encryption_keys table so that a run stopped anywhere resumes where it was when run again:
 *
 * 1. a new key is added as `next`: every instance loads it and can decrypt with it, but nobody
 *    encrypts with it yet;
 * 2. after the settle time (every instance has reloaded its keyring) it becomes `active`, and the
 *    keys before it (the legacy one included) `retiring`: they still decrypt;
 * 3. after the settle time again (every instance now encrypts with the new key), every value not
 *    under it is re-encrypted, in batches that each commit;
 * 4. once none is left, the retiring keys are deleted. Every value then opens with the new key.
 *
 * One rotation or migration at a time, by an advisory lock held on its own connection, which a
 * crash releases.
 */

/** "smartsplit keyring", for pg_try_advisory_lock. */
const KEYRING_LOCK = 736_482_915_027;

/** Default wait between phases: several keyring refreshes, so every running instance has followed. */
export const DEFAULT_SETTLE_MS = 6 * KEYRING_REFRESH_MS;

export interface KeyringTarget {
  pool: pg.Pool;
  db: Db;
  keyring: Keyring;
}

export class KeyringBusyError extends Error {
  constructor() {
    super('Another key rotation or migration is running against this database; try again when it has finished');
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` holding the keyring lock, or throws KeyringBusyError at once. */
export async function withKeyringLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [KEYRING_LOCK]);
    if (!rows[0]!.ok) throw new KeyringBusyError();
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [KEYRING_LOCK]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}

/** Milliseconds since a key's created_at or activated_at, by the database's clock. */
async function ageMs(pool: pg.Pool, id: string, column: 'created_at' | 'activated_at'): Promise<number> {
  const { rows } = await pool.query<{ ms: number }>(`select (extract(epoch from now() - ${column}) * 1000)::float8 as ms from encryption_keys where id = $1`, [
    id,
  ]);
  return rows[0]?.ms ?? 0;
}

async function settle(pool: pg.Pool, id: string, column: 'created_at' | 'activated_at', settleMs: number, log: (line: string) => void) {
  const wait = settleMs - (await ageMs(pool, id, column));
  if (wait <= 0) return;
  log(`waiting ${Math.ceil(wait / 1000)} s so that every running instance has reloaded its keyring`);
  await sleep(wait);
}

export interface RotateOptions extends ReencryptOptions {
  settleMs?: number;
  log?: (line: string) => void;
}

export interface RotateResult extends ReencryptResult {
  activeKeyId: string;
  /** Whether this run added the key (false: it resumed a rotation already under way). */
  added: boolean;
  removedKeyIds: string[];
}

export async function rotateKeys(target: KeyringTarget, options: RotateOptions = {}): Promise<RotateResult> {
  const { pool, db, keyring } = target;
  const log = options.log ?? (() => undefined);
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  return withKeyringLock(pool, async () => {
    await loadKeyring(db, keyring);
    let rows = await keyRows(db);
    let added = false;
    if (!rows.some((r) => r.status === 'next' || r.status === 'retiring')) {
      const id = newKeyId();
      await db.insert(encryptionKeys).values({ id, status: 'next', wrappedKey: keyring.wrapNewKey(id) });
      added = true;
      log(`added key ${id}`);
      rows = await keyRows(db);
    } else {
      log('resuming the rotation under way');
    }
    const next = rows.find((r) => r.status === 'next');
    if (next) {
      await settle(pool, next.id, 'created_at', settleMs, log);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update encryption_keys set status = 'retiring' where status in ('active', 'legacy')`);
        await tx.execute(sql`update encryption_keys set status = 'active', activated_at = now() where status = 'next'`);
      });
      log(`key ${next.id} is active; older keys only decrypt until the rotation ends`);
    }
    await loadKeyring(db, keyring);
    const activeKeyId = keyring.activeKeyId!;
    await settle(pool, activeKeyId, 'activated_at', settleMs, log);
    const result = await reencryptAll(pool, keyring, options);
    if (result.remaining > 0) {
      throw new Error(
        `${result.remaining} value(s) are not under key ${activeKeyId} yet` +
          (result.unreadable.length ? `; these do not decrypt and need attention: ${result.unreadable.slice(0, 20).join(', ')}` : '') +
          '. The older keys are kept; run keys:rotate again to resume.',
      );
    }
    // A last count just before the removal: a value left on an older key keeps that key.
    if ((await countNotUnderActiveKey(pool, keyring)) > 0)
      throw new Error('New values appeared under an older key during the last check; run keys:rotate again to finish');
    const removed = await db
      .delete(encryptionKeys)
      .where(inArray(encryptionKeys.status, ['retiring', 'legacy']))
      .returning({ id: encryptionKeys.id });
    const removedKeyIds = removed.map((r) => r.id);
    if (removedKeyIds.length) log(`removed key(s) ${removedKeyIds.join(', ')}: every value is under ${activeKeyId}`);
    await loadKeyring(db, keyring);
    return { ...result, activeKeyId, added, removedKeyIds };
  });
}

/** Brings every value under the active key without adding one: the migration job after an upgrade. */
export async function migrateToActiveKey(
  target: KeyringTarget,
  options: ReencryptOptions & { skipWhenOnlyActiveKey?: boolean } = {},
): Promise<ReencryptResult | 'busy'> {
  try {
    return await withKeyringLock(target.pool, async () => {
      await loadKeyring(target.db, target.keyring);
      // With no other key held (no legacy, no retiring one), nothing else could be decrypted, so
      // there is nothing to move: the scheduled job then skips its scan of every file.
      if (options.skipWhenOnlyActiveKey && target.keyring.keyIds.length === 1) return { reencrypted: 0, unreadable: [], remaining: 0 };
      return reencryptAll(target.pool, target.keyring, options);
    });
  } catch (err) {
    if (err instanceof KeyringBusyError) return 'busy';
    throw err;
  }
}

/** How many values each key holds, per column: `npm run keys:rotate -- --status`. */
export async function keyUsage(pool: pg.Pool): Promise<{ column: string; keyId: string; values: number }[]> {
  const out: { column: string; keyId: string; values: number }[] = [];
  for (const c of ENCRYPTED_COLUMNS) {
    const f = `"${c.field}"`;
    const keyExpr =
      c.kind === 'bytes'
        ? `case when substring(${f} from 1 for 3) = '\\x76322e'::bytea then encode(substring(${f} from 4 for 13), 'escape') else 'plain' end`
        : `case when ${f} like 'v2.%' then split_part(${f}, '.', 2) when ${f} like 'v1.%' then 'v1' else 'unknown' end`;
    const { rows } = await pool.query<{ key_id: string; n: number }>(
      `select ${keyExpr} as key_id, count(*)::int as n from "${c.table}" where ${f} is not null group by 1 order by 1`,
    );
    for (const r of rows) out.push({ column: `${c.table}.${c.field}`, keyId: r.key_id, values: r.n });
  }
  return out;
}
