import type { AdminDisputeDetail, DisputeDetail } from '@contract/disputes';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { decryptFile, ref } from '../auth';
import { loadDispute } from './change-dispute-status';
import { findDisputeFileContent } from './dispute-file-repository';
import { toAdminDisputeDetail, toDisputeDetail } from './dispute-view';

/** One dispute in full, for staff or for its own merchant, and an evidence file's bytes for staff. */

export async function getAdminDispute(db: DbOrTx, disputeId: string): Promise<AdminDisputeDetail> {
  return toAdminDisputeDetail(db, await loadDispute(db, disputeId));
}

/** Another merchant's dispute is simply not found. */
export async function getMerchantDispute(db: DbOrTx, merchantDbId: string, disputeId: string): Promise<DisputeDetail> {
  return toDisputeDetail(db, await loadDispute(db, disputeId, { merchantDbId }));
}

/** An evidence file's bytes for staff; every view is audited. */
export async function getEvidenceFile(ctx: AppContext, { disputeId, fileId, actor }: { disputeId: string; fileId: string; actor: AdminActor }) {
  return ctx.database.db.transaction(async (tx) => {
    const file = await findDisputeFileContent(tx, disputeId, fileId);
    if (!file) throw notFound('File not found', 'FILE_NOT_FOUND');
    const content = decryptFile(ctx.keys.fieldEncryption, file.content, ref('dispute_files.content', file.id));
    await recordAudit(tx, { ...auditActor(actor), action: 'disputes.file_view', targetType: 'dispute', targetId: disputeId, after: { fileId } });
    return { fileName: file.fileName, mimeType: file.mimeType, content };
  });
}
