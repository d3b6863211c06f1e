import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MODES } from '@contract/payments';
import { apiKeys, merchants } from './merchants';

/**
 * One row per API-key request (docs/decisions/0013-api-request-log.md): who called what, the
 * answer's status and how long it took. Never a request or response body. Rows are written in
 * batches off the response path and kept API_LOG_RETENTION_DAYS. Partitioned by month of created_at
 * (decision 0044; the partitions are made in SQL, which this schema does not describe), so the key
 * and the unique request id include created_at.
 */
export const apiRequestLogs = pgTable(
  'api_request_logs',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** req_ + 32 hex characters: the Request-Id header of the answer. */
    requestId: text('request_id').notNull(),
    // No foreign keys: a log row is a record of what was asked, written in batches where a
    // referential check per row cost more than the insert (docs/decisions/0013). Merchants and keys
    // are never deleted; the purge job removes old rows.
    merchantId: uuid('merchant_id').notNull(),
    apiKeyId: uuid('api_key_id').notNull(),
    mode: text('mode', { enum: MODES }).notNull(),
    method: text('method').notNull(),
    /** The route template, e.g. /api/merchant/transactions. */
    route: text('route').notNull(),
    /** The path as sent, without its query string (which may carry secrets). */
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The `code` of our error body (or the decline reason of a 402). */
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    uniqueIndex('api_request_logs_request_id_idx').on(t.requestId, t.createdAt),
    index('api_request_logs_merchant_created_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('api_request_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Requests per key per hour, added to in the same statement that stores each batch of log rows,
 * so the admin's key table and charts read at most a few hundred rows per key however busy it is.
 */
export const apiRequestHourly = pgTable(
  'api_request_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    requests: integer('requests').notNull(),
    /** Answers with status 400 or more (402 declines included). */
    errors: integer('errors').notNull(),
    /** Answers with status 500 or more. */
    serverErrors: integer('server_errors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.hour] }),
    index('api_request_hourly_hour_idx').on(t.hour),
    index('api_request_hourly_merchant_hour_idx').on(t.merchantId, t.hour),
  ],
);

/**
 * Which merchants and modes have a live API stream open, and on which instance (decision 0036): the
 * stream triggers on events and api_request_logs NOTIFY only for these, so a platform where no one
 * is streaming pays nothing for the feature. An instance refreshes its rows while its streams stay
 * open and deletes them when the last closes; a row left by an instance that died lapses at
 * expires_at.
 */
export const streamSubscriptions = pgTable(
  'stream_subscriptions',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    instanceId: text('instance_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.mode, t.instanceId] })],
);
