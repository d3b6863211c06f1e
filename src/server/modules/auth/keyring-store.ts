import { asc } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { encryptionKeys } from '@server/db/schema/index';
import { newKeyId, type Keyring, type KeyRow } from './keyring';

/** How often each instance reads the keyring again, so it follows a rotation (keys:rotate waits longer). */
export const KEYRING_REFRESH_MS = 5_000;

export async function keyRows(db: DbOrTx): Promise<KeyRow[]> {
  return db
    .select({ id: encryptionKeys.id, status: encryptionKeys.status, wrappedKey: encryptionKeys.wrappedKey })
    .from(encryptionKeys)
    .orderBy(asc(encryptionKeys.createdAt));
}

/**
 * Reads the keyring from the table into memory. A database without an active key (a fresh one)
 * gets its first key here; instances starting together agree on one through the unique index.
 */
export async function loadKeyring(db: DbOrTx, keyring: Keyring): Promise<void> {
  let rows = await keyRows(db);
  if (!rows.some((r) => r.status === 'active')) {
    const id = newKeyId();
    await db
      .insert(encryptionKeys)
      .values({ id, status: 'active', wrappedKey: keyring.wrapNewKey(id), activatedAt: new Date() })
      .onConflictDoNothing();
    rows = await keyRows(db);
  }
  keyring.replace(rows);
}

/** Reloads the keyring every KEYRING_REFRESH_MS; returns how to stop. A failed read keeps the keys held. */
export function refreshKeyringPeriodically(db: DbOrTx, keyring: Keyring, onError: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // Until a first load has succeeded (the database was down at start), a full load, which also
    // creates the first key of a fresh database.
    (keyring.activeKeyId ? keyRows(db).then((rows) => keyring.replace(rows)) : loadKeyring(db, keyring)).catch(onError).finally(() => (running = false));
  }, KEYRING_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
