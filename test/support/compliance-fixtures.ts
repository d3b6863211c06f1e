import type { AdminRole } from '@contract/roles';
import { ADMIN_TOKEN_TTL_SECONDS, createSession } from '@server/modules/auth/sessions';
import { signToken } from '@server/modules/auth/tokens';
import { createAdmin } from '@server/modules/staff/create-admin';
import { ADMIN_PASSWORD } from './admin-fixtures';
import type { TestApp } from './test-app';

/** A signed-in admin of each role, straight into the database. */
export async function adminTokens(t: TestApp, tag: string): Promise<Record<AdminRole, string>> {
  const roles: AdminRole[] = ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE', 'FINANCE', 'SUPPORT'];
  const out = {} as Record<AdminRole, string>;
  for (const role of roles) {
    const email = `${role.toLowerCase()}@${tag}.test`;
    const { id } = await createAdmin(t.db, { email, password: ADMIN_PASSWORD, role });
    const sid = await createSession(t.db, { subjectType: 'admin', adminId: id }, ADMIN_TOKEN_TTL_SECONDS);
    out[role] = await signToken(t.app.ctx.keys.jwt, { type: 'admin', sid, sub: id, email }, ADMIN_TOKEN_TTL_SECONDS);
  }
  return out;
}
