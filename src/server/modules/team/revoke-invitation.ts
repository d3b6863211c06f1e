import { and, eq } from 'drizzle-orm';
import { appNow, type AppContext } from '@server/context';
import { isUuid } from '@server/db/keyset';
import { invitations } from '@server/db/schema/index';
import { conflict } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { forbiddenRole, invitationNotFound, lockTeam } from './team-access';

/** Stops an invitation's link at once. Revoking twice is harmless; an accepted invitation is history. */
export async function revokeInvitation(
  ctx: AppContext,
  { principal, invitationId, ip }: { principal: MerchantPrincipal; invitationId: string; ip: string },
): Promise<void> {
  if (!isUuid(invitationId)) throw invitationNotFound();
  await ctx.database.db.transaction(async (tx) => {
    const actor = await lockTeam(tx, principal);
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.kind, 'merchant'), eq(invitations.merchantId, actor.merchantDbId)))
      .for('update')
      .limit(1);
    if (!row) throw invitationNotFound();
    if (row.acceptedAt) throw conflict('This invitation has already been accepted. To take the access away, remove the member instead.', 'INVITATION_ACCEPTED');
    if (row.revokedAt) return;
    // The same rule as for members: only an owner undoes what only an owner can do.
    if (row.role === 'OWNER' && actor.role !== 'OWNER') throw forbiddenRole('Only an owner can revoke an invitation to the Owner role.');
    await tx
      .update(invitations)
      .set({ revokedAt: appNow(ctx) })
      .where(eq(invitations.id, row.id));
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'merchant.team.invitation.revoke',
      targetType: 'invitation',
      targetId: row.id,
      before: { merchantId: actor.merchantId, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() },
      ip,
    });
  });
}
