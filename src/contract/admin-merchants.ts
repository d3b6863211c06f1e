import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';
import { MERCHANT_ROLES, MERCHANT_STATUSES, VERIFICATION_STATUSES } from './merchant-auth';
import { MODES } from './payments';
import { COUNTRIES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from './verification';

const iso = z.string().meta({ description: 'ISO-8601' });

export const listMerchantsQuerySchema = z
  .object({
    status: z.enum(MERCHANT_STATUSES, { error: `status must be one of ${MERCHANT_STATUSES.join(', ')}` }).optional(),
    q: z.string().trim().max(200).optional().meta({ description: 'Case-insensitive search in company name, emails and merchant id' }),
    limit: pageLimit(100, 500),
    cursor: cursorParam,
  })
  .strict();
export type ListMerchantsQuery = z.input<typeof listMerchantsQuerySchema>;

export const adminMerchantSchema = z
  .object({
    id: z.string(),
    merchantId: z.string(),
    companyName: z.string(),
    firstName: z.string().nullable().meta({ description: "Owner's first name" }),
    lastName: z.string().nullable(),
    contactEmail: z.string(),
    userEmail: z.string().nullable().meta({ description: "Owner's sign-in email" }),
    status: z.enum(MERCHANT_STATUSES),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    createdAt: iso,
  })
  .meta({ id: 'AdminMerchant' });
export type AdminMerchant = z.infer<typeof adminMerchantSchema>;

export const listMerchantsResponseSchema = z.object({ merchants: z.array(adminMerchantSchema), nextCursor: nextCursorSchema });
export type ListMerchantsResponse = z.infer<typeof listMerchantsResponseSchema>;

export const merchantIdParamsSchema = z.object({ merchantId: z.string().max(100) }).strict();

const modeSummary = z.object({
  count: z.number().int(),
  completed: z.number().int(),
  declined: z.number().int(),
  volume: z.number().int().meta({ description: 'Completed amounts, minor units' }),
  fees: z.number().int(),
  lastTransactionAt: iso.nullable(),
});

export const adminDocumentSchema = z
  .object({
    id: z.string(),
    documentType: z.enum(DOCUMENT_TYPES),
    fileName: z.string(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    status: z.enum(DOCUMENT_STATUSES),
    reviewNotes: z.string().nullable(),
    reviewedAt: iso.nullable(),
    uploadedAt: iso,
  })
  .meta({ id: 'AdminVerificationDocument' });
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/**
 * The business details as every staff role sees them: the bank account number, sort code and tax id
 * masked. The full values come only from the audited reveal (`revealVerificationDetails`).
 */
export const adminVerificationDataSchema = z
  .object({
    registrationNumber: z.string(),
    taxId: z.string().meta({ description: 'Masked except the last 3 characters' }),
    bankAccountNumber: z.string().meta({ description: 'Masked except the last 4 characters, e.g. ••••5678' }),
    bankSortCode: z.string().meta({ description: 'Masked except the first 2 digits, e.g. 60-••-••' }),
    businessAddress: z.string(),
    city: z.string(),
    postcode: z.string(),
    country: z.enum(COUNTRIES),
  })
  .meta({ id: 'AdminVerificationData' });
export type AdminVerificationData = z.infer<typeof adminVerificationDataSchema>;

export const merchantDetailsResponseSchema = z
  .object({
    merchant: adminMerchantSchema.omit({ firstName: true, lastName: true, userEmail: true }).extend({
      contactPhone: z.string(),
      businessType: z.string(),
      industry: z.string(),
      website: z.string().nullable(),
      verificationSubmittedAt: iso.nullable(),
      updatedAt: iso,
    }),
    users: z.array(z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), role: z.enum(MERCHANT_ROLES), createdAt: iso })),
    apiKeys: z.array(
      z.object({
        id: z.string(),
        mode: z.enum(MODES),
        prefix: z.string().meta({ description: 'Display prefix only; secrets and hashes are never returned' }),
        createdAt: iso,
        lastUsedAt: iso.nullable(),
        revokedAt: iso.nullable(),
      }),
    ),
    verification: z.object({
      verificationStatus: z.enum(VERIFICATION_STATUSES),
      details: adminVerificationDataSchema.extend({ submittedAt: iso, updatedAt: iso }).nullable(),
      documents: z.array(adminDocumentSchema),
    }),
    transactionSummary: z.object({ live: modeSummary, test: modeSummary }),
  })
  .meta({ id: 'AdminMerchantDetails' });
export type MerchantDetailsResponse = z.infer<typeof merchantDetailsResponseSchema>;

export const ALLOWED_TRANSITIONS: Record<(typeof MERCHANT_STATUSES)[number], readonly (typeof MERCHANT_STATUSES)[number][]> = {
  PENDING_VERIFICATION: ['ACTIVE'],
  ACTIVE: ['SUSPENDED'],
  SUSPENDED: ['ACTIVE'],
};

// Any string is accepted here so that an unknown target gets the same INVALID_TRANSITION answer as a forbidden one.
export const changeStatusRequestSchema = z
  .object({
    status: z
      .string({ error: (issue) => (issue.input === undefined ? 'status is required' : 'status must be text') })
      .max(50, 'status must be at most 50 characters')
      .meta({ description: 'ACTIVE (approve or reinstate) or SUSPENDED' }),
  })
  .strict();
export type ChangeStatusRequest = z.infer<typeof changeStatusRequestSchema>;

export const changeStatusResponseSchema = z.object({ message: z.string(), merchant: adminMerchantSchema });
export type ChangeStatusResponse = z.infer<typeof changeStatusResponseSchema>;

/** The bank and tax values that are masked everywhere and shown in full only through the audited reveal. */
export const REVEALABLE_DETAIL_FIELDS = ['bankAccountNumber', 'bankSortCode', 'taxId'] as const;
export type RevealableDetailField = (typeof REVEALABLE_DETAIL_FIELDS)[number];

export const revealDetailsRequestSchema = z
  .object({
    fields: z
      .array(z.enum(REVEALABLE_DETAIL_FIELDS, { error: `fields must be among ${REVEALABLE_DETAIL_FIELDS.join(', ')}` }))
      .min(1, 'Name at least one field')
      .max(REVEALABLE_DETAIL_FIELDS.length)
      .optional()
      .meta({ description: 'The values to reveal; all three when left out' }),
  })
  .strict();
export type RevealDetailsRequest = z.input<typeof revealDetailsRequestSchema>;

export const revealDetailsResponseSchema = z
  .object({
    merchantId: z.string(),
    fields: z.array(z.enum(REVEALABLE_DETAIL_FIELDS)).meta({ description: 'The values revealed, as audited' }),
    bankAccountNumber: z.string().optional(),
    bankSortCode: z.string().optional(),
    taxId: z.string().optional(),
  })
  .meta({ id: 'RevealedVerificationDetails' });
export type RevealDetailsResponse = z.infer<typeof revealDetailsResponseSchema>;
