import { bigint, date, primaryKey, smallint, text, pgTable } from 'drizzle-orm/pg-core';
import { MODES } from '@contract/payments';

/**
 * The amount refunded per UTC day (the day each refund was created) and mode: the sum of the
 * refund legs that SUCCEEDED. Kept by trigger refunds_daily_stats on refunds (function
 * refund_daily_stats_apply) in the same transaction as every refund write, so it is exact at every
 * moment; a few rows spread over shards so concurrent refunds rarely wait on one row
 * (docs/decisions/0034-refunds-in-reporting.md).
 */
export const refundDailyStats = pgTable(
  'refund_daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: MODES }).notNull(),
    shard: smallint('shard').notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mode, t.shard] })],
);
