/**
 * Retention categories, their default periods and how a period reads, free of zod: the public
 * privacy policy's retention table is an island whose script must not carry the schemas.
 */
/** Retention categories the daily job enforces, each with its period (days) in the platform settings. */
export const RETENTION_CATEGORIES = [
  'contactEnquiries',
  'emailOutbox',
  'apiRequestLogs',
  'webhookDeliveries',
  'sessionsAndTokens',
  'rejectedDocumentFiles',
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

export type RetentionPeriods = Record<RetentionCategory, number>;

/**
 * The periods before any admin changes them (the columns' defaults in migration 0014). The privacy
 * policy is prerendered with these and then shows the periods in force from GET /api/public/retention.
 */
export const DEFAULT_RETENTION = {
  contactEnquiries: 730,
  emailOutbox: 90,
  apiRequestLogs: 30,
  webhookDeliveries: 30,
  sessionsAndTokens: 7,
  rejectedDocumentFiles: 90,
} as const satisfies Record<RetentionCategory, number>;

/** A period as people read it: whole years where it divides, else days. */
export function describeDays(days: number): string {
  if (days === 0) return 'Until the next daily clean-up';
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}
