/**
 * The contact form's rules as plain data and functions, with no zod: the landing page checks
 * input with these before sending (its JavaScript budget has no room for a validation library),
 * and contact.ts builds the server's zod schema from the very same limits, pattern and messages.
 */
export const INTEREST_TYPES = ['partnership', 'integration', 'licensing', 'general'] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];

/** How each value is shown (docs/product-spec.md section 2). */
export const INTEREST_TYPE_LABELS: Record<InterestType, string> = {
  partnership: 'Gateway Partnership',
  integration: 'Technical Integration',
  licensing: 'Technology Licensing',
  general: 'General Inquiry',
};

export const CONTACT_LIMITS = { firstName: 100, lastName: 100, email: 254, company: 200, message: 5000 } as const;

/** zod's own email pattern (z.regexes.email), so the browser and the server agree on format. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * Names and company are single lines: no control characters at all (a line break in a name
 * could reach an email subject). The message keeps tabs and line breaks but no other control
 * characters; PostgreSQL could not store a NUL anyway.
 */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTACT_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  emailRequired: 'Enter your email address',
  emailFormat: 'Enter a valid email address, like name@company.com',
  interestType: 'Choose what your enquiry is about',
  singleLine: 'Use letters, numbers and punctuation on a single line',
  messageCharacters: 'Remove the unusual control characters from your message',
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-GB')} characters`,
} as const;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your enquiry. Our team will reply within one business day.';
