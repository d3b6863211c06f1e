import { RESET_TOKEN_MINUTES } from '@contract/account-security';
import type { DbOrTx } from '@server/db/client';
import type { PasswordAudience } from '../auth';
import { enqueueEmail, type MailContext } from './outbox';
import { renderBrandedEmail, type EmailContent } from './render';
import { withholdToken } from './withheld-secrets';

/** The password messages, the same for both audiences apart from where the links lead. */
export type PasswordEmailEvent =
  { kind: 'password-reset'; token: string; requestedBySomeoneElse?: boolean } | { kind: 'password-changed'; how: 'reset' | 'change' };

const AUDIENCE = {
  merchant: {
    product: 'SmartSplit merchant portal',
    resetPath: '/merchant-portal/reset-password',
    signInPath: '/merchant-portal',
    reason: 'You are receiving this email because you have a SmartSplit merchant account.',
  },
  admin: {
    product: 'SmartSplit admin panel',
    resetPath: '/admin/reset-password',
    signInPath: '/admin/login',
    reason: 'You are receiving this email because you have a SmartSplit admin account.',
  },
} as const;

/** The reset page's address with the token; the token is base64url, so it needs no escaping. */
export function resetLink(baseUrl: string, audience: PasswordAudience, token: string): string {
  return `${baseUrl}${AUDIENCE[audience].resetPath}?token=${encodeURIComponent(token)}`;
}

function content(audience: PasswordAudience, event: PasswordEmailEvent, baseUrl: string): EmailContent {
  const a = AUDIENCE[audience];
  switch (event.kind) {
    case 'password-reset':
      return {
        subject: 'Reset your SmartSplit password',
        heading: 'Reset your password',
        paragraphs: [
          event.requestedBySomeoneElse
            ? `A SmartSplit administrator has sent you a link to choose a new password for the ${a.product}.`
            : `We received a request to reset the password for your ${a.product} account.`,
          `The link works once, for ${RESET_TOKEN_MINUTES} minutes. Choosing a new password signs you out on every device.`,
          'If you did not ask for this, you can ignore this email: your password stays as it is.',
        ],
        cta: { label: 'Choose a new password', url: resetLink(baseUrl, audience, event.token) },
        reason: a.reason,
      };
    case 'password-changed':
      return {
        subject: 'Your SmartSplit password was changed',
        heading: 'Your password was changed',
        paragraphs: [
          event.how === 'reset'
            ? `The password for your ${a.product} account was just reset with a link from a reset email, and every session was signed out.`
            : `The password for your ${a.product} account was just changed. Your other sessions were signed out.`,
          'If this was you, there is nothing more to do. If it was not, reset your password at once from the sign-in page and tell SmartSplit support.',
        ],
        cta: { label: 'Go to sign-in', url: `${baseUrl}${a.signInPath}` },
        reason: a.reason,
      };
  }
}

/** The finished message for an event. */
export function renderPasswordEmail(baseUrl: string, audience: PasswordAudience, event: PasswordEmailEvent): { subject: string; html: string; text: string } {
  const c = content(audience, event, baseUrl);
  return { subject: c.subject, ...renderBrandedEmail(c) };
}

/** Queues a password email in the caller's transaction, so it exists exactly when the change does. */
export async function queuePasswordEmail(db: DbOrTx, ctx: MailContext, audience: PasswordAudience, to: string, event: PasswordEmailEvent): Promise<void> {
  const { shown, secrets } = withholdToken(event);
  const { subject, html, text } = renderPasswordEmail(ctx.config.publicUrl, audience, shown);
  await enqueueEmail(db, { kind: `${audience}.${event.kind}`, to, subject, html, text, secrets }, ctx.keys);
}
