import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-feature-flags';
import { registerEndpoint } from '@server/http/endpoint-route';
import { flagsForMerchant, startFlagCache } from '@server/modules/feature-flags';

/** The flags as the signed-in merchant sees them; also starts this instance's flag cache. */
export async function merchantFeatureFlagRoutes(app: FastifyInstance): Promise<void> {
  const cache = startFlagCache(app.ctx);
  app.addHook('onClose', async () => cache.stop());

  registerEndpoint(app, endpoints.merchantFeatureFlags, async (request) => ({ flags: await flagsForMerchant(app.ctx, request.merchantUser!.merchantId) }));
}
