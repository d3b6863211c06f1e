import type { MerchantLoginResponse } from '../../../contract/merchant-auth';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { createSession, MERCHANT_TOKEN_TTL_SECONDS } from '../auth/sessions';
import { signToken } from '../auth/tokens';
import { hit, peek, reset } from '../rate-limit/rate-limiter';
import { findMerchantUser, toAccountView } from './merchant-account';

const INVALID = 'Invalid email or password';
// Failures per account and per address over 15 minutes (same policy as admin sign-in).
const ACCOUNT_LIMIT = 5;
const IP_LIMIT = 20;
const WINDOW_SECONDS = 15 * 60;

export const MERCHANT_SUSPENDED_MESSAGE = 'This merchant account is suspended. Contact SmartSplit support to find out more.';

export async function merchantLogin(
  ctx: AppContext,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<MerchantLoginResponse> {
  const { db } = ctx.database;
  const normalised = email.trim().toLowerCase();
  const accountRule = { key: `merchant-login:account:${normalised}`, limit: ACCOUNT_LIMIT, windowSeconds: WINDOW_SECONDS };
  const ipRule = { key: `merchant-login:ip:${ip}`, limit: IP_LIMIT, windowSeconds: WINDOW_SECONDS };
  for (const rule of [accountRule, ipRule]) {
    const state = await peek(db, rule);
    if (!state.allowed) {
      throw new AppError('RATE_LIMITED', 429, `Too many failed sign-in attempts. Try again in ${Math.ceil(state.retryAfterSeconds / 60)} minute(s).`);
    }
  }

  const found = await findMerchantUser(db, { email: normalised });
  // Verify against a dummy hash for unknown emails so both failures take as long.
  const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), password);
  if (!found || !ok) {
    await db.transaction(async (tx) => {
      await hit(tx, accountRule);
      await hit(tx, ipRule);
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
    await recordAudit(db, { actorType: 'merchant', actorId: user.id, actorEmail: user.email, action: 'merchant.login.suspended', targetType: 'merchant', targetId: merchant.merchantId, ip });
    throw new AppError('MERCHANT_SUSPENDED', 403, MERCHANT_SUSPENDED_MESSAGE);
  }

  return db.transaction(async (tx) => {
    const sessionId = await createSession(tx, { subjectType: 'merchant', merchantUserId: user.id, merchantId: merchant.id }, MERCHANT_TOKEN_TTL_SECONDS, ip);
    await reset(tx, accountRule.key);
    await recordAudit(tx, { actorType: 'merchant', actorId: user.id, actorEmail: user.email, action: 'merchant.login.success', targetType: 'merchant', targetId: merchant.merchantId, ip });
    const token = await signToken(ctx.keys.jwt, { type: 'merchant', sid: sessionId, sub: user.id, email: user.email }, MERCHANT_TOKEN_TTL_SECONDS);
    return { token, ...toAccountView(user, merchant) };
  });
}
