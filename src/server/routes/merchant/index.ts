import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireApiKey, requireMerchantUser } from '@server/plugins/auth';
import { merchantAccountOpenRoutes, merchantAccountRoutes } from './account';
import { apiKeyRoutes } from './api-keys';
import { paymentRoutes } from './payments';
import { portalTransactionRoutes } from './portal-transactions';
import { verificationRoutes } from './verification';

/**
 * /api/merchant: open routes (signup, login), routes for signed-in merchant
 * users (guarded by requireMerchantUser) and the payment API (guarded by
 * requireApiKey). Each group is its own plugin with its own guard hook.
 */
export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  // Open: no credentials.
  await app.register(async (open) => {
    await open.register(merchantAccountOpenRoutes);
  });

  // Signed-in merchant users (merchant session token).
  await app.register(async (user) => {
    user.addHook('onRequest', requireMerchantUser);
    await user.register(merchantAccountRoutes);
    await user.register(verificationRoutes, { prefix: '/verification' });
    await user.register(apiKeyRoutes);
    await user.register(portalTransactionRoutes);
  });

  // The payment API (secret API key).
  await app.register(async (api) => {
    api.addHook('onRequest', requireApiKey);
    await api.register(paymentRoutes);
  });
};
