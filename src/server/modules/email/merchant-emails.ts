import type { DbOrTx } from '@server/db/client';
import type { DisputeStatus } from '@contract/disputes';
import { formatPounds } from '@contract/money';
import { enqueueEmail } from './outbox';
import { renderBrandedEmail, type EmailContent } from './render';

/** Every transactional message a merchant can receive, with the data it needs. */
export type MerchantEmailEvent =
  | { kind: 'welcome'; companyName: string; firstName: string; merchantId: string; testKeyPrefix: string }
  | { kind: 'verification-submitted'; companyName: string; firstName: string }
  | { kind: 'document-rejected'; companyName: string; documentType: string; reviewNotes: string | null }
  | { kind: 'verification-approved'; companyName: string }
  | { kind: 'account-suspended'; companyName: string }
  | { kind: 'account-reinstated'; companyName: string }
  | { kind: 'webhook-endpoint-disabled'; companyName: string; url: string; reason: string }
  | { kind: 'kyb-review-requested'; companyName: string; documentTypes: readonly string[]; dueAt: string }
  | {
      kind: 'dispute-update';
      companyName: string;
      disputeId: string;
      transactionId: string;
      amount: number;
      fee: number;
      status: DisputeStatus;
      dueBy: string;
    };

const REASON = 'You are receiving this email because you have a SmartSplit merchant account.';

/** What a dispute's status means for the merchant, in words. */
function disputeContent(e: Extract<MerchantEmailEvent, { kind: 'dispute-update' }>, baseUrl: string): EmailContent {
  const cta = { label: 'Open your disputes', url: `${baseUrl}/merchant-portal/disputes` };
  const what = `the dispute ${e.disputeId} of ${formatPounds(e.amount)} on payment ${e.transactionId}`;
  const due = new Date(e.dueBy).toUTCString();
  const lines: Record<DisputeStatus, [string, string, string[]]> = {
    NEEDS_RESPONSE: [
      `Action required: a payment of ${formatPounds(e.amount)} is disputed`,
      'A payment was disputed',
      [
        `A customer disputed ${formatPounds(e.amount)} of payment ${e.transactionId} for ${e.companyName} (dispute ${e.disputeId}). The amount is held from your payouts while the dispute is open.`,
        `Submit your evidence in the portal before ${due}. Without it the dispute is lost, and the amount and a dispute fee of ${formatPounds(e.fee)} are debited from your balance.`,
      ],
    ],
    UNDER_REVIEW: [
      `Evidence received for dispute ${e.disputeId}`,
      'Evidence submitted',
      [`We have received your evidence for ${what}. Our team will review it and email you the outcome.`],
    ],
    WON: [
      `Dispute ${e.disputeId} was decided in your favour`,
      'Dispute won',
      [`Good news: ${what} was decided in your favour. The held amount is back in your balance.`],
    ],
    LOST: [
      `Dispute ${e.disputeId} was lost`,
      'Dispute lost',
      [`${what[0]!.toUpperCase()}${what.slice(1)} was lost. The amount and a dispute fee of ${formatPounds(e.fee)} have been debited from your balance.`],
    ],
    ACCEPTED: [
      `You accepted dispute ${e.disputeId}`,
      'Dispute accepted',
      [`You accepted ${what}. The amount and a dispute fee of ${formatPounds(e.fee)} have been debited from your balance.`],
    ],
  };
  const [subject, heading, paragraphs] = lines[e.status];
  return { subject, heading, paragraphs, cta, reason: REASON };
}

const label = (documentType: string) =>
  documentType
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase());

