import { MFA_ENROLMENT_LINK_MINUTES } from '@contract/mfa';
import type { DbOrTx } from '@server/db/client';
import { enqueueEmail, type MailContext } from './outbox';
import { renderBrandedEmail } from './render';
import { withhold } from './withheld-secrets';

const ENROLMENT_PATH = '/admin/mfa-enrolment';

/** The enrolment page's address with the token, built like the reset link (password-emails.ts); base64url needs no escaping. */
export function enrolmentLink(baseUrl: string, token: string): string {
  return `${baseUrl}${ENROLMENT_PATH}?token=${encodeURIComponent(token)}`;
}

/** The finished message carrying the link that confirms a required two-factor enrolment. */
export function renderEnrolmentEmail(baseUrl: string, token: string): { subject: string; html: string; text: string } {
  const subject = 'Confirm setting up two-factor sign-in';
  return {
    subject,
    ...renderBrandedEmail({
      subject,
      heading: 'Set up two-factor sign-in',
      paragraphs: [
        'SmartSplit requires two-factor sign-in for every admin. Someone just signed in to your SmartSplit admin account with its password, and your account has no second factor yet.',
        `If that was you, open the link below to set up your authenticator app. It works once, for ${MFA_ENROLMENT_LINK_MINUTES} minutes.`,
        'If it was not you, do not open the link: reset your password from the sign-in page at once and tell your SmartSplit administrator.',
      ],
      cta: { label: 'Set up two-factor sign-in', url: enrolmentLink(baseUrl, token) },
      reason: 'You are receiving this email because you have a SmartSplit admin account.',
    }),
  };
}

/** Queues the enrolment email in the caller's transaction, so it exists exactly when the link does; the token is withheld at rest. */
export async function queueEnrolmentEmail(db: DbOrTx, ctx: MailContext, to: string, token: string): Promise<void> {
  const secret = withhold(token);
  const { subject, html, text } = renderEnrolmentEmail(ctx.config.publicUrl, secret.placeholder);
  await enqueueEmail(db, { kind: 'admin.mfa-enrolment', to, subject, html, text, secrets: [secret] }, ctx.keys);
}
