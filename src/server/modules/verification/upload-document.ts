import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { documentTypeSchema, type UploadDocumentResponse } from '@contract/verification';
import type { AppContext } from '@server/context';
import { documentBlobs, verificationDocuments } from '@server/db/schema/index';
import { badRequest } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { encryptFile, ref } from '../auth';
import { closeKybReviewIfComplete, openKybReview } from '../compliance';
import { notifyDocumentReuploaded } from '../notifications';
import { checkUploadedFile } from './detect-file-type';
import type { DocumentUpload } from './read-document-upload';
import { fallbackFileName, sanitiseFileName } from './sanitise-file-name';
import { assertVerificationEditable, lockMerchantVerification } from './verification-lock';

/**
 * Stores one verification document for the caller's merchant. Uploading a
 * type again replaces that type's document: one row per type, back to PENDING.
 */
export async function uploadDocument(
  ctx: AppContext,
  { principal, upload, ip }: { principal: MerchantPrincipal; upload: DocumentUpload; ip: string },
): Promise<UploadDocumentResponse> {
  const type = documentTypeSchema.safeParse(upload.documentType);
  if (!type.success) throw badRequest(type.error.issues[0]!.message, 'VALIDATION_ERROR', { field: 'documentType' });
  const documentType = type.data;
  if (!upload.file) throw badRequest('file is required: attach a PDF, JPEG or PNG in the field named file', 'VALIDATION_ERROR', { field: 'file' });
  const { bytes, contentType } = upload.file;
  if (bytes.length === 0) throw badRequest('The file is empty', 'EMPTY_FILE', { field: 'file' });

  const cleanedName = sanitiseFileName(upload.file.fileName);
  const detected = checkUploadedFile(bytes, cleanedName, contentType);
  const fileName = cleanedName ?? fallbackFileName(detected.extensions[0]!);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const metadata = { fileName, mimeType: detected.mimeType, sizeBytes: bytes.length, sha256 };

  return ctx.database.db.transaction(async (tx) => {
    const merchant = await lockMerchantVerification(tx, principal.merchantDbId);
    // A verified merchant may upload again only the documents a periodic review names.
    const review = merchant.verificationStatus === 'APPROVED' ? await openKybReview(tx, principal.merchantDbId) : null;
    if (!review?.documentTypes.includes(documentType)) assertVerificationEditable(merchant.verificationStatus);
    const [doc] = await tx
      .insert(verificationDocuments)
      .values({ merchantId: principal.merchantDbId, documentType, ...metadata, status: 'PENDING' })
      .onConflictDoUpdate({
        target: [verificationDocuments.merchantId, verificationDocuments.documentType],
        // A replacement starts its review afresh.
        set: { ...metadata, status: 'PENDING', reviewNotes: null, reviewedBy: null, reviewedAt: null, uploadedAt: sql`now()` },
      })
      .returning({ id: verificationDocuments.id, uploadedAt: verificationDocuments.uploadedAt, replaced: sql<boolean>`xmax <> 0` });
    // Encrypted for this document's row (docs/decisions/0024); the checks above saw the plain bytes.
    const content = encryptFile(ctx.keys.fieldEncryption, bytes, ref('document_blobs.content', doc!.id));
    await tx.insert(documentBlobs).values({ documentId: doc!.id, content }).onConflictDoUpdate({ target: documentBlobs.documentId, set: { content } });
    // A replacement after reviewers asked for changes is news to them; uploads before the first submission are not.
    if (doc!.replaced && merchant.verificationStatus === 'ACTION_REQUIRED') await notifyDocumentReuploaded(tx, ctx, merchant, documentType);
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: principal.userId,
      actorEmail: principal.email,
      action: 'merchant.verification.document_uploaded',
      targetType: 'verification_document',
      targetId: doc!.id,
      after: { merchantId: merchant.merchantId, documentType, ...metadata },
      ip,
    });
    if (review) await closeKybReviewIfComplete(tx, principal.merchantDbId);
    return {
      document: { id: doc!.id, documentType, fileName, status: 'PENDING' as const, uploadedAt: doc!.uploadedAt.toISOString() },
      message: `${fileName} uploaded successfully`,
    };
  });
}
