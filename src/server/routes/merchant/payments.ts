import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@contract/common';
import {
  listPaymentsQuerySchema,
  PAYMENT_ERROR_CODES,
  paymentListSchema,
  paymentSchema,
  processPaymentRequestSchema,
} from '@contract/payments';
import { findCardNumber } from '@engine/index';
import { AppError, badRequest } from '@server/errors';
import { listPayments } from '@server/modules/payments/list-payments';
import { processPayment } from '@server/modules/payments/process-payment';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, before defaults: what idempotency compares. */
    sentBody?: unknown;
  }
}

const errorCodes = Object.entries(PAYMENT_ERROR_CODES)
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

/** The payment API, authenticated by a secret API key (guard applied by the parent plugin). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ apiKey: [] }];

  app.post(
    '/process-payment',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Split a payment across the customer\'s cards for the most rewards',
        description:
          'Chooses integer split amounts over viable cards that sum to `amount`, use at most `maxSplits` cards, ' +
          'respect each card\'s `available`, give each used card at least 100 minor units, and maximise the total reward. ' +
          'Answers 201 for COMPLETED and 402 for DECLINED with the same body. Send `Idempotency-Key` (1-255 characters) to retry safely: ' +
          'the same key and body replays the first answer with `Idempotent-Replayed: true`.\n\nError codes:\n' +
          errorCodes,
        security,
        body: processPaymentRequestSchema,
        response: { 201: paymentSchema, 402: paymentSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 413: errorSchema, 422: errorSchema },
      },
      // Card numbers are refused before anything else looks at the body; it is never stored or logged.
      // The answer names where the number is, so the integrator can fix it, and never echoes its digits.
      preValidation: async (request) => {
        const hit = findCardNumber(request.body);
        const header = request.headers['idempotency-key'];
        let field: string | undefined;
        let where = '';
        if (hit) {
          // A hit's path is made only of keys already screened, so it holds no card number.
          field = hit.path || 'body';
          where = hit.inKey ? (hit.path ? `A key inside "${hit.path}"` : 'A top-level key of the body') : hit.path ? `Field "${hit.path}"` : 'The body';
        } else if (header !== undefined && findCardNumber(header)) {
          field = 'Idempotency-Key';
          where = 'The Idempotency-Key header';
        }
        if (field !== undefined) {
          throw new AppError(
            'CARD_NUMBER_NOT_ACCEPTED',
            400,
            `${where} contains what looks like a card number. Send card tokens and the last 4 digits only; SmartSplit never accepts card numbers.`,
            { field },
          );
        }
        request.sentBody = request.body;
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      if (Array.isArray(header)) throw badRequest('Send one Idempotency-Key header', 'VALIDATION_ERROR', { field: 'Idempotency-Key' });
      if (header !== undefined && (header.length < 1 || header.length > 255)) {
        throw badRequest('Idempotency-Key must be 1 to 255 characters', 'VALIDATION_ERROR', { field: 'Idempotency-Key' });
      }
      const outcome = await processPayment(app.ctx, {
        auth: request.apiKeyAuth!,
        input: request.body as never,
        rawBody: request.sentBody,
        idempotencyKey: header,
      });
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  );

  app.get(
    '/transactions',
    {
      schema: {
        tags: ['Payments'],
        summary: 'List this key\'s payments, newest first',
        description: 'A test key sees only test payments and a live key only live ones. Page with `nextCursor`.',
        security,
        querystring: listPaymentsQuerySchema,
        response: { 200: paymentListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const auth = request.apiKeyAuth!;
      return listPayments(app.ctx.database.db, { merchantDbId: auth.merchantDbId, mode: auth.mode, ...request.query });
    },
  );
};
