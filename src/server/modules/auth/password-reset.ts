import { RESET_REQUESTED_MESSAGE } from '@contract/account-security';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { AppError, rateLimited } from '@server/errors';
import { recordAudit, type AuditEntry } from '../audit';
import { queuePasswordEmail } from '../email';
import { hit, refund, type RateLimitRule } from '../rate-limit';
import { loginThrottle } from './login-throttle';
import {
  auditTarget,
  findPasswordAccount,
  resetSubject,
  revokeAccountSessions,
  storePasswordHash,
  type PasswordAccount,
  type PasswordAudience,
} from './password-accounts';
import { hashPassword } from './passwords';
import { findUsableResetToken, issueResetToken, useResetToken, voidResetTokens } from './reset-tokens';

/**
 * "Forgot your password?" for merchant users and admins (OWASP ASVS 2.5): the request answers
 * the same whether or not the account exists, and the link it emails works once, for 30 minutes.
 */

const WINDOW_SECONDS = 15 * 60;
/** Reset emails per address in the window: enough for a lost email or two, too few to flood an inbox. */
const EMAIL_LIMIT = 3;
const IP_LIMIT = 10;
/** Unusable tokens per address in the window, before the confirm step refuses to look. */
const CONFIRM_FAILURE_LIMIT = 10;

const emailRule = (audience: PasswordAudience, email: string): RateLimitRule => ({
  key: `${audience}-password-reset:email:${email}`,
  limit: EMAIL_LIMIT,
  windowSeconds: WINDOW_SECONDS,
});

/** Counts one reset email for the address, refusing past the limit. Shared with a super admin's "Send password reset". */
export async function countResetEmail(db: DbOrTx, audience: PasswordAudience, email: string): Promise<void> {
  const state = await hit(db, emailRule(audience, email));
  if (!state.allowed) throw rateLimited(state.retryAfterSeconds, (wait) => `Too many password reset emails for this address. Try again ${wait}.`);
}

export function invalidResetToken(): AppError {
  return new AppError('INVALID_RESET_TOKEN', 400, 'This reset link is invalid, has been used or has expired. Ask for a new one.');
}

/** A new token for an active account and the email carrying its link, in the caller's transaction. */
export async function sendResetLink(tx: DbOrTx, ctx: AppContext, account: PasswordAccount, options: { requestedBySomeoneElse?: boolean } = {}): Promise<void> {
  const token = await issueResetToken(tx, ctx.keys.passwordReset, resetSubject(account), appNow(ctx));
  await queuePasswordEmail(tx, ctx, account.audience, account.email, { kind: 'password-reset', token, ...options });
}

export async function requestPasswordReset(
  ctx: AppContext,
  { audience, email, ip }: { audience: PasswordAudience; email: string; ip: string },
): Promise<{ message: string }> {
  const { db } = ctx.database;
  const normalised = email.trim().toLowerCase();
  const byIp = await hit(db, { key: `${audience}-password-reset:ip:${ip}`, limit: IP_LIMIT, windowSeconds: WINDOW_SECONDS });
  if (!byIp.allowed) throw rateLimited(byIp.retryAfterSeconds, (wait) => `Too many password reset requests from this address. Try again ${wait}.`);
  await countResetEmail(db, audience, normalised);

  const account = await findPasswordAccount(db, audience, { email: normalised });
  const sent = account !== undefined && account.active;
  await db.transaction(async (tx) => {
    if (sent) await sendResetLink(tx, ctx, account);
    await recordAudit(tx, {
      actorType: 'anonymous',
      actorEmail: normalised,
      action: `${audience}.password_reset.request`,
      ...(account ? auditTarget(account) : { targetType: audience === 'merchant' ? 'merchant_user' : 'admin' }),
      // For the audit trail only: the caller gets the same answer either way.
      after: { sent, ...(account && !account.active ? { reason: 'deactivated' } : {}) },
      ip,
    });
  });
  return { message: RESET_REQUESTED_MESSAGE };
}

export async function confirmPasswordReset(
  ctx: AppContext,
  { audience, token, password, ip }: { audience: PasswordAudience; token: string; password: string; ip: string },
): Promise<{ message: string }> {
  const { db } = ctx.database;
  const failures: RateLimitRule = { key: `${audience}-password-reset-confirm:ip:${ip}`, limit: CONFIRM_FAILURE_LIMIT, windowSeconds: WINDOW_SECONDS };
  // Every attempt is counted before the token is looked up; a link that works hands its count back.
  const counted = await hit(db, failures);
  if (!counted.allowed) throw rateLimited(counted.retryAfterSeconds, (wait) => `Too many attempts with reset links that do not work. Try again ${wait}.`);

  const found = await findUsableResetToken(db, ctx.keys.passwordReset, audience, token, appNow(ctx));
  const ownerId = found && (found.subject.subjectType === 'merchant' ? found.subject.merchantUserId : found.subject.adminId);
  const account = ownerId ? await findPasswordAccount(db, audience, { id: ownerId }) : undefined;
  const refuse = async (entry: Partial<AuditEntry> = {}) => {
    await recordAudit(db, { actorType: 'anonymous', action: `${audience}.password_reset.invalid`, ip, ...entry });
    return invalidResetToken();
  };
  if (!found || !account) throw await refuse();
  if (!account.active) throw await refuse({ ...auditTarget(account), after: { reason: 'deactivated' } });

  // Slow on purpose; done before the transaction, and only for a token that checked out.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const now = appNow(ctx);
    // Another request may have used it (or a newer one voided it) while the hash was computed.
    if (!(await useResetToken(tx, found.id, now))) throw invalidResetToken();
    await storePasswordHash(tx, account, passwordHash);
    await voidResetTokens(tx, found.subject, now);
    await revokeAccountSessions(tx, account);
    // Whoever holds the reset link can choose the password anyway; a lockout from failed sign-ins ends with it.
    await loginThrottle(audience, account.email, ip).clear(tx);
    await refund(tx, failures, counted);
    await queuePasswordEmail(tx, ctx, audience, account.email, { kind: 'password-changed', how: 'reset' });
    await recordAudit(tx, {
      actorType: audience,
      actorId: account.id,
      actorEmail: account.email,
      action: `${audience}.password_reset.confirm`,
      ...auditTarget(account),
      ip,
    });
  });
  return { message: 'Your password has been reset and every session signed out. Sign in with your new password.' };
}
