import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MerchantRole } from '@contract/merchant-auth';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { invitations, merchants } from '@server/db/schema/index';
import { AppError, badRequest, rateLimited } from '@server/errors';
import { recordAudit } from '../audit/record-audit';
import { hit, peek, type RateLimitRule } from '../rate-limit/rate-limiter';
import { invitationHashMatches, hashInvitationToken, looksLikeInvitationToken } from './invitation-token';

/** One answer for every unusable link, so it says nothing about which tokens ever existed. */
export const invalidInvitation = (): AppError =>
  badRequest('This invitation link is not valid: it may have been used, revoked or have expired. Ask the account owner or an administrator for a new invitation.', 'INVALID_INVITATION', {
    field: 'token',
  });

/** Unusable links tried from one address in 15 minutes, for the look-up and the accept call together. */
const FAILURES_PER_IP = 20;

export function invitationThrottle(ip: string) {
  const rule: RateLimitRule = { key: `team-invitation:ip:${ip}`, limit: FAILURES_PER_IP, windowSeconds: 15 * 60 };
  return {
    async assertAllowed(db: DbOrTx): Promise<void> {
      const state = await peek(db, rule);
      if (!state.allowed) throw rateLimited(state.retryAfterSeconds, (wait) => `Too many invalid invitation links from this address. Try again ${wait}.`);
    },
    async recordFailure(db: DbOrTx): Promise<void> {
      await hit(db, rule);
    },
  };
}

export interface UsableInvitation {
  id: string;
  email: string;
  role: MerchantRole;
  expiresAt: Date;
  merchantDbId: string;
  merchantId: string;
  companyName: string;
  merchantStatus: (typeof merchants.$inferSelect)['status'];
}

/** The pending, unexpired merchant invitation a token names, or null. */
export async function findUsableInvitation(ctx: AppContext, token: string): Promise<UsableInvitation | null> {
  if (!looksLikeInvitationToken(token)) return null;
  const key = ctx.keys.invitationTokens;
  const [row] = await ctx.database.db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      tokenHash: invitations.tokenHash,
      expiresAt: invitations.expiresAt,
      merchantDbId: merchants.id,
      merchantId: merchants.merchantId,
      companyName: merchants.companyName,
      merchantStatus: merchants.status,
    })
    .from(invitations)
    .innerJoin(merchants, eq(merchants.id, invitations.merchantId))
    .where(
      and(
        eq(invitations.tokenHash, hashInvitationToken(key, token)),
        eq(invitations.kind, 'merchant'),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, appNow(ctx)),
      ),
    )
    .limit(1);
  if (!row || !invitationHashMatches(key, token, row.tokenHash)) return null;
  const { tokenHash: _hash, ...rest } = row;
  return { ...rest, role: rest.role as MerchantRole };
}

/** Counts a failed use of a link against the address, and records it in the audit trail. */
export async function recordInvalidInvitation(ctx: AppContext, { ip, action }: { ip: string; action: string }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await invitationThrottle(ip).recordFailure(tx);
    await recordAudit(tx, { actorType: 'anonymous', action, targetType: 'invitation', ip });
  });
}
