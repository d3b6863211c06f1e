import { eq } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { emailCampaigns } from '@server/db/schema/index';
import { bodyParagraphs, renderCampaignCopy } from './campaign-content';
import type { MailMessage } from './mail-transport';
import type { ClaimedMessage } from './outbox-claim';

interface CampaignText {
  subject: string;
  paragraphs: string[];
}

// A campaign's subject and body never change once stored, so each instance reads them once. A few
// hundred entries cover every campaign that could be sending at once; the oldest go first.
const CACHE_LIMIT = 200;
const cache = new Map<string, Promise<CampaignText | null>>();

function campaignText(ctx: AppContext, campaignId: string): Promise<CampaignText | null> {
  let entry = cache.get(campaignId);
  if (!entry) {
    entry = ctx.database.db
      .select({ subject: emailCampaigns.subject, body: emailCampaigns.body })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId))
      .then(([row]) => (row ? { subject: row.subject, paragraphs: bodyParagraphs(row.body) } : null));
    // A failed read is not remembered: the next message tries again.
    entry.catch(() => cache.delete(campaignId));
    cache.set(campaignId, entry);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }
  return entry;
}

/**
 * What the mail server gets for a campaign row stored without its text (store-campaign.ts): the
 * campaign's subject and body in the branded layout, with this recipient's company name and
 * unsubscribe link. Rendering at send time keeps the stored campaign to one small row per recipient.
 */
export async function renderClaimedCampaign(
  ctx: AppContext,
  message: ClaimedMessage & { campaign: NonNullable<ClaimedMessage['campaign']> },
): Promise<MailMessage> {
  const text = await campaignText(ctx, message.campaign.campaignId);
  if (!text) throw new Error('The campaign of this message no longer exists');
  const copy = renderCampaignCopy({ baseUrl: ctx.config.publicUrl, linksKey: ctx.keys.links }, text, {
    recipientId: message.campaignRecipientId ?? '',
    merchantId: message.campaign.merchantId,
    companyName: message.campaign.companyName,
    email: message.to,
  });
  return { id: message.id, to: message.to, subject: copy.subject, html: copy.html, text: copy.text, headers: copy.headers ?? null };
}
