import { normaliseVerificationDetails, type SubmitDetailsResponse, type VerificationDetailsRequest } from '@contract/verification';
import type { AppContext } from '@server/context';
import { verificationDetails } from '@server/db/schema/index';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { encryptField, ref } from '../auth';
import { maskDetails } from './mask-details';
import { assertVerificationEditable, lockMerchantVerification } from './verification-lock';

/** Saves (or replaces) the caller's business details; bank numbers and tax id are stored encrypted. */
export async function submitDetails(
  ctx: AppContext,
  { principal, details, ip }: { principal: MerchantPrincipal; details: VerificationDetailsRequest; ip: string },
): Promise<SubmitDetailsResponse> {
  const key = ctx.keys.fieldEncryption;
  const d = normaliseVerificationDetails(details);
  const values = {
    merchantId: principal.merchantDbId,
    registrationNumber: d.registrationNumber,
    taxIdEnc: encryptField(key, d.taxId, ref('verification_details.tax_id_enc', principal.merchantDbId)),
    bankAccountNumberEnc: encryptField(key, d.bankAccountNumber, ref('verification_details.bank_account_number_enc', principal.merchantDbId)),
    bankSortCodeEnc: encryptField(key, d.bankSortCode, ref('verification_details.bank_sort_code_enc', principal.merchantDbId)),
    businessAddress: d.businessAddress,
    city: d.city,
    postcode: d.postcode,
    country: d.country,
  };
  return ctx.database.db.transaction(async (tx) => {
    const merchant = await lockMerchantVerification(tx, principal.merchantDbId);
    assertVerificationEditable(merchant.verificationStatus);
    const { merchantId: _owner, ...changes } = values;
    await tx
      .insert(verificationDetails)
      .values(values)
      .onConflictDoUpdate({ target: verificationDetails.merchantId, set: { ...changes, updatedAt: new Date() } });
    // Masked from the values just saved: no need to decrypt what was encrypted a moment ago.
    const masked = maskDetails(d);
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: principal.userId,
      actorEmail: principal.email,
      action: 'merchant.verification.details_submitted',
      targetType: 'merchant',
      targetId: merchant.merchantId,
      // Masked: the audit trail must not become a second copy of the bank details.
      after: masked,
      ip,
    });
    return { message: 'Business details saved. Next, upload your documents.', details: masked };
  });
}
