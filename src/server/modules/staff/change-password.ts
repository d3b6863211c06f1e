import type { AppContext } from '@server/context';
import { changeOwnPassword } from '../auth';

/**
 * Changes an admin's own password: signs out their other sessions (this one stays), voids unused
 * reset links, emails them and audits it, exactly as for merchant users.
 */
export async function changeAdminPassword(
  ctx: AppContext,
  { adminId, sessionId, currentPassword, newPassword, ip }: { adminId: string; sessionId: string; currentPassword: string; newPassword: string; ip: string },
) {
  await changeOwnPassword(ctx, { audience: 'admin', accountId: adminId, sessionId, currentPassword, newPassword, ip });
}
