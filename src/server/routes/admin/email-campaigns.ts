import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-email';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { cancelCampaign, closeMailSender, getCampaign, listCampaigns, resumeCampaign, retryCampaign, sendCampaign } from '@server/modules/email';

/** Email Merchants: send a campaign (in the background), its progress and history, cancel and resume, and "Retry failed". */
export async function adminEmailCampaignRoutes(app: FastifyInstance): Promise<void> {
  // The SMTP pool is shared by requests and the worker; close it once the app has finished its requests.
  app.addHook('onClose', async () => closeMailSender(app.ctx));

  registerEndpoint(app, endpoints.sendCampaign, async (request, reply) =>
    reply.status(202).send(await sendCampaign(app.ctx, { ...request.body, actor: actorOf(request) })),
  );
  registerEndpoint(app, endpoints.listCampaigns, async (request) => listCampaigns(app.ctx.database.db, request.query));
  registerEndpoint(app, endpoints.getCampaign, async (request) =>
    getCampaign(app.ctx.database.db, { id: request.params.id, recipients: request.query.recipients }),
  );
  registerEndpoint(app, endpoints.cancelCampaign, async (request) => cancelCampaign(app.ctx, { id: request.params.id, actor: actorOf(request) }));
  registerEndpoint(app, endpoints.resumeCampaign, async (request) => resumeCampaign(app.ctx, { id: request.params.id, actor: actorOf(request) }));
  registerEndpoint(app, endpoints.retryCampaign, async (request, reply) =>
    reply.status(202).send(await retryCampaign(app.ctx, { id: request.params.id, actor: actorOf(request) })),
  );
}
