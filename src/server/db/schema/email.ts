import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CAMPAIGN_RECIPIENT_STATUSES } from '@contract/email-campaigns';

/**
 * Durable outbox: a message is inserted in the same transaction as the event
 * that causes it, then delivered by the worker (FOR UPDATE SKIP LOCKED).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers'),
    /** References to files the worker loads at send time (see modules/email/attachments.ts), so rows stay small. */
    attachments: jsonb('attachments').$type<{ source: string; id: string }[]>(),
    /** The message carried link tokens: the stored text holds placeholders, never the tokens (modules/email/withheld-secrets.ts). */
    withholdsSecrets: boolean('withholds_secrets').notNull().default(false),
    /** The tokens, sealed to this row; cleared once the message is sent or has failed for good. */
    secretsSealed: text('secrets_sealed'),
    /** CANCELED: a campaign message held back while its campaign is canceled (resume makes it PENDING again). */
    status: text('status', { enum: ['PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    smtpResponse: text('smtp_response'),
    messageId: text('message_id'),
    campaignRecipientId: uuid('campaign_recipient_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), index('email_outbox_campaign_idx').on(t.campaignRecipientId)],
);

export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdBy: uuid('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the campaign is canceled: its unclaimed messages wait as CANCELED until a resume clears it. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [index('email_campaigns_created_idx').on(t.createdAt.desc())],
);

export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    /** Public merchant id as requested, kept even when it matched nothing. */
    requestedMerchantId: text('requested_merchant_id').notNull(),
    merchantId: uuid('merchant_id'),
    merchantName: text('merchant_name'),
    email: text('email'),
    status: text('status', { enum: CAMPAIGN_RECIPIENT_STATUSES }).notNull().default('PENDING'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_campaign_recipients_campaign_idx').on(t.campaignId)],
);
