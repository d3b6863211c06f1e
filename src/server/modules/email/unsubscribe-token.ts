import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links carry `<merchantId>.<signature>`: an HMAC of the public
 * merchant id under the app's link key. Checking one needs no database
 * lookup and no stored secret per merchant, and nobody can make a link for
 * another merchant. The links do not expire: an unsubscribe link in an old
 * email must keep working.
 */

const PURPOSE = 'email-unsubscribe:v1:';

function signature(key: Buffer, merchantId: string): string {
  return createHmac('sha256', key)
    .update(PURPOSE + merchantId)
    .digest('base64url');
}

export function createUnsubscribeToken(key: Buffer, merchantId: string): string {
  return `${merchantId}.${signature(key, merchantId)}`;
}

/** The merchant id the token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(key: Buffer, token: string | undefined): string | null {
  if (!token || token.length > 200) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const merchantId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(key, merchantId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? merchantId : null;
}

/** The link for a token (or the placeholder that stands in for it until the message is sent). */
export function unsubscribeUrlFor(baseUrl: string, token: string): string {
  return `${baseUrl}/api/public/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(baseUrl: string, key: Buffer, merchantId: string): string {
  return unsubscribeUrlFor(baseUrl, createUnsubscribeToken(key, merchantId));
}
