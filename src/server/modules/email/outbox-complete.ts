import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { emailCampaignRecipients, emailOutbox } from '@server/db/schema/index';
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
    const [row] = await tx
      .update(emailOutbox)
      .set({
        status: 'SENT',
        sentAt: sql`now()`,
        smtpResponse: result.response.slice(0, 1000),
        messageId: result.messageId,
        lockedUntil: null,
        lastError: null,
        secretsSealed: null,
      })
      .where(and(eq(emailOutbox.id, message.id), ne(emailOutbox.status, 'SENT')))
      .returning({ campaignRecipientId: emailOutbox.campaignRecipientId });
    const recipient = row?.campaignRecipientId;
    if (recipient) {
      await tx
        .update(emailCampaignRecipients)
        .set({ status: 'SENT', error: null, updatedAt: sql`now()` })
        .where(eq(emailCampaignRecipients.id, recipient));
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
    const [row] = await tx
      .update(emailOutbox)
      .set({
        status,
        lastError: failure.reason,
        lockedUntil: null,
        nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        // The sealed link tokens go once the message has failed for good; a retry still needs them.
        ...(final ? { secretsSealed: null } : {}),
      })
      .where(and(eq(emailOutbox.id, message.id), eq(emailOutbox.status, 'SENDING'), eq(emailOutbox.attempts, message.attempts)))
      .returning({ campaignRecipientId: emailOutbox.campaignRecipientId });
    const recipient = row?.campaignRecipientId;
    if (recipient) {
      // While retries remain the recipient stays PENDING, showing the latest reason.
      await tx
        .update(emailCampaignRecipients)
        .set({ status, error: failure.reason, updatedAt: sql`now()` })
        .where(eq(emailCampaignRecipients.id, recipient));
    }
  });
  return { status: final ? 'FAILED' : 'RETRYING', error: failure.reason };
}
