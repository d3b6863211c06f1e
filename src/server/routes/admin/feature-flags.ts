import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-feature-flags';
import { registerEndpoint } from '@server/http/endpoint-route';
import { createFeatureFlag, deleteFeatureFlag, listFeatureFlags, updateFeatureFlag } from '@server/modules/feature-flags';

/** Feature flags: every admin reads them, super admins change them (each change audited). */
export async function adminFeatureFlagRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listFeatureFlags, async () => listFeatureFlags(app.ctx));

  registerEndpoint(app, endpoints.createFeatureFlag, async (request, reply) => {
    const flag = await createFeatureFlag(app.ctx, { admin: request.admin!, input: request.body, ip: request.ip });
    return reply.status(201).send({ flag, message: `Flag ${flag.key} created` });
  });

  registerEndpoint(app, endpoints.updateFeatureFlag, async (request) => {
    const flag = await updateFeatureFlag(app.ctx, { admin: request.admin!, key: request.params.key, changes: request.body, ip: request.ip });
    return { flag, message: `Flag ${flag.key} updated` };
  });

  registerEndpoint(app, endpoints.deleteFeatureFlag, async (request, reply) => {
    await deleteFeatureFlag(app.ctx, { admin: request.admin!, key: request.params.key, ip: request.ip });
    return reply.status(204).send(null);
  });
}
