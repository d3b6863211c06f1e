import type { AppContext } from '@server/context';
import { listCampaigns, storeCampaign } from '@server/modules/email';
import type { AdminActor } from '@server/principals';

const SUBJECT = 'Scheduled maintenance on Sunday 02:00–03:00 UTC';
const BODY = `Hello,

We will upgrade our payment infrastructure this Sunday between 02:00 and 03:00 UTC. Payments keep
working; the portal may be slow for a few minutes. No action is needed on your side.

The SmartSplit team`;

/**
 * One email campaign to the active merchants, stored through the email module as the admin's
 * "send" stores it: the messages wait in the outbox and the app's email worker sends them. Skipped
 * when the campaign is already there.
 */
export async function seedCampaign(ctx: AppContext, actor: AdminActor, merchantIds: string[]): Promise<number> {
  if (merchantIds.length === 0) return 0;
  const { campaigns } = await listCampaigns(ctx.database.db, { limit: 50 });
  if (campaigns.some((c) => c.subject === SUBJECT)) return 0;
  await storeCampaign(ctx, { subject: SUBJECT, body: BODY, merchantIds, actor });
  return merchantIds.length;
}
