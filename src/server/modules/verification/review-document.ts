import { eq, sql } from 'drizzle-orm';
import type { ReviewDocumentResponse } from '@contract/admin-verifications';
import { DOCUMENT_TYPES } from '@contract/verification';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { merchants, verificationDocuments } from '@server/db/schema/index';
import { AppError, notFound } from '@server/errors';
import { recordAudit } from '../audit';
import { queueMerchantEmail } from '../email';
import { notifyDocumentRejected, notifyVerificationOutcome } from '../notifications';
import { recordAccountEvent } from '../events';
import { auditActor, type AdminActor } from '@server/principals';
import { isUuid } from '@server/db/keyset';

type VerificationStatus = ReviewDocumentResponse['verificationStatus'];
type Merchant = typeof merchants.$inferSelect;

/** Any rejection asks the merchant for changes at once; all five approved completes verification. */
export function nextVerificationStatus(current: VerificationStatus, documents: { documentType: string; status: string }[]): VerificationStatus {
  if (documents.some((d) => d.status === 'REJECTED')) return 'ACTION_REQUIRED';
  if (DOCUMENT_TYPES.every((t) => documents.some((d) => d.documentType === t && d.status === 'APPROVED'))) return 'APPROVED';
  return current;
}

const documentNotFound = () => notFound('Document not found', 'DOCUMENT_NOT_FOUND');

/**
 * Approves or rejects one submitted document, then settles the merchant's
 * verification status. The merchant row is locked first (as the merchant's
 * own upload and finalize do), so decisions and replacements never interleave.
 * Decision, status changes, emails and audit entries commit together.
 */
export async function reviewDocument(
  ctx: AppContext,
  { documentId, status, reviewNotes, actor }: { documentId: string; status: 'APPROVED' | 'REJECTED'; reviewNotes?: string | null; actor: AdminActor },
): Promise<ReviewDocumentResponse> {
  if (!isUuid(documentId)) throw documentNotFound();
  const notes = reviewNotes?.trim() ? reviewNotes.trim() : null;
  return ctx.database.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ merchantId: verificationDocuments.merchantId })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, documentId));
    if (!owner) throw documentNotFound();
    const [m] = await tx.select().from(merchants).where(eq(merchants.id, owner.merchantId)).for('update');
    const [doc] = await tx.select().from(verificationDocuments).where(eq(verificationDocuments.id, documentId));
    if (!m || !doc) throw documentNotFound();

    if (doc.status !== 'PENDING') {
      throw new AppError('ALREADY_REVIEWED', 409, `This document was already ${doc.status.toLowerCase()}`);
    }
    const submitted =
      m.verificationStatus === 'UNDER_REVIEW' ||
      (m.verificationStatus === 'ACTION_REQUIRED' && m.verificationSubmittedAt !== null && doc.uploadedAt <= m.verificationSubmittedAt);
    if (!submitted) {
      throw new AppError('NOT_UNDER_REVIEW', 409, 'This document has not been submitted for review yet');
    }

    const [updated] = await tx
      .update(verificationDocuments)
      .set({ status, reviewNotes: notes, reviewedBy: actor.id, reviewedAt: sql`now()` })
      .where(eq(verificationDocuments.id, doc.id))
      .returning();
    await recordAudit(tx, {
      ...auditActor(actor),
      action: status === 'APPROVED' ? 'verification.document.approve' : 'verification.document.reject',
      targetType: 'verification_document',
      targetId: doc.id,
      before: { merchantId: m.merchantId, documentType: doc.documentType, status: doc.status },
      after: { merchantId: m.merchantId, documentType: doc.documentType, status, reviewNotes: notes },
    });
    if (status === 'REJECTED') {
      await queueMerchantEmail(tx, ctx.config.publicUrl, m.contactEmail, {
        kind: 'document-rejected',
        companyName: m.companyName,
        documentType: doc.documentType,
        reviewNotes: notes,
      });
      await notifyDocumentRejected(tx, ctx, m, doc.documentType, notes);
    }

    const verificationStatus = await settleVerification(ctx, tx, m, actor);
    return {
      message: status === 'APPROVED' ? 'Document approved successfully' : 'Document rejected successfully',
      document: {
        id: updated!.id,
        fileName: updated!.fileName,
        documentType: updated!.documentType,
        status: updated!.status,
        reviewNotes: updated!.reviewNotes,
        uploadedAt: updated!.uploadedAt.toISOString(),
        reviewedAt: updated!.reviewedAt?.toISOString() ?? null,
      },
      verificationStatus,
    };
  });
}

/** Recomputes the merchant's verification status from its documents and applies what follows from it. */
async function settleVerification(ctx: AppContext, tx: DbOrTx, m: Merchant, actor: AdminActor): Promise<VerificationStatus> {
  const documents = await tx
    .select({ documentType: verificationDocuments.documentType, status: verificationDocuments.status })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.merchantId, m.id));
  const next = nextVerificationStatus(m.verificationStatus, documents);
  if (next === m.verificationStatus) return next;

  // Verification approval unlocks a merchant still waiting on it.
  const activate = next === 'APPROVED' && m.status === 'PENDING_VERIFICATION';
  await tx
    .update(merchants)
    .set({ verificationStatus: next, ...(activate ? { status: 'ACTIVE' as const } : {}), updatedAt: sql`now()` })
    .where(eq(merchants.id, m.id));
  await recordAccountEvent(tx, {
    merchantDbId: m.id,
    type: 'verification.status_changed',
    data: { merchantId: m.merchantId, verificationStatus: next, previousVerificationStatus: m.verificationStatus },
  });
  if (activate) {
    await recordAccountEvent(tx, {
      merchantDbId: m.id,
      type: 'merchant.status_changed',
      data: { merchantId: m.merchantId, status: 'ACTIVE', previousStatus: m.status },
    });
  }
  await recordAudit(tx, {
    ...auditActor(actor),
    action: 'merchant.verification.change',
    targetType: 'merchant',
    targetId: m.merchantId,
    before: { verificationStatus: m.verificationStatus },
    after: { verificationStatus: next },
  });
  if (next === 'APPROVED' || next === 'ACTION_REQUIRED') await notifyVerificationOutcome(tx, ctx, m, next);
  if (next === 'APPROVED') {
    await queueMerchantEmail(tx, ctx.config.publicUrl, m.contactEmail, { kind: 'verification-approved', companyName: m.companyName });
  }
  if (activate) {
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'merchant.status.change',
      targetType: 'merchant',
      targetId: m.merchantId,
      before: { status: m.status },
      after: { status: 'ACTIVE', reason: 'business verification approved' },
    });
  }
  return next;
}
