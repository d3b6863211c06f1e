import type { AdminVerificationData } from '@contract/admin-merchants';
import type { AppContext } from '@server/context';
import type { verificationDetails } from '@server/db/schema/index';
import { decryptField } from '../auth/field-crypto';

type DetailsRow = typeof verificationDetails.$inferSelect;

export const UNREADABLE = '(cannot be decrypted)';

/**
 * Verification details as an admin sees them, bank and tax fields decrypted.
 * A field that fails to decrypt (APP_SECRET changed) is shown as unreadable
 * and logged, rather than breaking the whole review list.
 */
export function decryptDetails(ctx: AppContext, row: DetailsRow): AdminVerificationData {
  const open = (value: string, field: string) => {
    try {
      return decryptField(ctx.keys.fieldEncryption, value);
    } catch {
      ctx.logger.warn({ merchantDbId: row.merchantId, field }, 'verification field could not be decrypted');
      return UNREADABLE;
    }
  };
  return {
    registrationNumber: row.registrationNumber,
    taxId: open(row.taxIdEnc, 'taxId'),
    bankAccountNumber: open(row.bankAccountNumberEnc, 'bankAccountNumber'),
    bankSortCode: open(row.bankSortCodeEnc, 'bankSortCode'),
    businessAddress: row.businessAddress,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
  };
}
