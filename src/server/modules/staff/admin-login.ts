import { openAdminSession, dummyPasswordHash, verifyPassword, loginThrottle } from '../auth';
import type { AppContext } from '@server/context';
import { forbidden, unauthorized } from '@server/errors';
import { recordAudit } from '../audit';
import { adminMustEnrol, startMfaChallenge, answerSignInWithEnrolmentLink } from '../mfa';
import { findAdminByEmail } from './create-admin';

const INVALID = 'Invalid email or password';

export async function adminLogin(ctx: AppContext, { email, password, ip, userAgent }: { email: string; password: string; ip: string; userAgent?: string }) {
  const { db } = ctx.database;
  const normalised = email.trim().toLowerCase();
  const throttle = loginThrottle('admin', normalised, ip);
  const attempt = await throttle.countAttempt(db);

  const admin = await findAdminByEmail(db, normalised);
  const ok = admin ? await verifyPassword(admin.passwordHash, password) : await verifyPassword(await dummyPasswordHash(), password);
  if (!admin || !ok) {
    await db.transaction(async (tx) => {
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
  // Said only after the right password, so it tells a stranger nothing about which addresses exist.
  if (admin.deactivatedAt) {
    await recordAudit(db, {
      actorType: 'admin',
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'admin.login.deactivated',
      targetType: 'admin',
      targetId: admin.id,
      ip,
    });
    throw forbidden('This admin account has been deactivated. Ask a super admin to reactivate it.', 'ADMIN_DEACTIVATED');
  }

  // Two-factor sign-in on: the password earns a 5-minute challenge, not a session (modules/mfa/verify-mfa.ts).
  if (admin.mfaEnabledAt) {
    return db.transaction(async (tx) => {
      await attempt.succeeded(tx);
      return startMfaChallenge(tx, ctx, { account: { kind: 'admin', id: admin.id }, email: admin.email, ip, userAgent });
    });
  }

  // Two-factor sign-in required but not set up: the password earns only an emailed link, so whoever
  // holds just the password cannot enrol their own authenticator (modules/mfa/required-enrolment.ts).
  if (await adminMustEnrol(db, admin.id)) {
    await throttle.clear(db);
    return answerSignInWithEnrolmentLink(ctx, { id: admin.id, email: admin.email }, ip);
  }

  return db.transaction(async (tx) => {
    const { token } = await openAdminSession(tx, ctx, admin, { ip, userAgent });
    await attempt.succeeded(tx);
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'admin.login.success',
      targetType: 'admin',
      targetId: admin.id,
      ip,
    });
    return { token, admin: { email: admin.email }, message: `Welcome back, ${admin.email}` };
  });
}
