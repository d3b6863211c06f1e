import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionList } from '@contract/account-security';
import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema/index';
import { notFound } from '@server/errors';
import { recordAudit } from '../audit';
import type { PasswordAudience } from './password-accounts';

/** The signed-in user looking at their own sessions: a merchant user or an admin, and the session they are using. */
export interface SessionOwner {
  audience: PasswordAudience;
  id: string;
  email: string;
  sessionId: string;
  ip: string;
}

/** A user has a handful of sessions; this bounds a pathological account's list. */
const LIST_LIMIT = 100;

function ownedBy(owner: SessionOwner) {
  return and(
    eq(sessions.subjectType, owner.audience),
    owner.audience === 'merchant' ? eq(sessions.merchantUserId, owner.id) : eq(sessions.adminId, owner.id),
    isNull(sessions.revokedAt),
    sql`${sessions.expiresAt} > now()`,
  );
}

export async function listOwnSessions(db: Db, owner: SessionOwner): Promise<SessionList> {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(ownedBy(owner))
    // This session first, then the most recently used.
    .orderBy(sql`${sessions.id} = ${owner.sessionId} desc`, sql`${sessions.lastUsedAt} desc nulls last`, desc(sessions.createdAt))
    .limit(LIST_LIMIT);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === owner.sessionId,
    })),
  };
}

/** Signs out one of the owner's own live sessions; anyone else's session, or an ended one, is 404. */
export async function revokeOwnSession(db: Db, owner: SessionOwner, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), ownedBy(owner)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw notFound('No such session: it may already have ended', 'SESSION_NOT_FOUND');
    await recordAudit(tx, {
      actorType: owner.audience,
      actorId: owner.id,
      actorEmail: owner.email,
      action: `${owner.audience}.session.revoke`,
      targetType: 'session',
      targetId: sessionId,
      after: { current: sessionId === owner.sessionId },
      ip: owner.ip,
    });
  });
}

/** "Sign out everywhere else": every live session of the owner but the one making the request. */
export async function revokeOtherOwnSessions(db: Db, owner: SessionOwner): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(ownedBy(owner), sql`${sessions.id} <> ${owner.sessionId}`))
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      actorType: owner.audience,
      actorId: owner.id,
      actorEmail: owner.email,
      action: `${owner.audience}.session.revoke_others`,
      targetType: owner.audience === 'merchant' ? 'merchant_user' : 'admin',
      targetId: owner.id,
      after: { revoked: ended.length },
      ip: owner.ip,
    });
    return ended.length;
  });
}
