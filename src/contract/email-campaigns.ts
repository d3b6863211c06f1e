import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';

/** Admin email campaigns (docs/product-spec.md sections 2, 5, 7 and 8). */

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 20_000;
export const CAMPAIGN_RECIPIENTS_MAX = 10_000;

export const CAMPAIGN_REQUIRED_MESSAGE = 'Subject and body are required';
export const NO_RECIPIENTS_MESSAGE = 'No Recipients: Please select at least one merchant';

// A subject becomes a mail header: line breaks and other control characters have no place in it.
const hasControlCharacter = (s: string) => Array.from(s).some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

const iso = z.string().meta({ description: 'ISO-8601' });

// Subject and body may be missing or blank here: the module answers both with the
// spec's one message ('Subject and body are required') rather than a field error.
export const sendCampaignRequestSchema = z
  .object({
    subject: z
      .string({ error: 'subject must be text' })
      .max(CAMPAIGN_SUBJECT_MAX, `Subject must be at most ${CAMPAIGN_SUBJECT_MAX} characters`)
      .refine((s) => !hasControlCharacter(s), 'Subject must be a single line of text')
      .optional(),
    body: z
      .string({ error: 'body must be text' })
      .max(CAMPAIGN_BODY_MAX, `Body must be at most ${CAMPAIGN_BODY_MAX.toLocaleString('en-GB')} characters`)
      .optional()
      .meta({ description: 'Plain text. Blank lines separate paragraphs; line breaks are kept. No markup is interpreted.' }),
    merchantIds: z
      .array(z.string({ error: 'merchantIds must be a list of merchant ids' }).max(64, 'A merchant id is at most 64 characters'), {
        error: 'merchantIds must be a list of merchant ids',
      })
      .max(CAMPAIGN_RECIPIENTS_MAX, `At most ${CAMPAIGN_RECIPIENTS_MAX.toLocaleString('en-GB')} merchants per campaign`)
      .optional()
      .meta({ description: 'Public merchant ids (mch_...). Duplicates are sent once; unknown ids come back as failed results.' }),
  })
  .strict();
export type SendCampaignRequest = z.infer<typeof sendCampaignRequestSchema>;

export const CAMPAIGN_RECIPIENT_STATUSES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;
export const RECIPIENT_OUTCOMES = ['SENT', 'FAILED', 'RETRYING', 'QUEUED', 'SKIPPED'] as const;
export type RecipientOutcome = (typeof RECIPIENT_OUTCOMES)[number];

export const campaignResultSchema = z
  .object({
    merchantId: z.string().meta({ description: 'The id as requested' }),
    merchantName: z.string().meta({ description: 'Company name; the requested id when it matched no merchant' }),
    email: z.string().nullable(),
    success: z.boolean(),
    error: z.string().nullable().meta({ description: "Why it was not sent: the mail server's reply where there is one" }),
    outcome: z.enum(RECIPIENT_OUTCOMES).meta({
      description:
        'SENT; FAILED (for good); RETRYING (a temporary failure; the outbox tries again); QUEUED (being delivered in the background); SKIPPED (unsubscribed)',
    }),
  })
  .meta({ id: 'EmailCampaignResult' });
export type CampaignResult = z.infer<typeof campaignResultSchema>;

export const campaignTotalsSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  pending: z
    .number()
    .int()
    .meta({ description: 'Recipients still to be sent (queued, being sent, waiting for a retry, or held while canceled): what remains' }),
  retryable: z.number().int().meta({ description: 'Failed recipients that match a merchant: what Retry failed would resend' }),
});
export type CampaignTotals = z.infer<typeof campaignTotalsSchema>;

/**
 * Where a campaign stands, derived from its stored recipients: QUEUED (nothing delivered yet), SENDING,
 * COMPLETED (nothing remains), CANCELED (what was not yet claimed waits until a resume).
 */
export const CAMPAIGN_STATUSES = ['QUEUED', 'SENDING', 'COMPLETED', 'CANCELED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignSummarySchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    createdAt: iso,
    createdByEmail: z.string().nullable(),
    status: z.enum(CAMPAIGN_STATUSES).meta({
      description: 'QUEUED (nothing delivered yet), SENDING, COMPLETED (nothing remains), CANCELED (the rest waits for a resume)',
    }),
    canceledAt: iso.nullable(),
    totals: campaignTotalsSchema,
  })
  .meta({ id: 'EmailCampaignSummary' });
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const listCampaignsQuerySchema = z.object({ limit: pageLimit(20, 100), cursor: cursorParam }).strict();
export const listCampaignsResponseSchema = z.object({ campaigns: z.array(campaignSummarySchema), nextCursor: nextCursorSchema });
export type ListCampaignsResponse = z.infer<typeof listCampaignsResponseSchema>;

export const campaignIdParamsSchema = z.object({ id: z.string().max(64) }).strict();

/** `recipients=none` answers the campaign and its totals only: what a progress view polls. */
export const campaignDetailsQuerySchema = z
  .object({
    recipients: z
      .enum(['all', 'none'])
      .default('all')
      .meta({ description: 'none: the campaign and its totals without the recipient list (for polling progress)' }),
  })
  .strict();

/** 202 to a new campaign: stored and queued; the outbox workers send it in the background. */
export const campaignAcceptedResponseSchema = z
  .object({
    campaignId: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    totals: campaignTotalsSchema,
    message: z.string(),
  })
  .meta({ id: 'EmailCampaignAccepted' });
export type CampaignAcceptedResponse = z.infer<typeof campaignAcceptedResponseSchema>;

export const campaignRecipientSchema = z
  .object({
    id: z.string(),
    merchantId: z.string(),
    merchantName: z.string().nullable(),
    email: z.string().nullable(),
    status: z.enum(CAMPAIGN_RECIPIENT_STATUSES),
    error: z.string().nullable(),
    attempts: z.number().int().meta({ description: 'Delivery attempts of the latest message to this recipient' }),
    updatedAt: iso,
  })
  .meta({ id: 'EmailCampaignRecipient' });
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignDetailsResponseSchema = z
  .object({ campaign: campaignSummarySchema.extend({ body: z.string() }), recipients: z.array(campaignRecipientSchema) })
  .meta({ id: 'EmailCampaignDetails' });
export type CampaignDetailsResponse = z.infer<typeof campaignDetailsResponseSchema>;
