import { z } from 'zod';
import { publicRetentionSchema } from '../compliance';
import { CONTACT_ERROR_CODES, contactErrorSchema, contactRequestSchema, contactResponseSchema } from '../contact';
import { defineEndpoint } from '../endpoint';
import { PUBLIC_PATHS } from '../public-paths';

const contactErrorCodes = Object.entries(CONTACT_ERROR_CODES)
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

/** The website's partnership enquiry form. Every answer, error or not, carries `success`. */
export const submitContact = defineEndpoint({
  method: 'POST',
  path: PUBLIC_PATHS.contact,
  auth: 'public',
  tags: ['Contact'],
  summary: 'Send a partnership enquiry',
  description:
    'Stores the enquiry for the partnerships team and emails the sender an acknowledgement. Text is stored exactly as sent ' +
    '(after trimming) and always shown as text. Consumer mailbox domains are refused, matched on the whole domain in any letter case. ' +
    'Limited to 5 enquiries per address in 10 minutes.\n\nError codes:\n' +
    contactErrorCodes,
  body: contactRequestSchema,
  // Names, email, company and a 5,000-character message fit easily; anything bigger is not an enquiry.
  bodyLimit: 64 * 1024,
  responses: {
    201: contactResponseSchema,
    400: contactErrorSchema,
    413: contactErrorSchema,
    415: contactErrorSchema,
    429: contactErrorSchema,
    500: contactErrorSchema,
  },
  errors: ['PERSONAL_EMAIL_DOMAIN', 'RATE_LIMITED'],
});

const unsubscribeQuery = z.object({ token: z.string().max(300).optional() }).strict();

/** The unsubscribe link in campaign mail: GET shows a confirmation page and changes nothing. */
export const unsubscribePage = defineEndpoint({
  method: 'GET',
  path: '/api/public/unsubscribe',
  auth: 'public',
  tags: ['Public'],
  summary: 'Unsubscribe confirmation page (HTML)',
  query: unsubscribeQuery,
  produces: ['text/html'],
  responses: {},
});

/** The page's button, or an RFC 8058 one-click POST from a mail provider. */
export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/api/public/unsubscribe',
  auth: 'public',
  tags: ['Public'],
  summary: 'Unsubscribe from campaigns (RFC 8058 one-click supported)',
  query: unsubscribeQuery,
  bodyEncoding: 'form',
  produces: ['text/html'],
  responses: {},
});

/** The retention periods in force, as the privacy policy shows them (from the platform settings). */
export const getRetentionPeriods = defineEndpoint({
  method: 'GET',
  path: PUBLIC_PATHS.retention,
  auth: 'public',
  tags: ['Public'],
  summary: 'Retention periods (days) the privacy policy states',
  responses: { 200: publicRetentionSchema },
});
