import type { MaskedVerificationDetails } from '@contract/verification';
import type { verificationDetails } from '@server/db/schema/index';
import { decryptField } from '../auth/field-crypto';
import { ref } from '../auth/encrypted-columns';
import type { Keyring } from '../auth/keyring';

const BULLET = '•';

/** `••••5678`: a fixed number of bullets, so the mask does not reveal the length. */
export function maskAccountNumber(value: string): string {
  return `${BULLET.repeat(4)}${value.slice(-4)}`;
}

/** `••-••-56` for a 6-digit sort code; other bank codes keep only their last 2 digits. */
export function maskSortCode(value: string): string {
  if (/^\d{6}$/.test(value)) return `${BULLET}${BULLET}-${BULLET}${BULLET}-${value.slice(-2)}`;
  return `${BULLET.repeat(Math.max(value.length - 2, 2))}${value.slice(-2)}`;
}

export function maskTaxId(value: string): string {
  return `${BULLET.repeat(Math.max(value.length - 3, 3))}${value.slice(-3)}`;
}

type DetailsRow = typeof verificationDetails.$inferSelect;

/** Decrypts the stored ciphertext only to mask it; plaintext never leaves this function. */
export function maskStoredDetails(key: Keyring, row: DetailsRow): MaskedVerificationDetails {
  return {
    registrationNumber: row.registrationNumber,
    taxId: maskTaxId(decryptField(key, row.taxIdEnc, ref('verification_details.tax_id_enc', row.merchantId))),
    bankAccountNumber: maskAccountNumber(decryptField(key, row.bankAccountNumberEnc, ref('verification_details.bank_account_number_enc', row.merchantId))),
    bankSortCode: maskSortCode(decryptField(key, row.bankSortCodeEnc, ref('verification_details.bank_sort_code_enc', row.merchantId))),
    businessAddress: row.businessAddress,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
  };
}
