import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import * as endpoints from '@contract/endpoints/payments';
import { findCardNumber } from '@engine/index';
import { AppError, badRequest } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import { listPayments } from '@server/modules/payments/list-payments';
import { startPaymentCache } from '@server/modules/payments/payment-cache';
import { processPayment } from '@server/modules/payments/process-payment';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, before defaults: what idempotency compares. */
    sentBody?: unknown;
  }
}

/**
 * Card numbers are refused before anything else looks at the body; it is never stored or logged.
 * The answer names where the number is, so the integrator can fix it, and never echoes its digits.
 */
const refuseCardNumbers: preValidationHookHandler = async (request) => {
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
};

/** The payment API (secret API key) and the portal's own payment list (merchant session). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  // Settings, blocked BINs and API keys for the payment path, kept fresh through LISTEN/NOTIFY.
  const cache = startPaymentCache(app.ctx);
  app.addHook('onClose', async () => cache.stop());

  registerEndpoint(
    app,
    endpoints.processPayment,
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
      // The body is the stored answer's JSON text: sent as is, so a replay is byte for byte the first answer.
      return reply
        .status(outcome.status as 201)
        .header('content-type', 'application/json; charset=utf-8')
        .send(outcome.body as never);
    },
    // The payment's own write re-checks the key (record_payment), so the guard may answer from the cache.
    { preValidation: refuseCardNumbers, config: { apiKeyFromCache: true } },
  );

  registerEndpoint(app, endpoints.listPayments, async (request) => {
    const auth = request.apiKeyAuth!;
    return listPayments(app.ctx.database.db, { merchantDbId: auth.merchantDbId, mode: auth.mode, ...request.query });
  });

  registerEndpoint(app, endpoints.listPortalTransactions, async (request) => {
    const { mode, limit, cursor } = request.query;
    return listPayments(app.ctx.database.db, { merchantDbId: request.merchantUser!.merchantDbId, mode, limit, cursor });
  });
}
