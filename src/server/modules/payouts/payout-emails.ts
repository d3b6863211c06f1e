import type { PayoutStatus } from '@contract/ledger';
import { formatPounds } from '@contract/money';
import type { DbOrTx } from '@server/db/client';
import { enqueueEmail, enqueueEmails } from '../email';
import { renderBrandedEmail, type EmailContent } from '../email';

export interface PayoutEmail {
  to: string;
  companyName: string;
  payoutId: string;
  amount: number;
  status: PayoutStatus;
  bankAccountLast4: string | null;
  failureReason?: string | null;
}

const REASON = 'You are receiving this email because you have a SmartSplit merchant account.';

function content(e: PayoutEmail, baseUrl: string): EmailContent {
  const account = e.bankAccountLast4 ? `the bank account ending ${e.bankAccountLast4}` : 'your bank account';
  const cta = { label: 'View your payouts', url: `${baseUrl}/merchant-portal/payouts` };
  switch (e.status) {
    case 'PENDING':
      return {
        subject: `Payout ${e.payoutId} of ${formatPounds(e.amount)} is scheduled`,
        heading: 'A payout is on its way',
        paragraphs: [
          `We have scheduled a payout of ${formatPounds(e.amount)} for ${e.companyName} to ${account} (payout ${e.payoutId}).`,
          'The portal lists the payments it covers; its statement can be downloaded there.',
        ],
        cta,
        reason: REASON,
      };
    case 'PROCESSING':
      return {
        subject: `Payout ${e.payoutId} of ${formatPounds(e.amount)} is being sent`,
        heading: 'Your payout is being sent',
        paragraphs: [`The payout of ${formatPounds(e.amount)} for ${e.companyName} (payout ${e.payoutId}) has been sent to the bank for ${account}.`],
        cta,
        reason: REASON,
      };
    case 'PAID':
      return {
        subject: `Payout ${e.payoutId} of ${formatPounds(e.amount)} has been paid`,
        heading: 'Payout paid',
        paragraphs: [`${formatPounds(e.amount)} has been paid to ${account} for ${e.companyName} (payout ${e.payoutId}).`],
        cta,
        reason: REASON,
      };
    case 'FAILED':
      return {
        subject: `Payout ${e.payoutId} of ${formatPounds(e.amount)} could not be paid`,
        heading: 'A payout failed',
        paragraphs: [
          `The payout of ${formatPounds(e.amount)} for ${e.companyName} (payout ${e.payoutId}) to ${account} could not be paid.`,
          `Reason: ${e.failureReason?.trim() || 'none given'}`,
          'The amount is back in your available balance and will be included in the next payout run. Please check your bank details in the portal.',
        ],
        cta,
        reason: REASON,
      };
  }
}

function render(baseUrl: string, e: PayoutEmail) {
  const c = content(e, baseUrl);
  return { kind: `merchant.payout-${e.status.toLowerCase()}`, to: e.to, subject: c.subject, ...renderBrandedEmail(c) };
}

/** Queues the merchant's payout notice in the caller's transaction. */
export async function queuePayoutEmail(db: DbOrTx, baseUrl: string, e: PayoutEmail): Promise<void> {
  await enqueueEmail(db, render(baseUrl, e));
}

export async function queuePayoutEmails(db: DbOrTx, baseUrl: string, emails: PayoutEmail[]): Promise<void> {
  if (emails.length)
    await enqueueEmails(
      db,
      emails.map((e) => render(baseUrl, e)),
    );
}
