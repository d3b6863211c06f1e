import type { Mode } from '@contract/payments';
import type { DbOrTx } from '@server/db/client';
import { enqueueEmail } from '../email';
import { renderBrandedEmail, type EmailContent } from '../email';

export interface KeyRevokedByStaff {
  companyName: string;
  prefix: string;
  mode: Mode;
}

function content(event: KeyRevokedByStaff, baseUrl: string): EmailContent {
  const modeName = event.mode === 'live' ? 'live' : 'test';
  return {
    subject: `A ${modeName} API key of ${event.companyName} was revoked`,
    heading: 'An API key was revoked',
    paragraphs: [
      `The SmartSplit team revoked the ${modeName} API key that begins ${event.prefix} on the merchant account of ${event.companyName}. It stopped working at once: requests made with it are refused with 401.`,
      'If your checkout still uses this key, create a new key in the Developers area of the merchant portal and replace it. Your request log there shows which calls used the revoked key.',
      'If you did not expect this, reply to this email or use the contact form on our website and our team will explain.',
    ],
    cta: { label: 'Open the Developers area', url: `${baseUrl}/merchant-portal/developers` },
    reason: 'You are receiving this email because you are an owner of a SmartSplit merchant account.',
  };
}

/** The finished message (for tests and previews). */
export function renderKeyRevokedEmail(baseUrl: string, event: KeyRevokedByStaff): { subject: string; html: string; text: string } {
  const c = content(event, baseUrl);
  return { subject: c.subject, ...renderBrandedEmail(c) };
}

/** Queues the notice to each owner in the caller's transaction: it exists exactly when the revocation does. */
export async function queueKeyRevokedEmails(db: DbOrTx, baseUrl: string, owners: readonly string[], event: KeyRevokedByStaff): Promise<void> {
  const { subject, html, text } = renderKeyRevokedEmail(baseUrl, event);
  for (const to of owners) await enqueueEmail(db, { kind: 'merchant.api-key-revoked', to, subject, html, text });
}
