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

function composeCampaignEmail(
  unsubscribe: string,
  { subject, paragraphs }: { subject: string; paragraphs: string[] },
  recipient: CampaignRecipientMail,
): Omit<OutgoingEmail, 'secrets'> {
  const { html, text } = renderBrandedEmail({
    subject,
    heading: subject,
    paragraphs,
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
  };
}

/**
 * One recipient's copy of a campaign, rendered to be stored. Each copy has its own unsubscribe link,
 * also offered as RFC 8058 one-click headers that mail providers show as an "Unsubscribe" button.
 * Transactional mail never carries these.
 */
export function campaignEmail(
  { baseUrl, linksKey }: { baseUrl: string; linksKey: Buffer },
  { subject, body }: { subject: string; body: string },
  recipient: CampaignRecipientMail,
): OutgoingEmail {
  // The link works without expiry, so the outbox keeps it withheld like any other link token.
  const token = withhold(createUnsubscribeToken(linksKey, recipient.merchantId));
  const email = composeCampaignEmail(unsubscribeUrlFor(baseUrl, token.placeholder), { subject, paragraphs: bodyParagraphs(body) }, recipient);
  return { ...email, secrets: [token] };
}

/**
 * The same copy, rendered just before it is sent from a campaign row stored without its text
 * (store-campaign.ts). The link token is made here and never stored; `paragraphs` come from
 * bodyParagraphs, once per campaign.
 */
export function renderCampaignCopy(
  { baseUrl, linksKey }: { baseUrl: string; linksKey: Buffer },
  campaign: { subject: string; paragraphs: string[] },
  recipient: CampaignRecipientMail,
): Omit<OutgoingEmail, 'secrets'> {
  return composeCampaignEmail(unsubscribeUrlFor(baseUrl, createUnsubscribeToken(linksKey, recipient.merchantId)), campaign, recipient);
}
