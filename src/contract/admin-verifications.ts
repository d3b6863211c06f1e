import { z } from 'zod';
import { adminVerificationDataSchema } from './admin-merchants';
import { pageLimit } from './admin-paging';
import { VERIFICATION_STATUSES } from './merchant-auth';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './verification';

const iso = z.string().meta({ description: 'ISO-8601' });

export const pendingDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  reviewNotes: z.string().nullable(),
  uploadedAt: iso,
});

export const verificationRequestSchema = z
  .object({
    merchantId: z.string(),
    companyName: z.string(),
    contactEmail: z.string(),
    primaryUserName: z.string().meta({ description: "The owner's first and last name" }),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    submittedAt: iso.nullable(),
    pendingDocumentsCount: z.number().int(),
    verificationData: adminVerificationDataSchema.nullable(),
    documents: z.array(pendingDocumentSchema),
  })
  .meta({ id: 'AdminVerificationRequest' });
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const pendingVerificationsQuerySchema = z.object({ limit: pageLimit(100, 500) }).strict();

export const pendingVerificationsResponseSchema = z.object({
  verifications: z.array(verificationRequestSchema).meta({ description: 'Oldest submission first' }),
  total: z.number().int().meta({ description: 'How many merchants are waiting in all (the list holds at most limit)' }),
});
export type PendingVerificationsResponse = z.infer<typeof pendingVerificationsResponseSchema>;

export const documentIdParamsSchema = z.object({ documentId: z.string().max(100) }).strict();

/** The note the list's Reject button sends (docs/product-spec.md section 4). */
export const DEFAULT_REJECTION_NOTE = 'Document unclear or incomplete';

// Notes go into an email to the merchant: no control characters except line breaks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const reviewDocumentRequestSchema = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED'], { error: 'status must be APPROVED or REJECTED' }),
    reviewNotes: z
      .string({ error: 'reviewNotes must be text' })
      .trim()
      .max(1000, 'reviewNotes must be at most 1000 characters')
      .refine((v) => !CONTROL_CHARS.test(v), 'reviewNotes contains characters that are not allowed')
      .nullable()
      .optional(),
  })
  .strict();
export type ReviewDocumentRequest = z.input<typeof reviewDocumentRequestSchema>;

export const reviewDocumentResponseSchema = z.object({
  message: z.string(),
  document: pendingDocumentSchema.extend({ reviewedAt: iso.nullable() }),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
});
export type ReviewDocumentResponse = z.infer<typeof reviewDocumentResponseSchema>;

export const documentFileQuerySchema = z
  .object({
    inline: z.enum(['0', '1'], { error: 'inline must be 0 or 1' }).optional().meta({ description: '1 to open in the browser instead of downloading' }),
  })
  .strict();
