import { ADMIN_ROLE_DESCRIPTIONS, STAFF_INVITATION_DAYS } from '@contract/admin-staff';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@contract/roles';
import type { DbOrTx } from '@server/db/client';
import { enqueueEmail, type MailContext, renderBrandedEmail, type EmailContent } from '../email';
import { withholdToken } from '../email';

/** The staff's transactional messages: the invitation, and the notes to an admin whose access changed. */
export type StaffEmailEvent =
  | { kind: 'invitation'; invitedBy: string; role: AdminRole; token: string; expiresAt: Date }
  | { kind: 'role-changed'; changedBy: string; from: AdminRole; to: AdminRole }
  | { kind: 'deactivated'; changedBy: string }
  | { kind: 'reactivated'; changedBy: string };

const STAFF_REASON = 'You are receiving this email because you have a SmartSplit admin account.';

const roleWithDescription = (role: AdminRole) => `${ADMIN_ROLE_LABELS[role]}: ${ADMIN_ROLE_DESCRIPTIONS[role].toLowerCase()}`;

const expiryDate = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);

/** The accept page, with the token in the query; the page reads it and the server checks it. */
export function staffInvitationUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/admin/accept-invite?token=${encodeURIComponent(token)}`;
}

function content(event: StaffEmailEvent, baseUrl: string): EmailContent {
  switch (event.kind) {
    case 'invitation':
      return {
        subject: 'You are invited to the SmartSplit admin panel',
        heading: 'Join the SmartSplit staff',
        paragraphs: [
          `${event.invitedBy} has invited you to the SmartSplit admin panel.`,
          `Your role: ${roleWithDescription(event.role)}.`,
          `The link works once and expires in ${STAFF_INVITATION_DAYS} days, on ${expiryDate(event.expiresAt)}. You will choose a password, then you are signed in.`,
          'If you were not expecting this invitation, ignore this email: nothing happens unless the link is used.',
        ],
        cta: { label: 'Accept the invitation', url: staffInvitationUrl(baseUrl, event.token) },
        reason: 'You are receiving this email because a SmartSplit super admin invited this address to the admin panel.',
      };
    case 'role-changed':
      return {
        subject: `Your SmartSplit admin role is now ${ADMIN_ROLE_LABELS[event.to]}`,
        heading: 'Your admin role has changed',
        paragraphs: [
          `${event.changedBy} changed your role in the SmartSplit admin panel from ${ADMIN_ROLE_LABELS[event.from]} to ${ADMIN_ROLE_LABELS[event.to]}.`,
          `What you can do now: ${ADMIN_ROLE_DESCRIPTIONS[event.to].toLowerCase()}. The change applies straight away.`,
          'If you did not expect this, speak to a super admin.',
        ],
        cta: { label: 'Open the admin panel', url: `${baseUrl}/admin` },
        reason: STAFF_REASON,
      };
    case 'deactivated':
      return {
        subject: 'Your SmartSplit admin account has been deactivated',
        heading: 'Admin account deactivated',
        paragraphs: [
          `${event.changedBy} deactivated your SmartSplit admin account.`,
          'Every session you had has ended and you can no longer sign in. Nothing else has changed; a super admin can reactivate the account.',
          'If you think this is a mistake, speak to a super admin.',
        ],
        reason: STAFF_REASON,
      };
    case 'reactivated':
      return {
        subject: 'Your SmartSplit admin account is active again',
        heading: 'Admin account reactivated',
        paragraphs: [`${event.changedBy} reactivated your SmartSplit admin account. You can sign in again with your existing password.`],
        cta: { label: 'Sign in', url: `${baseUrl}/admin/login` },
        reason: STAFF_REASON,
      };
  }
}

/** The finished message for an event. */
export function renderStaffEmail(baseUrl: string, event: StaffEmailEvent): { subject: string; html: string; text: string } {
  const c = content(event, baseUrl);
  return { subject: c.subject, ...renderBrandedEmail(c) };
}

/** Queues the message in the caller's transaction: it exists exactly when the change does. */
export async function queueStaffEmail(db: DbOrTx, ctx: MailContext, to: string, event: StaffEmailEvent): Promise<void> {
  const { shown, secrets } = withholdToken(event);
  const { subject, html, text } = renderStaffEmail(ctx.config.publicUrl, shown);
  await enqueueEmail(db, { kind: `admin.${event.kind}`, to, subject, html, text, secrets }, ctx.keys);
}
