import type { AdminVerificationData } from '@contract/admin-merchants';
import type { MaskedVerificationDetails } from '@contract/verification';
import type { AppContext } from '@server/context';
import type { verificationDetails } from '@server/db/schema/index';
import { decryptDetails, UNREADABLE } from '../merchants';

const BULLET = '•';

/** How many characters a mask keeps: its usual number, but never more than half of a short value. */
const kept = (value: string, usual: number) => Math.min(usual, Math.floor(value.length / 2));

/** `••••5678`: a fixed number of bullets, so the mask does not reveal the length. */
export function maskAccountNumber(value: string): string {
  return `${BULLET.repeat(4)}${value.slice(value.length - kept(value, 4))}`;
}

/**
 * `60-••-••` for a 6-digit sort code: the first 2 digits name the bank, not the branch. Other
 * bank codes (routing and transit numbers) keep their first 2 digits too.
 */
export function maskSortCode(value: string): string {
  if (/^\d{6}$/.test(value)) return `${value.slice(0, 2)}-${BULLET}${BULLET}-${BULLET}${BULLET}`;
  const keep = kept(value, 2);
  return `${value.slice(0, keep)}${BULLET.repeat(Math.max(value.length - keep, 2))}`;
}

/** `••••••••789`: only the last 3 characters. */
export function maskTaxId(value: string): string {
  const keep = kept(value, 3);
  return `${BULLET.repeat(Math.max(value.length - keep, 3))}${value.slice(value.length - keep)}`;
}

const unlessUnreadable = (mask: (value: string) => string) => (value: string) => (value === UNREADABLE ? value : mask(value));

/**
 * The one place bank and tax values are masked, for every screen and answer that shows them
 * (the admin panel, the review queue, the merchant's own portal and the audit trail). The full
 * values leave the server only through the audited reveal.
 */
export function maskDetails<T extends AdminVerificationData>(details: T): T {
  return {
    ...details,
    taxId: unlessUnreadable(maskTaxId)(details.taxId),
    bankAccountNumber: unlessUnreadable(maskAccountNumber)(details.bankAccountNumber),
    bankSortCode: unlessUnreadable(maskSortCode)(details.bankSortCode),
  };
}

type DetailsRow = typeof verificationDetails.$inferSelect;

/** Decrypts the stored ciphertext only to mask it; plaintext never leaves this function. */
export function maskStoredDetails(ctx: AppContext, row: DetailsRow): MaskedVerificationDetails {
  return maskDetails(decryptDetails(ctx, row));
}
