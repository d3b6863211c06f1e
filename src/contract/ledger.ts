import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';
import { safeTextCheck } from './common';

/**
 * The ledger, payouts (Net 7) and their screens (docs/decisions/0018). Amounts are integer pence.
 */

export const LEDGER_ACCOUNTS = [
  'payment_clearing',
  'merchant_payable',
  'platform_fee',
  'partner_commission',
  'payouts_pending',
  'payouts_processing',
  'payouts_paid',
  // Disputes (docs/decisions/0020): an open dispute's amount, held out of the merchant's payable;
  // what lost or accepted disputes took away; and the dispute fees charged for them.
  'dispute_hold',
  'dispute_losses',
  'dispute_fees',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_KINDS = [
  'PAYMENT',
  'PAYOUT_CREATED',
  'PAYOUT_PROCESSING',
  'PAYOUT_PAID',
  'PAYOUT_FAILED',
  'DISPUTE_OPENED',
  'DISPUTE_WON',
  'DISPUTE_LOST',
  'DISPUTE_FEE',
  // The payment lifecycle (docs/decisions/0033): a refund takes back what the merchant was owed, and
  // under refundFeePolicy proportional the fee's share with it.
  'REFUND',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The movements on a merchant's payable, besides payments, that the next payout takes into account
 * whatever their age (docs/decisions/0020, 0033): dispute holds, releases and fees, and refunds.
 */
export const PAYABLE_ADJUSTMENT_KINDS = ['DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND'] as const satisfies readonly LedgerKind[];

export const PAYOUT_STATUSES = ['PENDING', 'PROCESSING', 'PAID', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_RUN_TRIGGERS = ['SCHEDULE', 'ADMIN'] as const;

/** The status changes an admin may make, from each status. */
export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  PENDING: ['PROCESSING', 'FAILED'],
  PROCESSING: ['PAID', 'FAILED'],
  PAID: [],
  FAILED: [],
};

export const MAX_PAYOUT_DELAY_DAYS = 90;

const pence = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in pence` });

export const payoutIdParamsSchema = z.object({ payoutId: z.string().regex(/^po_[A-Za-z0-9]{1,40}$/, 'must be a payout id (po_...)') });
export const payoutRunIdParamsSchema = z.object({ runId: z.string().regex(/^pr_[A-Za-z0-9]{1,40}$/, 'must be a payout run id (pr_...)') });

/** A payout as its merchant sees it. */
export const merchantPayoutSchema = z
  .object({
    id: z.string().meta({ description: 'po_...' }),
    amount: pence('What is paid'),
    currency: z.literal('GBP'),
    periodEnd: z.string().meta({ description: 'Payments completed up to this moment (less the payout delay) are covered' }),
    status: z.enum(PAYOUT_STATUSES),
    bankAccountLast4: z.string().nullable(),
    failureReason: z.string().nullable(),
    paymentCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payout' });
export type MerchantPayout = z.infer<typeof merchantPayoutSchema>;

export const adminPayoutSchema = merchantPayoutSchema.extend({
  runId: z.string(),
  merchantId: z.string().meta({ description: 'mch_...' }),
  companyName: z.string(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const payoutRunSchema = z.object({
  id: z.string().meta({ description: 'pr_...' }),
  periodEnd: z.string(),
  delayDays: z.number().int(),
  trigger: z.enum(PAYOUT_RUN_TRIGGERS),
  payoutCount: z.number().int(),
  totalAmount: pence('Sum of the run’s payouts'),
  heldCount: z.number().int(),
  createdAt: z.string(),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

export const heldMerchantSchema = z.object({
  merchantId: z.string(),
  companyName: z.string(),
  amount: pence('Available balance held back'),
  reason: z.string(),
});
export type HeldMerchant = z.infer<typeof heldMerchantSchema>;

export const LEDGER_CHECK_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export const LEDGER_CHECK_TRIGGERS = ['SCHEDULE', 'ADMIN'] as const;

/**
 * The ledger's own check (docs/decisions/0048), run in the background: every group of entries must
 * sum to zero, and every completed live payment must have its entries. It reads the whole ledger, so
 * it runs on a schedule (and when an admin asks), one at a time across instances, and screens show
 * the last result with its time.
 */
export const ledgerCheckSchema = z.object({
  id: z.string().meta({ description: 'lc_ + random characters' }),
  status: z.enum(LEDGER_CHECK_STATUSES),
  trigger: z.enum(LEDGER_CHECK_TRIGGERS),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  unbalancedGroups: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Payments or payout changes whose entries do not sum to zero (expected 0); null until the check is DONE' }),
  paymentsWithoutEntries: z.number().int().nullable().meta({ description: 'Completed live payments with no ledger entries (expected 0)' }),
  ok: z.boolean().nullable().meta({ description: 'Both figures are 0; null until the check is DONE' }),
  error: z.string().nullable().meta({ description: 'Why a FAILED check stopped' }),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

export const startLedgerCheckResponseSchema = z.object({
  check: ledgerCheckSchema,
  started: z.boolean().meta({ description: 'false when a check was already running: this is that check' }),
  message: z.string(),
});

export const payoutsOverviewSchema = z.object({
  payoutDelayDays: z.number().int(),
  totalsByStatus: z.array(z.object({ status: z.enum(PAYOUT_STATUSES), count: z.number().int(), amount: z.number().int() })),
  nextRun: z.object({
    cutoff: z.string().meta({ description: 'Payments completed before this are eligible now' }),
    expectedTotal: pence('What a run now would pay'),
    merchantCount: z.number().int(),
  }),
  held: z.array(heldMerchantSchema),
  ledgerIntegrity: ledgerCheckSchema.nullable().meta({ description: 'The last finished ledger check (DONE or FAILED); null before the first' }),
  ledgerCheckRunning: ledgerCheckSchema.nullable().meta({ description: 'The check running now, if any' }),
});
export type PayoutsOverview = z.infer<typeof payoutsOverviewSchema>;

export const listPayoutsQuerySchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES, { error: `status must be one of ${PAYOUT_STATUSES.join(', ')}` }).optional(),
    runId: z
      .string()
      .regex(/^pr_[A-Za-z0-9]{1,40}$/, 'runId must be a payout run id')
      .optional(),
    merchantId: z
      .string()
      .regex(/^mch_[A-Za-z0-9]{1,40}$/, 'merchantId must be a merchant id')
      .optional(),
    limit: pageLimit(50, 200),
    cursor: cursorParam,
  })
  .strict();
export const payoutListSchema = z.object({ payouts: z.array(adminPayoutSchema), nextCursor: nextCursorSchema });

export const listPayoutRunsQuerySchema = z.object({ limit: pageLimit(20, 100), cursor: cursorParam }).strict();
export const payoutRunListSchema = z.object({ runs: z.array(payoutRunSchema), nextCursor: nextCursorSchema });

export const runPayoutsResponseSchema = z.object({ run: payoutRunSchema, held: z.array(heldMerchantSchema), message: z.string() });

export const updatePayoutStatusRequestSchema = z
  .object({
    status: z.enum(['PROCESSING', 'PAID', 'FAILED'], { error: 'status must be PROCESSING, PAID or FAILED' }),
    reason: z
      .string()
      .refine(...safeTextCheck)
      .trim()
      .min(3, 'Give a reason of at least 3 characters')
      .max(500)
      .optional(),
  })
  .strict()
  .refine((v) => v.status !== 'FAILED' || v.reason !== undefined, { message: 'A failed payout needs a reason', path: ['reason'] });
export type UpdatePayoutStatusRequest = z.infer<typeof updatePayoutStatusRequestSchema>;
export const updatePayoutStatusResponseSchema = z.object({ payout: adminPayoutSchema, message: z.string() });

export const merchantBalanceSchema = z.object({
  currency: z.literal('GBP'),
  payoutDelayDays: z.number().int(),
  pending: pence('Payable but still within the payout delay'),
  available: pence('Payable now: the next payout run pays it'),
  inPayouts: pence('In payouts not yet paid'),
  paidOut: pence('Paid out so far'),
});
export type MerchantBalance = z.infer<typeof merchantBalanceSchema>;

export const merchantPayoutListQuerySchema = z.object({ limit: pageLimit(50, 200), cursor: cursorParam }).strict();
export const merchantPayoutListSchema = z.object({ payouts: z.array(merchantPayoutSchema), nextCursor: nextCursorSchema });
export const merchantPayoutResponseSchema = z.object({ payout: merchantPayoutSchema });
