import { INTEREST_TYPE_LABELS, type InterestType } from '@contract/contact-rules';
import type { DbOrTx } from '@server/db/client';
import { enqueueEmail, renderBrandedEmail } from '../email';

export interface StoredEnquiry {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  interestType: InterestType;
  message: string | null;
  submittedAt: Date;
}

/**
 * The acknowledgement goes to whatever address was typed, so it repeats nothing the sender wrote
 * beyond their first name: a form that mails arbitrary text to arbitrary people is a spam relay.
 */
async function queueAcknowledgement(db: DbOrTx, publicUrl: string, enquiry: StoredEnquiry): Promise<void> {
  const content = {
    subject: 'We have received your enquiry',
    heading: `Thank you, ${enquiry.firstName}`,
    paragraphs: [
      `We have received your ${INTEREST_TYPE_LABELS[enquiry.interestType]} enquiry. Our team will reply to this address within one business day.`,
      'In the meantime, the developer guide shows how a payment is split across a customer’s cards, and a merchant account gives you a test API key straight away.',
      'If you did not send this enquiry, you can ignore this email: we will not contact you again about it.',
    ],
    cta: { label: 'Read the developer guide', url: `${publicUrl}/developers` },
    reason: 'You are receiving this email because this address was entered in the contact form on the SmartSplit website.',
  };
  const { html, text } = renderBrandedEmail(content);
  await enqueueEmail(db, { kind: 'contact.acknowledgement', to: enquiry.email, subject: content.subject, html, text });
}

/** Staff see the enquiry in full. renderBrandedEmail escapes every paragraph, so the sender's text stays text. */
async function queueStaffNotification(db: DbOrTx, to: string, publicUrl: string, enquiry: StoredEnquiry): Promise<void> {
  const label = INTEREST_TYPE_LABELS[enquiry.interestType];
  const content = {
    subject: `New contact enquiry: ${label} from ${enquiry.company ?? `${enquiry.firstName} ${enquiry.lastName}`}`,
    heading: `New ${label} enquiry`,
    paragraphs: [
      [
        `Name: ${enquiry.firstName} ${enquiry.lastName}`,
        `Email: ${enquiry.email}`,
        `Company: ${enquiry.company ?? 'not given'}`,
        `Interest: ${label}`,
        `Received: ${enquiry.submittedAt.toISOString()}`,
      ].join('\n'),
      enquiry.message ? `Message:\n${enquiry.message}` : 'No message was written.',
    ],
    cta: { label: 'Open Contact Submissions', url: `${publicUrl}/admin` },
    reason: 'You are receiving this email because this address is set as ADMIN_NOTIFY_EMAIL for SmartSplit contact enquiries.',
  };
  const { html, text } = renderBrandedEmail(content);
  await enqueueEmail(db, { kind: 'contact.notification', to, subject: content.subject, html, text });
}

/** Queues both messages in the caller's transaction: they exist exactly when the enquiry does. */
export async function queueContactEmails(
  db: DbOrTx,
  { publicUrl, adminNotifyEmail }: { publicUrl: string; adminNotifyEmail: string | undefined },
  enquiry: StoredEnquiry,
): Promise<void> {
  await queueAcknowledgement(db, publicUrl, enquiry);
  if (adminNotifyEmail) await queueStaffNotification(db, adminNotifyEmail, publicUrl, enquiry);
}
