import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';
import { safeTextCheck } from './common';
import { CARD_BRANDS } from './payments';

/**
 * Disputes, one per split leg of a completed live payment (docs/decisions/0020). Amounts are
 * integer pence. Opening holds the amount from payouts; WON releases it; LOST or ACCEPTED takes it
 * away and charges the dispute fee.
 */

export const DISPUTE_REASONS = ['fraudulent', 'product_not_received', 'duplicate', 'subscription_canceled', 'credit_not_processed', 'general'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_STATUSES = ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST', 'ACCEPTED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Statuses whose amount counts against the leg: open ones, and those whose money is gone. */
export const DISPUTE_COUNTED_STATUSES: readonly DisputeStatus[] = ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED'];
export const DISPUTE_OPEN_STATUSES: readonly DisputeStatus[] = ['NEEDS_RESPONSE', 'UNDER_REVIEW'];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  fraudulent: 'Fraudulent',
  product_not_received: 'Product not received',
  duplicate: 'Duplicate',
  subscription_canceled: 'Subscription cancelled',
  credit_not_processed: 'Credit not processed',
  general: 'General',
};

export const MAX_EVIDENCE_FILES = 5;
export const MAX_EVIDENCE_TEXT = 20_000;
export const DEFAULT_DISPUTE_DAYS = 7;

const pence = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in pence` });

export const disputeIdParamsSchema = z.object({ disputeId: z.string().regex(/^dp_[A-Za-z0-9]{1,40}$/, 'must be a dispute id (dp_...)') });
export const disputeFileParamsSchema = disputeIdParamsSchema.extend({
  fileId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a file id'),
});

export const disputeFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type DisputeFile = z.infer<typeof disputeFileSchema>;

export const disputeHistorySchema = z.object({
  status: z.enum(DISPUTE_STATUSES),
  at: z.string(),
  by: z.string().meta({ description: 'Who made the change: staff, merchant or system' }),
  note: z.string().optional(),
});

/** A dispute as its merchant sees it (also the data of dispute.* events). */
export const disputeSchema = z
  .object({
    id: z.string().meta({ description: 'dp_...' }),
    transactionId: z.string().meta({ description: 'txn_...' }),
    cardId: z.string().meta({ description: 'The leg of the split payment this dispute concerns' }),
    cardBrand: z.enum(CARD_BRANDS).nullable(),
    cardLast4: z.string().nullable(),
    legAmount: pence('The leg’s amount'),
    amount: pence('Disputed'),
    currency: z.literal('GBP'),
    reason: z.enum(DISPUTE_REASONS),
    status: z.enum(DISPUTE_STATUSES),
    dueBy: z.string().meta({ description: 'Evidence must be submitted before this; afterwards the dispute is lost' }),
    submittedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeDetailSchema = disputeSchema.extend({
  evidenceText: z.string(),
  files: z.array(disputeFileSchema),
  history: z.array(disputeHistorySchema),
  payment: z.object({
    amount: pence('The whole payment'),
    category: z.string(),
    createdAt: z.string(),
    legs: z.array(z.object({ cardId: z.string(), brand: z.string(), last4: z.string(), amount: z.number().int() })),
  }),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

export const adminDisputeSchema = disputeSchema.extend({ merchantId: z.string(), companyName: z.string() });
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputeDetailSchema = disputeDetailSchema.extend({ merchantId: z.string(), companyName: z.string() });
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;

const dueByField = z
  .string()
  .max(40)
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
    'dueBy must be an ISO-8601 date-time with a zone',
  );

export const openDisputeRequestSchema = z
  .object({
    transactionId: z.string({ error: 'transactionId is required' }).regex(/^txn_[A-Za-z0-9]{1,60}$/, 'transactionId must be a transaction id (txn_...)'),
    cardId: z
      .string({ error: 'cardId is required' })
      .refine(...safeTextCheck)
      .trim()
      .min(1, 'cardId is required')
      .max(100),
    amount: z
      .number({ error: 'amount must be a number of pence' })
      .int('amount must be whole pence')
      .min(1, 'amount must be at least 1 penny')
      .max(100_000_000_000),
    reason: z.enum(DISPUTE_REASONS, { error: `reason must be one of ${DISPUTE_REASONS.join(', ')}` }),
    dueBy: dueByField.optional().meta({ description: `Default: ${DEFAULT_DISPUTE_DAYS} days from now` }),
  })
  .strict();
export type OpenDisputeRequest = z.infer<typeof openDisputeRequestSchema>;

export const adminDisputeListQuerySchema = z
  .object({
    status: z.enum(DISPUTE_STATUSES, { error: `status must be one of ${DISPUTE_STATUSES.join(', ')}` }).optional(),
    reason: z.enum(DISPUTE_REASONS, { error: `reason must be one of ${DISPUTE_REASONS.join(', ')}` }).optional(),
    limit: pageLimit(50, 200),
    cursor: cursorParam,
  })
  .strict();
export const adminDisputeListSchema = z.object({ disputes: z.array(adminDisputeSchema), nextCursor: nextCursorSchema });

export const disputeFiguresSchema = z.object({
  open: z.number().int().meta({ description: 'NEEDS_RESPONSE and UNDER_REVIEW' }),
  dueWithin48h: z.number().int().meta({ description: 'NEEDS_RESPONSE due in the next 48 hours' }),
  closed: z.number().int(),
  wonRate: z.number().nullable().meta({ description: 'Won / closed, 0-1; null before any is closed' }),
  lostAmount: pence('Taken by LOST and ACCEPTED disputes'),
});
export type DisputeFigures = z.infer<typeof disputeFiguresSchema>;

export const decideDisputeRequestSchema = z.object({ outcome: z.enum(['WON', 'LOST'], { error: 'outcome must be WON or LOST' }) }).strict();

export const adminDisputeResponseSchema = z.object({ dispute: adminDisputeDetailSchema, message: z.string() });
export const adminDisputeDetailResponseSchema = z.object({ dispute: adminDisputeDetailSchema });

export const merchantDisputeListQuerySchema = z
  .object({
    status: z.enum(DISPUTE_STATUSES, { error: `status must be one of ${DISPUTE_STATUSES.join(', ')}` }).optional(),
    limit: pageLimit(50, 200),
    cursor: cursorParam,
  })
  .strict();
export const merchantDisputeListSchema = z.object({ disputes: z.array(disputeSchema), nextCursor: nextCursorSchema });
export const merchantDisputeResponseSchema = z.object({ dispute: disputeDetailSchema });
export const merchantDisputeChangeResponseSchema = z.object({ dispute: disputeDetailSchema, message: z.string() });

export const saveEvidenceRequestSchema = z
  .object({
    text: z
      .string({ error: 'text must be text' })
      .refine(...safeTextCheck)
      .max(MAX_EVIDENCE_TEXT, `text must be at most ${MAX_EVIDENCE_TEXT} characters`),
  })
  .strict();

export const disputeFileResponseSchema = z.object({ file: disputeFileSchema, message: z.string() });
