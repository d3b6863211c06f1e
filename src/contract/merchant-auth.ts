import { z } from 'zod';
import { emailSchema, passwordSchema, safeTextCheck } from './common';
import { mfaChallengeResponseSchema } from './mfa';

export const BUSINESS_TYPES = ['SOLE_TRADER', 'PARTNERSHIP', 'LIMITED_COMPANY', 'PLC'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const INDUSTRIES = ['RETAIL', 'ECOMMERCE', 'HOSPITALITY', 'SERVICES', 'OTHER'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const MERCHANT_STATUSES = ['PENDING_VERIFICATION', 'ACTIVE', 'SUSPENDED'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];
export const VERIFICATION_STATUSES = ['NOT_STARTED', 'UNDER_REVIEW', 'ACTION_REQUIRED', 'APPROVED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/**
 * Merchant team roles. OWNER and ADMIN run the account (verification, team, billing); DEVELOPER
 * manages API keys and developer tools; ANALYST reads. Everyone reads payments.
 */
export const MERCHANT_ROLES = ['OWNER', 'ADMIN', 'DEVELOPER', 'ANALYST'] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];

// Control characters have no place in names or addresses and break logs and emails.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAKS = /[\r\n\t]/;

/**
 * A required, trimmed text field whose messages name it for people:
 * "Company name is required" rather than zod's "expected string, received undefined".
 */
export function requiredText(label: string, max: number, { multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARS.test(v) && (multiline || !LINE_BREAKS.test(v)), `${label} contains characters that are not allowed`)
    .refine(...safeTextCheck);
}

/** Digits, spaces, +, -, (, ) only, with 7 to 15 digits (E.164 allows at most 15). */
export const phoneSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Contact phone is required' : 'Contact phone must be text') })
  .trim()
  .min(1, 'Contact phone is required')
  .max(30, 'Contact phone must be at most 30 characters')
  .refine((v) => /^\+?[0-9 ()-]+$/.test(v), 'Enter a phone number using digits, spaces, +, - and brackets only')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'Enter a phone number with 7 to 15 digits');

/** Optional http(s) URL; an empty string or null counts as not given. */
export const websiteSchema = z
  .union([z.string(), z.null()], { error: 'Website must be text' })
  .optional()
  .transform((v) => (v === null || v === undefined || v.trim() === '' ? undefined : v.trim()))
  .pipe(
    z
      .string()
      .max(2048, 'Website must be at most 2048 characters')
      .pipe(z.httpUrl('Website must be a full http(s) address, e.g. https://example.com'))
      .optional(),
  );

const requiredEmail = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .pipe(emailSchema);

const requiredPassword = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .pipe(passwordSchema)
  .meta({ description: '8 to 128 characters with an uppercase letter, a lowercase letter and a number' });

const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be one of ${values.join(', ')}`),
  });

/** Used by the server route and the portal's sign-up form alike. */
export const signupRequestSchema = z
  .object({
    companyName: requiredText('Company name', 200),
    contactEmail: requiredEmail('Contact email').meta({ description: 'Also the login email; compared case-insensitively' }),
    contactPhone: phoneSchema,
    businessType: oneOf('Business type', BUSINESS_TYPES),
    industry: oneOf('Industry', INDUSTRIES),
    website: websiteSchema.meta({ description: 'Optional http(s) URL; an empty string means none' }),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    password: requiredPassword,
  })
  .strict();
export type SignupRequest = z.input<typeof signupRequestSchema>;
export type SignupData = z.output<typeof signupRequestSchema>;

export const merchantLoginRequestSchema = z
  .object({
    email: z
      .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
      .trim()
      .min(1, 'Email is required')
      .max(254, 'Email must be at most 254 characters'),
    password: z
      .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
      .min(1, 'Password is required')
      .max(128, 'Password must be at most 128 characters'),
  })
  .strict();
export type MerchantLoginRequest = z.infer<typeof merchantLoginRequestSchema>;

export const merchantUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(MERCHANT_ROLES),
  })
  .meta({ id: 'MerchantUser' });
export type MerchantUser = z.infer<typeof merchantUserSchema>;

export const merchantSummarySchema = z
  .object({
    merchantId: z.string().meta({ description: 'Public merchant id, mch_ + 16 characters' }),
    companyName: z.string(),
    status: z.enum(MERCHANT_STATUSES),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
  })
  .meta({ id: 'MerchantSummary' });
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

export const merchantMeResponseSchema = z.object({ user: merchantUserSchema, merchant: merchantSummarySchema });
export type MerchantMeResponse = z.infer<typeof merchantMeResponseSchema>;

/** A signed-in merchant user: the answer of a login without two-factor sign-in, and of the two-factor step. */
export const merchantSessionResponseSchema = merchantMeResponseSchema.extend({ token: z.string() });
export type MerchantSessionResponse = z.infer<typeof merchantSessionResponseSchema>;

/** The session, or (with two-factor sign-in on) the challenge to answer at /api/merchant/mfa/verify. */
export const merchantLoginResponseSchema = z.union([merchantSessionResponseSchema, mfaChallengeResponseSchema]);
export type MerchantLoginResponse = z.infer<typeof merchantLoginResponseSchema>;

export const signupResponseSchema = merchantSessionResponseSchema.extend({
  testApiKey: z
    .object({
      id: z.string(),
      prefix: z.string().meta({ description: 'Display prefix; safe to show later' }),
      secret: z.string().meta({ description: 'sk_test_...; shown in this response only, never again' }),
    })
    .meta({ id: 'NewApiKey' }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;
