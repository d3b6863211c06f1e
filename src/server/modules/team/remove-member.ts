import { and, eq, isNull } from 'drizzle-orm';
import { appNow, type AppContext } from '@server/context';
import { isUuid } from '@server/db/keyset';
import { merchantUsers, mfaRecoveryCodes, passwordResetTokens } from '@server/db/schema/index';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { revokeMerchantUserSessions } from '../auth';
import { countOwners, findMember, forbiddenRole, lastOwner, lockTeam, memberNotFound } from './team-access';
import { queueTeamEmail } from './team-emails';

/**
 * Removes a member for good: their user is deleted (so the email is free to join a team again),
 * every session of theirs ends, and their reset links and recovery codes go with them. Only an
 * owner removes an owner, and the last owner stays.
 */
export async function removeMember(ctx: AppContext, { principal, userId, ip }: { principal: MerchantPrincipal; userId: string; ip: string }): Promise<void> {
  if (!isUuid(userId)) throw memberNotFound();
  await ctx.database.db.transaction(async (tx) => {
    const actor = await lockTeam(tx, principal);
    const member = await findMember(tx, actor, userId);
    if (member.role === 'OWNER') {
      if (actor.role !== 'OWNER') throw forbiddenRole('Only an owner can remove an owner.');
      if ((await countOwners(tx, actor.merchantDbId)) <= 1) throw lastOwner('remove');
    }

    await revokeMerchantUserSessions(tx, member.id);
    await tx
      .update(passwordResetTokens)
      .set({ voidedAt: appNow(ctx) })
      .where(and(eq(passwordResetTokens.merchantUserId, member.id), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.voidedAt)));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.merchantUserId, member.id));
    await tx.delete(merchantUsers).where(eq(merchantUsers.id, member.id));

    await queueTeamEmail(tx, ctx, member.email, {
      kind: 'team-removed',
      companyName: actor.companyName,
      firstName: member.firstName,
      removedBy: member.id === actor.userId ? null : actor.name,
    });
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'merchant.team.member.remove',
      targetType: 'merchant_user',
      targetId: member.id,
      before: { merchantId: actor.merchantId, email: member.email, name: `${member.firstName} ${member.lastName}`, role: member.role },
      ip,
    });
  });
}
