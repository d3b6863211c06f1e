import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A key's part in the keyring (docs/decisions/0024-secrets-and-key-rotation.md). */
export const ENCRYPTION_KEY_STATUSES = ['next', 'active', 'retiring', 'legacy'] as const;

/**
 * The data keys that encrypt bank details, tax ids, two-factor and webhook secrets and document
 * files (modules/auth/keyring.ts). Each key is random and stored wrapped (AES-256-GCM) under a key
 * derived from APP_SECRET, so a copy of the database alone opens nothing. Exactly one key is
 * active (new values); the others only decrypt until a rotation has moved every value off them.
 * The row `v1` stands for the key derived from APP_SECRET that wrote the older `v1.` values.
 */
export const encryptionKeys = pgTable(
  'encryption_keys',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ENCRYPTION_KEY_STATUSES }).notNull(),
    /** The key, wrapped; null only for the legacy `v1` key, which is derived rather than stored. */
    wrappedKey: text('wrapped_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    // One active key, and at most one waiting to become active.
    uniqueIndex('encryption_keys_one_per_phase')
      .on(t.status)
      .where(sql`status in ('active', 'next')`),
    check('encryption_keys_status_check', sql`${t.status} in ('next', 'active', 'retiring', 'legacy')`),
    check('encryption_keys_wrapped_check', sql`${t.wrappedKey} is not null or ${t.id} = 'v1'`),
  ],
);
