import { randomBytes } from 'node:crypto';
import { ref, decryptField, encryptField } from '../auth';
import type { Keyring } from '../auth';

/**
 * Link tokens (password reset, invitations, unsubscribe) never sit in the outbox in plain text. The
 * message is rendered with a placeholder where each token goes; the tokens themselves are sealed
 * (the field encryption of decision 0024, bound to the outbox row) into one column that the worker opens just
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

const column = (rowId: string) => ref('email_outbox.secrets_sealed', rowId);

/** Seals the values for the outbox row `rowId`: a copy moved to another row fails to open. */
export function sealSecrets(keyring: Keyring, rowId: string, secrets: readonly WithheldSecret[]): string {
  return encryptField(keyring, JSON.stringify(secrets.map((s) => [s.placeholder, s.value])), column(rowId));
}

export function openSecrets(keyring: Keyring, rowId: string, sealed: string): WithheldSecret[] {
  return (JSON.parse(decryptField(keyring, sealed, column(rowId))) as [string, string][]).map(([placeholder, value]) => ({ placeholder, value }));
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
export function fillStoredMessage<M extends StoredContent>(keyring: Keyring, message: M, sealed: string | null): M {
  if (!sealed) return message;
  const secrets = openSecrets(keyring, message.id, sealed);
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
