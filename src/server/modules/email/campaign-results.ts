import { sql } from 'drizzle-orm';
import type { CampaignResult, RecipientOutcome } from '@contract/email-campaigns';
import type { DbOrTx } from '@server/db/client';

type Row = {
  id: string;
  requested_merchant_id: string;
  merchant_name: string | null;
  email: string | null;
  status: 'PENDING' | 'SENT' | 'FAILED' | 'SKIPPED';
  error: string | null;
  outbox_status: string | null;
  last_error: string | null;
};

function outcomeOf(r: Row): { outcome: RecipientOutcome; error: string | null } {
  if (r.status === 'SENT') return { outcome: 'SENT', error: null };
  if (r.status === 'FAILED') return { outcome: 'FAILED', error: r.error };
  if (r.status === 'SKIPPED') return { outcome: 'SKIPPED', error: r.error };
  // Still PENDING: a temporary refusal waiting for its retry, or a send another instance is doing right now.
  if (r.outbox_status === 'PENDING' && r.last_error) return { outcome: 'RETRYING', error: r.last_error };
  return { outcome: 'QUEUED', error: 'Queued for delivery' };
}

/** Per-recipient results as the campaign endpoints answer them, in the order given. The ids go as one array parameter, never spliced into text. */
export async function campaignResults(db: DbOrTx, recipientIds: string[]): Promise<CampaignResult[]> {
  if (recipientIds.length === 0) return [];
  // Raw SQL: each recipient's latest outbox message is a lateral join (decision 0027).
  const { rows } = await db.execute<Row>(sql`
    select r.id, r.requested_merchant_id, r.merchant_name, r.email, r.status, r.error, o.status as outbox_status, o.last_error
    from email_campaign_recipients r
    left join lateral (
      select status, last_error from email_outbox where campaign_recipient_id = r.id order by created_at desc limit 1
    ) o on true
    where r.id = any(${sql.param(recipientIds)}::uuid[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return recipientIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { outcome, error } = outcomeOf(r);
    return [
      {
        merchantId: r.requested_merchant_id,
        merchantName: r.merchant_name ?? r.requested_merchant_id,
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
