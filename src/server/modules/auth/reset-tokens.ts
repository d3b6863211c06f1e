import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_MINUTES } from '@contract/account-security';
import type { DbOrTx } from '@server/db/client';
import { passwordResetTokens } from '@server/db/schema/index';

/**
 * Password reset tokens: 32 random bytes (base64url, 43 characters) sent only in the email; the
 * database keeps an HMAC-SHA256 of the token under a key derived from APP_SECRET, so a copy of
 * the table cannot be turned back into working links. A token works once, until its expiry, and
 * issuing a newer one for the same account voids it. Times come from the app's clock
 * (AppContext.now), which tests move forward to expire a token without waiting.
 */

const TOKEN_BYTES = 32;
const TOKEN_TTL_MS = RESET_TOKEN_MINUTES * 60_000;
/** base64url of 32 bytes, without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type ResetSubject = { subjectType: 'merchant'; merchantUserId: string } | { subjectType: 'admin'; adminId: string };

export function hashResetToken(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('hex');
}

function ownerColumn(subject: ResetSubject) {
  return subject.subjectType === 'merchant' ? eq(passwordResetTokens.merchantUserId, subject.merchantUserId) : eq(passwordResetTokens.adminId, subject.adminId);
}

/** Voids every token of the account that is still unused (a newer request, a password change). */
export async function voidResetTokens(db: DbOrTx, subject: ResetSubject, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ voidedAt: now })
    .where(
      and(
        eq(passwordResetTokens.subjectType, subject.subjectType),
        ownerColumn(subject),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.voidedAt),
      ),
    );
}

/** A new token for the account, voiding its older ones. Returns the token for the email; only its hash is stored. */
export async function issueResetToken(db: DbOrTx, key: Buffer, subject: ResetSubject, now: Date): Promise<string> {
  await voidResetTokens(db, subject, now);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(passwordResetTokens).values({
    subjectType: subject.subjectType,
    adminId: subject.subjectType === 'admin' ? subject.adminId : null,
    merchantUserId: subject.subjectType === 'merchant' ? subject.merchantUserId : null,
    tokenHash: hashResetToken(key, token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

export interface UsableToken {
  id: string;
  subject: ResetSubject;
}

function subjectOf(row: { subjectType: 'merchant' | 'admin'; adminId: string | null; merchantUserId: string | null }): ResetSubject | undefined {
  if (row.subjectType === 'merchant' && row.merchantUserId) return { subjectType: 'merchant', merchantUserId: row.merchantUserId };
  if (row.subjectType === 'admin' && row.adminId) return { subjectType: 'admin', adminId: row.adminId };
  return undefined;
}

const usable = (now: Date) =>
  and(isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.voidedAt), sql`${passwordResetTokens.expiresAt} > ${now.toISOString()}::timestamptz`);

/**
 * The token's row when it is for this kind of account and still usable, without using it up:
 * a cheap check before the slow password hash, so a forged token costs the server nothing.
 */
export async function findUsableResetToken(
  db: DbOrTx,
  key: Buffer,
  subjectType: ResetSubject['subjectType'],
  token: string,
  now: Date,
): Promise<UsableToken | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const hash = hashResetToken(key, token);
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hash), eq(passwordResetTokens.subjectType, subjectType), usable(now)))
    .limit(1);
  // The lookup is by keyed hash; comparing the stored hash in constant time as well keeps the check independent of how the index matched.
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return undefined;
  const subject = subjectOf(row);
  return subject ? { id: row.id, subject } : undefined;
}

/**
 * Uses the token up, atomically: of two requests racing with the same token, exactly one gets
 * true. Call inside the transaction that sets the password.
 */
export async function useResetToken(db: DbOrTx, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, tokenId), usable(now)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** Housekeeping: rows a day past their expiry serve no check any more. */
export async function purgeExpiredResetTokens(db: DbOrTx): Promise<number> {
  const result = await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.expiresAt} < now() - interval '1 day'`);
  return result.rowCount ?? 0;
}
