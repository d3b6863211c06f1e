import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { SendResult } from './mail-transport';
import type { ClaimedMessage } from './outbox-claim';
import { backoffMs, MAX_ATTEMPTS, type SendFailure } from './retry-policy';

export type DeliveryOutcome = { status: 'SENT'; error: null } | { status: 'FAILED' | 'RETRYING'; error: string };

/**
 * Records an accepted message at once, before anything else happens, so the
 * window in which a crash could cause a resend is as small as it can be: one
 * statement (one round trip, its own commit) marks the row SENT with the
 * server's answer and its campaign recipient with it.
 * The sealed link tokens go with it: a sent message needs them no more.
 * It is not fenced by the attempt count: if this instance's lease had
 * expired and another instance took the row, the message was still sent,
 * and "sent" is the truth to keep.
 */
export async function markSent(db: Db, message: ClaimedMessage, result: SendResult): Promise<DeliveryOutcome> {
  // Raw SQL: the outbox row and its campaign recipient in one statement, so the record costs one round trip (decision 0039).
  await db.execute(sql`
    with o as (
      update email_outbox
      set status = 'SENT', sent_at = now(), smtp_response = ${result.response.slice(0, 1000)}, message_id = ${result.messageId},
          locked_until = null, last_error = null, secrets_sealed = null
      where id = ${message.id}::uuid and status <> 'SENT'
      returning campaign_recipient_id
    )
    update email_campaign_recipients r
    set status = 'SENT', error = null, updated_at = now()
    from o
    where r.id = o.campaign_recipient_id`);
  return { status: 'SENT', error: null };
}

/**
 * A refused or failed send: back to PENDING with a later due time, or FAILED
 * for good (a permanent refusal, or out of attempts). A campaign message whose
 * campaign was canceled meanwhile waits as CANCELED instead, so a retry does
 * not outlive the cancel. Fenced by the attempt count, so a worker whose
 * lease ran out cannot overwrite what a newer attempt recorded.
 */
export async function markFailed(db: Db, message: ClaimedMessage, failure: SendFailure): Promise<DeliveryOutcome> {
  const final = failure.permanent || message.attempts >= MAX_ATTEMPTS;
  const delaySeconds = final ? 0 : backoffMs(message.attempts) / 1000;
  // Raw SQL: the outbox row and its campaign recipient in one statement, the cancel read in the same snapshot (decision 0039).
  await db.execute(sql`
    with o as (
      update email_outbox
      set status = case
            when ${final} then 'FAILED'
            when exists (
              select 1 from email_campaign_recipients r join email_campaigns c on c.id = r.campaign_id
              where r.id = email_outbox.campaign_recipient_id and c.canceled_at is not null
            ) then 'CANCELED'
            else 'PENDING' end,
          last_error = ${failure.reason},
          locked_until = null,
          next_attempt_at = now() + make_interval(secs => ${delaySeconds}),
          -- The sealed link tokens go once the message has failed for good; a retry still needs them.
          secrets_sealed = case when ${final} then null else secrets_sealed end
      where id = ${message.id}::uuid and status = 'SENDING' and attempts = ${message.attempts}
      returning campaign_recipient_id
    )
    update email_campaign_recipients r
    -- While retries remain the recipient stays PENDING, showing the latest reason.
    set status = ${final ? 'FAILED' : 'PENDING'}, error = ${failure.reason}, updated_at = now()
    from o
    where r.id = o.campaign_recipient_id`);
  return { status: final ? 'FAILED' : 'RETRYING', error: failure.reason };
}
