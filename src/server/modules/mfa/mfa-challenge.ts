import { and, isNotNull, lt, or } from 'drizzle-orm';
import { MFA_CHALLENGE_SECONDS, type MfaChallengeResponse } from '@contract/mfa';
import type { AppContext } from '@server/context';
import { appNow } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { mfaChallenges } from '@server/db/schema/index';
import { recordAudit } from '../audit';
import { sessionUserAgent } from '../auth';
import { accountColumns, auditActorOf, auditTarget, challengesOf, type MfaAccountRef } from './mfa-accounts';
import { signMfaToken } from './mfa-token';

/**
 * The sign-in answer when the password was right and two-factor sign-in is on: a challenge row
 * that lasts 5 minutes and a signed token naming it, to exchange at the verify endpoint once.
 * Call inside the login's transaction.
 */
export async function startMfaChallenge(
  tx: DbOrTx,
  ctx: AppContext,
  { account: ref, email, ip, userAgent }: { account: MfaAccountRef; email: string; ip: string; userAgent?: string | string[] },
): Promise<MfaChallengeResponse> {
  const now = appNow(ctx);
  // Spent and expired challenges of this account are of no further use.
  await tx.delete(mfaChallenges).where(and(challengesOf(ref), or(isNotNull(mfaChallenges.usedAt), lt(mfaChallenges.expiresAt, now))));
  const [row] = await tx
    .insert(mfaChallenges)
    .values({
      ...accountColumns(ref),
      expiresAt: new Date(now.getTime() + MFA_CHALLENGE_SECONDS * 1000),
      ip,
      userAgent: sessionUserAgent(userAgent),
    })
    .returning({ id: mfaChallenges.id });
  await recordAudit(tx, { ...auditActorOf(ref, email, ip), action: `${ref.kind}.login.mfa_challenge`, ...auditTarget(ref) });
  const mfaToken = await signMfaToken(ctx.keys.jwt, { cid: row!.id, kind: ref.kind, sub: ref.id }, now);
  return { mfaRequired: true, mfaToken };
}
