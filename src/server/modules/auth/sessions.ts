import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { sessions } from '@server/db/schema/index';

export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const MERCHANT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export type SessionSubject =
  | { subjectType: 'admin'; adminId: string }
  | { subjectType: 'merchant'; merchantUserId: string; merchantId: string };

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** The User-Agent header as stored with a session: bounded, and without control characters. */
export function sessionUserAgent(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.replace(CONTROL_CHARS, ' ').trim();
  return text ? text.slice(0, 512) : null;
}

export async function createSession(db: DbOrTx, subject: SessionSubject, ttlSeconds: number, ip?: string, userAgent?: string | string[]) {
  const [row] = await db
    .insert(sessions)
    .values({
      subjectType: subject.subjectType,
      adminId: subject.subjectType === 'admin' ? subject.adminId : null,
      merchantUserId: subject.subjectType === 'merchant' ? subject.merchantUserId : null,
      merchantId: subject.subjectType === 'merchant' ? subject.merchantId : null,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      ip: ip ?? null,
      userAgent: sessionUserAgent(userAgent),
      lastUsedAt: sql`now()`,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The session when it is still usable, else undefined. */
export async function findLiveSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .limit(1);
  return row;
}

export async function extendSession(db: DbOrTx, sessionId: string, ttlSeconds: number) {
  await db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeMerchantSessions(db: DbOrTx, merchantId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.merchantId, merchantId), isNull(sessions.revokedAt)));
}

export async function revokeAdminSessions(db: DbOrTx, adminId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.adminId, adminId),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}

/** Ends every live session of one merchant user, except (optionally) the one making the request. */
export async function revokeMerchantUserSessions(db: DbOrTx, merchantUserId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.merchantUserId, merchantUserId),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}
