import { sql, type SQLWrapper } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS, LEDGER_CHECK_STATUSES, LEDGER_CHECK_TRIGGERS, LEDGER_KINDS, PAYOUT_RUN_TRIGGERS, PAYOUT_STATUSES } from '@contract/ledger';
import { merchants } from './merchants';
import { transactions } from './payments';

/** `column in ('a', 'b')` from a closed contract list, so the table refuses what the contract does not name. */
const oneOf = (column: SQLWrapper, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/**
 * The money ledger (docs/decisions/0018): append-only, integer pence. Each completed live
 * payment writes its entries from a trigger on `transactions` (in the payment's own statement),
 * and each payout status change writes its own. Every group of entries sums to zero.
 * No foreign keys: each would cost a lookup on the payment path, and `transactions` already
 * holds the payment's own.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The entries of one event share it: the transaction's id for a payment, a fresh uuid per payout change. */
    groupId: uuid('group_id').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    merchantId: uuid('merchant_id').notNull(),
    partnerId: text('partner_id'),
    payoutId: text('payout_id'),
    /** Signed pence: the entries of one group sum to zero. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_merchant_idx').on(t.merchantId, t.account, t.createdAt),
    // Month reports scan by time; a BRIN index costs next to nothing on insert.
    index('ledger_entries_created_brin').using('brin', t.createdAt),
    // The contract's lists (docs/decisions/0027): an unknown account or kind fails even from raw SQL.
    check('ledger_entries_account_check', oneOf(t.account, LEDGER_ACCOUNTS)),
    check('ledger_entries_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);

export const partners = pgTable('partners', {
  /** Public id: ptn_ + random characters. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  contactEmail: text('contact_email').notNull(),
  revenueSharePercent: numeric('revenue_share_percent', { precision: 5, scale: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A merchant's partner, if any. The share applies to payments recorded while the row exists. */
export const partnerMerchants = pgTable(
  'partner_merchants',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => partners.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: uuid('assigned_by'),
  },
  (t) => [index('partner_merchants_partner_idx').on(t.partnerId)],
);

/** Per-merchant fee from a moment on; a null fee means the platform default again. */
export const merchantFeeOverrides = pgTable(
  'merchant_fee_overrides',
  {
    /** Public id: fo_ + random characters. */
    id: text('id').primaryKey(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    feePercent: numeric('fee_percent', { precision: 5, scale: 2 }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_fee_overrides_merchant_from_uq').on(t.merchantId, t.effectiveFrom)],
);

export const payoutRuns = pgTable(
  'payout_runs',
  {
    /** Public id: pr_ + random characters. */
    id: text('id').primaryKey(),
    /** Payments completed up to this moment were eligible. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    delayDays: integer('delay_days').notNull(),
    trigger: text('trigger', { enum: PAYOUT_RUN_TRIGGERS }).notNull(),
    /** The UTC day of a scheduled run: one scheduled run a day, however many instances run the job. */
    runDay: date('run_day', { mode: 'string' }),
    createdBy: uuid('created_by'),
    payoutCount: integer('payout_count').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    heldCount: integer('held_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_runs_created_idx').on(t.createdAt.desc()),
    uniqueIndex('payout_runs_day_uq')
      .on(t.runDay)
      .where(sql`${t.runDay} is not null`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    /** Public id: po_ + random characters. */
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => payoutRuns.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    bankAccountLast4: text('bank_account_last4'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_merchant_idx').on(t.merchantId, t.createdAt.desc()),
    index('payouts_run_idx').on(t.runId),
    index('payouts_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** The payments a payout covers (its statement). A FAILED payout's payments are covered again by a later one. */
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** The merchant's payable from this payment, in pence. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.transactionId] }), index('payout_items_transaction_idx').on(t.transactionId)],
);

/**
 * What no payout covers yet (docs/decisions/0048): one row per ledger group that moves a merchant's
 * payable (a payment, a dispute movement, a refund) until a PENDING, PROCESSING or PAID payout takes
 * it into account. Kept by triggers (migration 0035): a payable entry adds its group, a payout's
 * items and adjustments remove theirs, and a payout that FAILS puts them back. The next run and its
 * preview read this small table instead of anti-joining the whole ledger against every payout.
 */
export const payoutOpenGroups = pgTable(
  'payout_open_groups',
  {
    groupId: uuid('group_id').notNull(),
    /** A payment (covered by payout_items, once older than the run's cutoff) or an adjustment (payout_adjustments, whatever its age). */
    isPayment: boolean('is_payment').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    /** The merchant's payable from the group, in signed pence. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // No other index: every reader aggregates the whole (small) table, and each index costs a live payment.
  (t) => [primaryKey({ columns: [t.groupId, t.isPayment] })],
);

/** Merchants a run could not pay, and why. */
export const payoutHolds = pgTable(
  'payout_holds',
  {
    runId: text('run_id')
      .notNull()
      .references(() => payoutRuns.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.merchantId] })],
);

/**
 * The ledger's checks (docs/decisions/0048): each reads the whole ledger in the background, so the
 * Payouts screen shows the last result rather than waiting for a new one. At most one RUNNING row.
 */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    /** Public id: lc_ + random characters. */
    id: text('id').primaryKey(),
    status: text('status', { enum: LEDGER_CHECK_STATUSES }).notNull(),
    trigger: text('trigger', { enum: LEDGER_CHECK_TRIGGERS }).notNull(),
    requestedBy: uuid('requested_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    unbalancedGroups: integer('unbalanced_groups'),
    paymentsWithoutEntries: integer('payments_without_entries'),
    error: text('error'),
  },
  (t) => [
    index('ledger_checks_started_idx').on(t.startedAt.desc()),
    uniqueIndex('ledger_checks_one_running_uq')
      .on(t.status)
      .where(sql`${t.status} = 'RUNNING'`),
    check('ledger_checks_status_check', oneOf(t.status, LEDGER_CHECK_STATUSES)),
    check('ledger_checks_trigger_check', oneOf(t.trigger, LEDGER_CHECK_TRIGGERS)),
  ],
);
