import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-risk';
import { VELOCITY_RULE } from '@contract/payments';
import { registerEndpoint } from '@server/http/endpoint-route';
import { addBlockedBin, declineCounts, listBlockedBins, removeBlockedBin } from '@server/modules/risk';

/** Fraud & Risk: blocked BIN prefixes, the velocity rule and real decline counts. */
export async function riskRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listBlockedBins, async () => ({ blockedBins: await listBlockedBins(app.ctx) }));

  registerEndpoint(app, endpoints.addBlockedBin, async (request, reply) => {
    const blockedBin = await addBlockedBin(app.ctx, { admin: request.admin!, ...request.body, ip: request.ip });
    return reply.status(201).send({ blockedBin, message: `BIN prefix ${blockedBin.prefix} blocked` });
  });

  registerEndpoint(app, endpoints.removeBlockedBin, async (request, reply) => {
    await removeBlockedBin(app.ctx, { admin: request.admin!, prefix: request.params.prefix, ip: request.ip });
    return reply.status(204).send(null);
  });

  registerEndpoint(app, endpoints.getRiskSummary, async (request) => ({
    velocityRule: { ...VELOCITY_RULE },
    days: request.query.days,
    declines: await declineCounts(app.ctx, request.query.days),
  }));
}
