import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export interface OutgoingEmail {
  /** What caused it, e.g. `merchant.welcome` or `campaign`. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  campaignRecipientId?: string;
}

/**
 * Writes a message to the durable outbox. Call it inside the transaction of
 * the event that causes the message: both commit, or neither does. The
 * delivery worker sends it afterwards.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers ?? null,
      campaignRecipientId: email.campaignRecipientId ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
