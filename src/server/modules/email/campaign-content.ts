import type { OutgoingEmail } from './outbox';
import { renderBrandedEmail } from './render';
import { createUnsubscribeToken, unsubscribeUrlFor } from './unsubscribe-token';
import { withhold } from './withheld-secrets';

/**
 * An admin's plain-text body as paragraphs: a blank line starts a new one,
 * a single line break stays a line break. The text is never read as markup;
 * renderBrandedEmail escapes it.
 */
export function bodyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '');
}

export interface CampaignRecipientMail {
  recipientId: string;
  merchantId: string;
  companyName: string;
  email: string;
}

/**
 * One recipient's copy of a campaign. Each copy has its own unsubscribe link,
 * also offered as RFC 8058 one-click headers that mail providers show as an
 * "Unsubscribe" button. Transactional mail never carries these.
 */
export function campaignEmail(
  { baseUrl, linksKey }: { baseUrl: string; linksKey: Buffer },
  { subject, body }: { subject: string; body: string },
  recipient: CampaignRecipientMail,
): OutgoingEmail {
  // The link works without expiry, so the outbox keeps it withheld like any other link token.
  const token = withhold(createUnsubscribeToken(linksKey, recipient.merchantId));
  const unsubscribe = unsubscribeUrlFor(baseUrl, token.placeholder);
  const { html, text } = renderBrandedEmail({
    subject,
    heading: subject,
    paragraphs: bodyParagraphs(body),
    reason: `You are receiving this announcement because ${recipient.companyName} has a SmartSplit merchant account. You can unsubscribe from announcements at any time; account and security emails will still reach you.`,
    unsubscribeUrl: unsubscribe,
  });
  return {
    kind: 'campaign',
    to: recipient.email,
    subject,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    campaignRecipientId: recipient.recipientId,
    secrets: [token],
  };
}
