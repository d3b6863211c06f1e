import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Link tokens (password reset, invitations, unsubscribe) never sit in the outbox in plain text. The
 * message is rendered with a placeholder where each token goes; the tokens themselves are sealed
 * (AES-256-GCM, associated data naming the outbox row) into one column that the worker opens just
 * before it hands the message to the mail server, and that is cleared once the message is sent or
 * has failed for good. The stored text, what staff and exports can read, holds only the
 * placeholders. See docs/decisions/0023-link-tokens-at-rest.md.
 */
export interface WithheldSecret {
  /** Stands in the rendered message where the value goes: base64url-safe, so URLs and HTML carry it unchanged. */
  placeholder: string;
  value: string;
}

/** The text every placeholder starts with, so a reader of a stored message sees that a link was withheld. */
export const WITHHELD_PREFIX = 'withheld-';

/** A placeholder for one secret value in one message. */
export function withhold(value: string): WithheldSecret {
  return { placeholder: `${WITHHELD_PREFIX}${randomBytes(9).toString('base64url')}`, value };
}

const aad = (rowId: string) => Buffer.from(`email_outbox:${rowId}:secrets`, 'utf8');

/** Seals the values for the outbox row `rowId`: a copy moved to another row fails to open. */
export function sealSecrets(key: Buffer, rowId: string, secrets: readonly WithheldSecret[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(rowId));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets.map((s) => [s.placeholder, s.value])), 'utf8'), cipher.final()]);
  return ['s1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function openSecrets(key: Buffer, rowId: string, sealed: string): WithheldSecret[] {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 's1' || !iv || !tag || body === undefined) throw new Error('Unrecognised sealed secrets format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(aad(rowId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return (JSON.parse(plain) as [string, string][]).map(([placeholder, value]) => ({ placeholder, value }));
}

/** The text with each placeholder replaced by its value. */
export function fillSecrets(text: string, secrets: readonly WithheldSecret[]): string {
  let out = text;
  for (const s of secrets) out = out.split(s.placeholder).join(s.value);
  return out;
}

interface StoredContent {
  id: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
}

/** A stored message as the mail server gets it: each withheld value put back in place. */
export function fillStoredMessage<M extends StoredContent>(key: Buffer, message: M, sealed: string | null): M {
  if (!sealed) return message;
  const secrets = openSecrets(key, message.id, sealed);
  const fill = (s: string) => fillSecrets(s, secrets);
  const headers = message.headers ? Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [k, fill(v)])) : null;
  return { ...message, html: fill(message.html), text: fill(message.text), headers };
}

/**
 * An email event whose `token` is withheld: render `shown` (its token is a placeholder) and queue
 * the message with `secrets`.
 */
export function withholdToken<E extends object>(event: E): { shown: E; secrets: WithheldSecret[] } {
  if (!('token' in event) || typeof event.token !== 'string') return { shown: event, secrets: [] };
  const secret = withhold(event.token);
  return { shown: { ...event, token: secret.placeholder }, secrets: [secret] };
}
