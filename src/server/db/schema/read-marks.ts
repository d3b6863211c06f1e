import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's WAL position type; read and written as its text form ('16/B374D848'). */
const pgLsn = customType<{ data: string }>({ dataType: () => 'pg_lsn' });

/**
 * Read-your-writes with a read replica (docs/decisions/0042-read-replica.md): the primary's WAL
 * position after each session's or API key's latest write. A read may use the replica only once the
 * replica has replayed past it. UNLOGGED (set in the migration): no WAL and no fsync per mark, and
 * nothing replicated; after a crash of the primary it starts empty, which the migration notes.
 */
export const readMarks = pgTable('read_marks', {
  /** `a:<session id>`, `m:<session id>` or `k:<API key id>`. */
  principal: text('principal').primaryKey(),
  lsn: pgLsn('lsn').notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
