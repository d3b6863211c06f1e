import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_REASONS, DISPUTE_STATUSES } from '@contract/disputes';
import { ACCEPTED_MIME_TYPES } from '@contract/verification';
import { merchants } from './merchants';
import { transactions } from './payments';
import { payouts } from './ledger';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One history line: a status, when, and who (docs/decisions/0020). */
export interface DisputeHistoryEntry {
  status: (typeof DISPUTE_STATUSES)[number];
  at: string;
  by: string;
  note?: string;
}

/** A dispute on one split leg (card) of a completed live payment. */
export const disputes = pgTable(
  'disputes',
  {
    /** Public id: dp_ + random characters. */
    id: text('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** The leg: a card id from the payment's splits. */
    cardId: text('card_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    evidenceText: text('evidence_text').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when staff were told it is due within 48 hours, so they are told once. */
    dueSoonNotifiedAt: timestamp('due_soon_notified_at', { withTimezone: true }),
    history: jsonb('history')
      .$type<DisputeHistoryEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('disputes_status_due_idx').on(t.status, t.dueBy, t.id),
    index('disputes_due_idx').on(t.dueBy, t.id),
    index('disputes_merchant_due_idx').on(t.merchantId, t.dueBy, t.id),
    index('disputes_transaction_idx').on(t.transactionId, t.cardId),
  ],
);

/** Evidence files, bytes kept in PostgreSQL like verification documents. */
export const disputeFiles = pgTable(
  'dispute_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: text('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    /** Sanitised original name, metadata only. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: ACCEPTED_MIME_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_files_dispute_idx').on(t.disputeId, t.createdAt)],
);

/**
 * The dispute ledger movements a payout took into account (a hold lowers it, a release raises it),
 * as payout_items records the payments it covers. A FAILED payout's adjustments are taken again.
 */
export const payoutAdjustments = pgTable(
  'payout_adjustments',
  {
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id),
    /** The ledger group of the movement (one dispute status change). */
    groupId: uuid('group_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.groupId] }), index('payout_adjustments_group_idx').on(t.groupId)],
);
