import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { emailOutbox } from '@server/db/schema/index';
import type { DerivedKeys } from '../auth';
import type { AttachmentRef } from './attachments';
import { signalOutbox } from './outbox-signal';
import { sealSecrets, type WithheldSecret } from './withheld-secrets';

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
  /**
   * Link tokens the message carries. `html`, `text` and `headers` hold each one's placeholder; the
   * values are sealed into the row and filled in only when the worker sends it (withheld-secrets.ts).
   */
  secrets?: WithheldSecret[];
}

/** The outbox seals link tokens with this key; a message with secrets cannot be queued without it. */
export type OutboxKeys = Pick<DerivedKeys, 'fieldEncryption'>;

/** What a module needs to queue a message with links: the public address and the sealing key. */
export interface MailContext {
  config: { publicUrl: string };
  keys: OutboxKeys;
}

const toRow = (email: OutgoingEmail, keys: OutboxKeys | undefined) => {
  const secrets = email.secrets ?? [];
  if (secrets.length === 0) return { ...plainRow(email), withholdsSecrets: false, secretsSealed: null };
  if (!keys) throw new Error(`A ${email.kind} message carries link tokens but no key was given to seal them`);
  const id = randomUUID();
  return { ...plainRow(email), id, withholdsSecrets: true, secretsSealed: sealSecrets(keys.fieldEncryption, id, secrets) };
};

const plainRow = (email: OutgoingEmail) => ({
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
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail, keys?: OutboxKeys): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(toRow(email, keys)).returning({ id: emailOutbox.id });
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
export async function enqueueEmails(
  db: DbOrTx,
  emails: OutgoingEmail[],
  { holdSeconds = 0, keys }: { holdSeconds?: number; keys?: OutboxKeys } = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < emails.length; i += INSERT_CHUNK) {
    const rows = emails.slice(i, i + INSERT_CHUNK).map((e) => ({ ...toRow(e, keys), nextAttemptAt: sql`now() + make_interval(secs => ${holdSeconds})` }));
    const inserted = await db.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
    ids.push(...inserted.map((r) => r.id));
  }
  if (holdSeconds === 0 && ids.length > 0) signalOutbox();
  return ids;
}
