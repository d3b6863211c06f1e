import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MFA_ENROLMENT_LINK_MINUTES } from '@contract/mfa';
import type { DbOrTx } from '@server/db/client';
import { admins, mfaEnrolmentLinks } from '@server/db/schema/index';

/**
 * Links that confirm a two-factor enrolment the platform requires: 32 random bytes (base64url, 43
 * characters) sent only in the email, stored as HMAC-SHA256 under a key of their own, like password
 * reset tokens (auth/reset-tokens.ts). A link works once, for 15 minutes by the app clock, and a
 * newer one for the same admin voids the older.
 */

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('hex');
}

const usable = (now: Date) =>
  and(isNull(mfaEnrolmentLinks.usedAt), isNull(mfaEnrolmentLinks.voidedAt), sql`${mfaEnrolmentLinks.expiresAt} > ${now.toISOString()}::timestamptz`);

/**
 * A new link token for the admin, voiding their older ones. Returns the token for the email; only its
 * hash is stored. Call in a transaction: the admin's row is locked so that of concurrent sign-ins
 * exactly one link is left usable.
 */
export async function issueEnrolmentLink(db: DbOrTx, key: Buffer, adminId: string, now: Date): Promise<string> {
  await db.execute(sql`select 1 from ${admins} where ${admins.id} = ${adminId} for update`);
  await db
    .update(mfaEnrolmentLinks)
    .set({ voidedAt: now })
    .where(and(eq(mfaEnrolmentLinks.adminId, adminId), isNull(mfaEnrolmentLinks.usedAt), isNull(mfaEnrolmentLinks.voidedAt)));
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(mfaEnrolmentLinks).values({
    adminId,
    tokenHash: hashToken(key, token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + MFA_ENROLMENT_LINK_MINUTES * 60_000),
  });
  return token;
}

/**
 * Uses the token up, atomically (of two racing requests exactly one wins), and answers whose link it
 * was; undefined for a forged, used, voided or expired token. Call in the transaction that opens the
 * session, so a refusal after it leaves the link unused.
 */
export async function useEnrolmentLink(db: DbOrTx, key: Buffer, token: string, now: Date): Promise<{ id: string; adminId: string } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const hash = hashToken(key, token);
  const [row] = await db
    .update(mfaEnrolmentLinks)
    .set({ usedAt: now })
    .where(and(eq(mfaEnrolmentLinks.tokenHash, hash), usable(now)))
    .returning({ id: mfaEnrolmentLinks.id, adminId: mfaEnrolmentLinks.adminId, tokenHash: mfaEnrolmentLinks.tokenHash });
  // Found by its keyed hash; comparing the stored hash in constant time too keeps the check independent of the index.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return undefined;
  return { id: row.id, adminId: row.adminId };
}

/** Records the session a followed link opened: the only kind of session allowed to enrol while enrolment is required. */
export async function bindEnrolmentSession(db: DbOrTx, linkId: string, sessionId: string): Promise<void> {
  await db.update(mfaEnrolmentLinks).set({ sessionId }).where(eq(mfaEnrolmentLinks.id, linkId));
}

/** Whether this session was opened by following an enrolment link. */
export async function sessionOpenedByEnrolmentLink(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ id: mfaEnrolmentLinks.id }).from(mfaEnrolmentLinks).where(eq(mfaEnrolmentLinks.sessionId, sessionId)).limit(1);
  return row !== undefined;
}

/** Housekeeping: links a day past their expiry, and never followed, serve no check any more. */
export async function purgeExpiredEnrolmentLinks(db: DbOrTx): Promise<number> {
  const result = await db
    .delete(mfaEnrolmentLinks)
    .where(sql`${mfaEnrolmentLinks.expiresAt} < now() - interval '1 day' and ${mfaEnrolmentLinks.sessionId} is null`);
  return result.rowCount ?? 0;
}
