import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { admins, merchantUsers, mfaChallenges } from '@server/db/schema/index';
import type { ResetSubject } from './reset-tokens';
import { revokeAdminSessions, revokeMerchantUserSessions } from './sessions';

/**
 * The two kinds of account with a password, behind one shape, so password reset, password change
 * and the sessions list are written once for merchant users and admins alike.
 */
export type PasswordAudience = 'merchant' | 'admin';

export interface PasswordAccount {
  audience: PasswordAudience;
  id: string;
  /** Lower-cased. */
  email: string;
  passwordHash: string;
  /** False for a deactivated admin: no reset link is sent, and none is honoured. */
  active: boolean;
}

export async function findPasswordAccount(
  db: DbOrTx,
  audience: PasswordAudience,
  by: { email: string } | { id: string },
): Promise<PasswordAccount | undefined> {
  if (audience === 'merchant') {
    const [row] = await db
      .select({ id: merchantUsers.id, email: merchantUsers.email, passwordHash: merchantUsers.passwordHash })
      .from(merchantUsers)
      .where('email' in by ? eq(merchantUsers.email, by.email) : eq(merchantUsers.id, by.id))
      .limit(1);
    return row ? { audience, ...row, active: true } : undefined;
  }
  const [row] = await db
    .select({ id: admins.id, email: admins.email, passwordHash: admins.passwordHash, deactivatedAt: admins.deactivatedAt })
    .from(admins)
    .where('email' in by ? eq(admins.email, by.email) : eq(admins.id, by.id))
    .limit(1);
  return row ? { audience, id: row.id, email: row.email, passwordHash: row.passwordHash, active: row.deactivatedAt === null } : undefined;
}

export function resetSubject(account: Pick<PasswordAccount, 'audience' | 'id'>): ResetSubject {
  return account.audience === 'merchant' ? { subjectType: 'merchant', merchantUserId: account.id } : { subjectType: 'admin', adminId: account.id };
}

export async function storePasswordHash(db: DbOrTx, account: Pick<PasswordAccount, 'audience' | 'id'>, passwordHash: string): Promise<void> {
  if (account.audience === 'merchant') {
    await db
      .update(merchantUsers)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(merchantUsers.id, account.id));
  } else {
    await db
      .update(admins)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(admins.id, account.id));
  }
}

/**
 * Ends the account's sessions, all of them or all but the one making the request, and every
 * sign-in still waiting for its two-factor code, which the old password let through.
 */
export async function revokeAccountSessions(db: DbOrTx, account: Pick<PasswordAccount, 'audience' | 'id'>, exceptSessionId?: string): Promise<void> {
  const merchant = account.audience === 'merchant';
  if (merchant) await revokeMerchantUserSessions(db, account.id, exceptSessionId);
  else await revokeAdminSessions(db, account.id, exceptSessionId);
  await db
    .update(mfaChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(merchant ? eq(mfaChallenges.merchantUserId, account.id) : eq(mfaChallenges.adminId, account.id), isNull(mfaChallenges.usedAt)));
}

/** How the audit trail names the account. */
export function auditTarget(account: Pick<PasswordAccount, 'audience' | 'id'>): { targetType: string; targetId: string } {
  return { targetType: account.audience === 'merchant' ? 'merchant_user' : 'admin', targetId: account.id };
}
