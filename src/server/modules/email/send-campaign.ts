import type { SendCampaignResponse } from '@contract/email-campaigns';
import type { AppContext } from '@server/context';
import { campaignResults, summarise } from './campaign-results';
import { deliverNow } from './deliver-now';
import { storeCampaign, type StoreCampaignOptions } from './store-campaign';

/**
 * POST /api/admin/email-campaigns: store everything first (one transaction),
 * then send with bounded concurrency and answer with what the mail server
 * said for each recipient.
 */
export async function sendCampaign(ctx: AppContext, options: StoreCampaignOptions): Promise<SendCampaignResponse> {
  const stored = await storeCampaign(ctx, options);
  await deliverNow(ctx, stored.outboxIds);
  const results = await campaignResults(ctx.database.db, stored.recipientIds);
  return { campaignId: stored.campaignId, results, ...summarise(results) };
}
