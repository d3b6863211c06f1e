import { and, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { appNow } from '@server/context';
import { mfaChallenges, mfaRecoveryCodes } from '@server/db/schema/index';
import { badRequest, conflict, notFound } from '@server/errors';
import { recordAudit } from '../audit';
import { verifyPassword } from '../auth';
import { refund, type RateLimitState } from '../rate-limit';
import { auditActorOf, auditTarget, challengesOf, findMfaAccount, recoveryCodesOf, updateMfaColumns, type MfaAccountRef } from './mfa-accounts';
import { countAttempt, disableRule } from './mfa-limits';
import { refusalMessage, useSecondFactor } from './second-factor';

/**
 * Turns two-factor sign-in off. A session alone is not enough: it takes the password and a
 * current code, or an unused recovery code (for someone who lost the phone and signed in with one).
 * The secret, the recovery codes and any pending sign-in challenges are removed.
 *
 * Refusals are 400 with the field, not 401: the caller's session is fine, and a 401 would sign them out.
 */
export async function disableMfa(
  ctx: AppContext,
  { account: ref, password, code, ip }: { account: MfaAccountRef; password: string; code: string; ip: string },
): Promise<void> {
  const { db } = ctx.database;
  const rule = disableRule(ref);
  const current = await findMfaAccount(db, ref);
  if (!current) throw notFound('Account not found');
  if (!current.mfaEnabledAt) throw conflict('Two-factor sign-in is not on.', 'MFA_NOT_ENABLED');
  // Counted before the password and the code are checked, so a concurrent burst cannot all be checked.
  const [counted] = (await countAttempt(db, [rule])) as [RateLimitState];

  const refuse = async (field: 'password' | 'code', message: string, errorCode: 'INVALID_PASSWORD' | 'INVALID_MFA_CODE' | 'MFA_CODE_USED'): Promise<never> => {
    await recordAudit(db, { ...auditActorOf(ref, current.email, ip), action: `${ref.kind}.mfa.disable.failure`, ...auditTarget(ref), after: { field } });
    throw badRequest(message, errorCode, { field });
  };

  if (!(await verifyPassword(current.passwordHash, password))) await refuse('password', 'Password is incorrect', 'INVALID_PASSWORD');

  const outcome = await db.transaction(async (tx) => {
    const account = await findMfaAccount(tx, ref, { lock: true });
    if (!account?.mfaEnabledAt) throw conflict('Two-factor sign-in is not on.', 'MFA_NOT_ENABLED');
    const result = await useSecondFactor(tx, ctx, account, code, appNow(ctx));
    if (!result.ok) return result;
    await updateMfaColumns(tx, ref, { mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null });
    await tx.delete(mfaRecoveryCodes).where(recoveryCodesOf(ref));
    await tx
      .update(mfaChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(challengesOf(ref), isNull(mfaChallenges.usedAt)));
    await recordAudit(tx, { ...auditActorOf(ref, account.email, ip), action: `${ref.kind}.mfa.disable`, ...auditTarget(ref), after: { with: result.method } });
    await refund(tx, rule, counted);
    return result;
  });
  if (!outcome.ok) await refuse('code', refusalMessage(outcome, code), outcome.reason === 'used' ? 'MFA_CODE_USED' : 'INVALID_MFA_CODE');
}
