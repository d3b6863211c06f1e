import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MODES, TRANSACTION_STATUSES } from '@contract/payments';
import { CANCEL_REASONS, CAPTURE_METHODS, LEG_CONFIRMATIONS } from '@contract/payment-states';
import type { EngineCard } from '@engine/index';
import type { StoredLeg } from './payment-legs';
import { merchants } from './merchants';

export const transactions = pgTable(
  'transactions',
  {
    /** Time-ordered (a version 7 UUID, docs/decisions/0050): the primary key's new entries go to its right-hand edge. */
    id: uuid('id')
      .primaryKey()
      .default(sql`time_ordered_uuid()`),
    /** Public id: txn_, the creation time in base 36, then random characters (docs/decisions/0050). */
    transactionId: text('transaction_id').notNull().unique(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
    feePercent: numeric('fee_percent', { precision: 5, scale: 2 }).notNull(),
    /** Lower-cased. */
    customerEmail: text('customer_email').notNull(),
    category: text('category').notNull(),
    splits: jsonb('splits').notNull(),
    totalReward: numeric('total_reward', { precision: 16, scale: 2 }).notNull(),
    declinedCards: jsonb('declined_cards').notNull(),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The lifecycle (docs/decisions/0033-payment-lifecycle.md).
    /** The legs with their state; empty for a declined payment. */
    legs: jsonb('legs')
      .$type<StoredLeg[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    captureMethod: text('capture_method', { enum: CAPTURE_METHODS }).notNull().default('automatic'),
    legConfirmation: text('leg_confirmation', { enum: LEG_CONFIRMATIONS }).notNull().default('none'),
    /** The payment's maxSplits, kept for a re-split. */
    maxSplits: smallint('max_splits').notNull().default(3),
    /** The cards sent with a payment whose legs the gateway confirms, for a re-split; null otherwise. */
    cards: jsonb('cards').$type<EngineCard[]>(),
    resplitCount: smallint('resplit_count').notNull().default(0),
    amountCaptured: bigint('amount_captured', { mode: 'number' }).notNull().default(0),
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /** When an uncaptured authorisation lapses and the expiry job cancels it. */
    authorisationExpiresAt: timestamp('authorisation_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('transactions_authorisation_expiry_idx')
      .on(t.authorisationExpiresAt)
      .where(sql`${t.authorisationExpiresAt} is not null`),
    index('transactions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('transactions_merchant_mode_created_idx').on(t.merchantId, t.mode, t.createdAt.desc(), t.id.desc()),
    // The velocity rule's lookup (record_payment, migration 0006): one expression no other index
    // has, so no cached plan can pick another index and filter (docs/decisions/0002).
    index('transactions_velocity_key_idx').on(sql`(${t.merchantId}::text || ' ' || ${t.mode} || ' ' || ${t.customerEmail})`, t.createdAt),
    index('transactions_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('transactions_mode_created_idx').on(t.mode, t.createdAt.desc(), t.id.desc()),
    index('transactions_decline_idx')
      .on(t.declineReason, t.createdAt)
      .where(sql`${t.declineReason} is not null`),
  ],
);

/**
 * Maintained aggregate, written in the same transaction as each payment, so
 * dashboards never scan the transactions table. Rows are spread over a few
 * shards so concurrent payments do not queue on one counter row.
 */
export const transactionDailyStats = pgTable(
  'transaction_daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: MODES }).notNull(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    fees: bigint('fees', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.mode, t.merchantId, t.status, t.shard] }),
    index('transaction_daily_stats_day_idx').on(t.day),
    index('transaction_daily_stats_merchant_idx').on(t.merchantId),
  ],
);

/**
 * Platform-wide rollup of the same figures, one row per (day, mode, status,
 * shard), so dashboards read a few hundred rows however many merchants there
 * are. Written alongside transaction_daily_stats by recordTransactions.
 */
export const transactionPlatformDailyStats = pgTable(
  'transaction_platform_daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: MODES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    fees: bigint('fees', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mode, t.status, t.shard] })],
);

/**
 * Aggregate increments not yet folded into the two daily aggregates above.
 * The payment hot path appends one row per payment here instead of updating
 * the shared counter rows (no row locks held until commit), and a background
 * job folds the rows into the aggregates every second. Readers add these
 * rows to the aggregates, so figures stay exact (docs/decisions/0002).
 * No indexes and no foreign keys: an append costs one heap insert.
 */
export const transactionStatsPending = pgTable('transaction_stats_pending', {
  day: date('day', { mode: 'string' }).notNull(),
  mode: text('mode', { enum: MODES }).notNull(),
  merchantId: uuid('merchant_id').notNull(),
  status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
  volume: bigint('volume', { mode: 'number' }).notNull(),
  fees: bigint('fees', { mode: 'number' }).notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['processing', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    /** The answer exactly as sent (JSON text), so a replay is byte for byte the same. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.mode, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

export const blockedBins = pgTable('blocked_bins', {
  prefix: text('prefix').primaryKey(),
  reason: text('reason').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One state change of a payment, a leg or a refund after the payment was created (docs/decisions/0033). */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['payment', 'leg', 'refund'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    cause: text('cause').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_history_transaction_idx').on(t.transactionId, t.id)],
);
