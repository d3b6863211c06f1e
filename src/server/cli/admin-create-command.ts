import { ADMIN_ROLES, ADMIN_ROLE_LABELS, type AdminRole } from '@contract/roles';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { createAdmin } from '../modules/staff';

export const ADMIN_CREATE_USAGE = `Usage: npm run admin:create -- --email you@example.com --password <strong password> [--role ${ADMIN_ROLES.join('|')}]
Without --role the new admin is a SUPER_ADMIN.`;

export interface CommandOutcome {
  /** 0 created, 1 refused (weak password, existing admin), 2 wrong usage. */
  exitCode: 0 | 1 | 2;
  message: string;
}

/**
 * The role --role names (`super-admin`, `Super_Admin` and `SUPER_ADMIN` are the same one), SUPER_ADMIN
 * without it, or why it is not a role. Checked before a database is opened, which may mean starting one.
 */
export function roleFromArgs(args: Record<string, string>): { role: AdminRole } | { problem: string } {
  if (args.role === undefined) return { role: 'SUPER_ADMIN' };
  const normalised = args.role
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if ((ADMIN_ROLES as readonly string[]).includes(normalised)) return { role: normalised as AdminRole };
  const given = args.role === 'true' ? 'nothing' : `"${args.role}"`;
  return { problem: `Not created: --role was ${given}, which is not a staff role. Use one of ${ADMIN_ROLES.join(', ')}.` };
}

export function usageProblem(args: Record<string, string>): string | null {
  return !args.email || !args.password || args.email === 'true' || args.password === 'true' ? ADMIN_CREATE_USAGE : null;
}

/** admin:create's work, apart from opening the database and printing, so it can be tested. */
export async function runAdminCreate(db: Db, args: Record<string, string>): Promise<CommandOutcome> {
  const usage = usageProblem(args);
  if (usage) return { exitCode: 2, message: usage };
  const role = roleFromArgs(args);
  if ('problem' in role) return { exitCode: 2, message: role.problem };
  try {
    const admin = await createAdmin(db, { email: args.email!, password: args.password!, role: role.role });
    return { exitCode: 0, message: `Created admin ${admin.email} (${ADMIN_ROLE_LABELS[admin.role]}). Sign in at /admin/login.` };
  } catch (err) {
    if (err instanceof AppError) return { exitCode: 1, message: `Not created: ${err.message}` };
    throw err;
  }
}
