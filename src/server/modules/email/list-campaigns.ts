import { eq, sql, type SQL } from 'drizzle-orm';
import type { CampaignDetailsResponse, CampaignStatus, CampaignSummary, ListCampaignsResponse } from '@contract/email-campaigns';
import type { DbOrTx } from '@server/db/client';
import { notFound } from '@server/errors';
import { afterCursor, cursorTs, decodeCursor, isoTs, isoTsOrNull, isUuid, toPage } from '@server/db/keyset';
import { emailCampaignRecipients } from '@server/db/schema/index';
import { latestOutboxMessage } from './campaign-results';

type SummaryRow = {
  id: string;
  subject: string;
  body: string;
  created_at: string;
  created_by_email: string | null;
  cursor_ts: string;
  canceled_at: string | null;
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
  retryable: number;
};

async function selectSummaries(db: DbOrTx, where: SQL, limit: number): Promise<SummaryRow[]> {
  // Raw SQL: reporting; six filtered counts per campaign in one grouped scan (decision 0027).
  const { rows } = await db.execute<SummaryRow>(sql`
    select c.id, c.subject, c.body, ${isoTs(sql`c.created_at`)} as created_at, c.created_by_email, ${cursorTs(sql`c.created_at`)} as cursor_ts,
           ${isoTsOrNull(sql`c.canceled_at`)} as canceled_at,
           count(r.id)::int as recipients,
           (count(r.id) filter (where r.status = 'SENT'))::int as sent,
           (count(r.id) filter (where r.status = 'FAILED'))::int as failed,
           (count(r.id) filter (where r.status = 'SKIPPED'))::int as skipped,
           (count(r.id) filter (where r.status = 'PENDING'))::int as pending,
           (count(r.id) filter (where r.status = 'FAILED' and r.merchant_id is not null))::int as retryable
    from email_campaigns c
    left join email_campaign_recipients r on r.campaign_id = c.id
    where ${where}
    group by c.id
    order by c.created_at desc, c.id desc
    limit ${limit}`);
  return rows;
}

/**
 * A campaign's status from its stored rows: nothing remaining is COMPLETED (a cancel that came after
 * the last message was taken changes nothing); a cancel holds the rest; nothing delivered yet is QUEUED.
 */
export function campaignStatus(t: { pending: number; sent: number; retryable: number }, canceledAt: string | null): CampaignStatus {
  if (t.pending === 0) return 'COMPLETED';
  if (canceledAt) return 'CANCELED';
  return t.sent === 0 && t.retryable === 0 ? 'QUEUED' : 'SENDING';
}

const toSummary = (r: SummaryRow): CampaignSummary => ({
  id: r.id,
  subject: r.subject,
  createdAt: r.created_at,
  createdByEmail: r.created_by_email,
  status: campaignStatus(r, r.canceled_at),
  canceledAt: r.canceled_at,
  totals: { recipients: r.recipients, sent: r.sent, failed: r.failed, skipped: r.skipped, pending: r.pending, retryable: r.retryable },
});

/** Campaign history, newest first, with delivery totals per campaign. */
export async function listCampaigns(db: DbOrTx, { limit, cursor }: { limit: number; cursor?: string }): Promise<ListCampaignsResponse> {
  const key = decodeCursor(cursor, 'uuid');
  const where = key ? afterCursor(sql`c.created_at`, sql`c.id`, key, 'uuid') : sql`true`;
  const page = toPage(await selectSummaries(db, where, limit + 1), limit);
  return { campaigns: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

/** One campaign's summary (status and totals), or 404. */
export async function getCampaignSummary(db: DbOrTx, id: string): Promise<CampaignSummary & { body: string }> {
  if (!isUuid(id)) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
  const [summary] = await selectSummaries(db, sql`c.id = ${id}::uuid`, 1);
  if (!summary) throw notFound('Campaign not found', 'CAMPAIGN_NOT_FOUND');
  return { ...toSummary(summary), body: summary.body };
}

/**
 * One campaign and the outcome for every recipient: failures first, then by name. `recipients:
 * 'none'` leaves the list out, for a progress view that polls while the campaign is sending.
 */
export async function getCampaign(db: DbOrTx, { id, recipients = 'all' }: { id: string; recipients?: 'all' | 'none' }): Promise<CampaignDetailsResponse> {
  const campaign = await getCampaignSummary(db, id);
  if (recipients === 'none') return { campaign, recipients: [] };
  const latest = latestOutboxMessage(db);
  const r = emailCampaignRecipients;
  const rows = await db
    .select({
      id: r.id,
      merchantId: r.requestedMerchantId,
      merchantName: r.merchantName,
      email: r.email,
      status: r.status,
      error: r.error,
      attempts: latest.attempts,
      updatedAt: isoTs(r.updatedAt),
    })
    .from(r)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(r.campaignId, id))
    .orderBy(
      sql`case ${r.status} when 'FAILED' then 0 when 'PENDING' then 1 when 'SKIPPED' then 2 else 3 end`,
      sql`${r.merchantName} nulls first`,
      r.requestedMerchantId,
    );
  return {
    campaign,
    recipients: rows.map((row) => ({ ...row, attempts: row.attempts ?? 0 })),
  };
}
