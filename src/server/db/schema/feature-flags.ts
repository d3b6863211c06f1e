import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Feature flags (src/contract/feature-flags.ts). A statement trigger NOTIFYs every instance on
 * channel smartsplit_flags when this table changes (notify_feature_flags_change in src/server/db/sql), so each drops its cached copy.
 * The merchant lists hold public merchant ids (mch_...), the ids the bucket hash is computed from.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    description: text('description').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    rolloutPercent: integer('rollout_percent').notNull().default(0),
    allowMerchantIds: text('allow_merchant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    denyMerchantIds: text('deny_merchant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('feature_flags_rollout_percent', sql`${t.rolloutPercent} between 0 and 100`),
    check('feature_flags_key_format', sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.key}) <= 64`),
  ],
);
