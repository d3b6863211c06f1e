import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { ADMIN_TOKEN_TTL_SECONDS, createSession } from '../auth/sessions';
import { signToken } from '../auth/tokens';
import { hit, peek, reset } from '../rate-limit/rate-limiter';
import { findAdminByEmail } from './create-admin';

const INVALID = 'Invalid email or password';
// Failures per account and per address over 15 minutes.
const ACCOUNT_LIMIT = 5;
const IP_LIMIT = 20;
const WINDOW_SECONDS = 15 * 60;

export async function adminLogin(ctx: AppContext, { email, password, ip }: { email: string; password: string; ip: string }) {
  const { db } = ctx.database;
  const normalised = email.trim().toLowerCase();
  const accountRule = { key: `admin-login:account:${normalised}`, limit: ACCOUNT_LIMIT, windowSeconds: WINDOW_SECONDS };
  const ipRule = { key: `admin-login:ip:${ip}`, limit: IP_LIMIT, windowSeconds: WINDOW_SECONDS };
  for (const rule of [accountRule, ipRule]) {
    const state = await peek(db, rule);
    if (!state.allowed) {
      throw new AppError('RATE_LIMITED', 429, `Too many failed sign-in attempts. Try again in ${Math.ceil(state.retryAfterSeconds / 60)} minute(s).`, {
        retryAfterSeconds: state.retryAfterSeconds,
      });
    }
  }

  const admin = await findAdminByEmail(db, normalised);
  const ok = admin ? await verifyPassword(admin.passwordHash, password) : await verifyPassword(await dummyPasswordHash(), password);
  if (!admin || !ok) {
    await db.transaction(async (tx) => {
      await hit(tx, accountRule);
      await hit(tx, ipRule);
      await recordAudit(tx, {
        actorType: 'anonymous',
        actorEmail: normalised,
        action: 'admin.login.failure',
        targetType: 'admin',
        targetId: admin?.id ?? null,
        ip,
      });
    });
    throw unauthorized(INVALID, 'INVALID_CREDENTIALS');
  }

  return db.transaction(async (tx) => {
    const sessionId = await createSession(tx, { subjectType: 'admin', adminId: admin.id }, ADMIN_TOKEN_TTL_SECONDS, ip);
    await reset(tx, accountRule.key);
    await recordAudit(tx, { actorType: 'admin', actorId: admin.id, actorEmail: admin.email, action: 'admin.login.success', targetType: 'admin', targetId: admin.id, ip });
    const token = await signToken(ctx.keys.jwt, { type: 'admin', sid: sessionId, sub: admin.id, email: admin.email }, ADMIN_TOKEN_TTL_SECONDS);
    return { token, admin: { email: admin.email }, message: `Welcome back, ${admin.email}` };
  });
}
