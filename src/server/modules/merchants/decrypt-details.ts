import type { AdminVerificationData } from '@contract/admin-merchants';
import type { AppContext } from '@server/context';
import type { verificationDetails } from '@server/db/schema/index';
import { decryptField } from '../auth';
import { ref, type EncryptedColumnName } from '../auth';

type DetailsRow = typeof verificationDetails.$inferSelect;

export const UNREADABLE = '(cannot be decrypted)';

/**
 * Verification details as an admin sees them, bank and tax fields decrypted.
 * A field that fails to decrypt (APP_SECRET changed) is shown as unreadable
 * and logged, rather than breaking the whole review list.
 */
export function decryptDetails(ctx: AppContext, row: DetailsRow): AdminVerificationData {
  const open = (value: string, field: string, column: EncryptedColumnName) => {
    try {
      return decryptField(ctx.keys.fieldEncryption, value, ref(column, row.merchantId));
    } catch {
      ctx.logger.warn({ merchantDbId: row.merchantId, field }, 'verification field could not be decrypted');
      return UNREADABLE;
    }
  };
  return {
    registrationNumber: row.registrationNumber,
    taxId: open(row.taxIdEnc, 'taxId', 'verification_details.tax_id_enc'),
    bankAccountNumber: open(row.bankAccountNumberEnc, 'bankAccountNumber', 'verification_details.bank_account_number_enc'),
    bankSortCode: open(row.bankSortCodeEnc, 'bankSortCode', 'verification_details.bank_sort_code_enc'),
    businessAddress: row.businessAddress,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
  };
}
