import { INTEREST_TYPE_LABELS, type InterestType } from '@contract/contact-rules';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { notify } from './notify';

/**
 * The notifications raised by the features that exist today, each called inside its cause's
 * transaction. The copy is plain text: the bell renders it as text and the email layout escapes it.
 */

type Ctx = Pick<AppContext, 'config'>;
interface MerchantRef {
  /** Internal id. */
  id: string;
  /** Public mch_ id. */
  merchantId: string;
  companyName: string;
}

const documentLabel = (documentType: string) =>
  documentType
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase());

export function notifyVerificationSubmitted(db: DbOrTx, ctx: Ctx, m: MerchantRef) {
  return notify(db, ctx, {
    audience: 'admin',
    type: 'verification.submitted',
    title: `Verification submitted: ${m.companyName}`,
    body: `${m.companyName} (${m.merchantId}) submitted its business details and documents for review.`,
    link: '/admin/verification',
    data: { merchantId: m.merchantId },
  });
}

export function notifyDocumentReuploaded(db: DbOrTx, ctx: Ctx, m: MerchantRef, documentType: string) {
  return notify(db, ctx, {
    audience: 'admin',
    type: 'verification.document_reuploaded',
    title: `Document re-uploaded: ${m.companyName}`,
    body: `${m.companyName} (${m.merchantId}) uploaded a new ${documentLabel(documentType).toLowerCase()} document.`,
    link: '/admin/verification',
    data: { merchantId: m.merchantId, documentType },
  });
}

export function notifyContactEnquiry(
  db: DbOrTx,
  ctx: Ctx,
  enquiry: { id: string; firstName: string; lastName: string; company: string | null; interestType: InterestType },
) {
  const who = `${enquiry.firstName} ${enquiry.lastName}`;
  return notify(db, ctx, {
    audience: 'admin',
    type: 'contact.enquiry_received',
    title: `New ${INTEREST_TYPE_LABELS[enquiry.interestType]} enquiry`,
    body: `${who}${enquiry.company ? ` from ${enquiry.company}` : ''} sent an enquiry through the contact form.`,
    link: '/admin/contact-submissions',
    data: { submissionId: enquiry.id, interestType: enquiry.interestType },
  });
}

export function notifyDocumentRejected(db: DbOrTx, ctx: Ctx, m: MerchantRef, documentType: string, reviewNotes: string | null) {
  return notify(db, ctx, {
    audience: 'merchant',
    merchantDbId: m.id,
    type: 'document.rejected',
    title: `${documentLabel(documentType)} document not accepted`,
    body: reviewNotes ? `Upload a replacement and resubmit. Reviewer's notes: ${reviewNotes}` : 'Upload a replacement and resubmit.',
    link: '/merchant-verification',
    data: { documentType },
  });
}

/** The merchant's verification reached a decision (approved) or needs changes. */
export function notifyVerificationOutcome(db: DbOrTx, ctx: Ctx, m: MerchantRef, outcome: 'APPROVED' | 'ACTION_REQUIRED') {
  if (outcome === 'APPROVED') {
    return notify(db, ctx, {
      audience: 'merchant',
      merchantDbId: m.id,
      type: 'verification.approved',
      title: 'Verification approved',
      body: `${m.companyName} passed business verification. LIVE access is unlocked: create a live API key to take real payments.`,
      link: '/merchant-portal',
      data: { verificationStatus: outcome },
    });
  }
  return notify(db, ctx, {
    audience: 'merchant',
    merchantDbId: m.id,
    type: 'verification.action_required',
    title: 'Verification needs changes',
    body: 'A reviewer could not accept everything you submitted. Replace the rejected documents and resubmit.',
    link: '/merchant-verification',
    data: { verificationStatus: outcome },
  });
}
