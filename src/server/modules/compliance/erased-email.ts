import { createHmac } from 'node:crypto';
import type { DerivedKeys } from '../auth';

/**
 * The stand-in for an erased address: a keyed hash (HMAC-SHA256 under a key derived from APP_SECRET
 * for this purpose alone), so the same address always gives the same stand-in and payments stored
 * before the erasure keep counting together (velocity, finance), while nothing names the person.
 * The payment path passes it with every payment, so the velocity rule counts across an erasure.
 */
export function erasedEmail(keys: Pick<DerivedKeys, 'erasedEmails'>, email: string): string {
  return `erased:${createHmac('sha256', keys.erasedEmails).update(email.trim().toLowerCase()).digest('hex')}`;
}
