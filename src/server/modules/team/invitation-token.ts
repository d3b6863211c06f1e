import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Invitation links carry 32 random bytes (base64url, 43 characters). Only an HMAC of the token,
 * under a key derived from APP_SECRET for this purpose alone, is stored: a copy of the database
 * cannot be turned back into working links.
 */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashInvitationToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('hex');
}

export function newInvitationToken(key: Buffer): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashInvitationToken(key, token) };
}

/** Whether the text could be a token we issued; anything else is refused without a database read. */
export function looksLikeInvitationToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Constant-time check that a stored hash belongs to the token presented. */
export function invitationHashMatches(key: Buffer, token: string, storedHash: string): boolean {
  const expected = Buffer.from(hashInvitationToken(key, token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return expected.length === stored.length && timingSafeEqual(expected, stored);
}
