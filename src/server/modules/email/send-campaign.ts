import type { CampaignAcceptedResponse } from '@contract/email-campaigns';
import type { AppContext } from '@server/context';
import { storeCampaign, type StoreCampaignOptions } from './store-campaign';

/**
 * POST /api/admin/email-campaigns: stores the campaign and its outbox rows
 * (one transaction) and answers at once; the outbox workers of every
 * instance send it in the background (decision 0039).
 */
export async function sendCampaign(ctx: AppContext, options: StoreCampaignOptions): Promise<CampaignAcceptedResponse> {
  const { campaignId, counts } = await storeCampaign(ctx, options);
  const noun = counts.queued === 1 ? 'merchant' : 'merchants';
  const notQueued = counts.unknown + counts.skipped;
  return {
    campaignId,
    status: counts.queued > 0 ? 'QUEUED' : 'COMPLETED',
    totals: { recipients: counts.recipients, sent: 0, failed: counts.unknown, skipped: counts.skipped, pending: counts.queued, retryable: 0 },
    message: `Campaign queued for ${counts.queued} ${noun}` + (notQueued > 0 ? ` (${counts.unknown} unknown, ${counts.skipped} unsubscribed)` : ''),
  };
}
