import { z } from 'zod';
import { RETENTION_CATEGORIES, type RetentionCategory } from './retention-periods';
import { DOCUMENT_TYPES } from './verification';

// Kept in a file without zod, so the privacy policy's one piece of script can use them.
export { DEFAULT_RETENTION, describeDays, RETENTION_CATEGORIES, type RetentionCategory, type RetentionPeriods } from './retention-periods';

export const RETENTION_LABELS: Record<RetentionCategory, string> = {
  contactEnquiries: 'Contact enquiries',
  emailOutbox: 'Sent and failed emails',
  apiRequestLogs: 'API request logs',
  webhookDeliveries: 'Events, and webhook deliveries with their attempts',
  sessionsAndTokens: 'Expired sessions and reset tokens (grace after expiry)',
  rejectedDocumentFiles: 'Files of rejected verification documents',
};

export const MAX_RETENTION_DAYS = 3650;

const days = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} must be between 0 and ${MAX_RETENTION_DAYS}`)
    .max(MAX_RETENTION_DAYS, `${label} must be between 0 and ${MAX_RETENTION_DAYS}`);

export const retentionPeriodsSchema = z
  .object(Object.fromEntries(RETENTION_CATEGORIES.map((c) => [c, z.number().int()])) as Record<RetentionCategory, z.ZodNumber>)
  .meta({ id: 'RetentionPeriods', description: 'Days each category is kept' });

export const complianceSettingsSchema = z
  .object({
    retention: retentionPeriodsSchema,
    kybReviewMonths: z.number().int().meta({ description: 'Approved verifications are due for review this many months after approval' }),
    kybReviewGraceDays: z.number().int().meta({ description: 'Days after a review falls due before new live keys are refused' }),
  })
  .meta({ id: 'ComplianceSettings' });
export type ComplianceSettings = z.infer<typeof complianceSettingsSchema>;

export const updateComplianceSettingsRequestSchema = z
  .object({
    retention: z
      .object(Object.fromEntries(RETENTION_CATEGORIES.map((c) => [c, days(c).optional()])) as Record<RetentionCategory, z.ZodOptional<z.ZodNumber>>)
      .strict()
      .optional(),
    kybReviewMonths: z
      .number({ error: 'kybReviewMonths must be a number' })
      .int('kybReviewMonths must be a whole number of months')
      .min(1, 'kybReviewMonths must be between 1 and 120')
      .max(120, 'kybReviewMonths must be between 1 and 120')
      .optional(),
    kybReviewGraceDays: days('kybReviewGraceDays').optional(),
  })
  .strict()
  .refine(
    (v) => v.kybReviewMonths !== undefined || v.kybReviewGraceDays !== undefined || (v.retention && Object.values(v.retention).some((x) => x !== undefined)),
    'Send at least one setting to change',
  );
export type UpdateComplianceSettingsRequest = z.infer<typeof updateComplianceSettingsRequestSchema>;

export const publicRetentionSchema = z.object({ retention: retentionPeriodsSchema }).meta({ id: 'PublicRetention' });
export type PublicRetention = z.infer<typeof publicRetentionSchema>;

export const retentionRunSchema = z
  .object({
    id: z.string(),
    trigger: z.enum(['SCHEDULE', 'ADMIN']),
    triggeredByEmail: z.string().nullable(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    counts: z.record(z.string(), z.number()),
    periods: z.record(z.string(), z.number()),
  })
  .meta({ id: 'RetentionRun' });
export type RetentionRun = z.infer<typeof retentionRunSchema>;
export const listRetentionRunsResponseSchema = z.object({ runs: z.array(retentionRunSchema) });

export const subjectEmailSchema = z
  .object({
    email: z
      .string({ error: 'email is required' })
      .trim()
      .toLowerCase()
      .min(3, 'email must be an email address')
      .max(254, 'email must be at most 254 characters')
      .pipe(z.email('email must be an email address')),
  })
  .strict();
export type SubjectEmailRequest = z.infer<typeof subjectEmailSchema>;

export const dataSubjectRequestSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['EXPORT', 'ERASURE']),
    outcome: z.enum(['COMPLETED', 'REFUSED']),
    email: z.string().meta({ description: 'Masked: the address itself is not kept in the log' }),
    reason: z.string().nullable(),
    counts: z.record(z.string(), z.number()),
    adminEmail: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DataSubjectRequest' });
export type DataSubjectRequestDto = z.infer<typeof dataSubjectRequestSchema>;
export const listDataSubjectRequestsResponseSchema = z.object({ requests: z.array(dataSubjectRequestSchema) });
export const erasureResponseSchema = z.object({ request: dataSubjectRequestSchema, message: z.string() });

export const KYB_REVIEW_STATES = ['DUE', 'OVERDUE', 'BLOCKING'] as const;
export const kybReviewSchema = z
  .object({
    merchantId: z.string(),
    companyName: z.string(),
    approvedAt: z.string(),
    dueAt: z.string(),
    state: z.enum(KYB_REVIEW_STATES).meta({ description: 'BLOCKING: overdue past the grace period (new live keys refused)' }),
    reviewId: z.string().nullable(),
    startedAt: z.string().nullable(),
    documentTypes: z.array(z.enum(DOCUMENT_TYPES)),
  })
  .meta({ id: 'KybReview' });
export type KybReviewDto = z.infer<typeof kybReviewSchema>;
export const listKybReviewsQuerySchema = z
  .object({ withinDays: z.coerce.number().int().min(0).max(365).default(30).meta({ description: 'Also list reviews falling due within this many days' }) })
  .strict();
export const listKybReviewsResponseSchema = z.object({ reviews: z.array(kybReviewSchema) });
export const startKybReviewParamsSchema = z.object({ merchantId: z.string().trim().min(1).max(64) }).strict();
export const startKybReviewRequestSchema = z
  .object({
    documentTypes: z
      .array(z.enum(DOCUMENT_TYPES, { error: `documentTypes must be among ${DOCUMENT_TYPES.join(', ')}` }))
      .min(1, 'Name at least one document to re-upload')
      .max(DOCUMENT_TYPES.length)
      .refine((a) => new Set(a).size === a.length, 'documentTypes must not repeat'),
  })
  .strict();
export const startKybReviewResponseSchema = z.object({ review: kybReviewSchema, message: z.string() });
export const merchantKybReviewSchema = z
  .object({ open: z.boolean(), documentTypes: z.array(z.enum(DOCUMENT_TYPES)), dueAt: z.string().nullable(), startedAt: z.string().nullable() })
  .meta({ id: 'MerchantKybReview' });
export type MerchantKybReview = z.infer<typeof merchantKybReviewSchema>;
