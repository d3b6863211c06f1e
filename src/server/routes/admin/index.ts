import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { adminAuthOpenRoutes, adminAuthRoutes } from './auth';
import { riskRoutes } from './risk';

/**
 * /api/admin: sign-in is open; everything registered inside `guarded` sits
 * behind requireAdmin. Add new admin route plugins to the guarded list.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminAuthOpenRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', requireAdmin);
    await guarded.register(adminAuthRoutes);
    await guarded.register(riskRoutes);
  });
};