function content(event: MerchantEmailEvent, baseUrl: string): EmailContent {
  switch (event.kind) {
    case 'welcome':
      return {
        subject: 'Welcome to SmartSplit: your test API key is ready',
        heading: `Welcome, ${event.firstName}`,
        paragraphs: [
          `${event.companyName} now has a SmartSplit merchant account (merchant id ${event.merchantId}).`,
          `Your account starts in TEST mode. Your test API key begins ${event.testKeyPrefix}; it was shown once when you signed up and we never send it by email. Test payments behave exactly like live ones but move no money.`,
          'To unlock LIVE keys, complete business verification: your company and bank details and five documents. Our compliance team reviews submissions within 24-48 hours.',
        ],
        cta: { label: 'Open the merchant portal', url: `${baseUrl}/merchant-portal` },
        reason: REASON,
      };
    case 'verification-submitted':
      return {
        subject: 'We have received your verification documents',
        heading: 'Verification submitted',
        paragraphs: [
          `Thank you, ${event.firstName}. We have received the business details and documents for ${event.companyName}.`,
          'Our compliance team reviews them within 24-48 hours. We will email you as soon as there is a decision.',
        ],
        cta: { label: 'View verification status', url: `${baseUrl}/merchant-portal` },
        reason: REASON,
      };
    case 'document-rejected':
      return {
        subject: 'Action required: a verification document was not accepted',
        heading: 'A document needs replacing',
        paragraphs: [
          `We could not accept the ${label(event.documentType)} document for ${event.companyName}.`,
          `Reviewer's notes: ${event.reviewNotes?.trim() || 'No notes were given.'}`,
          'Please upload a replacement and resubmit. Your other documents stay as they are.',
        ],
        cta: { label: 'Replace the document', url: `${baseUrl}/merchant-verification` },
        reason: REASON,
      };
    case 'verification-approved':
      return {
        subject: 'You are verified: LIVE access is unlocked',
        heading: 'Verification approved',
        paragraphs: [
          `Good news: ${event.companyName} has passed business verification.`,
          'LIVE access is now unlocked. Create a live API key in the merchant portal to start taking real payments.',
        ],
        cta: { label: 'Create a live key', url: `${baseUrl}/merchant-portal` },
        reason: REASON,
      };
    case 'account-suspended':
      return {
        subject: 'Your SmartSplit account has been suspended',
        heading: 'Account suspended',
        paragraphs: [
          `The SmartSplit account for ${event.companyName} has been suspended. API keys no longer work and portal sessions have been signed out.`,
          'If you believe this is a mistake, reply to this email or use the contact form on our website and our team will look into it.',
        ],
        reason: REASON,
      };
    case 'account-reinstated':
      return {
        subject: 'Your SmartSplit account has been reinstated',
        heading: 'Account reinstated',
        paragraphs: [
          `The SmartSplit account for ${event.companyName} is active again. Your existing API keys work once more; sign in to the portal to continue.`,
        ],
        cta: { label: 'Sign in', url: `${baseUrl}/merchant-portal` },
        reason: REASON,
      };
    case 'webhook-endpoint-disabled':
      return {
        subject: 'A webhook endpoint has been disabled',
        heading: 'Webhook endpoint disabled',
        paragraphs: [
          `We stopped sending events for ${event.companyName} to ${event.url}. ${event.reason}.`,
          'Events are still recorded. Fix the endpoint, enable it again in the Developers area of the portal, and replay the deliveries you missed.',
        ],
        cta: { label: 'Open the Developers area', url: `${baseUrl}/merchant-portal/developers` },
        reason: REASON,
      };
    case 'kyb-review-requested':
      return {
        subject: 'Periodic review: please upload fresh verification documents',
        heading: 'Your periodic business review',
        paragraphs: [
          `We review every verified business regularly. For ${event.companyName}, please upload current copies of: ${event.documentTypes.map(label).join(', ')}.`,
          `The review is due on ${event.dueAt.slice(0, 10)}. Upload them through the verification page of the portal. Your payments and existing keys keep working; if the review stays open well past its date, new live keys are paused until it is done.`,
        ],
        cta: { label: 'Upload the documents', url: `${baseUrl}/merchant-verification` },
        reason: REASON,
      };
    case 'dispute-update':
      return disputeContent(event, baseUrl);
  }
}

/** The finished message for an event (also used by scripts/render-email-example.ts). */
export function renderMerchantEmail(baseUrl: string, event: MerchantEmailEvent): { subject: string; html: string; text: string } {
  const c = content(event, baseUrl);
  return { subject: c.subject, ...renderBrandedEmail(c) };
}

/** Queues a transactional email in the caller's transaction. */
export async function queueMerchantEmail(db: DbOrTx, baseUrl: string, to: string, event: MerchantEmailEvent): Promise<void> {
  const { subject, html, text } = renderMerchantEmail(baseUrl, event);
  await enqueueEmail(db, { kind: `merchant.${event.kind}`, to, subject, html, text });
}
