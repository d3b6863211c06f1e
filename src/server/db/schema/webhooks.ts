import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MODES } from '@contract/payments';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_ENDPOINT_STATUSES } from '@contract/webhooks';
import { merchants } from './merchants';

/**
 * Facts a merchant may want pushed to them (src/contract/events.ts), each written in the same
 * transaction as its cause; payments write theirs inside record_payment (migration 0016). The id is
 * made by the database so the payment statement needs no extra parameter. Partitioned by month of
 * created_at, as are webhook_deliveries and the API request log (decision 0044), so keys include it.
 *
 * An event carries its data in one of two ways: `data`, or, for a payment's event,
 * `transaction_id`, naming the stored payment whose public shape is the data (built on read by
 * payment_event_data in SQL, so the payment path writes no copy of its answer: docs/decisions/0002).
 */
export const events = pgTable(
  'events',
  {
    id: text('id')
      .notNull()
      // 32 hex characters of a version 7 UUID: time-ordered, so the index takes new events at its edge (docs/decisions/0050).
      .default(sql`'evt_' || replace(time_ordered_uuid()::text, '-', '')`),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null exactly when transactionId is set. */
    data: jsonb('data'),
    /** A payment's event: the public id of the payment (transactions.transaction_id). */
    transactionId: text('transaction_id'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    check('events_data_or_transaction', sql`num_nonnulls(${t.data}, ${t.transactionId}) = 1`),
    index('events_merchant_mode_created_idx').on(t.merchantId, t.mode, t.createdAt.desc(), t.id.desc()),
    index('events_merchant_mode_type_created_idx').on(t.merchantId, t.mode, t.type, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A merchant's receivers. The secret is field-crypto ciphertext; during a roll the previous one
 * signs too, until previous_secret_expires_at. merchants.webhook_modes mirrors which modes have an
 * enabled endpoint (a trigger keeps it), so a payment of a merchant without one reads no more rows.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    url: text('url').notNull(),
    description: text('description'),
    enabledEvents: text('enabled_events').array().notNull(),
    status: text('status', { enum: WEBHOOK_ENDPOINT_STATUSES }).notNull().default('ENABLED'),
    disabledReason: text('disabled_reason'),
    secretEnc: text('secret_enc').notNull(),
    previousSecretEnc: text('previous_secret_enc'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    secretRolledAt: timestamp('secret_rolled_at', { withTimezone: true }),
    /** The first failed attempt since the last success: five days of it disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_merchant_idx').on(t.merchantId, t.createdAt), index('webhook_endpoints_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** One event to one endpoint: the unit of retry. Claimed by the worker with FOR UPDATE SKIP LOCKED. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** No foreign key: events is partitioned (decision 0044); an event and its deliveries share a created_at. */
    eventId: text('event_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    /** Attempts so far, the one in flight included: the fencing token for recording an outcome. */
    attemptCount: integer('attempt_count').notNull().default(0),
    /** Automatic retries used since the delivery was created or last replayed (the schedule's index). */
    retriesUsed: integer('retries_used').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Set while a worker holds the delivery; a lease that runs out (a crashed instance) makes it due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastResponseStatus: integer('last_response_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('PENDING', 'RETRYING')`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/** What happened on each try, as the delivery console shows it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: webhook_deliveries is partitioned (decision 0044); retention removes attempts with their deliveries. */
    deliveryId: uuid('delivery_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** The first 1 KB of the answer. */
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = typeof events.$inferSelect;
