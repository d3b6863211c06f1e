import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '@server/plugins/auth';
import { adminAuthOpenRoutes, adminAuthRoutes } from './auth';
import { riskRoutes } from './risk';
import { adminRecordRoutes } from './audit-logs';
import { adminEmailCampaignRoutes } from './email-campaigns';
import { adminMerchantRoutes } from './merchants';
import { adminSettingsRoutes } from './settings';
import { adminStatsRoutes } from './stats';
import { adminTransactionRoutes } from './transactions';
import { adminVerificationRoutes } from './verifications';

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
    await guarded.register(adminStatsRoutes);
    await guarded.register(adminMerchantRoutes);
    await guarded.register(adminVerificationRoutes);
    await guarded.register(adminTransactionRoutes);
    await guarded.register(adminSettingsRoutes);
    await guarded.register(adminRecordRoutes);
    await guarded.register(adminEmailCampaignRoutes);
  });
};
