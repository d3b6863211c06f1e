import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { admins } from '@server/db/schema/index';
import { badRequest, notFound } from '@server/errors';
import { recordAudit } from '../audit/record-audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeAdminSessions } from '../auth/sessions';

/** Changes an admin's password and signs out their other sessions. */
export async function changeAdminPassword(
  ctx: AppContext,
  { adminId, sessionId, currentPassword, newPassword, ip }: { adminId: string; sessionId: string; currentPassword: string; newPassword: string; ip: string },
) {
  const { db } = ctx.database;
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!admin) throw notFound('Admin not found');
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
    throw badRequest('Current password is incorrect', 'INVALID_PASSWORD', { field: 'currentPassword' });
  }
  if (currentPassword === newPassword) {
    throw badRequest('Choose a new password different from the current one', 'VALIDATION_ERROR', { field: 'newPassword' });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(admins.id, adminId));
    await revokeAdminSessions(tx, adminId, sessionId);
    await recordAudit(tx, { actorType: 'admin', actorId: adminId, actorEmail: admin.email, action: 'admin.password.change', targetType: 'admin', targetId: adminId, ip });
  });
}
