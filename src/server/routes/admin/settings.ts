import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-settings';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getPlatformSettings, updateSettings } from '@server/modules/settings';
import { getSystemInfo } from '@server/modules/system';

/** Platform settings and the platform information card. */
export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getSettings, async () => getPlatformSettings(app.ctx.database.db));

  registerEndpoint(app, endpoints.updateSettings, async (request) => ({
    settings: await updateSettings(app.ctx, { changes: request.body, actor: actorOf(request), role: request.admin!.role }),
    message: 'Settings saved',
  }));

  registerEndpoint(app, endpoints.getSystemInfo, async () => getSystemInfo(app.ctx));
}
