import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAFF_INVITATION_DAYS, type StaffInvitation } from '@contract/admin-staff';
import type { AdminRole } from '@contract/roles';
import { appNow, type AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { isUuid } from '@server/db/keyset';
import { admins, invitations } from '@server/db/schema/index';
import { conflict, notFound, rateLimited } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { hit } from '../rate-limit';
import { newInvitationToken } from '../team';
import { queueStaffEmail } from './staff-emails';

/**
 * Staff invitations (invitations.kind = 'admin'): a super admin invites an address with a role, the
 * invitee gets a single-use link for 7 days, and accepting it creates the admin (accept-invitation.ts).
 */

// Each message goes to an address the super admin typed; this keeps a stolen session from spamming.
const INVITES_PER_HOUR = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const inviter = alias(admins, 'inviter');

type InvitationRow = typeof invitations.$inferSelect;

function toInvitation(row: InvitationRow, invitedByEmail: string | null): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AdminRole,
    invitedByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Pending invitations: not accepted, not withdrawn and not expired; newest first. */
export async function listStaffInvitations(ctx: AppContext): Promise<StaffInvitation[]> {
  const rows = await ctx.database.db
    .select({ invitation: invitations, invitedByEmail: inviter.email })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.kind, 'admin'), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, appNow(ctx))))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map((r) => toInvitation(r.invitation, r.invitedByEmail));
}

/** Withdraws the pending staff invitations to an address (a newer one replaces them, or the address joined). */
export async function withdrawPendingInvitations(tx: DbOrTx, email: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.kind, 'admin'), eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
}

export async function createStaffInvitation(
  ctx: AppContext,
  { email, role, actor }: { email: string; role: AdminRole; actor: AdminActor },
): Promise<{ invitation: StaffInvitation; message: string }> {
  const { db } = ctx.database;
  const normalised = email.trim().toLowerCase();
  const quota = await hit(db, { key: `staff-invite:admin:${actor.id}`, limit: INVITES_PER_HOUR, windowSeconds: 3600 });
  if (!quota.allowed) throw rateLimited(quota.retryAfterSeconds, (wait) => `You have sent ${INVITES_PER_HOUR} invitations this hour. Try again ${wait}.`);

  return db.transaction(async (tx) => {
    // One invitation per address at a time, even when two are sent at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invite:${normalised}`}))`);
    const [existing] = await tx.select({ deactivatedAt: admins.deactivatedAt }).from(admins).where(eq(admins.email, normalised)).limit(1);
    if (existing) {
      throw conflict(
        existing.deactivatedAt
          ? `${normalised} already has an admin account, which is deactivated: reactivate it instead`
          : `${normalised} is already an admin`,
        'ADMIN_EXISTS',
      );
    }
    await withdrawPendingInvitations(tx, normalised);

    const { token, hash } = newInvitationToken(ctx.keys.invitationTokens);
    const [row] = await tx
      .insert(invitations)
      .values({
        kind: 'admin',
        merchantId: null,
        email: normalised,
        role,
        tokenHash: hash,
        invitedBy: actor.id,
        expiresAt: new Date(appNow(ctx).getTime() + STAFF_INVITATION_DAYS * DAY_MS),
      })
      .returning();
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'admin.invitation.create',
      targetType: 'invitation',
      targetId: row!.id,
      after: { email: normalised, role },
    });
    await queueStaffEmail(tx, ctx, normalised, { kind: 'invitation', invitedBy: actor.email, role, token, expiresAt: row!.expiresAt });
    return { invitation: toInvitation(row!, actor.email), message: `Invitation sent to ${normalised}` };
  });
}

export async function revokeStaffInvitation(
  ctx: AppContext,
  { invitationId, actor }: { invitationId: string; actor: AdminActor },
): Promise<{ message: string }> {
  if (!isUuid(invitationId)) throw notFound('Invitation not found', 'INVITATION_NOT_FOUND');
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    // Merchant team invitations share the table; their ids are not found here.
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.kind, 'admin')))
      .for('update')
      .limit(1);
    if (!row) throw notFound('Invitation not found', 'INVITATION_NOT_FOUND');
    if (row.acceptedAt) throw conflict(`${row.email} has already accepted this invitation`, 'INVITATION_ALREADY_ACCEPTED');
    if (row.revokedAt) throw conflict('This invitation has already been withdrawn', 'INVITATION_ALREADY_REVOKED');
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(eq(invitations.id, invitationId));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'admin.invitation.revoke',
      targetType: 'invitation',
      targetId: invitationId,
      before: { email: row.email, role: row.role },
    });
    return { message: `Invitation to ${row.email} withdrawn` };
  });
}
