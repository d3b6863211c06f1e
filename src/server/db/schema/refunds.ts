import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MODES } from '@contract/payments';
import { REFUND_FEE_POLICIES, REFUND_REASONS, REFUND_STATUSES, type RefundLegStatus } from '@contract/payment-states';
import { merchants } from './merchants';
import { transactions } from './payments';

/** One leg of a refund as stored (docs/decisions/0033). */
export interface StoredRefundLeg {
  legId: string;
  cardId: string;
  amount: number;
  rewardReversed: number;
  status: RefundLegStatus;
  failureReason: string | null;
  /** The platform fee and partner commission this leg returns (refundFeePolicy proportional), in pence. */
  feeReturned: number;
  commissionReturned: number;
}

/** A refund across a payment's legs (docs/decisions/0033). */
export const refunds = pgTable(
  'refunds',
  {
    /** Public id: re_ + random characters. */
    id: text('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    allocation: text('allocation').notNull(),
    legs: jsonb('legs').$type<StoredRefundLeg[]>().notNull(),
    feeReturned: bigint('fee_returned', { mode: 'number' }).notNull().default(0),
    commissionReturned: bigint('commission_returned', { mode: 'number' }).notNull().default(0),
    /**
     * The refundFeePolicy the refund was made under. A later proportional refund returns the share of
     * what the payment's proportional refunds took, less what they returned, so a leg that failed
     * leaves no penny behind; a refund made under retain takes no part.
     */
    feePolicy: text('fee_policy', { enum: REFUND_FEE_POLICIES }).notNull().default('retain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_transaction_idx').on(t.transactionId, t.createdAt),
    index('refunds_merchant_idx').on(t.merchantId, t.mode, t.createdAt.desc(), t.id.desc()),
    index('refunds_created_idx').on(t.createdAt),
    // What a proportional refund reads of the payment's earlier ones; empty while the policy is retain.
    index('refunds_proportional_idx')
      .on(t.transactionId)
      .where(sql`${t.feePolicy} = 'proportional'`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_fee_policy_check', sql`${t.feePolicy} in ('retain', 'proportional')`),
  ],
);
