import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * One row per retention run (the daily job or an admin's "Run now"): what it removed, by category.
 * Financial records are never in `counts`: the job does not touch them (docs/decisions/0021).
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: ['SCHEDULE', 'ADMIN'] }).notNull(),
    triggeredBy: uuid('triggered_by'),
    triggeredByEmail: text('triggered_by_email'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Rows (or files) removed per category, e.g. { contactEnquiries: 3 }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** The periods in force for this run (days). */
    periods: jsonb('periods').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt.desc())],
);

/**
 * The log of data-subject requests. The address itself is never stored: only its keyed hash (to
 * find repeat requests) and a masked form for people to read.
 */
export const dataSubjectRequests = pgTable(
  'data_subject_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['EXPORT', 'ERASURE'] }).notNull(),
    outcome: text('outcome', { enum: ['COMPLETED', 'REFUSED'] }).notNull(),
    emailHash: text('email_hash').notNull(),
    emailMasked: text('email_masked').notNull(),
    reason: text('reason'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_subject_requests_created_idx').on(t.createdAt.desc())],
);

/** A periodic KYB review a compliance admin has started: the merchant re-uploads the named documents. */
export const kybReviews = pgTable(
  'kyb_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    documentTypes: text('document_types').array().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: uuid('started_by'),
    /** Set when the merchant has re-uploaded every named document. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kyb_reviews_open_uq')
      .on(t.merchantId)
      .where(sql`${t.completedAt} is null`),
  ],
);
