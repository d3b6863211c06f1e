import { INVITATION_TTL_DAYS, MERCHANT_ROLE_DESCRIPTIONS } from '@contract/merchant-team';
import type { MerchantRole } from '@contract/merchant-auth';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import type { DbOrTx } from '@server/db/client';
import { enqueueEmail, type MailContext, renderBrandedEmail, type EmailContent } from '../email';
import { withholdToken } from '../email';

/** The team's transactional messages: the invitation, and the notes to a member whose access changed. */
export type TeamEmailEvent =
  | { kind: 'team-invitation'; companyName: string; invitedBy: string; role: MerchantRole; token: string; expiresAt: Date }
  | {
      kind: 'team-role-changed';
      companyName: string;
      firstName: string;
      /** Null when the member did it themselves. */ changedBy: string | null;
      from: MerchantRole;
      to: MerchantRole;
    }
  | { kind: 'team-removed'; companyName: string; firstName: string; /** Null when the member left by themselves. */ removedBy: string | null };

const MEMBER_REASON = 'You are receiving this email because you are a member of a SmartSplit merchant account.';

const roleName = (role: MerchantRole) => MERCHANT_ROLE_LABELS[role];
const roleWithDescription = (role: MerchantRole) => `${roleName(role)} (${MERCHANT_ROLE_DESCRIPTIONS[role]})`;

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
export function invitationUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/merchant-portal/accept-invite?token=${encodeURIComponent(token)}`;
}

function content(event: TeamEmailEvent, baseUrl: string): EmailContent {
  switch (event.kind) {
    case 'team-invitation':
      return {
        subject: `You are invited to join ${event.companyName} on SmartSplit`,
        heading: `Join ${event.companyName} on SmartSplit`,
        paragraphs: [
          `${event.invitedBy} has invited you to the SmartSplit merchant account of ${event.companyName}.`,
          `Your role: ${roleWithDescription(event.role)}.`,
          `The link works once and expires in ${INVITATION_TTL_DAYS} days, on ${expiryDate(event.expiresAt)}. You will choose your name and a password, then you are signed in.`,
          'If you were not expecting this invitation, ignore this email: nothing happens unless the link is used.',
        ],
        cta: { label: 'Accept the invitation', url: invitationUrl(baseUrl, event.token) },
        reason: `You are receiving this email because a member of ${event.companyName} invited this address to their SmartSplit merchant account.`,
      };
    case 'team-role-changed':
      return {
        subject: `Your role at ${event.companyName} is now ${roleName(event.to)}`,
        heading: 'Your role has changed',
        paragraphs: [
          `Hello ${event.firstName}, ${event.changedBy ?? 'you'} changed your role in the SmartSplit merchant account of ${event.companyName} from ${roleName(event.from)} to ${roleName(event.to)}.`,
          `What you can do now: ${MERCHANT_ROLE_DESCRIPTIONS[event.to]}. The change applies straight away.`,
          'If you did not expect this, speak to an owner of your account.',
        ],
        cta: { label: 'Open the merchant portal', url: `${baseUrl}/merchant-portal` },
        reason: MEMBER_REASON,
      };
    case 'team-removed':
      return {
        subject: `You have been removed from ${event.companyName} on SmartSplit`,
        heading: 'You have left the team',
        paragraphs: [
          event.removedBy === null
            ? `Hello ${event.firstName}, you have left the SmartSplit merchant account of ${event.companyName}.`
            : `Hello ${event.firstName}, ${event.removedBy} removed you from the SmartSplit merchant account of ${event.companyName}.`,
          'Your sign-in no longer works and every session you had has ended. Nothing else about the account has changed.',
          'If you think this is a mistake, speak to an owner of the account.',
        ],
        reason: 'You are receiving this email because you were a member of a SmartSplit merchant account.',
      };
  }
}

/** The finished message for an event. */
export function renderTeamEmail(baseUrl: string, event: TeamEmailEvent): { subject: string; html: string; text: string } {
  const c = content(event, baseUrl);
  return { subject: c.subject, ...renderBrandedEmail(c) };
}

/** Queues the message in the caller's transaction: it exists exactly when the change does. */
export async function queueTeamEmail(db: DbOrTx, ctx: MailContext, to: string, event: TeamEmailEvent): Promise<void> {
  const { shown, secrets } = withholdToken(event);
  const { subject, html, text } = renderTeamEmail(ctx.config.publicUrl, shown);
  await enqueueEmail(db, { kind: `merchant.${event.kind}`, to, subject, html, text, secrets }, ctx.keys);
}
