import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { emailOutbox } from '@server/db/schema/index';
import type { AttachmentRef } from './attachments';
import { signalOutbox } from './outbox-signal';

export interface OutgoingEmail {
  /** What caused it, e.g. `merchant.welcome` or `campaign`. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  campaignRecipientId?: string;
  /** Files the worker loads at send time (modules/email/attachments.ts); the row holds only the references. */
  attachments?: AttachmentRef[];
}

const toRow = (email: OutgoingEmail) => ({
  kind: email.kind,
  toAddress: email.to,
  subject: email.subject,
  html: email.html,
  text: email.text,
  headers: email.headers ?? null,
  campaignRecipientId: email.campaignRecipientId ?? null,
  attachments: email.attachments && email.attachments.length > 0 ? email.attachments : null,
});

/**
 * Writes a message to the durable outbox. Call it inside the transaction of
 * the event that causes the message: both commit, or neither does. The
 * delivery worker sends it afterwards.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(toRow(email)).returning({ id: emailOutbox.id });
  signalOutbox();
  return row!.id;
}

// Keeps each INSERT well under PostgreSQL's 65,535 bind parameters and a sane statement size.
const INSERT_CHUNK = 200;

/**
 * Many messages at once (campaigns), in the caller's transaction. `holdSeconds`
 * makes them due a little later, so the request that is about to send them
 * itself is not raced by the background worker; if that request dies, the
 * worker delivers them once the hold has passed.
 */
export async function enqueueEmails(db: DbOrTx, emails: OutgoingEmail[], { holdSeconds = 0 } = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < emails.length; i += INSERT_CHUNK) {
    const rows = emails.slice(i, i + INSERT_CHUNK).map((e) => ({ ...toRow(e), nextAttemptAt: sql`now() + make_interval(secs => ${holdSeconds})` }));
    const inserted = await db.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
    ids.push(...inserted.map((r) => r.id));
  }
  if (holdSeconds === 0 && ids.length > 0) signalOutbox();
  return ids;
}
