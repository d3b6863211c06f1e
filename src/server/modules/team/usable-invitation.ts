import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MerchantRole } from '@contract/merchant-auth';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { invitations, merchants } from '@server/db/schema/index';
import { AppError, badRequest, rateLimited } from '@server/errors';
import { recordAudit } from '../audit';
import { hit, refund, type RateLimitRule, type RateLimitState } from '../rate-limit';
import { invitationHashMatches, hashInvitationToken, looksLikeInvitationToken } from './invitation-token';

/** One answer for every unusable link, so it says nothing about which tokens ever existed. */
export const invalidInvitation = (): AppError =>
  badRequest(
    'This invitation link is not valid: it may have been used, revoked or have expired. Ask the account owner or an administrator for a new invitation.',
    'INVALID_INVITATION',
    {
      field: 'token',
    },
  );

/** Unusable links tried from one address in 15 minutes, for the look-up and the accept call together. */
const FAILURES_PER_IP = 20;

/**
 * Each use of a link is counted against the address before the link is looked up (so a concurrent
 * burst of guesses cannot all be tried); a link that turns out usable hands its count back, so
 * only unusable ones add up.
 */
export function invitationThrottle(ip: string) {
  const rule: RateLimitRule = { key: `team-invitation:ip:${ip}`, limit: FAILURES_PER_IP, windowSeconds: 15 * 60 };
  return {
    async countAttempt(db: DbOrTx): Promise<{ usable(db: DbOrTx): Promise<void> }> {
      const counted: RateLimitState = await hit(db, rule);
      if (!counted.allowed) throw rateLimited(counted.retryAfterSeconds, (wait) => `Too many invalid invitation links from this address. Try again ${wait}.`);
      return { usable: (on) => refund(on, rule, counted) };
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

/** Records a failed use of a link in the audit trail (the attempt was counted before the look-up). */
export async function recordInvalidInvitation(ctx: AppContext, { ip, action }: { ip: string; action: string }): Promise<void> {
  await recordAudit(ctx.database.db, { actorType: 'anonymous', action, targetType: 'invitation', ip });
}
