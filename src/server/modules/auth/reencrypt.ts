import type pg from 'pg';
import { ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';
import { envelopePrefix, type FieldRef, type Keyring } from './keyring';

/**
 * Moves every encrypted value onto the active key, in batches that each commit on their own.
 * A batch picks only values not yet under the active key, so a run stopped anywhere (a crash, a
 * kill -9) is resumed by running it again: what is done stays done. Used by the migration job
 * (plain files and `v1.` values after an upgrade) and by `npm run keys:rotate`.
 */

export interface ReencryptOptions {
  /** Rows per batch for every column (default: each column's own). */
  batchSize?: number;
  /** A pause between batches, to go easy on a busy database (and for the crash test). */
  pauseMs?: number;
  /** After each committed batch. */
  onBatch?: (info: { column: string; reencrypted: number; total: number }) => void;
  columns?: readonly EncryptedColumn[];
}

export interface ReencryptResult {
  reencrypted: number;
  /** Values that would not decrypt (tampered, moved from another row, or under a key not held): `table.field:row`. */
  unreadable: string[];
  /** Values still not under the active key at the end (unreadable ones included). */
  remaining: number;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function prefixParam(column: EncryptedColumn, keyId: string): string | Buffer {
  const prefix = envelopePrefix(keyId);
  return column.kind === 'bytes' ? Buffer.from(prefix, 'latin1') : prefix;
}

/** The condition "this value is not under the active key yet"; $1 is the prefix, $2 its length. */
function staleCondition(column: EncryptedColumn): string {
  const f = q(column.field);
  return `${f} is not null and substring(${f} from 1 for $2::int) <> $1`;
}

/** How many values of every column are not under the active key. */
export async function countNotUnderActiveKey(pool: pg.Pool, keyring: Keyring, columns: readonly EncryptedColumn[] = ENCRYPTED_COLUMNS): Promise<number> {
  const active = keyring.activeKeyId;
  if (!active) throw new Error('The keyring has no active key');
  let total = 0;
  for (const column of columns) {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${q(column.table)} where ${staleCondition(column)}`, [
      prefixParam(column, active),
      envelopePrefix(active).length,
    ]);
    total += rows[0]!.n;
  }
  return total;
}

/** One batch of one column after the cursor; returns what it did and the new cursor (null at the end). */
async function reencryptBatch(
  pool: pg.Pool,
  keyring: Keyring,
  column: EncryptedColumn,
  after: string | null,
  limit: number,
): Promise<{ reencrypted: number; unreadable: string[]; cursor: string | null }> {
  const active = keyring.activeKeyId!;
  const key = q(column.key);
  const client = await pool.connect();
  try {
    await client.query('begin');
    // SKIP LOCKED: a row a request is changing right now is left for the next pass.
    const { rows } = await client.query<{ k: string; v: string | Buffer }>(
      `select ${key}::text as k, ${q(column.field)} as v from ${q(column.table)}
        where ${staleCondition(column)} ${after === null ? '' : `and ${key} > $4`}
        order by ${key} limit $3 for update skip locked`,
      [prefixParam(column, active), envelopePrefix(active).length, limit, ...(after === null ? [] : [after])],
    );
    let reencrypted = 0;
    const unreadable: string[] = [];
    for (const row of rows) {
      const ref: FieldRef = { table: column.table, field: column.field, row: row.k };
      let value: string | Buffer;
      try {
        value =
          column.kind === 'bytes'
            ? keyring.encryptBytes(keyring.decryptBytes(row.v as Buffer, ref), ref)
            : keyring.encryptText(keyring.decryptText(row.v as string, ref), ref);
      } catch {
        unreadable.push(`${column.table}.${column.field}:${row.k}`);
        continue;
      }
      await client.query(`update ${q(column.table)} set ${q(column.field)} = $1 where ${key} = $2`, [value, row.k]);
      reencrypted++;
    }
    await client.query('commit');
    return { reencrypted, unreadable, cursor: rows.length < limit ? null : rows.at(-1)!.k };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Passes over every column until no value is left off the active key, or only values that will
 * not decrypt are (those are reported, never overwritten).
 */
export async function reencryptAll(pool: pg.Pool, keyring: Keyring, options: ReencryptOptions = {}): Promise<ReencryptResult> {
  if (!keyring.activeKeyId) throw new Error('The keyring has no active key');
  const columns = options.columns ?? ENCRYPTED_COLUMNS;
  let reencrypted = 0;
  let idlePasses = 0;
  for (;;) {
    let progress = 0;
    const unreadable: string[] = [];
    for (const column of columns) {
      let cursor: string | null = null;
      do {
        const batch = await reencryptBatch(pool, keyring, column, cursor, options.batchSize ?? column.batchSize);
        cursor = batch.cursor;
        unreadable.push(...batch.unreadable);
        if (batch.reencrypted > 0) {
          progress += batch.reencrypted;
          reencrypted += batch.reencrypted;
          options.onBatch?.({ column: `${column.table}.${column.field}`, reencrypted: batch.reencrypted, total: reencrypted });
          if (options.pauseMs) await sleep(options.pauseMs);
        }
      } while (cursor !== null);
    }
    const remaining = await countNotUnderActiveKey(pool, keyring, columns);
    if (remaining === 0 || remaining <= unreadable.length) return { reencrypted, unreadable, remaining };
    // Rows skipped because a request held them: try again shortly, but not for ever.
    idlePasses = progress === 0 ? idlePasses + 1 : 0;
    if (idlePasses >= 10) return { reencrypted, unreadable, remaining };
    if (progress === 0) await sleep(500);
  }
}
