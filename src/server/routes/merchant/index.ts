import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * /api/merchant: open routes (signup, login), routes for signed-in merchant
 * users (guarded by requireMerchantUser) and the payment API (guarded by
 * requireApiKey). Each group is its own plugin with its own guard hook.
 */
export const merchantRoutes: FastifyPluginAsyncZod = async () => {};
