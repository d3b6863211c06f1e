import { and, eq } from 'drizzle-orm';
import { openAdminSession, hashPassword } from '../auth';
import type { StaffInvitationLookup } from '@contract/admin-staff';
import type { AdminRole } from '@contract/roles';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { admins, invitations } from '@server/db/schema/index';
import { AppError, conflict, rateLimited } from '@server/errors';
import { recordAudit } from '../audit';
import { hashInvitationToken, looksLikeInvitationToken } from '../team';
import { hit, refund, type RateLimitRule, type RateLimitState } from '../rate-limit';
import { withdrawPendingInvitations } from './staff-invitations';

/**
 * The invitee's side of a staff invitation: who the link is for, and accepting it. Both are public
 * (the link is the credential), so failures are counted per address and a burst of guesses is
 * refused with 429 before any lookup.
 */

const FAILURES_PER_WINDOW = 20;
const WINDOW_SECONDS = 15 * 60;

const throttleRule = (ip: string): RateLimitRule => ({ key: `staff-invite-accept:ip:${ip}`, limit: FAILURES_PER_WINDOW, windowSeconds: WINDOW_SECONDS });

type InvitationRow = typeof invitations.$inferSelect;

const invalid = () =>
  new AppError(
    'INVITATION_INVALID',
    400,
    'This invitation link is not valid. Check that you copied the whole link, or ask a super admin for a new invitation.',
    { field: 'token' },
  );

/** Why a stored invitation cannot be used now, or null when it can. */
function unusable(ctx: AppContext, row: InvitationRow): AppError | null {
  if (row.acceptedAt)
    return new AppError('INVITATION_USED', 400, 'This invitation has already been accepted. Sign in with the password you chose.', { field: 'token' });
  if (row.revokedAt) return new AppError('INVITATION_REVOKED', 400, 'This invitation has been withdrawn. Ask a super admin for a new one.', { field: 'token' });
  if (row.expiresAt.getTime() <= appNow(ctx).getTime())
    return new AppError('INVITATION_EXPIRED', 400, 'This invitation has expired. Ask a super admin to send a new one.', { field: 'token' });
  return null;
}

async function findInvitation(ctx: AppContext, db: DbOrTx, token: string, lock: boolean): Promise<InvitationRow | undefined> {
  if (!looksLikeInvitationToken(token)) return undefined;
  const query = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashInvitationToken(ctx.keys.invitationTokens, token)), eq(invitations.kind, 'admin')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Counts this attempt before the link is looked up, so a concurrent burst cannot all be tried; 429 past the limit. */
async function countAttempt(ctx: AppContext, ip: string): Promise<RateLimitState> {
  const counted = await hit(ctx.database.db, throttleRule(ip));
  if (!counted.allowed) throw rateLimited(counted.retryAfterSeconds, (wait) => `Too many attempts with invitation links. Try again ${wait}.`);
  return counted;
}

/** Only unusable links count: an attempt that failed for another reason (outside any transaction about to roll back) hands its count back. */
async function failed(ctx: AppContext, ip: string, counted: RateLimitState, error: unknown): Promise<never> {
  if (!(error instanceof AppError && error.code.startsWith('INVITATION_'))) await refund(ctx.database.db, throttleRule(ip), counted);
  throw error;
}

/** A usable row for the token, or the reason it cannot be used. */
async function usableInvitation(ctx: AppContext, db: DbOrTx, token: string, lock: boolean): Promise<InvitationRow> {
  const row = await findInvitation(ctx, db, token, lock);
  if (!row) throw invalid();
  const problem = unusable(ctx, row);
  if (problem) throw problem;
  return row;
}

/** Who the link is for, so the accept page can name the address and the role before a password is chosen. */
export async function lookupStaffInvitation(ctx: AppContext, { token, ip }: { token: string; ip: string }): Promise<StaffInvitationLookup> {
  const counted = await countAttempt(ctx, ip);
  const row = await usableInvitation(ctx, ctx.database.db, token, false).catch((error: unknown) => failed(ctx, ip, counted, error));
  await refund(ctx.database.db, throttleRule(ip), counted);
  return { email: row.email, role: row.role as AdminRole, expiresAt: row.expiresAt.toISOString() };
}

/** Creates the admin with the invited role and the chosen password, uses up the link, and signs them in. */
export async function acceptStaffInvitation(ctx: AppContext, { token, password, ip }: { token: string; password: string; ip: string }) {
  const counted = await countAttempt(ctx, ip);
  const { db } = ctx.database;
  try {
    // Check first without a lock, so a bad link costs no password hashing.
    await usableInvitation(ctx, db, token, false);
    const passwordHash = await hashPassword(password);
    return await db.transaction(async (tx) => {
      const invitation = await usableInvitation(ctx, tx, token, true);
      const role = invitation.role as AdminRole;
      const [admin] = await tx
        .insert(admins)
        .values({ email: invitation.email, passwordHash, role, createdBy: invitation.invitedBy })
        .onConflictDoNothing()
        .returning({ id: admins.id, email: admins.email });
      if (!admin) throw conflict(`${invitation.email} already has an admin account. Sign in instead.`, 'ADMIN_EXISTS');
      await tx
        .update(invitations)
        .set({ acceptedAt: appNow(ctx) })
        .where(eq(invitations.id, invitation.id));
      await withdrawPendingInvitations(tx, invitation.email);

      const { token: sessionToken } = await openAdminSession(tx, ctx, admin, { ip });
      await recordAudit(tx, {
        actorType: 'admin',
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'admin.invitation.accept',
        targetType: 'admin',
        targetId: admin.id,
        after: { email: admin.email, role, invitationId: invitation.id },
        ip,
      });
      await refund(tx, throttleRule(ip), counted);
      return { token: sessionToken, admin: { id: admin.id, email: admin.email, role }, message: `Welcome to SmartSplit, ${admin.email}` };
    });
  } catch (error) {
    return failed(ctx, ip, counted, error);
  }
}
