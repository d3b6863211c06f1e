import { desc, eq, sql } from 'drizzle-orm';
import type { CampaignResult, RecipientOutcome } from '@contract/email-campaigns';
import type { DbOrTx } from '@server/db/client';
import { emailCampaignRecipients, emailOutbox } from '@server/db/schema/index';

/** Each recipient's latest outbox message, as a lateral subquery (read by the outbox's campaign index). */
export function latestOutboxMessage(db: DbOrTx) {
  return db
    .select({ status: emailOutbox.status, lastError: emailOutbox.lastError, attempts: emailOutbox.attempts })
    .from(emailOutbox)
    .where(eq(emailOutbox.campaignRecipientId, emailCampaignRecipients.id))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
    .as('o');
}

async function recipientRows(db: DbOrTx, recipientIds: string[]) {
  const latest = latestOutboxMessage(db);
  return db
    .select({
      id: emailCampaignRecipients.id,
      requestedMerchantId: emailCampaignRecipients.requestedMerchantId,
      merchantName: emailCampaignRecipients.merchantName,
      email: emailCampaignRecipients.email,
      status: emailCampaignRecipients.status,
      error: emailCampaignRecipients.error,
      outboxStatus: latest.status,
      lastError: latest.lastError,
    })
    .from(emailCampaignRecipients)
    .leftJoinLateral(latest, sql`true`)
    .where(sql`${emailCampaignRecipients.id} = any(${sql.param(recipientIds)}::uuid[])`);
}

type Row = Awaited<ReturnType<typeof recipientRows>>[number];

function outcomeOf(r: Row): { outcome: RecipientOutcome; error: string | null } {
  if (r.status === 'SENT') return { outcome: 'SENT', error: null };
  if (r.status === 'FAILED') return { outcome: 'FAILED', error: r.error };
  if (r.status === 'SKIPPED') return { outcome: 'SKIPPED', error: r.error };
  // Still PENDING: a temporary refusal waiting for its retry, or a send another instance is doing right now.
  if (r.outboxStatus === 'PENDING' && r.lastError) return { outcome: 'RETRYING', error: r.lastError };
  return { outcome: 'QUEUED', error: 'Queued for delivery' };
}

/** Per-recipient results as the campaign endpoints answer them, in the order given. The ids go as one array parameter, never spliced into text. */
export async function campaignResults(db: DbOrTx, recipientIds: string[]): Promise<CampaignResult[]> {
  if (recipientIds.length === 0) return [];
  const rows = await recipientRows(db, recipientIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return recipientIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { outcome, error } = outcomeOf(r);
    return [
      {
        merchantId: r.requestedMerchantId,
        merchantName: r.merchantName ?? r.requestedMerchantId,
        email: r.email,
        success: outcome === 'SENT',
        error,
        outcome,
      },
    ];
  });
}

export function summarise(results: CampaignResult[]) {
  const totalSent = results.filter((r) => r.success).length;
  const totalFailed = results.length - totalSent;
  const noun = totalSent === 1 ? 'merchant' : 'merchants';
  return { totalSent, totalFailed, message: `Campaign sent to ${totalSent} ${noun} (${totalFailed} failed)` };
}
