import type { FastifyInstance } from 'fastify';
import { getRetentionPeriods } from '@contract/endpoints/public';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getComplianceSettings } from '@server/modules/compliance';

/** The retention periods in force, read by the privacy policy page. No credentials. */
export async function retentionRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getRetentionPeriods, async () => ({
    retention: (await getComplianceSettings(app.ctx.database.db, app.ctx.config.apiLogRetentionDays)).retention,
  }));
}
