import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionLifetime } from '@server/config';
import type { DbOrTx } from '@server/db/client';
import { sessions } from '@server/db/schema/index';

/**
 * A session's lifetime for sessions made outside a signed-in flow (tests, tools), used both as
 * the idle time and the lifetime. Sign-in flows pass the configured SessionLifetime instead.
 */
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const MERCHANT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/**
 * A session's `expires_at` is always the moment it ends unless it is renewed: the earlier of its
 * last activity plus the idle time and its sign-in plus the lifetime. Every check reads that one
 * column, so the guards, the sessions list and the live streams agree on when it ended.
 */
function lifetimeOf(lifetime: SessionLifetime | number): SessionLifetime {
  return typeof lifetime === 'number' ? { idleSeconds: lifetime, maxSeconds: lifetime } : lifetime;
}

export type SessionSubject = { subjectType: 'admin'; adminId: string } | { subjectType: 'merchant'; merchantUserId: string; merchantId: string };

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** The User-Agent header as stored with a session: bounded, and without control characters. */
export function sessionUserAgent(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.replace(CONTROL_CHARS, ' ').trim();
  return text ? text.slice(0, 512) : null;
}

export async function createSession(db: DbOrTx, subject: SessionSubject, lifetime: SessionLifetime | number, ip?: string, userAgent?: string | string[]) {
  const { idleSeconds, maxSeconds } = lifetimeOf(lifetime);
  const [row] = await db
    .insert(sessions)
    .values({
      subjectType: subject.subjectType,
      adminId: subject.subjectType === 'admin' ? subject.adminId : null,
      merchantUserId: subject.subjectType === 'merchant' ? subject.merchantUserId : null,
      merchantId: subject.subjectType === 'merchant' ? subject.merchantId : null,
      expiresAt: sql`now() + make_interval(secs => ${Math.min(idleSeconds, maxSeconds)})`,
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

/** The new end of a session renewed now: the idle time from now, but never past its lifetime. */
function renewedEnd(lifetime: SessionLifetime) {
  return sql`least(now() + make_interval(secs => ${lifetime.idleSeconds}), ${sessions.createdAt} + make_interval(secs => ${lifetime.maxSeconds}))`;
}

/** Where a live session stands, in milliseconds from now by the database clock (so the browser's clock does not matter). */
export interface SessionTimes {
  /** Until the session ends unless it is renewed. */
  expiresInMs: number;
  /** Until the session ends however active (its lifetime). */
  endsInMs: number;
}

function timesColumns(lifetime: SessionLifetime) {
  return {
    expiresInMs: sql<number>`floor(extract(epoch from (${sessions.expiresAt} - now())) * 1000)::float8`,
    endsInMs: sql<number>`floor(extract(epoch from (${sessions.createdAt} + make_interval(secs => ${lifetime.maxSeconds}) - now())) * 1000)::float8`,
  };
}

const live = sql`${sessions.revokedAt} is null and ${sessions.expiresAt} > now()`;

/**
 * Renews a live session: it now ends after the idle time from now, capped by its lifetime. The one
 * write that counts as activity for a staff session (decision 0022). Undefined when the session has ended.
 */
export async function renewSession(db: DbOrTx, sessionId: string, lifetime: SessionLifetime): Promise<SessionTimes | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: renewedEnd(lifetime), lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), live))
    .returning(timesColumns(lifetime));
  return row && { expiresInMs: Math.max(0, row.expiresInMs), endsInMs: Math.max(0, row.endsInMs) };
}

/** Where a live session stands, without renewing it. */
export async function readSessionTimes(db: DbOrTx, sessionId: string, lifetime: SessionLifetime): Promise<SessionTimes | undefined> {
  const [row] = await db
    .select(timesColumns(lifetime))
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), live))
    .limit(1);
  return row && { expiresInMs: Math.max(0, row.expiresInMs), endsInMs: Math.max(0, row.endsInMs) };
}

/**
 * A merchant user's request counts as activity (the portal's behaviour since its start): at most
 * once a minute per session, without waiting, it moves the idle end and the last-used stamp.
 */
export function merchantActivityUpdate(lifetime: SessionLifetime) {
  return { lastUsedAt: sql`now()`, expiresAt: renewedEnd(lifetime) };
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
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
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined));
}

/** Ends every live session of one merchant user, except (optionally) the one making the request. */
export async function revokeMerchantUserSessions(db: DbOrTx, merchantUserId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.merchantUserId, merchantUserId), isNull(sessions.revokedAt), exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined),
    );
}
