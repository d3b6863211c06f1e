import { ENCRYPTED_COLUMNS, deriveKeys, keyRows, DEFAULT_SETTLE_MS, keyUsage, KeyringBusyError, migrateToActiveKey, rotateKeys } from '../modules/auth';
import { openCliDatabase } from '../db/cli-database';
import { resolveAppSecret } from '../secrets';
import { createLogger } from '../server';
import { cliConfig, parseArgs } from './cli-support';

const USAGE = `npm run keys:rotate [-- options]

Adds a new encryption key, re-encrypts every encrypted value with it in batches, then removes the
older keys (docs/decisions/0024). Safe to stop at any point: run it again and it resumes.

  --status             print the keys and how many values each holds, and change nothing
  --migrate-only       bring every value under the current key (plain files, v1 values) without adding one
  --batch-size N       rows per batch (default: ${ENCRYPTED_COLUMNS.map((c) => c.batchSize)
    .filter((v, i, a) => a.indexOf(v) === i)
    .join(' or ')} depending on the column)
  --pause-ms N         pause between batches (default 0)
  --settle-seconds N   wait between phases so every running instance follows (default ${DEFAULT_SETTLE_MS / 1000})`;

function intArg(args: Record<string, string>, name: string, min: number, max: number): number | undefined {
  const raw = args[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const batchSize = intArg(args, 'batch-size', 1, 10_000);
  const pauseMs = intArg(args, 'pause-ms', 0, 600_000);
  const settleSeconds = intArg(args, 'settle-seconds', 0, 3_600);
  const config = cliConfig();
  const logger = createLogger(config);
  const { database, close } = await openCliDatabase(config, logger);
  const keyring = deriveKeys(resolveAppSecret(config)).fieldEncryption;
  const target = { pool: database.pool, db: database.db, keyring };
  const onBatch = ({ column, reencrypted, total }: { column: string; reencrypted: number; total: number }) =>
    console.log(`batch ${column} ${reencrypted} (total ${total})`);
  try {
    if (args.status) {
      for (const k of await keyRows(database.db)) console.log(`key ${k.id} ${k.status}`);
      for (const u of await keyUsage(database.pool)) console.log(`values ${u.column} ${u.keyId} ${u.values}`);
      return;
    }
    if (args['migrate-only']) {
      const result = await migrateToActiveKey(target, { batchSize, pauseMs, onBatch });
      if (result === 'busy') throw new KeyringBusyError();
      console.log(`done: re-encrypted ${result.reencrypted} value(s); ${result.remaining} not under the active key`);
      if (result.unreadable.length) console.error(`these do not decrypt: ${result.unreadable.join(', ')}`);
      process.exitCode = result.remaining > 0 ? 1 : 0;
      return;
    }
    const result = await rotateKeys(target, {
      batchSize,
      pauseMs,
      onBatch,
      settleMs: settleSeconds === undefined ? undefined : settleSeconds * 1000,
      log: (line) => console.log(line),
    });
    console.log(`done: re-encrypted ${result.reencrypted} value(s) under ${result.activeKeyId}; removed ${result.removedKeyIds.join(', ') || 'no key'}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = err instanceof KeyringBusyError ? 3 : 1;
  } finally {
    await close();
  }
}

void main();
