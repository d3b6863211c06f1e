import { and, eq, inArray } from 'drizzle-orm';
import type { InvoiceKind } from '@contract/invoices';
import { formatPounds } from '@contract/money';
import type { DbOrTx } from '@server/db/client';
import { merchantUsers } from '@server/db/schema/index';
import { enqueueEmail, renderBrandedEmail } from '../email';

export interface IssuedDocumentEmail {
  kind: InvoiceKind;
  invoiceId: string;
  number: string;
  companyName: string;
  monthLabel: string;
  total: number;
  dueDate: string | null;
  creditedInvoiceNumber: string | null;
}

export function renderIssuedDocumentEmail(baseUrl: string, e: IssuedDocumentEmail): { subject: string; html: string; text: string } {
  const credit = e.kind === 'CREDIT_NOTE';
  const subject = credit ? `SmartSplit credit note ${e.number}` : `SmartSplit invoice ${e.number} for ${e.monthLabel}`;
  const paragraphs = credit
    ? [
        `We have issued credit note ${e.number} to ${e.companyName}, cancelling invoice ${e.creditedInvoiceNumber ?? ''} in full.`,
        `Amount credited: ${formatPounds(e.total)}. The credit note is attached as a PDF.`,
      ]
    : [
        `Your SmartSplit fee invoice ${e.number} for ${e.monthLabel} is attached as a PDF.`,
        e.total < 0
          ? `Total: ${formatPounds(e.total)}, in your favour: the fees returned on refunds exceed the month's fees.`
          : `Total: ${formatPounds(e.total)}${e.dueDate ? `, due by ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${e.dueDate}T00:00:00Z`))}` : ''}.`,
      ];
  const { html, text } = renderBrandedEmail({
    subject,
    heading: credit ? 'Credit note issued' : `Your invoice for ${e.monthLabel}`,
    paragraphs: [...paragraphs, 'Your invoices and credit notes are also on the Billing page of the merchant portal.'],
    cta: { label: 'Open Billing', url: `${baseUrl}/merchant-portal/billing` },
    reason: 'You are receiving this email because you are an owner or admin of a SmartSplit merchant account.',
  });
  return { subject, html, text };
}

/** Queues the document, with its stored PDF attached, to the merchant's owners and admins, in the caller's transaction. */
export async function queueIssuedDocumentEmails(db: DbOrTx, baseUrl: string, merchantDbId: string, e: IssuedDocumentEmail): Promise<number> {
  const rows = await db
    .select({ email: merchantUsers.email })
    .from(merchantUsers)
    .where(and(eq(merchantUsers.merchantId, merchantDbId), inArray(merchantUsers.role, ['OWNER', 'ADMIN'])))
    .orderBy(merchantUsers.createdAt);
  const message = renderIssuedDocumentEmail(baseUrl, e);
  for (const { email } of rows) {
    await enqueueEmail(db, {
      kind: e.kind === 'CREDIT_NOTE' ? 'invoice.credit-note' : 'invoice.issued',
      to: email,
      ...message,
      attachments: [{ source: 'invoice-pdf', id: e.invoiceId }],
    });
  }
  return rows.length;
}
