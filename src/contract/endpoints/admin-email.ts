import {
  campaignAcceptedResponseSchema,
  campaignDetailsQuerySchema,
  campaignDetailsResponseSchema,
  campaignSummarySchema,
  campaignIdParamsSchema,
  listCampaignsQuerySchema,
  listCampaignsResponseSchema,
  sendCampaignRequestSchema,
} from '../email-campaigns';
import { defineEndpoint } from '../endpoint';

/** Email Merchants: send a campaign, its history, per-recipient outcomes and "Retry failed". */
const base = { auth: 'admin', tags: ['Admin'] } as const;

export const sendCampaign = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/email-campaigns',
  summary: 'Send an email campaign to merchants',
  roles: ['SUPER_ADMIN', 'OPERATIONS'],
  description:
    'Stores the campaign and one outbox message per recipient in one transaction and answers 202 at once; the outbox workers of every ' +
    'instance send it in the background. Follow its progress with `GET /api/admin/email-campaigns/{id}?recipients=none`. ' +
    'Temporary failures stay in the outbox and are retried with backoff. The body is plain text.',
  body: sendCampaignRequestSchema,
  responses: { 202: campaignAcceptedResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'NO_RECIPIENTS'],
});

export const listCampaigns = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/email-campaigns',
  summary: 'Campaign history, newest first',
  roles: ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  query: listCampaignsQuerySchema,
  responses: { 200: listCampaignsResponseSchema },
  errors: ['INVALID_CURSOR'],
});

export const getCampaign = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/email-campaigns/:id',
  roles: ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  summary: "A campaign, its progress, and every recipient's outcome",
  params: campaignIdParamsSchema,
  query: campaignDetailsQuerySchema,
  responses: { 200: campaignDetailsResponseSchema },
  errors: ['CAMPAIGN_NOT_FOUND'],
});

export const retryCampaign = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/email-campaigns/:id/retry',
  roles: ['SUPER_ADMIN', 'OPERATIONS'],
  summary: 'Send again to the recipients whose delivery failed, in the background',
  description:
    'Answers 202 at once, as sending does; the campaign shows the progress. Only recipients with status FAILED that match a merchant, at its current contact email; unknown ids and unsubscribed merchants are not retried. 409 NOTHING_TO_RETRY when there are none, CAMPAIGN_NOT_SENDING while the campaign is canceled.',
  params: campaignIdParamsSchema,
  responses: { 202: campaignAcceptedResponseSchema },
  errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_NOT_SENDING', 'NOTHING_TO_RETRY'],
});

export const cancelCampaign = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/email-campaigns/:id/cancel',
  roles: ['SUPER_ADMIN', 'OPERATIONS'],
  summary: 'Stop sending a campaign',
  description:
    'Messages not yet taken by a worker are held back; those already being sent finish. 409 CAMPAIGN_NOT_SENDING when the campaign is completed or already canceled.',
  params: campaignIdParamsSchema,
  responses: { 200: campaignSummarySchema },
  errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_NOT_SENDING'],
});

export const resumeCampaign = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/email-campaigns/:id/resume',
  roles: ['SUPER_ADMIN', 'OPERATIONS'],
  summary: 'Continue sending a canceled campaign',
  description: 'Queues again what the cancel held back. 409 CAMPAIGN_NOT_CANCELED unless the campaign is canceled with recipients remaining.',
  params: campaignIdParamsSchema,
  responses: { 200: campaignSummarySchema },
  errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_NOT_CANCELED'],
});
