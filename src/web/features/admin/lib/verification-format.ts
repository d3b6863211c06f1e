/** Pure formatting for the Business Verification section (docs/product-spec.md section 2). */

/** "COMPANY_REGISTRATION" -> "COMPANY REGISTRATION". */
export function documentTypeLabel(documentType: string): string {
  return documentType.replace(/_/g, ' ');
}

/** Text for a detail that may be missing. */
export function orNA(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : 'N/A';
}

/** Business address, city, postcode and country joined; N/A when none of them is known. */
export function formatAddress(
  data: { businessAddress?: string | null; city?: string | null; postcode?: string | null; country?: string | null } | null,
): string {
  if (!data) return 'N/A';
  const parts = [data.businessAddress, data.city, data.postcode, data.country].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.length ? parts.join(', ') : 'N/A';
}

/**
 * The note a rejection sends: the spec's fixed text, with the admin's own reason after it when
 * they typed one, so the merchant always learns why.
 */
export function rejectionNote(fixedNote: string, typedReason: string): string {
  const reason = typedReason.trim();
  return reason === '' ? fixedNote : `${fixedNote}: ${reason}`;
}
