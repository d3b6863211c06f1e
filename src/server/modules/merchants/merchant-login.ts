import type { MerchantLoginResponse } from '@contract/merchant-auth';
import type { AppContext } from '@server/context';
import { merchantSuspended, unauthorized } from '@server/errors';
import { recordAudit } from '../audit';
import { dummyPasswordHash, verifyPassword, createSession, signToken, loginThrottle } from '../auth';
import { startMfaChallenge } from '../mfa';
import { findMerchantUser, toAccountView } from './merchant-account';

const INVALID = 'Invalid email or password';

export async function merchantLogin(
  ctx: AppContext,
  { email, password, ip, userAgent }: { email: string; password: string; ip: string; userAgent?: string },
): Promise<MerchantLoginResponse> {
  const { db } = ctx.database;
  const normalised = email.trim().toLowerCase();
  const throttle = loginThrottle('merchant', normalised, ip);
  const attempt = await throttle.countAttempt(db);

  const found = await findMerchantUser(db, { email: normalised });
  // Verify against a dummy hash for unknown emails so both failures take as long.
  const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), password);
  if (!found || !ok) {
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorType: 'anonymous',
        actorEmail: normalised,
        action: 'merchant.login.failure',
        targetType: 'merchant_user',
        targetId: found?.user.id ?? null,
        ip,
      });
    });
    throw unauthorized(INVALID, 'INVALID_CREDENTIALS');
  }

  const { user, merchant } = found;
  // Only after the password checks out, so the answer reveals nothing to a stranger.
  if (merchant.status === 'SUSPENDED') {
    await recordAudit(db, {
      actorType: 'merchant',
      actorId: user.id,
      actorEmail: user.email,
      action: 'merchant.login.suspended',
      targetType: 'merchant',
      targetId: merchant.merchantId,
      ip,
    });
    throw merchantSuspended();
  }
  // Two-factor sign-in on: the password earns a 5-minute challenge, not a session (modules/mfa/verify-mfa.ts).
  if (user.mfaEnabledAt) {
    return db.transaction(async (tx) => {
      await attempt.succeeded(tx);
      return startMfaChallenge(tx, ctx, { account: { kind: 'merchant', id: user.id }, email: user.email, ip, userAgent });
    });
  }

  return db.transaction(async (tx) => {
    const sessionId = await createSession(
      tx,
      { subjectType: 'merchant', merchantUserId: user.id, merchantId: merchant.id },
      ctx.config.sessions.merchant,
      ip,
      userAgent,
    );
    await attempt.succeeded(tx);
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: user.id,
      actorEmail: user.email,
      action: 'merchant.login.success',
      targetType: 'merchant',
      targetId: merchant.merchantId,
      ip,
    });
    const token = await signToken(ctx.keys.jwt, { type: 'merchant', sid: sessionId, sub: user.id, email: user.email }, ctx.config.sessions.merchant.maxSeconds);
    return { token, ...toAccountView(user, merchant) };
  });
}
