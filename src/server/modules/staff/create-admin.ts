import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { emailSchema } from '@contract/common';
import type { AdminRole } from '@contract/roles';
import type { Db } from '@server/db/client';
import { admins } from '@server/db/schema/index';
import { AppError, badRequest, conflict } from '@server/errors';
import { serverPasswordProblem, hashPassword } from '../auth';
import { recordAudit } from '../audit';

export interface CreateAdminOptions {
  email: string;
  password: string;
  /**
   * SUPER_ADMIN when left out: the command line (admin:create) and the first start make super
   * admins. The admin panel's form always sends a role, SUPPORT unless chosen otherwise.
   */
  role?: AdminRole;
  createdBy?: { id: string; email: string } | null;
  ip?: string | null;
}

export async function createAdmin(db: Db, { email, password, role = 'SUPER_ADMIN', createdBy = null, ip = null }: CreateAdminOptions) {
  const parsedEmail = emailSchema.safeParse(email);
  if (!parsedEmail.success) throw badRequest('Enter a valid email address', 'VALIDATION_ERROR', { field: 'email' });
  const problem = serverPasswordProblem(password);
  if (problem) throw badRequest(problem, 'WEAK_PASSWORD', { field: 'password' });
  const normalised = parsedEmail.data.toLowerCase();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      .values({ email: normalised, passwordHash, role, createdBy: createdBy?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: admins.id, email: admins.email, role: admins.role, createdAt: admins.createdAt });
    if (!row) throw conflict('An admin with this email already exists', 'ADMIN_EXISTS');
    await recordAudit(tx, {
      actorType: createdBy ? 'admin' : 'system',
      actorId: createdBy?.id,
      actorEmail: createdBy?.email,
      action: 'admin.create',
      targetType: 'admin',
      targetId: row.id,
      after: { email: row.email, role: row.role },
      ip,
    });
    return row;
  });
}

/** A password that satisfies the policy and is long enough to be strong. */
export function generateStrongPassword(): string {
  // base64url of 18 bytes is 24 characters; the fixed tail guarantees every class.
  return `${randomBytes(18).toString('base64url')}Aa9`;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row!.n;
}

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/**
 * On start: when no admin exists, create ADMIN_EMAIL/ADMIN_PASSWORD, or a
 * default one whose generated password is returned so it can be printed once.
 */
export async function ensureInitialAdmin(db: Db, configured: { email: string; password: string } | undefined) {
  // Serialise concurrent first starts so only one creates the default admin.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274002)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(admins);
    if (row!.n > 0) return null;
    const email = configured?.email ?? 'admin@smartsplit.local';
    const password = configured?.password ?? generateStrongPassword();
    const problem = serverPasswordProblem(password);
    if (problem) throw new AppError('WEAK_PASSWORD', 400, `ADMIN_PASSWORD is too weak: ${problem}`);
    const [created] = await tx
      .insert(admins)
      .values({ email: email.toLowerCase(), passwordHash: await hashPassword(password), role: 'SUPER_ADMIN' })
      .returning({ id: admins.id, email: admins.email });
    await recordAudit(tx, {
      actorType: 'system',
      action: 'admin.create',
      targetType: 'admin',
      targetId: created!.id,
      after: { email: created!.email, role: 'SUPER_ADMIN' },
    });
    return { email: created!.email, password, generated: !configured };
  });
}
