import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffMember } from '@contract/admin-staff';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@contract/roles';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { admins, passwordResetTokens } from '@server/db/schema/index';
import { AppError, conflict } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { revokeAdminSessions } from '../auth';
import { lockAdmin, staffMember, type AdminRow } from './list-staff';
import { queueStaffEmail } from './staff-emails';

/**
 * Role changes, deactivation and reactivation. Each runs in one transaction that first takes a
 * staff-wide advisory lock: two super admins demoting each other at the same moment would otherwise
 * each see the other still in place and leave the platform with none. An admin may change their own
 * role (the last super admin still cannot step down) but not deactivate themselves.
 */

const STAFF_CHANGE_LOCK = 727274003;

/**
 * Takes the lock, then checks the actor again: a super admin demoted or deactivated by a change
 * that committed while this request waited must not go on to make one of their own.
 */
async function lockStaff(tx: DbOrTx, actor: AdminActor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGE_LOCK})`);
  const [row] = await tx.select({ role: admins.role, deactivatedAt: admins.deactivatedAt }).from(admins).where(eq(admins.id, actor.id)).limit(1);
  if (!row || row.deactivatedAt !== null || row.role !== 'SUPER_ADMIN') {
    throw new AppError('FORBIDDEN_ROLE', 403, 'Only an active super admin can change the staff.');
  }
}

async function activeSuperAdmins(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(admins)
    .where(and(eq(admins.role, 'SUPER_ADMIN'), isNull(admins.deactivatedAt)));
  return row!.n;
}

/** Refuses a change that would leave no active super admin. */
async function assertNotLastSuperAdmin(tx: DbOrTx, target: AdminRow, what: string): Promise<void> {
  if (target.role !== 'SUPER_ADMIN' || target.deactivatedAt !== null) return;
  if ((await activeSuperAdmins(tx)) <= 1) {
    throw conflict(`${target.email} is the last active super admin and cannot be ${what}. Make another admin a super admin first.`, 'LAST_SUPER_ADMIN');
  }
}

interface ChangeOptions {
  adminId: string;
  actor: AdminActor;
}

export async function changeAdminRole(
  ctx: AppContext,
  { adminId, role, actor }: ChangeOptions & { role: AdminRole },
): Promise<{ admin: StaffMember; message: string }> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    await lockStaff(tx, actor);
    const target = await lockAdmin(tx, adminId);
    if (target.role === role) return { admin: await staffMember(tx, adminId), message: `${target.email} is already ${ADMIN_ROLE_LABELS[role]}` };
    if (role !== 'SUPER_ADMIN') await assertNotLastSuperAdmin(tx, target, 'demoted');

    await tx.update(admins).set({ role }).where(eq(admins.id, adminId));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'admin.role.change',
      targetType: 'admin',
      targetId: adminId,
      before: { email: target.email, role: target.role },
      after: { email: target.email, role },
    });
    await queueStaffEmail(tx, ctx, target.email, { kind: 'role-changed', changedBy: actor.email, from: target.role, to: role });
    return { admin: await staffMember(tx, adminId), message: `${target.email} is now ${ADMIN_ROLE_LABELS[role]}` };
  });
}

/** Stops an admin signing in and ends every session they have, at once. */
export async function deactivateAdmin(ctx: AppContext, { adminId, actor }: ChangeOptions): Promise<{ admin: StaffMember; message: string }> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    await lockStaff(tx, actor);
    const target = await lockAdmin(tx, adminId);
    if (target.id === actor.id) throw conflict('You cannot deactivate your own account; ask another super admin.', 'CANNOT_DEACTIVATE_SELF');
    if (target.deactivatedAt !== null) throw conflict(`${target.email} is already deactivated`, 'ADMIN_ALREADY_DEACTIVATED');
    await assertNotLastSuperAdmin(tx, target, 'deactivated');

    await tx
      .update(admins)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(admins.id, adminId));
    await revokeAdminSessions(tx, adminId);
    // An unused reset link must not outlive the account's access either.
    await tx
      .update(passwordResetTokens)
      .set({ voidedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.adminId, adminId), isNull(passwordResetTokens.usedAt), isNull(passwordResetTokens.voidedAt)));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'admin.deactivate',
      targetType: 'admin',
      targetId: adminId,
      before: { email: target.email, role: target.role },
    });
    await queueStaffEmail(tx, ctx, target.email, { kind: 'deactivated', changedBy: actor.email });
    return { admin: await staffMember(tx, adminId), message: `${target.email} is deactivated and signed out everywhere` };
  });
}

export async function reactivateAdmin(ctx: AppContext, { adminId, actor }: ChangeOptions): Promise<{ admin: StaffMember; message: string }> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    await lockStaff(tx, actor);
    const target = await lockAdmin(tx, adminId);
    if (target.deactivatedAt === null) throw conflict(`${target.email} is already active`, 'ADMIN_NOT_DEACTIVATED');

    await tx.update(admins).set({ deactivatedAt: null }).where(eq(admins.id, adminId));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'admin.reactivate',
      targetType: 'admin',
      targetId: adminId,
      after: { email: target.email, role: target.role },
    });
    await queueStaffEmail(tx, ctx, target.email, { kind: 'reactivated', changedBy: actor.email });
    return { admin: await staffMember(tx, adminId), message: `${target.email} is active again` };
  });
}
