import { eq, sql } from 'drizzle-orm';
import type { CampaignSummary } from '@contract/email-campaigns';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { isUuid } from '@server/db/keyset';
import { emailCampaigns } from '@server/db/schema/index';
import { conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { getCampaignSummary } from './list-campaigns';
import { signalOutbox } from './outbox-signal';

interface ControlOptions {
  id: string;
  actor: AdminActor;
}

/** The campaign row, locked for the rest of the transaction (cancels and resumes of one campaign take turns), and what remains of it. */
async function lockCampaign(tx: DbOrTx, id: string) {
  if (!isUuid(id)) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
  const [campaign] = await tx
    .select({ subject: emailCampaigns.subject, canceledAt: emailCampaigns.canceledAt })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.id, id))
    .for('update');
  if (!campaign) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
  const { rows } = await tx.execute<{ remaining: number }>(
    sql`select count(*)::int as remaining from email_campaign_recipients where campaign_id = ${id}::uuid and status = 'PENDING'`,
  );
  return { ...campaign, remaining: rows[0]!.remaining };
}

async function summaryOf(ctx: AppContext, id: string): Promise<CampaignSummary> {
  const { body: _body, ...summary } = await getCampaignSummary(ctx.database.db, id);
  return summary;
}

/**
 * Stops a campaign: every message of it that no worker has taken yet (due, or waiting for a retry)
 * becomes CANCELED, which no claim picks; messages being sent finish and are recorded as usual, and
 * one that fails meanwhile waits as CANCELED too (outbox-complete.ts). The row lock on the outbox
 * makes this exact: a message is either taken by a claim before the update reaches it (and skipped
 * here as SENDING) or held by the update (and skipped by SKIP LOCKED, then no longer PENDING).
 */
export async function cancelCampaign(ctx: AppContext, { id, actor }: ControlOptions): Promise<CampaignSummary> {
  await ctx.database.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (campaign.canceledAt) throw conflict('The campaign is already canceled', 'CAMPAIGN_NOT_SENDING');
    if (campaign.remaining === 0) throw conflict('The campaign has finished sending; there is nothing to cancel', 'CAMPAIGN_NOT_SENDING');
    await tx
      .update(emailCampaigns)
      .set({ canceledAt: sql`now()` })
      .where(eq(emailCampaigns.id, id));
    // Raw SQL: one `update ... from` over the campaign's recipients holds back all its untaken messages (decision 0039).
    const held = await tx.execute(sql`
      update email_outbox o set status = 'CANCELED', locked_until = null
      from email_campaign_recipients r
      where r.campaign_id = ${id}::uuid and o.campaign_recipient_id = r.id and o.status = 'PENDING'`);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'email.campaign.cancel',
      targetType: 'email_campaign',
      targetId: id,
      after: { subject: campaign.subject, held: held.rowCount ?? 0, remaining: campaign.remaining },
    });
  });
  return summaryOf(ctx, id);
}

/** Continues a canceled campaign: what the cancel held back is due again now, for any instance's worker. */
export async function resumeCampaign(ctx: AppContext, { id, actor }: ControlOptions): Promise<CampaignSummary> {
  await ctx.database.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (!campaign.canceledAt) throw conflict('Only a canceled campaign can be resumed', 'CAMPAIGN_NOT_CANCELED');
    if (campaign.remaining === 0) throw conflict('The campaign has nothing left to send', 'CAMPAIGN_NOT_CANCELED');
    await tx.update(emailCampaigns).set({ canceledAt: null }).where(eq(emailCampaigns.id, id));
    // Raw SQL: one `update ... from` over the campaign's recipients queues again everything the cancel held (decision 0039).
    const resumed = await tx.execute(sql`
      update email_outbox o set status = 'PENDING', next_attempt_at = now()
      from email_campaign_recipients r
      where r.campaign_id = ${id}::uuid and o.campaign_recipient_id = r.id and o.status = 'CANCELED'`);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'email.campaign.resume',
      targetType: 'email_campaign',
      targetId: id,
      after: { subject: campaign.subject, queued: resumed.rowCount ?? 0, remaining: campaign.remaining },
    });
  });
  signalOutbox();
  return summaryOf(ctx, id);
}
