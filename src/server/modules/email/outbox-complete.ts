import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { SendResult } from './mail-transport';
import type { ClaimedMessage } from './outbox-claim';
import { backoffMs, MAX_ATTEMPTS, type SendFailure } from './retry-policy';

export type DeliveryOutcome = { status: 'SENT'; error: null } | { status: 'FAILED' | 'RETRYING'; error: string };

/**
 * Records an accepted message at once, before anything else happens, so the
 * window in which a crash could cause a resend is as small as it can be.
 * The sealed link tokens go with it: a sent message needs them no more.
 * It is not fenced by the attempt count: if this instance's lease had
 * expired and another instance took the row, the message was still sent,
 * and "sent" is the truth to keep.
 */
export async function markSent(db: Db, message: ClaimedMessage, result: SendResult): Promise<DeliveryOutcome> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ campaign_recipient_id: string | null }>(sql`
      update email_outbox
      set status = 'SENT', sent_at = now(), smtp_response = ${result.response.slice(0, 1000)}, message_id = ${result.messageId},
          locked_until = null, last_error = null, secrets_sealed = null
      where id = ${message.id} and status <> 'SENT'
      returning campaign_recipient_id`);
    const recipient = rows[0]?.campaign_recipient_id;
    if (recipient) {
      await tx.execute(sql`update email_campaign_recipients set status = 'SENT', error = null, updated_at = now() where id = ${recipient}`);
    }
  });
  return { status: 'SENT', error: null };
}

/**
 * A refused or failed send: back to PENDING with a later due time, or FAILED
 * for good (a permanent refusal, or out of attempts). Fenced by the attempt
 * count, so a worker whose lease ran out cannot overwrite what a newer
 * attempt recorded.
 */
export async function markFailed(db: Db, message: ClaimedMessage, failure: SendFailure): Promise<DeliveryOutcome> {
  const final = failure.permanent || message.attempts >= MAX_ATTEMPTS;
  const status = final ? 'FAILED' : 'PENDING';
  const delaySeconds = final ? 0 : backoffMs(message.attempts) / 1000;
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ campaign_recipient_id: string | null }>(sql`
      update email_outbox
      set status = ${status}, last_error = ${failure.reason}, locked_until = null,
          next_attempt_at = now() + make_interval(secs => ${delaySeconds}),
          secrets_sealed = case when ${final} then null else secrets_sealed end
      where id = ${message.id} and status = 'SENDING' and attempts = ${message.attempts}
      returning campaign_recipient_id`);
    const recipient = rows[0]?.campaign_recipient_id;
    if (recipient) {
      // While retries remain the recipient stays PENDING, showing the latest reason.
      await tx.execute(sql`update email_campaign_recipients set status = ${status}, error = ${failure.reason}, updated_at = now() where id = ${recipient}`);
    }
  });
  return { status: final ? 'FAILED' : 'RETRYING', error: failure.reason };
}
