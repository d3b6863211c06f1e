import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Per-key request counts of each app instance per one-second window, for the API rate limit
 * (decision 0025). Each instance counts in memory and writes its own rows every ~100 ms, so
 * instances never contend on a row; each reads the others' rows back in the same statement.
 * Unlogged (hand-written in its migration): the counts matter for a second or two and need no WAL.
 */
export const apiKeyRateCounts = pgTable(
  'api_key_rate_counts',
  {
    keyId: uuid('key_id').notNull(),
    /** Epoch second the window starts at. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    instanceId: text('instance_id').notNull(),
    admitted: integer('admitted').notNull(),
    /** Requests refused with 429: demand, which sets each instance's share of the next window. */
    refused: integer('refused').notNull(),
  },
  // Every sync reads the last windows and purges old ones by window.
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart, t.instanceId] }), index('api_key_rate_counts_window_idx').on(t.windowStart)],
);
