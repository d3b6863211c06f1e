import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { appNow } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { mfaChallenges } from '@server/db/schema/index';
import { unauthorized } from '@server/errors';
import { recordAudit } from '../audit';
import { refund, reset, type RateLimitState } from '../rate-limit';
import { auditActorOf, auditTarget, countUnusedRecoveryCodes, findMfaAccount, type MfaAccount, type MfaKind } from './mfa-accounts';
import { accountVerifyRule, addressVerifyRule, CHALLENGE_ATTEMPTS, challengeRule, countAttempt } from './mfa-limits';
import { verifyMfaToken } from './mfa-token';
import { refusalMessage, useSecondFactor } from './second-factor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CHALLENGE_GONE = 'This sign-in step has expired or was already used. Sign in again.';

export interface VerifyMfaInput {
  kind: MfaKind;
  mfaToken: string;
  code: string;
  ip: string;
}

/** Makes the session once the code is right, inside the same transaction: admin or merchant. */
export type IssueSession<T> = (tx: DbOrTx, account: MfaAccount, via: 'totp' | 'recovery') => Promise<T>;

/**
 * The second step of sign-in. The token must be genuine, unexpired and of this kind, and its
 * challenge row unused and unexpired; the code must be current and unused (or an unused recovery
 * code). Then the challenge is spent and the session issued, all in one transaction, so a token or
 * a code works once however many requests race. Wrong codes count per challenge (the fifth ends it),
 * per account and per address (429 with Retry-After once the allowance is gone).
 */
export async function verifyMfaSignIn<T>(ctx: AppContext, { kind, mfaToken, code, ip }: VerifyMfaInput, issue: IssueSession<T>): Promise<T> {
  const { db } = ctx.database;
  const now = appNow(ctx);
  const claims = await verifyMfaToken(ctx.keys.jwt, mfaToken, kind, now);
  if (!claims || !UUID.test(claims.cid) || !UUID.test(claims.sub)) throw unauthorized(CHALLENGE_GONE, 'MFA_TOKEN_INVALID');
  const ref = { kind, id: claims.sub };
  // A challenge already spent, ended or expired is refused without counting: no code is checked for it.
  const [live] = await db
    .select({ id: mfaChallenges.id })
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, claims.cid), isNull(mfaChallenges.usedAt), gt(mfaChallenges.expiresAt, now)))
    .limit(1);
  if (!live) throw unauthorized(CHALLENGE_GONE, 'MFA_TOKEN_INVALID');
  // Counted before the code is checked, so of a concurrent burst at most the allowance is checked.
  const accountRule = accountVerifyRule(ref);
  const addressRule = addressVerifyRule(ip);
  const [perAccount, perAddress, perChallenge] = (await countAttempt(db, [accountRule, addressRule, challengeRule(claims.cid)])) as [
    RateLimitState,
    RateLimitState,
    RateLimitState,
  ];

  const outcome = await db.transaction(async (tx) => {
    const [challenge] = await tx.select().from(mfaChallenges).where(eq(mfaChallenges.id, claims.cid)).limit(1).for('update');
    const owner = kind === 'admin' ? challenge?.adminId : challenge?.merchantUserId;
    if (!challenge || challenge.usedAt !== null || challenge.expiresAt <= now || challenge.subjectType !== kind || owner !== ref.id) {
      return { status: 'gone' } as const;
    }
    const account = await findMfaAccount(tx, ref, { lock: true });
    if (!account?.mfaEnabledAt || !account.mfaSecret) return { status: 'gone' } as const;

    const result = await useSecondFactor(tx, ctx, account, code, now);
    if (!result.ok) return { status: 'refused', result, email: account.email } as const;

    await tx
      .update(mfaChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(mfaChallenges.id, challenge.id));
    await reset(tx, accountRule.key);
    await reset(tx, challengeRule(challenge.id).key);
    await refund(tx, addressRule, perAddress);
    if (result.method === 'recovery') {
      await recordAudit(tx, {
        ...auditActorOf(ref, account.email, ip),
        action: `${kind}.mfa.recovery_code_used`,
        ...auditTarget(ref),
        after: { recoveryCodesLeft: await countUnusedRecoveryCodes(tx, ref) },
      });
    }
    return { status: 'ok', value: await issue(tx, account, result.method) } as const;
  });

  if (outcome.status === 'ok') return outcome.value;
  if (outcome.status === 'gone') throw unauthorized(CHALLENGE_GONE, 'MFA_TOKEN_INVALID');

  const ended = await db.transaction(async (tx) => {
    const actor = auditActorOf(ref, outcome.email, ip);
    // A burst, not every slip: the audit trail records when an allowance runs out.
    if (perAccount.count === accountRule.limit) {
      await recordAudit(tx, { ...actor, action: `${kind}.mfa.verify.locked`, ...auditTarget(ref), after: { wrongCodes: perAccount.count } });
    }
    if (perChallenge.count < CHALLENGE_ATTEMPTS) return false;
    await tx
      .update(mfaChallenges)
      .set({ usedAt: sql`now()` })
      .where(eq(mfaChallenges.id, claims.cid));
    await recordAudit(tx, { ...actor, action: `${kind}.mfa.verify.challenge_ended`, ...auditTarget(ref), after: { wrongCodes: perChallenge.count } });
    return true;
  });
  if (ended) throw unauthorized('Too many wrong codes. Sign in again.', 'MFA_CHALLENGE_ENDED');
  throw unauthorized(refusalMessage(outcome.result, code), outcome.result.reason === 'used' ? 'MFA_CODE_USED' : 'INVALID_MFA_CODE');
}
