import type { DbOrTx } from '@server/db/client';
import { ledgerEntries } from '@server/db/schema/ledger';

/** One stored ledger line, as the schema defines it. */
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/** 6 parameters a row: this many rows stay well under PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 5_000;

/**
 * Appends entries. Only post-transfer.ts calls this: every posting is checked there first
 * (docs/decisions/0027). The table is append-only (a trigger refuses updates and deletes).
 */
export async function appendLedgerEntries(db: DbOrTx, entries: readonly NewLedgerEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    await db.insert(ledgerEntries).values(entries.slice(i, i + ROWS_PER_INSERT));
  }
}
