import { eq } from 'drizzle-orm';
import { openAdminSession } from '../auth';
import type { AdminLoginSession, MfaEnrolmentEmailResponse } from '@contract/admin-auth';
import { MFA_ENROLMENT_LINK_MINUTES } from '@contract/mfa';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { admins } from '@server/db/schema/index';
import { AppError, rateLimited } from '@server/errors';
import { recordAudit } from '../audit';
import { queueEnrolmentEmail } from '../email';
import { hit } from '../rate-limit';
import { adminMustEnrol } from './admin-enrolment';
import { bindEnrolmentSession, issueEnrolmentLink, useEnrolmentLink } from './enrolment-links';

/**
 * Two-factor enrolment that the platform requires (requireAdminMfa) is confirmed through the
 * account's mailbox: a right password alone only sends a link, and only the session that link opens
 * may set the factor up. Someone holding just the password cannot put their own authenticator on the
 * account (decision 0022).
 */

const WINDOW_SECONDS = 15 * 60;
/** Enrolment emails per admin in the window: enough for a lost email, too few to flood an inbox. */
const EMAIL_LIMIT = 3;
/** Attempts to follow a link per address in the window; each is counted before it is checked. */
const CONFIRM_LIMIT = 20;

export const ENROLMENT_EMAIL_SENT_MESSAGE = `The platform requires two-factor sign-in. We have emailed you a link to set it up: open it within ${MFA_ENROLMENT_LINK_MINUTES} minutes to continue.`;

export function invalidEnrolmentLink(): AppError {
  return new AppError('INVALID_ENROLMENT_LINK', 400, 'This link is invalid, has been used or has expired. Sign in again for a new one.');
}

/** Counts one enrolment email for the admin, refusing past the limit; on its own, so a later rollback does not undo the count. */
async function countEnrolmentEmail(db: DbOrTx, adminId: string): Promise<void> {
  const state = await hit(db, { key: `admin-mfa-enrolment-link:${adminId}`, limit: EMAIL_LIMIT, windowSeconds: WINDOW_SECONDS });
  if (!state.allowed) throw rateLimited(state.retryAfterSeconds, (wait) => `Too many two-factor set-up emails for this account. Try again ${wait}.`);
}

/** A new link for the admin and the email carrying it, in the caller's transaction. */
async function sendEnrolmentLink(tx: DbOrTx, ctx: AppContext, admin: { id: string; email: string }, ip: string, via: 'sign-in' | 'session'): Promise<void> {
  const token = await issueEnrolmentLink(tx, ctx.keys.mfaEnrolment, admin.id, appNow(ctx));
  await queueEnrolmentEmail(tx, ctx, admin.email, token);
  await recordAudit(tx, {
    actorType: 'admin',
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'admin.mfa.enrolment_link_sent',
    targetType: 'admin',
    targetId: admin.id,
    after: { via },
    ip,
  });
}

/** The sign-in answer of an admin who must enrol: a link by email, and no session. */
export async function answerSignInWithEnrolmentLink(ctx: AppContext, admin: { id: string; email: string }, ip: string): Promise<MfaEnrolmentEmailResponse> {
  await countEnrolmentEmail(ctx.database.db, admin.id);
  await ctx.database.db.transaction((tx) => sendEnrolmentLink(tx, ctx, admin, ip, 'sign-in'));
  return { mfaEnrolmentEmailSent: true, message: ENROLMENT_EMAIL_SENT_MESSAGE };
}

/** POST /api/admin/auth/mfa/enrolment-link: from a session that may not enrol (an older one, or an invitation's), a link to one that may. */
export async function requestEnrolmentLink(ctx: AppContext, admin: { id: string; email: string }, ip: string): Promise<{ message: string }> {
  const { db } = ctx.database;
  if (!(await adminMustEnrol(db, admin.id))) throw new AppError('CONFLICT', 409, 'Two-factor sign-in is not required for this account, or it is already on.');
  await countEnrolmentEmail(db, admin.id);
  await db.transaction((tx) => sendEnrolmentLink(tx, ctx, admin, ip, 'session'));
  return { message: `We have emailed ${admin.email} a link to set up two-factor sign-in. Open it within ${MFA_ENROLMENT_LINK_MINUTES} minutes.` };
}

/** POST /api/admin/auth/mfa/enrolment-link/confirm: the followed link opens a session that may enrol. */
export async function confirmEnrolmentLink(
  ctx: AppContext,
  { token, ip, userAgent }: { token: string; ip: string; userAgent?: string | string[] },
): Promise<AdminLoginSession> {
  const { db } = ctx.database;
  const attempts = await hit(db, { key: `admin-mfa-enrolment-confirm:ip:${ip}`, limit: CONFIRM_LIMIT, windowSeconds: WINDOW_SECONDS });
  if (!attempts.allowed) throw rateLimited(attempts.retryAfterSeconds, (wait) => `Too many attempts with set-up links. Try again ${wait}.`);

  return db.transaction(async (tx) => {
    const link = await useEnrolmentLink(tx, ctx.keys.mfaEnrolment, token, appNow(ctx));
    if (!link) throw invalidEnrolmentLink();
    const [admin] = await tx
      .select({ id: admins.id, email: admins.email, deactivatedAt: admins.deactivatedAt })
      .from(admins)
      .where(eq(admins.id, link.adminId))
      .limit(1);
    if (!admin || admin.deactivatedAt !== null) throw invalidEnrolmentLink();
    // Already on (set up from another link), or no longer required: signing in is the way in now. The link stays unused (rollback).
    if (!(await adminMustEnrol(tx, admin.id))) throw new AppError('CONFLICT', 409, 'Two-factor sign-in needs no setting up now. Sign in as usual.');
    const { sessionId, token: signed } = await openAdminSession(tx, ctx, admin, { ip, userAgent });
    await bindEnrolmentSession(tx, link.id, sessionId);
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'admin.login.success',
      targetType: 'admin',
      targetId: admin.id,
      after: { via: 'mfa-enrolment-link' },
      ip,
    });
    return { token: signed, admin: { email: admin.email }, message: 'Email confirmed. Set up two-factor sign-in to continue.', mfaEnrolmentRequired: true };
  });
}
