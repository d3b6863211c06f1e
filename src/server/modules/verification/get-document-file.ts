import { eq } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { documentBlobs, merchants, verificationDocuments } from '@server/db/schema/index';
import { notFound } from '@server/errors';
import { recordAudit } from '../audit';
import { decryptFile, ref } from '../auth';
import { auditActor, type AdminActor } from '@server/principals';
import { isUuid } from '@server/db/keyset';

export interface DocumentFile {
  fileName: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  content: Buffer;
}

/**
 * The stored bytes of one verification document, for a reviewer. Every view
 * is audited: these files are identity and bank documents.
 */
export async function getDocumentFile(ctx: AppContext, { documentId, actor }: { documentId: string; actor: AdminActor }): Promise<DocumentFile> {
  if (!isUuid(documentId)) throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: verificationDocuments.id,
        fileName: verificationDocuments.fileName,
        mimeType: verificationDocuments.mimeType,
        documentType: verificationDocuments.documentType,
        merchantId: merchants.merchantId,
        content: documentBlobs.content,
      })
      .from(verificationDocuments)
      .innerJoin(documentBlobs, eq(documentBlobs.documentId, verificationDocuments.id))
      .innerJoin(merchants, eq(merchants.id, verificationDocuments.merchantId))
      .where(eq(verificationDocuments.id, documentId))
      .limit(1);
    if (!row) throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
    // Decrypted before the view is recorded: a file that does not open is a 409, and no view.
    const content = decryptFile(ctx.keys.fieldEncryption, row.content, ref('document_blobs.content', row.id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'verification.document.view',
      targetType: 'verification_document',
      targetId: documentId,
      after: { merchantId: row.merchantId, documentType: row.documentType },
    });
    return { fileName: row.fileName, mimeType: row.mimeType, content };
  });
}

/** `attachment; filename="plain.pdf"; filename*=UTF-8''...` (RFC 6266 / RFC 5987). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
