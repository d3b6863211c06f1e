import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffMember } from '@contract/admin-staff';
import type { DbOrTx } from '@server/db/client';
import { admins, auditLogs } from '@server/db/schema/index';
import { notFound } from '@server/errors';
import { isUuid } from '@server/db/keyset';

/** The audit actions that mean "this admin signed in": the login itself and the first sign-in on accepting an invitation. */
export const SIGN_IN_ACTIONS = ['admin.login.success', 'admin.invitation.accept'] as const;

export type AdminRow = typeof admins.$inferSelect;

export function toStaffMember(row: AdminRow, lastSignInAt: Date | null): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    mfaEnabled: row.mfaEnabledAt !== null,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
  };
}

/**
 * When each admin last signed in, from the audit trail. The trail is indexed by action, so this
 * reads only sign-in entries; no extra column has to be kept in step by every sign-in path.
 */
async function lastSignIns(db: DbOrTx, adminIds: string[]): Promise<Map<string, Date>> {
  if (adminIds.length === 0) return new Map();
  const rows = await db
    .select({ actorId: auditLogs.actorId, at: sql<Date>`max(${auditLogs.createdAt})`.mapWith(auditLogs.createdAt) })
    .from(auditLogs)
    .where(and(inArray(auditLogs.action, [...SIGN_IN_ACTIONS]), eq(auditLogs.actorType, 'admin'), inArray(auditLogs.actorId, adminIds)))
    .groupBy(auditLogs.actorId);
  return new Map(rows.filter((r) => r.actorId !== null).map((r) => [r.actorId!, r.at]));
}

/** Every admin, oldest first, deactivated ones included. */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
  const signIns = await lastSignIns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toStaffMember(row, signIns.get(row.id) ?? null));
}

export async function staffMember(db: DbOrTx, adminId: string): Promise<StaffMember> {
  const [row] = await db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!row) throw notFound('Admin not found', 'ADMIN_NOT_FOUND');
  const signIns = await lastSignIns(db, [row.id]);
  return toStaffMember(row, signIns.get(row.id) ?? null);
}

/** The admin row, locked for the rest of the transaction; 404 for an unknown or malformed id. */
export async function lockAdmin(db: DbOrTx, adminId: string): Promise<AdminRow> {
  if (!isUuid(adminId)) throw notFound('Admin not found', 'ADMIN_NOT_FOUND');
  const [row] = await db.select().from(admins).where(eq(admins.id, adminId)).for('update').limit(1);
  if (!row) throw notFound('Admin not found', 'ADMIN_NOT_FOUND');
  return row;
}
