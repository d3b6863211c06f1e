import {
  campaignDetailsResponseSchema,
  campaignIdParamsSchema,
  listCampaignsQuerySchema,
  listCampaignsResponseSchema,
  sendCampaignRequestSchema,
  sendCampaignResponseSchema,
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
    'Stores the campaign and one outbox message per recipient in one transaction, then sends them (5 at a time) and answers per recipient. ' +
    "Temporary failures stay in the outbox and are retried with backoff; `error` is the mail server's reply. The body is plain text.",
  body: sendCampaignRequestSchema,
  responses: { 200: sendCampaignResponseSchema },
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
  summary: "A campaign with every recipient's outcome",
  params: campaignIdParamsSchema,
  responses: { 200: campaignDetailsResponseSchema },
  errors: ['CAMPAIGN_NOT_FOUND'],
});

export const retryCampaign = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/email-campaigns/:id/retry',
  roles: ['SUPER_ADMIN', 'OPERATIONS'],
  summary: 'Resend to the recipients whose delivery failed',
  description:
    'Only recipients with status FAILED that match a merchant; unknown ids and unsubscribed merchants are not retried. 409 NOTHING_TO_RETRY when there are none.',
  params: campaignIdParamsSchema,
  responses: { 200: sendCampaignResponseSchema },
  errors: ['CAMPAIGN_NOT_FOUND', 'ENCRYPTED_VALUE_UNREADABLE', 'NOTHING_TO_RETRY'],
});
