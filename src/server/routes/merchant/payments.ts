import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/payments';
import { registerEndpoint } from '@server/http/endpoint-route';
import { idempotencyKeyHeader, refuseCardNumbers } from '@server/http/payment-request';
import { listPayments, startPaymentCache, processPayment } from '@server/modules/payments';
import { readDb } from '@server/modules/read-replica';

/** The payment API (secret API key) and the portal's own payment list (merchant session). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  // Settings, blocked BINs and API keys for the payment path, kept fresh through LISTEN/NOTIFY.
  const cache = startPaymentCache(app.ctx);
  app.addHook('onClose', async () => cache.stop());

  registerEndpoint(
    app,
    endpoints.processPayment,
    async (request, reply) => {
      const header = idempotencyKeyHeader(request);
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
    return listPayments(await readDb(app.ctx, request), { merchantDbId: auth.merchantDbId, mode: auth.mode, ...request.query });
  });

  registerEndpoint(app, endpoints.listPortalTransactions, async (request) => {
    const { mode, limit, cursor, status } = request.query;
    return listPayments(await readDb(app.ctx, request), { merchantDbId: request.merchantUser!.merchantDbId, mode, limit, cursor, status });
  });
}
