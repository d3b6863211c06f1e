import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@contract/mfa';

/**
 * Recovery codes: 12 characters of Crockford's base32 (60 random bits) shown as xxxx-xxxx-xxxx.
 * Each works once, a sign-in also needs the password, and wrong codes are rate-limited, so 60 bits
 * is ample while staying typeable. Only a keyed hash is stored.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 12;
const GROUP = 4;
export const RECOVERY_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{12}$/;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let raw = '';
    for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
    return raw.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
  });
}

/**
 * What a person typed, as stored: case, spaces and dashes do not matter, and the letters Crockford
 * reads as digits (o as 0, i and l as 1) are read that way. Null when it cannot be a recovery code.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const cleaned = input
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return RECOVERY_CODE_PATTERN.test(cleaned) ? cleaned : null;
}

export function hashRecoveryCode(key: Buffer, normalised: string): string {
  return createHmac('sha256', key).update(normalised).digest('hex');
}
