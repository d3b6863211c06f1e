import { Secret, TOTP } from 'otpauth';
import { TOTP_CODE_PATTERN } from '@contract/mfa';

/** RFC 6238 as every common authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side, for phones whose clocks drift a little. */
const DRIFT_STEPS = 1;
const ISSUER = 'SmartSplit';

function totpFor(secretBase32: string, label = 'account'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (RFC 4226's recommended length), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an app scans; the label shows which account the code is for. */
export function totpUrl(secretBase32: string, label: string): string {
  return totpFor(secretBase32, label).toString();
}

/**
 * The 30-second step a code belongs to, when it matches the current step or one either side, else
 * null. The caller keeps the last accepted step so the same code (or an older one) works only once.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const timestamp = now.getTime();
  // otpauth compares in constant time.
  const delta = totpFor(secretBase32).validate({ token: code, timestamp, window: DRIFT_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}
