import { eq } from 'drizzle-orm';
import { openAdminSession, createSession, signToken } from '../auth';
import type { AdminLoginSession } from '@contract/admin-auth';
import type { MerchantSessionResponse } from '@contract/merchant-auth';
import type { AppContext } from '@server/context';
import { admins } from '@server/db/schema/index';
import { merchantSuspended, unauthorized } from '@server/errors';
import { recordAudit } from '../audit';
import { findMerchantUser, toAccountView } from '../merchants';
import { CHALLENGE_GONE, verifyMfaSignIn } from './verify-mfa';

interface Input {
  mfaToken: string;
  code: string;
  ip: string;
  userAgent?: string | string[];
}

/** POST /api/merchant/mfa/verify: the same answer as a sign-in without two-factor. */
export async function verifyMerchantMfa(ctx: AppContext, { mfaToken, code, ip, userAgent }: Input): Promise<MerchantSessionResponse> {
  return verifyMfaSignIn(ctx, { kind: 'merchant', mfaToken, code, ip }, async (tx, account, via) => {
    const found = await findMerchantUser(tx, { userId: account.id });
    if (!found) throw unauthorized(CHALLENGE_GONE, 'MFA_TOKEN_INVALID');
    const { user, merchant } = found;
    // Suspended while the code was being typed: the transaction rolls back, so the code is not spent.
    if (merchant.status === 'SUSPENDED') throw merchantSuspended();
    const sessionId = await createSession(
      tx,
      { subjectType: 'merchant', merchantUserId: user.id, merchantId: merchant.id },
      ctx.config.sessions.merchant,
      ip,
      userAgent,
    );
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: user.id,
      actorEmail: user.email,
      action: 'merchant.login.success',
      targetType: 'merchant',
      targetId: merchant.merchantId,
      after: { secondFactor: via },
      ip,
    });
    const token = await signToken(ctx.keys.jwt, { type: 'merchant', sid: sessionId, sub: user.id, email: user.email }, ctx.config.sessions.merchant.maxSeconds);
    return { token, ...toAccountView(user, merchant) };
  });
}

/** POST /api/admin/auth/mfa/verify: the same answer as a sign-in without two-factor. */
export async function verifyAdminMfa(ctx: AppContext, { mfaToken, code, ip, userAgent }: Input): Promise<AdminLoginSession> {
  return verifyMfaSignIn(ctx, { kind: 'admin', mfaToken, code, ip }, async (tx, account, via) => {
    const [admin] = await tx.select({ deactivatedAt: admins.deactivatedAt }).from(admins).where(eq(admins.id, account.id)).limit(1);
    if (!admin || admin.deactivatedAt !== null) throw unauthorized(CHALLENGE_GONE, 'MFA_TOKEN_INVALID');
    const { token } = await openAdminSession(tx, ctx, account, { ip, userAgent });
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: account.id,
      actorEmail: account.email,
      action: 'admin.login.success',
      targetType: 'admin',
      targetId: account.id,
      after: { secondFactor: via },
      ip,
    });
    return { token, admin: { email: account.email }, message: `Welcome back, ${account.email}` };
  });
}
