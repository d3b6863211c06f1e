import { desc, eq } from 'drizzle-orm';
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
