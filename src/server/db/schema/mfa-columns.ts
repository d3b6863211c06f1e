import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Two-factor sign-in (RFC 6238 TOTP), the same for admins and merchant users. */
export const mfaColumns = {
  /** The TOTP secret, encrypted like bank details (modules/auth/field-crypto.ts); set at setup. */
  mfaSecret: text('mfa_secret'),
  /** Set when a first code confirmed the secret; two-factor sign-in is on from then. */
  mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted, so a code works once. */
  mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
};
