import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import type { AttachmentRef } from './attachments';
import type { MailMessage } from './mail-transport';

/** A message this process now holds a lease on. */
export interface ClaimedMessage extends MailMessage {
  /** Tries so far, this one included: the fencing token for recording the outcome. */
  attempts: number;
  campaignRecipientId: string | null;
  /** References resolved to files just before sending (deliver-message.ts). */
  attachmentRefs: AttachmentRef[] | null;
  /** Link tokens sealed to this row, opened only to send (withheld-secrets.ts). */
  secretsSealed: string | null;
  /** A campaign row stored without its text: rendered from its campaign just before sending (campaign-render.ts). */
  campaign: CampaignCopy | null;
}

export interface CampaignCopy {
  campaignId: string;
  /** The public merchant id, for the unsubscribe link. */
  merchantId: string;
  companyName: string;
}

/** Long enough for any send (SMTP timeouts are shorter); short enough that a crashed instance's work resumes soon. */
export const LEASE_SECONDS = 120;

type Row = {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attempts: number;
  campaign_recipient_id: string | null;
  attachments: AttachmentRef[] | null;
  secrets_sealed: string | null;
  campaign_id: string | null;
  requested_merchant_id: string | null;
  merchant_name: string | null;
};

/**
 * One short statement that picks rows, locks them with SKIP LOCKED (so
 * instances never wait on, or take, each other's rows), marks them SENDING
 * with a lease and counts the attempt. It commits on its own; the sending
 * happens afterwards, outside any transaction.
 */
async function claim(db: DbOrTx, which: SQL, limit: number): Promise<ClaimedMessage[]> {
  // Raw SQL: claims rows with FOR UPDATE SKIP LOCKED and leases them in one statement (decision 0027).
  const { rows } = await db.execute<Row>(sql`
    with picked as (
      select id from email_outbox
      where ${which}
      -- Account mail first: a password reset queued behind a 10,000-recipient campaign goes next, not last.
      order by (kind = 'campaign'), next_attempt_at, created_at
      limit ${limit}
      for update skip locked
    ), claimed as (
      update email_outbox o
      set status = 'SENDING', attempts = o.attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
      from picked
      where o.id = picked.id
      returning o.id, o.to_address, o.subject, o.html, o.text, o.headers, o.attempts, o.campaign_recipient_id, o.attachments, o.secrets_sealed
    )
    select c.*, r.campaign_id, r.requested_merchant_id, r.merchant_name
    from claimed c
    left join email_campaign_recipients r on r.id = c.campaign_recipient_id and c.html = ''`);
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    html: r.html,
    text: r.text,
    headers: r.headers,
    attempts: r.attempts,
    campaignRecipientId: r.campaign_recipient_id,
    attachmentRefs: r.attachments,
    secretsSealed: r.secrets_sealed,
    campaign:
      r.campaign_id && r.requested_merchant_id ? { campaignId: r.campaign_id, merchantId: r.requested_merchant_id, companyName: r.merchant_name ?? '' } : null,
  }));
}

/**
 * Due messages: PENDING ones whose time has come, and SENDING ones whose lease
 * ran out (their instance died mid-send). Re-sending those is the one case of
 * at-least-once delivery; see docs/decisions/0004-email-outbox.md.
 */
export function claimDueMessages(db: DbOrTx, limit: number): Promise<ClaimedMessage[]> {
  return claim(db, sql`(status = 'PENDING' and next_attempt_at <= now()) or (status = 'SENDING' and locked_until < now())`, limit);
}

/** Specific PENDING messages, due or not (the campaign request sending its own rows). Rows another instance holds are skipped. */
export function claimMessagesById(db: DbOrTx, ids: string[]): Promise<ClaimedMessage[]> {
  if (ids.length === 0) return Promise.resolve([]);
  // One array parameter: the driver writes the array literal, quoting every element.
  return claim(db, sql`id = any(${sql.param(ids)}::uuid[]) and status = 'PENDING'`, ids.length);
}
