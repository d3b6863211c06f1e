import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSettingsSchema, updateSettingsRequestSchema, updateSettingsResponseSchema } from '@contract/admin-settings';
import { systemInfoSchema } from '@contract/admin-system';
import { getSystemInfo } from '@server/modules/system/get-system-info';
import { updateSettings } from '@server/modules/settings/update-settings';
import { getPlatformSettings } from '@server/modules/settings/platform-settings';
import { actorOf, adminErrors, adminSecurity } from './admin-route-support';

/** Platform settings and the platform information card. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['Admin'], security: adminSecurity };

  app.get('/settings', { schema: { ...schema, summary: 'Platform settings', response: { 200: platformSettingsSchema, ...adminErrors } } }, async () =>
    getPlatformSettings(app.ctx.database.db),
  );

  app.patch(
    '/settings',
    { schema: { ...schema, summary: 'Change platform settings', body: updateSettingsRequestSchema, response: { 200: updateSettingsResponseSchema, ...adminErrors } } },
    async (request) => ({ settings: await updateSettings(app.ctx, { changes: request.body, actor: actorOf(request) }), message: 'Settings saved' }),
  );

  app.get('/system/info', { schema: { ...schema, summary: 'Platform information', response: { 200: systemInfoSchema, ...adminErrors } } }, async () =>
    getSystemInfo(app.ctx),
  );
};
