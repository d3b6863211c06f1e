import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MerchantSessionResponse } from '@contract/merchant-auth';
import { appNow, type AppContext } from '@server/context';
import { invitations, merchants, merchantUsers } from '@server/db/schema/index';
import { merchantSuspended } from '@server/errors';
import { recordAudit } from '../audit';
import { hashPassword, createSession, signToken } from '../auth';
import { toAccountView, isUniqueViolation } from '../merchants';
import { emailInUse } from './team-access';
import { findUsableInvitation, invalidInvitation, invitationThrottle, recordInvalidInvitation } from './usable-invitation';

export interface AcceptInvitationOptions {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  ip: string;
  userAgent?: string;
}

/**
 * Turns an invitation into a merchant user with the invited email and role, and signs them in
 * (the same answer as a login). The invitation is claimed and the user created in one
 * transaction, so a link works exactly once even when two tabs accept it together.
 */
export async function acceptInvitation(ctx: AppContext, options: AcceptInvitationOptions): Promise<MerchantSessionResponse> {
  const { token, firstName, lastName, password, ip, userAgent } = options;
  const { db } = ctx.database;
  const attempt = await invitationThrottle(ip).countAttempt(db);

  const found = await findUsableInvitation(ctx, token);
  if (!found) {
    await recordInvalidInvitation(ctx, { ip, action: 'merchant.team.invitation.accept.failure' });
    throw invalidInvitation();
  }
  await attempt.usable(db);
  if (found.merchantStatus === 'SUSPENDED') throw merchantSuspended();
  // Checked before the slow hash; the unique index decides for good inside the transaction.
  const [taken] = await db.select({ id: merchantUsers.id }).from(merchantUsers).where(eq(merchantUsers.email, found.email)).limit(1);
  if (taken) throw emailInUse();

  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const now = appNow(ctx);
      const [claimed] = await tx
        .update(invitations)
        .set({ acceptedAt: now })
        .where(and(eq(invitations.id, found.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now)))
        .returning({ id: invitations.id });
      if (!claimed) throw invalidInvitation();

      const [merchant] = await tx.select().from(merchants).where(eq(merchants.id, found.merchantDbId)).for('share').limit(1);
      if (!merchant || merchant.status === 'SUSPENDED') throw merchantSuspended();

      const [user] = await tx
        .insert(merchantUsers)
        .values({ merchantId: merchant.id, email: found.email, firstName, lastName, role: found.role, passwordHash })
        .onConflictDoNothing({ target: merchantUsers.email })
        .returning();
      if (!user) throw emailInUse();

      const sessionId = await createSession(
        tx,
        { subjectType: 'merchant', merchantUserId: user.id, merchantId: merchant.id },
        ctx.config.sessions.merchant,
        ip,
        userAgent,
      );
      await recordAudit(tx, {
        actorType: 'merchant',
        actorId: user.id,
        actorEmail: user.email,
        action: 'merchant.team.invitation.accept',
        targetType: 'invitation',
        targetId: found.id,
        after: { merchantId: merchant.merchantId, userId: user.id, email: user.email, role: user.role },
        ip,
      });
      const signed = await signToken(
        ctx.keys.jwt,
        { type: 'merchant', sid: sessionId, sub: user.id, email: user.email },
        ctx.config.sessions.merchant.maxSeconds,
      );
      return { token: signed, ...toAccountView(user, merchant) };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'merchant_users_email_unique')) throw emailInUse();
    throw err;
  }
}
