import { eq } from 'drizzle-orm';
import { DOCUMENT_TYPES, type VerificationDocument, type VerificationStateResponse } from '@contract/verification';
import type { AppContext } from '@server/context';
import { merchants, verificationDetails, verificationDocuments } from '@server/db/schema/index';
import { unauthorized } from '@server/errors';
import { maskStoredDetails } from './mask-details';

/** Document metadata for one merchant, in the wizard's slot order; never the bytes. */
export async function listMerchantDocuments(ctx: AppContext, merchantDbId: string): Promise<VerificationDocument[]> {
  const rows = await ctx.database.db
    .select({
      id: verificationDocuments.id,
      documentType: verificationDocuments.documentType,
      fileName: verificationDocuments.fileName,
      status: verificationDocuments.status,
      reviewNotes: verificationDocuments.reviewNotes,
      uploadedAt: verificationDocuments.uploadedAt,
    })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.merchantId, merchantDbId));
  return rows
    .sort((a, b) => DOCUMENT_TYPES.indexOf(a.documentType) - DOCUMENT_TYPES.indexOf(b.documentType))
    .map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
}

/** Where the caller's verification stands, so the wizard can resume. Scoped to the caller's merchant only. */
export async function getVerification(ctx: AppContext, { merchantDbId }: { merchantDbId: string }): Promise<VerificationStateResponse> {
  const { db } = ctx.database;
  const [merchant] = await db.select({ verificationStatus: merchants.verificationStatus }).from(merchants).where(eq(merchants.id, merchantDbId)).limit(1);
  if (!merchant) throw unauthorized('Your session has ended; please sign in again');
  const [details] = await db.select().from(verificationDetails).where(eq(verificationDetails.merchantId, merchantDbId)).limit(1);
  return {
    verificationStatus: merchant.verificationStatus,
    details: details ? maskStoredDetails(ctx, details) : null,
    documents: await listMerchantDocuments(ctx, merchantDbId),
  };
}
