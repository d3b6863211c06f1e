import { eq } from 'drizzle-orm';
import type { MerchantRole } from '@contract/merchant-auth';
import type { TeamMember } from '@contract/merchant-team';
import type { AppContext } from '@server/context';
import { isUuid } from '@server/db/keyset';
import { merchantUsers } from '@server/db/schema/index';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { countOwners, findMember, forbiddenRole, lastOwner, lockTeam, memberNotFound, toTeamMember } from './team-access';
import { queueTeamEmail } from './team-emails';

export interface ChangeMemberRoleOptions {
  principal: MerchantPrincipal;
  userId: string;
  role: MerchantRole;
  ip: string;
}

/**
 * Gives a member another role. It applies to their very next request, because the session guard
 * reads the role from the database every time. Only an owner grants or takes away the Owner
 * role, and the last owner keeps it.
 */
export async function changeMemberRole(ctx: AppContext, { principal, userId, role, ip }: ChangeMemberRoleOptions): Promise<TeamMember> {
  if (!isUuid(userId)) throw memberNotFound();
  return ctx.database.db.transaction(async (tx) => {
    const actor = await lockTeam(tx, principal);
    const member = await findMember(tx, actor, userId);
    if (member.role === role) return toTeamMember(member, actor.userId);
    if ((member.role === 'OWNER' || role === 'OWNER') && actor.role !== 'OWNER') {
      throw forbiddenRole(member.role === 'OWNER' ? "Only an owner can change an owner's role." : 'Only an owner can make someone an owner.', 'role');
    }
    if (member.role === 'OWNER' && (await countOwners(tx, actor.merchantDbId)) <= 1) throw lastOwner('demote');

    const [updated] = await tx.update(merchantUsers).set({ role }).where(eq(merchantUsers.id, member.id)).returning();
    await queueTeamEmail(tx, ctx, member.email, {
      kind: 'team-role-changed',
      companyName: actor.companyName,
      firstName: member.firstName,
      changedBy: member.id === actor.userId ? null : actor.name,
      from: member.role,
      to: role,
    });
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'merchant.team.role.change',
      targetType: 'merchant_user',
      targetId: member.id,
      before: { merchantId: actor.merchantId, email: member.email, role: member.role },
      after: { role },
      ip,
    });
    return toTeamMember(updated!, actor.userId);
  });
}
