import { eq } from 'drizzle-orm';
import { DOCUMENT_TYPES, type FinalizeVerificationResponse } from '@contract/verification';
import type { AppContext } from '@server/context';
import { merchants, merchantUsers, verificationDetails, verificationDocuments } from '@server/db/schema/index';
import { AppError, badRequest } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { queueMerchantEmail } from '../email';
import { notifyVerificationSubmitted } from '../notifications';
import { recordAccountEvent } from '../events';
import { lockMerchantVerification } from './verification-lock';

export const FINALIZE_MESSAGE = 'Documents submitted successfully. They will be reviewed within 24-48 hours.';

const label = (documentType: string) => documentType.replace(/_/g, ' ');

/**
 * Hands the caller's verification to the reviewers: needs the details and all
 * five documents, with every rejected document replaced.
 */
export async function finalizeVerification(
  ctx: AppContext,
  { principal, ip }: { principal: MerchantPrincipal; ip: string },
): Promise<FinalizeVerificationResponse> {
  return ctx.database.db.transaction(async (tx) => {
    const merchant = await lockMerchantVerification(tx, principal.merchantDbId);
    if (merchant.verificationStatus === 'APPROVED') {
      throw new AppError('ALREADY_VERIFIED', 409, 'Your business is already verified; there is nothing to submit.');
    }
    if (merchant.verificationStatus === 'UNDER_REVIEW') {
      throw new AppError('ALREADY_SUBMITTED', 409, 'Your verification is already under review; we will be in touch within 24-48 hours.');
    }

    const [details] = await tx
      .select({ merchantId: verificationDetails.merchantId })
      .from(verificationDetails)
      .where(eq(verificationDetails.merchantId, merchant.id))
      .limit(1);
    const documents = await tx
      .select({ documentType: verificationDocuments.documentType, status: verificationDocuments.status })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.merchantId, merchant.id));
    const uploaded = new Set(documents.map((d) => d.documentType));
    const missing = [...(details ? [] : ['business details']), ...DOCUMENT_TYPES.filter((t) => !uploaded.has(t)).map(label)];
    if (missing.length > 0) {
      throw badRequest(`Verification is incomplete. Missing: ${missing.join(', ')}`, 'VERIFICATION_INCOMPLETE');
    }
    const rejected = DOCUMENT_TYPES.filter((t) => documents.some((d) => d.documentType === t && d.status === 'REJECTED'));
    if (rejected.length > 0) {
      throw badRequest(`Replace the rejected documents before resubmitting: ${rejected.map(label).join(', ')}`, 'VERIFICATION_INCOMPLETE');
    }

    await tx
      .update(merchants)
      .set({ verificationStatus: 'UNDER_REVIEW', verificationSubmittedAt: new Date(), updatedAt: new Date() })
      .where(eq(merchants.id, merchant.id));
    await recordAccountEvent(tx, {
      merchantDbId: merchant.id,
      type: 'verification.status_changed',
      data: { merchantId: merchant.merchantId, verificationStatus: 'UNDER_REVIEW', previousVerificationStatus: merchant.verificationStatus },
    });
    const [user] = await tx.select({ firstName: merchantUsers.firstName }).from(merchantUsers).where(eq(merchantUsers.id, principal.userId)).limit(1);
    await queueMerchantEmail(tx, ctx.config.publicUrl, merchant.contactEmail, {
      kind: 'verification-submitted',
      companyName: merchant.companyName,
      firstName: user?.firstName ?? merchant.companyName,
    });
    await notifyVerificationSubmitted(tx, ctx, merchant);
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: principal.userId,
      actorEmail: principal.email,
      action: 'merchant.verification.submitted',
      targetType: 'merchant',
      targetId: merchant.merchantId,
      before: { verificationStatus: merchant.verificationStatus },
      after: { verificationStatus: 'UNDER_REVIEW' },
      ip,
    });
    return { message: FINALIZE_MESSAGE, verificationStatus: 'UNDER_REVIEW' as const };
  });
}
