import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import * as endpoints from '@contract/endpoints/sandbox';
import { AppError } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import { idempotencyKeyHeader, refuseCardNumbers } from '@server/http/payment-request';
import { isFeatureEnabled } from '@server/modules/feature-flags';
import { simulatePayment } from '@server/modules/sandbox';

/**
 * A live key moves real money: the Sandbox is for test keys and portal sessions. It is also gated by
 * the portal-sandbox feature flag, which the portal's Sandbox tab follows too.
 */
const sandboxAllowed: onRequestHookHandler = async (request) => {
  if (request.apiKeyAuth?.mode === 'live') {
    throw new AppError('SANDBOX_TEST_KEYS_ONLY', 403, 'The Sandbox takes a test key (sk_test_...) or a portal session, never a live key.');
  }
  const merchantId = request.apiKeyAuth?.merchantId ?? request.merchantUser?.merchantId;
  if (merchantId !== undefined && !(await isFeatureEnabled(request.server.ctx, 'portal-sandbox', merchantId))) {
    throw new AppError('FEATURE_NOT_ENABLED', 403, 'The Sandbox is not enabled for this account yet. Contact SmartSplit support to have it turned on.');
  }
};

/** The merchant's payment Sandbox: the payment API's decision and why, with nothing stored. */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    endpoints.simulatePayment,
    async (request) => {
      // The payment API's header rule too, though a simulation stores no key.
      idempotencyKeyHeader(request);
      return simulatePayment(app.ctx, { input: request.body, merchantDbId: request.apiKeyAuth?.merchantDbId ?? request.merchantUser?.merchantDbId });
    },
    { onRequest: sandboxAllowed, preValidation: refuseCardNumbers },
  );
}
