import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MerchantRole } from '@contract/merchant-auth';
import { INVITATION_TTL_DAYS, type TeamInvitation } from '@contract/merchant-team';
import { appNow, type AppContext } from '@server/context';
import { invitations, merchantUsers } from '@server/db/schema/index';
import { conflict, rateLimited } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { hit } from '../rate-limit';
import { newInvitationToken } from './invitation-token';
import { toTeamInvitation } from './list-team';
import { emailInUse, forbiddenRole, lockTeam } from './team-access';
import { queueTeamEmail } from './team-emails';

/**
 * Invitations per merchant an hour, counting refused attempts too: each one sends an email to an
 * address the merchant chose, and a refusal says whether an address has an account.
 */
export const INVITE_LIMIT_PER_HOUR = 20;
/** Pending invitations a merchant may have at once. */
export const MAX_PENDING_INVITATIONS = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InviteMemberOptions {
  principal: MerchantPrincipal;
  email: string;
  role: MerchantRole;
  ip: string;
}

/** Stores a single-use invitation, 7 days long, and queues the email that carries its link. */
export async function inviteMember(ctx: AppContext, { principal, email, role, ip }: InviteMemberOptions): Promise<TeamInvitation> {
  const { db } = ctx.database;
  const address = email.trim().toLowerCase();
  const limit = await hit(db, { key: `team-invite:merchant:${principal.merchantDbId}`, limit: INVITE_LIMIT_PER_HOUR, windowSeconds: 60 * 60 });
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds, (wait) => `Too many invitations from this account. Try again ${wait}.`);

  return db.transaction(async (tx) => {
    const actor = await lockTeam(tx, principal);
    if (role === 'OWNER' && actor.role !== 'OWNER')
      throw forbiddenRole('Only an owner can invite someone as an owner. Choose another role, or ask an owner.', 'role');

    const [taken] = await tx.select({ id: merchantUsers.id }).from(merchantUsers).where(eq(merchantUsers.email, address)).limit(1);
    if (taken) throw emailInUse();

    const now = appNow(ctx);
    // One live link per address and merchant: inviting again replaces the earlier link.
    const replaced = await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitations.kind, 'merchant'),
          eq(invitations.merchantId, actor.merchantDbId),
          eq(invitations.email, address),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning({ id: invitations.id });

    const [pending] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(invitations)
      .where(
        and(
          eq(invitations.kind, 'merchant'),
          eq(invitations.merchantId, actor.merchantDbId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, now),
        ),
      );
    if ((pending?.count ?? 0) >= MAX_PENDING_INVITATIONS) {
      throw conflict(`This account already has ${MAX_PENDING_INVITATIONS} pending invitations. Revoke some before sending more.`, 'TOO_MANY_INVITATIONS');
    }

    const { token, hash } = newInvitationToken(ctx.keys.invitationTokens);
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    const [row] = await tx
      .insert(invitations)
      .values({ kind: 'merchant', merchantId: actor.merchantDbId, email: address, role, tokenHash: hash, invitedBy: actor.userId, createdAt: now, expiresAt })
      .returning();

    await queueTeamEmail(tx, ctx, address, {
      kind: 'team-invitation',
      companyName: actor.companyName,
      invitedBy: actor.name,
      role,
      token,
      expiresAt,
    });
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'merchant.team.invite',
      targetType: 'invitation',
      targetId: row!.id,
      after: {
        merchantId: actor.merchantId,
        email: address,
        role,
        expiresAt: expiresAt.toISOString(),
        ...(replaced.length > 0 ? { replaces: replaced.map((r) => r.id) } : {}),
      },
      ip,
    });
    return toTeamInvitation(row!, actor.name);
  });
}
