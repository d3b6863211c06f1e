import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';
import { DISPUTE_STATUSES } from './disputes';
import { MERCHANT_CANCEL_REASONS, REFUND_ALLOCATIONS, REFUND_LEG_STATUSES, REFUND_REASONS, REFUND_STATUSES } from './payment-states';
import { paymentLegSchema, paymentSchema } from './payments';

/**
 * The payment lifecycle's requests and answers (docs/decisions/0033-payment-lifecycle.md): leg
 * authorisation reports and re-splits, capture, cancel, refunds across legs, and the detail view.
 */

const pence = (description: string) =>
  z.number().int('must be a whole number of pence').positive('must be positive').max(Number.MAX_SAFE_INTEGER).describe(description);

export const paymentIdParamsSchema = z.object({
  paymentId: z
    .string()
    .max(64)
    .regex(/^txn_[A-Za-z0-9]{1,60}$/, 'must be a payment id (txn_...)'),
});
const legId = z
  .string()
  .max(64)
  .regex(/^leg_[A-Za-z0-9]{1,60}$/, 'must be a leg id (leg_...)');
const refundId = z
  .string()
  .max(64)
  .regex(/^re_[A-Za-z0-9]{1,60}$/, 'must be a refund id (re_...)');
export const paymentLegParamsSchema = paymentIdParamsSchema.extend({ legId });
export const refundIdParamsSchema = z.object({ refundId });
export const refundLegParamsSchema = z.object({ refundId, legId });

const reference = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\x20-\x7E]+$/, 'printable ASCII only');

export const legAuthorisationRequestSchema = z
  .object({
    outcome: z.enum(['AUTHORISED', 'DECLINED']).describe("The processor's answer for this leg"),
    amount: pence('Pence authorised, when less than the leg (a partial authorisation); only with AUTHORISED').optional(),
    processorReference: reference.optional().describe('Your processor’s reference for the charge, to void or refund it later'),
    declineCode: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . or -')
      .optional(),
  })
  .strict()
  .meta({ id: 'LegAuthorisationReport' });

export const resplitSchema = z
  .object({
    newLegs: z.array(paymentLegSchema).describe('Legs to authorise now, on the customer’s other cards'),
    shortfall: z.number().int().describe('Pence the declined or partly authorised leg left uncovered'),
    rewardLost: z.number().describe('Reward (minor units, 2 decimals) lost compared with the original split'),
  })
  .meta({ id: 'Resplit' });

export const lifecycleAnswerSchema = z
  .object({
    payment: paymentSchema,
    resplit: resplitSchema.nullable().describe('Set when a decline or partial authorisation was re-split'),
    voidReferences: z.array(z.string()).describe('Processor references of authorisations you must now void'),
  })
  .meta({ id: 'PaymentLifecycleAnswer' });
export type LifecycleAnswer = z.infer<typeof lifecycleAnswerSchema>;

export const captureRequestSchema = z
  .object({ amount: pence('Pence to capture, at most the amount authorised; default all of it').optional() })
  .strict()
  .meta({ id: 'CaptureRequest' });

export const cancelRequestSchema = z
  .object({ reason: z.enum(MERCHANT_CANCEL_REASONS).describe('Why the payment is canceled') })
  .strict()
  .meta({ id: 'CancelRequest' });

export const refundLegSchema = z
  .object({
    legId: z.string(),
    cardId: z.string(),
    amount: z.number().int(),
    rewardReversed: z.number().meta({ description: 'Reward the customer loses on this card, minor units, 2 decimals' }),
    status: z.enum(REFUND_LEG_STATUSES),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'RefundLeg' });

export const refundSchema = z
  .object({
    id: z.string().meta({ example: 're_7Lq2Wm9XzR4pT8vK' }),
    paymentId: z.string(),
    amount: z.number().int(),
    reason: z.enum(REFUND_REASONS),
    status: z.enum(REFUND_STATUSES),
    allocation: z.string().meta({ description: 'keep_most_reward, pro_rata, last_leg_first or explicit' }),
    legs: z.array(refundLegSchema),
    feeReturned: z.number().int().meta({ description: 'Pence of the platform fee returned (refundFeePolicy proportional)' }),
    createdAt: z.string(),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

const explicitAllocation = z
  .object({
    legs: z
      .array(z.object({ legId, amount: pence('Pence to refund from this leg') }).strict())
      .min(1)
      .max(20),
  })
  .strict();

export const createRefundRequestSchema = z
  .object({
    amount: pence('Pence to refund; default all that can still be refunded').optional(),
    reason: z.enum(REFUND_REASONS),
    allocation: z
      .union([z.enum(REFUND_ALLOCATIONS), explicitAllocation])
      .optional()
      .describe('How the refund is spread across legs; default keep_most_reward. With explicit legs, amount may be left out'),
  })
  .strict()
  .meta({ id: 'CreateRefundRequest' });
export type CreateRefundRequest = z.infer<typeof createRefundRequestSchema>;

export const refundPreviewRequestSchema = z.object({ amount: pence('Pence to refund; default all that can still be refunded').optional() }).strict();

export const refundPreviewSchema = z
  .object({
    amount: z.number().int(),
    refundable: z.number().int(),
    options: z.array(
      z.object({
        allocation: z.enum(REFUND_ALLOCATIONS),
        legs: z.array(refundLegSchema.pick({ legId: true, cardId: true, amount: true, rewardReversed: true })),
        rewardReversed: z.number(),
      }),
    ),
  })
  .meta({ id: 'RefundPreview' });

export const refundLegResultRequestSchema = z
  .object({
    outcome: z.enum(['SUCCEEDED', 'FAILED']),
    reason: z.string().trim().min(1).max(200).optional().describe('Why the processor refused it (FAILED)'),
  })
  .strict()
  .meta({ id: 'RefundLegResult' });

export const refundListSchema = z.object({ refunds: z.array(refundSchema) }).meta({ id: 'RefundList' });

export const HISTORY_SUBJECTS = ['payment', 'leg', 'refund'] as const;
export const historyEntrySchema = z
  .object({
    at: z.string(),
    subject: z.enum(HISTORY_SUBJECTS),
    subjectId: z.string().describe('The payment, leg or refund id'),
    from: z.string().nullable(),
    to: z.string(),
    cause: z.string().describe('What moved it: created, authorisation_report, resplit, capture, cancel, expired, refund'),
    note: z.string().nullable(),
  })
  .meta({ id: 'PaymentHistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const paymentDetailSchema = paymentSchema
  .extend({
    refunds: z.array(refundSchema),
    history: z.array(historyEntrySchema),
    disputes: z.array(z.object({ id: z.string(), cardId: z.string(), amount: z.number().int(), status: z.enum(DISPUTE_STATUSES) })),
  })
  .meta({ id: 'PaymentDetail' });
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const adminPaymentDetailSchema = paymentDetailSchema.extend({ merchantId: z.string(), companyName: z.string() }).meta({ id: 'AdminPaymentDetail' });

export const adminTransactionParamsSchema = z.object({ transactionId: paymentIdParamsSchema.shape.paymentId });

export const listRefundsQuerySchema = z.object({ limit: pageLimit(20, 100), cursor: cursorParam }).strict();
export const refundPageSchema = z.object({ refunds: z.array(refundSchema), nextCursor: nextCursorSchema }).meta({ id: 'RefundPage' });
