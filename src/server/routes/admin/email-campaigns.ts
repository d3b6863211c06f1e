import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignDetailsResponseSchema,
  campaignIdParamsSchema,
  listCampaignsQuerySchema,
  listCampaignsResponseSchema,
  sendCampaignRequestSchema,
  sendCampaignResponseSchema,
} from '@contract/email-campaigns';
import { listCampaigns, getCampaign } from '@server/modules/email/list-campaigns';
import { closeMailSender } from '@server/modules/email/mail-transport';
import { retryCampaign } from '@server/modules/email/retry-campaign';
import { sendCampaign } from '@server/modules/email/send-campaign';
import { actorOf, adminErrors, adminSecurity } from './admin-route-support';

/** Email Merchants: send a campaign, its history, per-recipient outcomes and "Retry failed". */
export const adminEmailCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['Admin'], security: adminSecurity };
  // The SMTP pool is shared by requests and the worker; close it once the app has finished its requests.
  app.addHook('onClose', async () => closeMailSender(app.ctx));

  app.post(
    '/email-campaigns',
    {
      schema: {
        ...schema,
        summary: 'Send an email campaign to merchants',
        description:
          'Stores the campaign and one outbox message per recipient in one transaction, then sends them (5 at a time) and answers per recipient. ' +
          "Temporary failures stay in the outbox and are retried with backoff; `error` is the mail server's reply. The body is plain text.",
        body: sendCampaignRequestSchema,
        response: { 200: sendCampaignResponseSchema, ...adminErrors },
      },
    },
    async (request) => sendCampaign(app.ctx, { ...request.body, actor: actorOf(request) }),
  );

  app.get(
    '/email-campaigns',
    { schema: { ...schema, summary: 'Campaign history, newest first', querystring: listCampaignsQuerySchema, response: { 200: listCampaignsResponseSchema, ...adminErrors } } },
    async (request) => listCampaigns(app.ctx.database.db, request.query),
  );

  app.get(
    '/email-campaigns/:id',
    { schema: { ...schema, summary: 'A campaign with every recipient\'s outcome', params: campaignIdParamsSchema, response: { 200: campaignDetailsResponseSchema, ...adminErrors } } },
    async (request) => getCampaign(app.ctx.database.db, { id: request.params.id }),
  );

  app.post(
    '/email-campaigns/:id/retry',
    {
      schema: {
        ...schema,
        summary: 'Resend to the recipients whose delivery failed',
        description: 'Only recipients with status FAILED that match a merchant; unknown ids and unsubscribed merchants are not retried. 409 NOTHING_TO_RETRY when there are none.',
        params: campaignIdParamsSchema,
        response: { 200: sendCampaignResponseSchema, ...adminErrors },
      },
    },
    async (request) => retryCampaign(app.ctx, { id: request.params.id, actor: actorOf(request) }),
  );
};
