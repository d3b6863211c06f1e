import { createHash, randomUUID } from 'node:crypto';
import { MAX_EVIDENCE_FILES, type DisputeDetail } from '@contract/disputes';
import type { AppContext } from '@server/context';
import { badRequest, conflict, notFound } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { encryptFile, ref } from '../auth';
import { checkUploadedFile, fallbackFileName, sanitiseFileName } from '../verification';
import type { DocumentUpload } from '../verification';
import { auditWho, loadDispute } from './change-dispute-status';
import { countDisputeFiles, deleteDisputeFile, insertDisputeFile, listDisputeFiles } from './dispute-file-repository';
import { updateEvidenceText } from './dispute-repository';
import { toDisputeDetail } from './dispute-view';
import { whileNeedsResponse } from './respond-to-dispute';

/** The merchant's evidence on its own dispute (a statement and up to five files), while it needs a response. */

export async function saveEvidence(
  ctx: AppContext,
  { principal, disputeId, text }: { principal: MerchantPrincipal; disputeId: string; text: string },
): Promise<DisputeDetail> {
  return whileNeedsResponse(ctx, principal, disputeId, async (tx, v) => {
    await updateEvidenceText(tx, v.dispute.id, text);
    await recordAudit(tx, {
      ...auditWho({ kind: 'merchant', principal }),
      action: 'disputes.evidence_saved',
      targetType: 'dispute',
      targetId: v.dispute.id,
      after: { length: text.length },
    });
    return toDisputeDetail(tx, await loadDispute(tx, v.dispute.id));
  });
}

export async function addEvidenceFile(
  ctx: AppContext,
  { principal, disputeId, upload }: { principal: MerchantPrincipal; disputeId: string; upload: DocumentUpload },
) {
  if (upload.documentType !== undefined) throw badRequest('Unknown field: documentType', 'VALIDATION_ERROR', { field: 'documentType' });
  if (!upload.file) throw badRequest('file is required: attach a PDF, JPEG or PNG in the field named file', 'VALIDATION_ERROR', { field: 'file' });
  const { bytes, contentType } = upload.file;
  if (bytes.length === 0) throw badRequest('The file is empty', 'EMPTY_FILE', { field: 'file' });
  const cleanedName = sanitiseFileName(upload.file.fileName);
  const detected = checkUploadedFile(bytes, cleanedName, contentType);
  const fileName = cleanedName ?? fallbackFileName(detected.extensions[0]!);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return whileNeedsResponse(ctx, principal, disputeId, async (tx, v) => {
    const disputeDbId = v.dispute.id;
    if ((await countDisputeFiles(tx, disputeDbId)) >= MAX_EVIDENCE_FILES) {
      throw conflict(`At most ${MAX_EVIDENCE_FILES} files can be attached; remove one first`, 'TOO_MANY_FILES');
    }
    // The id is chosen here: the encrypted content's associated data names its row (docs/decisions/0024).
    const fileId = randomUUID();
    const content = encryptFile(ctx.keys.fieldEncryption, bytes, ref('dispute_files.content', fileId));
    await insertDisputeFile(tx, { id: fileId, disputeId: disputeDbId, fileName, mimeType: detected.mimeType, sizeBytes: bytes.length, sha256, content });
    await recordAudit(tx, {
      ...auditWho({ kind: 'merchant', principal }),
      action: 'disputes.file_added',
      targetType: 'dispute',
      targetId: disputeDbId,
      after: { fileId, fileName, mimeType: detected.mimeType, sizeBytes: bytes.length, sha256 },
    });
    const file = (await listDisputeFiles(tx, disputeDbId)).find((f) => f.id === fileId)!;
    return { file, message: `${fileName} attached` };
  });
}

export async function removeEvidenceFile(
  ctx: AppContext,
  { principal, disputeId, fileId }: { principal: MerchantPrincipal; disputeId: string; fileId: string },
): Promise<DisputeDetail> {
  return whileNeedsResponse(ctx, principal, disputeId, async (tx, v) => {
    const fileName = await deleteDisputeFile(tx, v.dispute.id, fileId);
    if (fileName === undefined) throw notFound('File not found', 'FILE_NOT_FOUND');
    await recordAudit(tx, {
      ...auditWho({ kind: 'merchant', principal }),
      action: 'disputes.file_removed',
      targetType: 'dispute',
      targetId: v.dispute.id,
      after: { fileId, fileName },
    });
    return toDisputeDetail(tx, await loadDispute(tx, v.dispute.id));
  });
}
