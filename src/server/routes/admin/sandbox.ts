import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-sandbox';
import { registerEndpoint } from '@server/http/endpoint-route';
import { refuseCardNumbers } from '@server/http/payment-request';
import { simulatePayment } from '@server/modules/sandbox';

/** The admin Sandbox: the payment API's decision on the platform's settings, with nothing stored. */
export async function adminSandboxRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.adminSimulatePayment, async (request) => simulatePayment(app.ctx, { input: request.body }), {
    preValidation: refuseCardNumbers,
  });
}
