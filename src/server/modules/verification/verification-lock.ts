import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { merchants } from '@server/db/schema/index';
import { AppError, unauthorized } from '@server/errors';

/**
 * Locks the caller's merchant row for the rest of the transaction, so a
 * details change, an upload and a finalize cannot interleave.
 */
export async function lockMerchantVerification(tx: DbOrTx, merchantDbId: string) {
  const [row] = await tx
    .select({
      id: merchants.id,
      merchantId: merchants.merchantId,
      companyName: merchants.companyName,
      contactEmail: merchants.contactEmail,
      verificationStatus: merchants.verificationStatus,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantDbId))
    .for('update')
    .limit(1);
  if (!row) throw unauthorized('Your session has ended; please sign in again');
  return row;
}

export type VerificationStatus = Awaited<ReturnType<typeof lockMerchantVerification>>['verificationStatus'];

/** Details and documents may change only before submission or when a reviewer asked for changes. */
export function assertVerificationEditable(status: VerificationStatus): void {
  if (status === 'APPROVED') {
    throw new AppError(
      'ALREADY_VERIFIED',
      409,
      'Your business is already verified, so its details and documents can no longer be changed. Contact support to update them.',
    );
  }
  if (status === 'UNDER_REVIEW') {
    throw new AppError(
      'VERIFICATION_LOCKED',
      409,
      'Your verification is under review, so details and documents cannot be changed until the review is complete (within 24-48 hours).',
    );
  }
}
