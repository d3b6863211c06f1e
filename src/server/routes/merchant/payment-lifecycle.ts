import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/payment-lifecycle';
import { registerEndpoint } from '@server/http/endpoint-route';
import { idempotencyKeyHeader, refuseCardNumbers } from '@server/http/payment-request';
import { cancelPayment, capturePayment, reportLegAuthorisation, type PaymentCaller } from '@server/modules/payments';
import {
  createRefund,
  getAdminPaymentDetail,
  getPaymentDetail,
  getRefund,
  listPaymentRefunds,
  listRefunds,
  previewRefund,
  reportRefundLegResult,
} from '@server/modules/refunds';

/** An API key acts in its own mode; a portal session on its merchant's payments in both. */
function callerOf(request: FastifyRequest): PaymentCaller {
  const key = request.apiKeyAuth;
  if (key) return { merchantDbId: key.merchantDbId, mode: key.mode, actor: `key:${key.keyId}`, apiKeyId: key.keyId };
  const user = request.merchantUser!;
  return { merchantDbId: user.merchantDbId, actor: `user:${user.userId}` };
}

/** A stored answer's JSON text, sent as is, so a replay under an Idempotency-Key is byte for byte the first. */
function sendKeyed(reply: FastifyReply, answer: { status: number; body: string; replayed: boolean }) {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply
    .status(answer.status as 200)
    .header('content-type', 'application/json; charset=utf-8')
    .send(answer.body as never);
}

/** The payment lifecycle (docs/decisions/0033-payment-lifecycle.md). */
export async function paymentLifecycleRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  // The actions take their API key from the in-process cache: their write checks the key again
  // (apply_payment_change), and an action refused before writing checks it before answering.
  const guard = { preValidation: refuseCardNumbers, config: { apiKeyFromCache: true } };

  registerEndpoint(app, endpoints.getPayment, async (request) => getPaymentDetail(db(), callerOf(request), request.params.paymentId));

  registerEndpoint(
    app,
    endpoints.reportLegAuthorisation,
    async (request, reply) =>
      sendKeyed(reply, await reportLegAuthorisation(ctx, callerOf(request), request.params, request.body, idempotencyKeyHeader(request))),
    guard,
  );

  registerEndpoint(
    app,
    endpoints.capturePayment,
    async (request, reply) =>
      sendKeyed(reply, await capturePayment(ctx, callerOf(request), request.params.paymentId, request.body, idempotencyKeyHeader(request))),
    guard,
  );

  registerEndpoint(
    app,
    endpoints.cancelPayment,
    async (request, reply) =>
      sendKeyed(reply, await cancelPayment(ctx, callerOf(request), request.params.paymentId, request.body, idempotencyKeyHeader(request))),
    guard,
  );

  registerEndpoint(app, endpoints.previewRefund, async (request) => previewRefund(ctx, callerOf(request), request.params.paymentId, request.body));

  registerEndpoint(
    app,
    endpoints.createRefund,
    async (request, reply) =>
      sendKeyed(reply, await createRefund(ctx, callerOf(request), request.params.paymentId, request.body, idempotencyKeyHeader(request))),
    guard,
  );

  registerEndpoint(app, endpoints.listPaymentRefunds, async (request) => listPaymentRefunds(db(), callerOf(request), request.params.paymentId));
  registerEndpoint(app, endpoints.listRefunds, async (request) => listRefunds(db(), callerOf(request), request.query));
  registerEndpoint(app, endpoints.getRefund, async (request) => getRefund(db(), callerOf(request), request.params.refundId));

  registerEndpoint(
    app,
    endpoints.reportRefundLegResult,
    async (request, reply) =>
      sendKeyed(reply, await reportRefundLegResult(ctx, callerOf(request), request.params, request.body, idempotencyKeyHeader(request))),
    guard,
  );

  registerEndpoint(app, endpoints.getAdminTransaction, async (request) => getAdminPaymentDetail(db(), request.params.transactionId));
}
