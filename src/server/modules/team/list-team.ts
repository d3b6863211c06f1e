import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MerchantRole } from '@contract/merchant-auth';
import type { TeamInvitation, TeamResponse } from '@contract/merchant-team';
import { appNow, type AppContext } from '@server/context';
import { invitations, merchantUsers } from '@server/db/schema/index';
import type { MerchantPrincipal } from '@server/principals';
import { fullName, toTeamMember } from './team-access';

const ROLE_ORDER = sql`case ${merchantUsers.role} when 'OWNER' then 0 when 'ADMIN' then 1 when 'DEVELOPER' then 2 else 3 end`;

export function toTeamInvitation(row: { id: string; email: string; role: string; createdAt: Date; expiresAt: Date }, invitedBy: string | null): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as MerchantRole,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy,
  };
}

/** Everyone on the caller's team, and the invitations still waiting to be accepted. */
export async function listTeam(ctx: AppContext, { principal }: { principal: MerchantPrincipal }): Promise<TeamResponse> {
  const { db } = ctx.database;
  const inviter = alias(merchantUsers, 'inviter');
  const [members, pending] = await Promise.all([
    db
      .select()
      .from(merchantUsers)
      .where(eq(merchantUsers.merchantId, principal.merchantDbId))
      .orderBy(ROLE_ORDER, asc(merchantUsers.createdAt), asc(merchantUsers.id)),
    db
      .select({ invitation: invitations, inviterFirst: inviter.firstName, inviterLast: inviter.lastName })
      .from(invitations)
      // Only a member still on this team is named; someone removed since shows as nobody.
      .leftJoin(inviter, and(eq(inviter.id, invitations.invitedBy), eq(inviter.merchantId, invitations.merchantId)))
      .where(
        and(
          eq(invitations.kind, 'merchant'),
          eq(invitations.merchantId, principal.merchantDbId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, appNow(ctx)),
        ),
      )
      .orderBy(desc(invitations.createdAt), desc(invitations.id)),
  ]);
  return {
    members: members.map((m) => toTeamMember(m, principal.userId)),
    invitations: pending.map((p) =>
      toTeamInvitation(
        p.invitation,
        p.inviterFirst !== null && p.inviterLast !== null ? fullName({ firstName: p.inviterFirst, lastName: p.inviterLast }) : null,
      ),
    ),
  };
}
