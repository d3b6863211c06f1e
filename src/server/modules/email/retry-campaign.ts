import { eq, sql } from 'drizzle-orm';
import { emailCampaigns } from '@server/db/schema/index';
import type { CampaignAcceptedResponse } from '@contract/email-campaigns';
import type { AppContext } from '@server/context';
import { conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { isUuid } from '@server/db/keyset';
import { recordAudit } from '../audit';
import { getCampaignSummary } from './list-campaigns';
import { signalOutbox } from './outbox-signal';
import { UNSUBSCRIBED } from './store-campaign';

/**
 * "Retry failed": queues the campaign again for each recipient whose delivery failed for good, at the
 * merchant's current contact email (the usual fix for a refused address), and answers at once; the
 * outbox workers send in the background, as for the first send (decision 0039), and the campaign's
 * progress shows it. Unknown ids and merchants who have since unsubscribed are not retried. The
 * campaign row is locked, so two admins pressing Retry at once cannot queue a recipient twice; a
 * canceled campaign is resumed first.
 */
export async function retryCampaign(ctx: AppContext, { id, actor }: { id: string; actor: AdminActor }): Promise<CampaignAcceptedResponse> {
  if (!isUuid(id)) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
  const counts = await ctx.database.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ subject: emailCampaigns.subject, canceledAt: emailCampaigns.canceledAt })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, id))
      .for('update');
    if (!campaign) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
    if (campaign.canceledAt) throw conflict('The campaign is canceled; resume it before retrying its failures', 'CAMPAIGN_NOT_SENDING');
    // Raw SQL: the failed recipients refreshed from their merchants and their outbox rows queued, set-based
    // in one statement like the first send (decision 0039); the worker renders each from the campaign.
    const { rows } = await tx.execute<{ failed: number; queued: number; skipped: number }>(sql`
      with refreshed as (
        update email_campaign_recipients r
           set status = case when m.email_opt_out then 'SKIPPED' else 'PENDING' end,
               error = case when m.email_opt_out then ${UNSUBSCRIBED} else null end,
               email = m.contact_email, merchant_name = m.company_name, updated_at = now()
          from merchants m
         where m.id = r.merchant_id and r.campaign_id = ${id}::uuid and r.status = 'FAILED'
        returning r.id, r.status, r.email
      ), queued as (
        insert into email_outbox (kind, to_address, subject, html, text, campaign_recipient_id)
        select 'campaign', email, ${campaign.subject}, '', '', id from refreshed where status = 'PENDING'
        returning 1
      )
      select (select count(*) from refreshed)::int as failed,
             (select count(*) from queued)::int as queued,
             (select count(*) from refreshed where status = 'SKIPPED')::int as skipped`);
    const result = rows[0]!;
    if (result.failed === 0) throw conflict('There are no failed recipients to retry', 'NOTHING_TO_RETRY');
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'email.campaign.retry',
      targetType: 'email_campaign',
      targetId: id,
      after: { subject: campaign.subject, recipients: result.queued, skipped: result.skipped },
    });
    return result;
  });
  if (counts.queued > 0) signalOutbox();
  const summary = await getCampaignSummary(ctx.database.db, id);
  const noun = counts.queued === 1 ? 'merchant' : 'merchants';
  return {
    campaignId: id,
    status: summary.status,
    totals: summary.totals,
    message: `Retry queued for ${counts.queued} ${noun}` + (counts.skipped > 0 ? ` (${counts.skipped} unsubscribed)` : ''),
  };
}
