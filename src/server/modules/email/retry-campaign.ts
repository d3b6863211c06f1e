import { and, eq, sql } from 'drizzle-orm';
import { emailCampaignRecipients, emailCampaigns, merchants } from '@server/db/schema/index';
import type { SendCampaignResponse } from '@contract/email-campaigns';
import type { AppContext } from '@server/context';
import { conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { isUuid } from '@server/db/keyset';
import { recordAudit } from '../audit';
import { campaignEmail } from './campaign-content';
import { campaignResults, summarise } from './campaign-results';
import { deliverNow } from './deliver-now';
import { enqueueEmails } from './outbox';
import { REQUEST_HEAD_START_SECONDS, UNSUBSCRIBED } from './store-campaign';

/**
 * "Retry failed": queues a fresh message for each recipient whose delivery
 * failed for good, using the merchant's current contact email (the usual fix
 * for a refused address), then sends like the original request. Unknown ids
 * and unsubscribed merchants are not retried. The campaign row is locked, so
 * two admins pressing Retry at once cannot queue the same recipient twice.
 */
export async function retryCampaign(ctx: AppContext, { id, actor }: { id: string; actor: AdminActor }): Promise<SendCampaignResponse> {
  if (!isUuid(id)) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
  const { recipientIds, outboxIds } = await ctx.database.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ subject: emailCampaigns.subject, body: emailCampaigns.body })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, id))
      .for('update');
    if (!campaign) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
    const failed = await tx
      .select({
        id: emailCampaignRecipients.id,
        merchantPublicId: merchants.merchantId,
        companyName: merchants.companyName,
        contactEmail: merchants.contactEmail,
        emailOptOut: merchants.emailOptOut,
      })
      .from(emailCampaignRecipients)
      .innerJoin(merchants, eq(merchants.id, emailCampaignRecipients.merchantId))
      .where(and(eq(emailCampaignRecipients.campaignId, id), eq(emailCampaignRecipients.status, 'FAILED')));
    if (failed.length === 0) throw conflict('There are no failed recipients to retry', 'NOTHING_TO_RETRY');

    const retry = failed.filter((r) => !r.emailOptOut);
    // Raw SQL: one `update ... from merchants` refreshes every failed recipient from its merchant's current details (decision 0027).
    await tx.execute(sql`
      update email_campaign_recipients r
      set status = case when m.email_opt_out then 'SKIPPED' else 'PENDING' end,
          error = case when m.email_opt_out then ${UNSUBSCRIBED} else null end,
          email = m.contact_email, merchant_name = m.company_name, updated_at = now()
      from merchants m
      where m.id = r.merchant_id and r.campaign_id = ${id}::uuid and r.status = 'FAILED'`);
    const links = { baseUrl: ctx.config.publicUrl, linksKey: ctx.keys.links };
    const outboxIds = await enqueueEmails(
      tx,
      retry.map((r) =>
        campaignEmail(links, campaign, { recipientId: r.id, merchantId: r.merchantPublicId, companyName: r.companyName, email: r.contactEmail }),
      ),
      { holdSeconds: REQUEST_HEAD_START_SECONDS, keys: ctx.keys },
    );
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'email.campaign.retry',
      targetType: 'email_campaign',
      targetId: id,
      after: { subject: campaign.subject, recipients: retry.length, skipped: failed.length - retry.length },
    });
    return { recipientIds: failed.map((r) => r.id), outboxIds };
  });
  await deliverNow(ctx, outboxIds);
  const results = await campaignResults(ctx.database.db, recipientIds);
  return { campaignId: id, results, ...summarise(results) };
}
