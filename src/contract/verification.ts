import { z } from 'zod';
import { requiredText, VERIFICATION_STATUSES } from './merchant-auth';
import { countryRules, COUNTRIES } from './verification-rules';

export { COUNTRIES, type Country } from './verification-rules';

export const DOCUMENT_TYPES = ['COMPANY_REGISTRATION', 'TAX_CERTIFICATE', 'BANK_STATEMENT', 'DIRECTOR_ID', 'PROOF_OF_ADDRESS'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  COMPANY_REGISTRATION: 'Company registration',
  TAX_CERTIFICATE: 'Tax certificate',
  BANK_STATEMENT: 'Bank statement (last 3 months)',
  DIRECTOR_ID: 'Director ID',
  PROOF_OF_ADDRESS: 'Proof of address',
};

export const DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_FILE_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const ACCEPTED_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? 'documentType is required' : `documentType must be one of ${DOCUMENT_TYPES.join(', ')}`),
});

/**
 * The eight business details. Shapes every country shares are checked field by
 * field; the bank, tax, registration and postcode formats depend on the country,
 * so they are checked afterwards with a message naming the offending field.
 */
export const verificationDetailsRequestSchema = z
  .object({
    registrationNumber: requiredText('Registration number', 30),
    taxId: requiredText('VAT/Tax ID', 30),
    bankAccountNumber: requiredText('Bank account number', 40),
    bankSortCode: requiredText('Bank sort code', 20),
    businessAddress: requiredText('Business address', 300, { multiline: true }),
    city: requiredText('City', 100),
    postcode: requiredText('Postcode', 20),
    country: z.enum(COUNTRIES, {
      error: (issue) => (issue.input === undefined ? 'Country is required' : `Country must be one of ${COUNTRIES.join(', ')}`),
    }),
  })
  .strict()
  .superRefine((details, ctx) => {
    const rules = countryRules[details.country];
    for (const [field, rule] of Object.entries(rules)) {
      const problem = rule(details[field as keyof typeof rules]);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type VerificationDetailsRequest = z.infer<typeof verificationDetailsRequestSchema>;

/** Stored form: bank numbers without separators, postcodes upper-case with one space. */
export function normaliseVerificationDetails(d: VerificationDetailsRequest): VerificationDetailsRequest {
  const compact = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();
  const spaced = (v: string, at: number) => {
    const c = v.replace(/\s/g, '').toUpperCase();
    return `${c.slice(0, at)} ${c.slice(at)}`;
  };
  const postcode = {
    GB: (v: string) => spaced(v, v.replace(/\s/g, '').length - 3),
    IE: (v: string) => spaced(v, 3),
    US: (v: string) => v.trim(),
    CA: (v: string) => spaced(v, 3),
  }[d.country];
  return {
    registrationNumber: compact(d.registrationNumber),
    taxId: compact(d.taxId),
    bankAccountNumber: compact(d.bankAccountNumber),
    bankSortCode: d.bankSortCode.replace(/\D/g, ''),
    businessAddress: d.businessAddress,
    city: d.city,
    postcode: postcode(d.postcode),
    country: d.country,
  };
}

/** What the API returns: bank numbers and tax id masked, never the stored values. */
export const maskedVerificationDetailsSchema = z
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
  .meta({ id: 'MaskedVerificationDetails' });
export type MaskedVerificationDetails = z.infer<typeof maskedVerificationDetailsSchema>;

export const submitDetailsResponseSchema = z.object({ message: z.string(), details: maskedVerificationDetailsSchema });
export type SubmitDetailsResponse = z.infer<typeof submitDetailsResponseSchema>;

export const verificationDocumentSchema = z
  .object({
    id: z.string(),
    documentType: z.enum(DOCUMENT_TYPES),
    fileName: z.string().meta({ description: 'Sanitised original file name (metadata only)' }),
    status: z.enum(DOCUMENT_STATUSES),
    reviewNotes: z.string().nullable(),
    uploadedAt: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: 'VerificationDocument' });
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

export const uploadDocumentResponseSchema = z.object({
  document: verificationDocumentSchema.pick({ id: true, documentType: true, fileName: true, uploadedAt: true }).extend({
    status: z.literal('PENDING'),
  }),
  message: z.string(),
});
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;

export const finalizeVerificationResponseSchema = z.object({
  message: z.string(),
  verificationStatus: z.literal('UNDER_REVIEW'),
});
export type FinalizeVerificationResponse = z.infer<typeof finalizeVerificationResponseSchema>;

export const verificationStateResponseSchema = z.object({
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  details: maskedVerificationDetailsSchema.nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type VerificationStateResponse = z.infer<typeof verificationStateResponseSchema>;
