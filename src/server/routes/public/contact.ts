import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_ERROR_CODES, contactErrorSchema, contactRequestSchema, contactResponseSchema } from '@contract/contact';
import { AppError } from '@server/errors';
import { submitContactEnquiry } from '@server/modules/contact/submit-contact-enquiry';

// Names, email, company and a 5,000-character message fit easily; anything bigger is not an enquiry.
const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;

const errorCodes = Object.entries(CONTACT_ERROR_CODES)
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

/** POST /api/contact: the website's partnership enquiry form. No credentials. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      // The form reads `success`; every error of this route, from bad JSON to 429, carries it.
      config: { errorExtra: { success: false } },
      schema: {
        tags: ['Contact'],
        summary: 'Send a partnership enquiry',
        description:
          'Stores the enquiry for the partnerships team and emails the sender an acknowledgement. Text is stored exactly as sent ' +
          '(after trimming) and always shown as text. Consumer mailbox domains are refused, matched on the whole domain in any letter case. ' +
          'Limited to 5 enquiries per address in 10 minutes.\n\nError codes:\n' +
          errorCodes,
        body: contactRequestSchema,
        response: {
          201: contactResponseSchema,
          400: contactErrorSchema,
          413: contactErrorSchema,
          415: contactErrorSchema,
          429: contactErrorSchema,
          500: contactErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return reply.status(201).send(await submitContactEnquiry(app.ctx, { input: request.body, ip: request.ip }));
      } catch (error) {
        const retryAfter = error instanceof AppError ? error.extra?.retryAfterSeconds : undefined;
        if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
        throw error;
      }
    },
  );
};
