import { z } from 'zod';
import { errorSchema } from './common';
import { CONTACT_LIMITS, CONTACT_MESSAGES, EMAIL_PATTERN, INTEREST_TYPES, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from './contact-rules';
import { PERSONAL_EMAIL_MESSAGE } from './personal-email-domains';

/** POST /api/contact (docs/product-spec.md sections 3, 5 and 7). Limits and messages come from contact-rules.ts, shared with the form. */

const requiredText = (label: string, required: string) => z.string({ error: (issue) => (issue.input === undefined ? required : `${label} must be text`) });

const singleLine = (label: string, max: number, required: string) =>
  requiredText(label, required)
    .trim()
    .min(1, required)
    .max(max, CONTACT_MESSAGES.tooLong(label, max))
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), CONTACT_MESSAGES.singleLine);

export const contactRequestSchema = z
  .object({
    firstName: singleLine('First name', CONTACT_LIMITS.firstName, CONTACT_MESSAGES.firstNameRequired),
    lastName: singleLine('Last name', CONTACT_LIMITS.lastName, CONTACT_MESSAGES.lastNameRequired),
    email: requiredText('Email', CONTACT_MESSAGES.emailRequired)
      .trim()
      .min(1, CONTACT_MESSAGES.emailRequired)
      .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.tooLong('Email', CONTACT_LIMITS.email))
      .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailFormat)
      .meta({ description: 'A business address. Consumer mailboxes (gmail.com, outlook.com and 18 more) are refused with PERSONAL_EMAIL_DOMAIN.' }),
    company: z
      .string({ error: 'Company must be text' })
      .trim()
      .max(CONTACT_LIMITS.company, CONTACT_MESSAGES.tooLong('Company', CONTACT_LIMITS.company))
      .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), CONTACT_MESSAGES.singleLine)
      .nullish()
      .meta({ description: 'Optional' }),
    interestType: z.enum(INTEREST_TYPES, { error: CONTACT_MESSAGES.interestType }).meta({
      description: 'Shown as Gateway Partnership, Technical Integration, Technology Licensing and General Inquiry',
    }),
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.tooLong('Message', CONTACT_LIMITS.message))
      .refine((value) => !MULTI_LINE_FORBIDDEN.test(value), CONTACT_MESSAGES.messageCharacters)
      .nullish()
      .meta({ description: 'Optional; stored as sent and always shown as text' }),
  })
  .strict()
  .meta({
    id: 'ContactEnquiry',
    example: {
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam.taylor@gateway.example',
      company: 'Example Payments Ltd',
      interestType: 'partnership',
      message: 'We process card payments for 3,000 UK retailers and would like to offer split payments at checkout.',
    },
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'ContactResponse', example: { success: true, message: 'Thank you for your enquiry. Our team will reply within one business day.' } });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Every error of this route also carries `success: false`, which the form reads. */
export const contactErrorSchema = errorSchema
  .extend({ success: z.literal(false) })
  .meta({ id: 'ContactError', example: { success: false, message: PERSONAL_EMAIL_MESSAGE, code: 'PERSONAL_EMAIL_DOMAIN', field: 'email' } });

export const CONTACT_ERROR_CODES = {
  VALIDATION_ERROR: 'A field is missing, too long, of the wrong type or not allowed; `field` names it.',
  INVALID_JSON: 'The body is not valid JSON.',
  PERSONAL_EMAIL_DOMAIN: `The email address is at a consumer mailbox provider. The message is always "${PERSONAL_EMAIL_MESSAGE}"`,
  PAYLOAD_TOO_LARGE: 'The body is over 64 KB.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not sent as application/json.',
  RATE_LIMITED: 'Too many enquiries from one address; the Retry-After header says when to try again.',
} as const;
