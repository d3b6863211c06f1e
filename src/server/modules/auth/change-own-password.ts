import { appNow, type AppContext } from '@server/context';
import { badRequest, notFound, rateLimited } from '@server/errors';
import { recordAudit } from '../audit';
import { queuePasswordEmail } from '../email';
import { hit, refund, reset, type RateLimitRule } from '../rate-limit';
import { auditTarget, findPasswordAccount, resetSubject, revokeAccountSessions, storePasswordHash, type PasswordAudience } from './password-accounts';
import { hashPassword, verifyPassword } from './passwords';
import { voidResetTokens } from './reset-tokens';

/** Wrong current passwords per account in 15 minutes: a stolen session cannot be used to guess the password. */
const FAILURE_LIMIT = 5;
const WINDOW_SECONDS = 15 * 60;

export interface ChangeOwnPasswordOptions {
  audience: PasswordAudience;
  accountId: string;
  /** The session making the request: it stays signed in, every other one ends. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  ip: string;
}

/**
 * A signed-in user changes their own password: the current one must be right, the other sessions
 * end, unused reset links are voided, and the user is emailed. Audited either way.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  { audience, accountId, sessionId, currentPassword, newPassword, ip }: ChangeOwnPasswordOptions,
): Promise<void> {
  const { db } = ctx.database;
  const account = await findPasswordAccount(db, audience, { id: accountId });
  if (!account) throw notFound('Account not found');
  const failures: RateLimitRule = { key: `${audience}-password-change:account:${account.id}`, limit: FAILURE_LIMIT, windowSeconds: WINDOW_SECONDS };
  // Counted before the check, so a concurrent burst cannot all be checked (rate-limiter.ts).
  const counted = await hit(db, failures);
  if (!counted.allowed) throw rateLimited(counted.retryAfterSeconds, (wait) => `Too many wrong current passwords. Try again ${wait}.`);

  const actor = { actorType: audience, actorId: account.id, actorEmail: account.email, ...auditTarget(account), ip } as const;
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    await recordAudit(db, { ...actor, action: `${audience}.password.change_failure` });
    throw badRequest('Current password is incorrect', 'INVALID_PASSWORD', { field: 'currentPassword' });
  }
  if (currentPassword === newPassword) {
    // The right password: not a failure.
    await refund(db, failures, counted);
    throw badRequest('Choose a new password different from the current one', 'VALIDATION_ERROR', { field: 'newPassword' });
  }

  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await storePasswordHash(tx, account, passwordHash);
    await revokeAccountSessions(tx, account, sessionId);
    await voidResetTokens(tx, resetSubject(account), appNow(ctx));
    await reset(tx, failures.key);
    await queuePasswordEmail(tx, ctx, audience, account.email, { kind: 'password-changed', how: 'change' });
    await recordAudit(tx, { ...actor, action: `${audience}.password.change` });
  });
}
