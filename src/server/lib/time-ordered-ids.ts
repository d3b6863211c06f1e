import { randomBytes } from 'node:crypto';
import { randomAlphanumeric } from '@server/modules/auth';

/**
 * Ids that grow with time (docs/decisions/0050). A B-tree index on a random id takes every new row
 * on a random leaf page, and after each checkpoint PostgreSQL writes the whole of every page it
 * touches for the first time into the WAL; on a time-ordered id, new rows share the right-hand
 * pages and rows made close together stay close together, which is also where their later updates go.
 */

/** The milliseconds since 1970 as 8 base-36 digits (lower case, so it sorts the same in every collation), until the year 2059. */
function timePrefix(now: number): string {
  return now.toString(36).padStart(8, '0');
}

/** `length` letters and digits: the creation time first (8 characters), then random ones (at least 12: over 71 bits). */
export function timeOrderedAlphanumeric(length: number, now = Date.now()): string {
  if (length < 20) throw new RangeError('a time-ordered id needs at least 20 characters');
  return timePrefix(now) + randomAlphanumeric(length - 8);
}

/** A version 7 UUID (RFC 9562) as 32 hex characters: 48 bits of milliseconds, then 74 random bits. */
export function timeOrderedHex(now = Date.now()): string {
  const random = randomBytes(10);
  random[0] = (random[0]! & 0x0f) | 0x70; // version 7
  random[2] = (random[2]! & 0x3f) | 0x80; // variant 10
  return now.toString(16).padStart(12, '0') + random.toString('hex');
}
