import { sql } from 'drizzle-orm';
import { CAMPAIGN_REQUIRED_MESSAGE, NO_RECIPIENTS_MESSAGE } from '@contract/email-campaigns';
import type { AppContext } from '@server/context';
import { emailCampaigns } from '@server/db/schema/index';
import { badRequest } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { signalOutbox } from './outbox-signal';

export const UNKNOWN_MERCHANT = 'Unknown merchant id';
export const UNSUBSCRIBED = 'Merchant has unsubscribed';

/**
 * How long the messages of "Retry failed" wait before the background worker may take them:
 * that request sends them itself straight after committing. Should it die,
 * the worker delivers them once this has passed.
 */
export const REQUEST_HEAD_START_SECONDS = 120;

export interface StoreCampaignOptions {
  subject?: string;
  body?: string;
  merchantIds?: string[];
  actor: AdminActor;
}

export interface StoredCampaign {
  campaignId: string;
  counts: StoredCampaignCounts;
}

/** Requested ids, trimmed, blanks dropped, duplicates collapsed, first-seen order kept. */
export function distinctIds(ids: string[] | undefined): string[] {
  return [...new Set((ids ?? []).map((id) => id.trim()).filter((id) => id !== ''))];
}

export function checkCampaignInput({ subject, body, merchantIds }: Omit<StoreCampaignOptions, 'actor'>) {
  const cleanSubject = subject?.trim() ?? '';
  const cleanBody = body?.replace(/\s+$/, '') ?? '';
  if (cleanSubject === '' || cleanBody.trim() === '') {
    throw badRequest(CAMPAIGN_REQUIRED_MESSAGE, 'VALIDATION_ERROR', { field: cleanSubject === '' ? 'subject' : 'body' });
  }
  const ids = distinctIds(merchantIds);
  if (ids.length === 0) throw badRequest(NO_RECIPIENTS_MESSAGE, 'NO_RECIPIENTS', { field: 'merchantIds' });
  return { subject: cleanSubject, body: cleanBody, ids };
}

export interface StoredCampaignCounts {
  recipients: number;
  queued: number;
  unknown: number;
  skipped: number;
}

/**
 * Stores the campaign, one recipient row per requested id and one outbox
 * message per deliverable recipient, with the audit entry, in one
 * transaction, and wakes this instance's outbox worker once it commits.
 * Unknown ids are kept as FAILED and unsubscribed merchants as SKIPPED, so
 * the results account for every id the admin chose.
 *
 * Set-based, whatever the number of recipients: the recipients and their
 * outbox rows are two INSERT ... SELECT in one statement, with the ids as
 * one array parameter. An outbox row of a campaign holds no text (html ''):
 * the worker renders it from the campaign just before sending
 * (campaign-render.ts), so storing 10,000 recipients writes small rows only.
 */
export async function storeCampaign(ctx: AppContext, options: StoreCampaignOptions): Promise<StoredCampaign> {
  const { subject, body, ids } = checkCampaignInput(options);
  const { actor } = options;
  const stored = await ctx.database.db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(emailCampaigns)
      .values({ subject, body, createdBy: actor.id, createdByEmail: actor.email })
      .returning({ id: emailCampaigns.id });
    const campaignId = campaign!.id;

    // Raw SQL: every recipient and its outbox row as two INSERT ... SELECT in one statement (decision 0039).
    const { rows } = await tx.execute<{ recipients: number; queued: number; unknown: number; skipped: number }>(sql`
      with requested as (
        select id from unnest(${sql.param(ids)}::text[]) as r(id)
      ), recipients as (
        insert into email_campaign_recipients (campaign_id, requested_merchant_id, merchant_id, merchant_name, email, status, error)
        select ${campaignId}::uuid, q.id, m.id, m.company_name, m.contact_email,
               case when m.id is null then 'FAILED' when m.email_opt_out then 'SKIPPED' else 'PENDING' end,
               case when m.id is null then ${UNKNOWN_MERCHANT} when m.email_opt_out then ${UNSUBSCRIBED} end
        from requested q
        left join merchants m on m.merchant_id = q.id
        returning id, status, email
      ), queued as (
        insert into email_outbox (kind, to_address, subject, html, text, campaign_recipient_id)
        select 'campaign', email, ${subject}, '', '', id from recipients where status = 'PENDING'
        returning 1
      )
      select (select count(*) from recipients)::int as recipients,
             (select count(*) from queued)::int as queued,
             (select count(*) from recipients where status = 'FAILED')::int as unknown,
             (select count(*) from recipients where status = 'SKIPPED')::int as skipped`);
    const counts = rows[0]!;

    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'email.campaign.send',
      targetType: 'email_campaign',
      targetId: campaignId,
      after: { subject, recipients: counts.recipients, queued: counts.queued, unknown: counts.unknown, skipped: counts.skipped },
    });
    return { campaignId, counts };
  });
  if (stored.counts.queued > 0) signalOutbox();
  return stored;
}
