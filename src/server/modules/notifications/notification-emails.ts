import { renderBrandedEmail } from '../email';
import type { OutgoingEmail } from '../email';

export interface NotificationEmailInput {
  audience: 'admin' | 'merchant';
  type: string;
  title: string;
  body: string;
  link: string | null;
  to: string;
}

const REASON = {
  admin:
    'You are receiving this email because your SmartSplit staff account has email notifications on for this type. Change it under Notifications in the admin panel.',
  merchant:
    'You are receiving this email because your SmartSplit account has email notifications on for this type. Change it in the merchant portal under Notifications.',
} as const;

/** The email copy of one notification; every field is escaped by the layout. */
export function notificationEmail(publicUrl: string, n: NotificationEmailInput): OutgoingEmail {
  const content = {
    subject: n.title,
    heading: n.title,
    paragraphs: [n.body],
    ...(n.link ? { cta: { label: n.audience === 'admin' ? 'Open the admin panel' : 'Open the merchant portal', url: `${publicUrl}${n.link}` } } : {}),
    reason: REASON[n.audience],
  };
  const { html, text } = renderBrandedEmail(content);
  return { kind: `notification.${n.type}`, to: n.to, subject: content.subject, html, text };
}
