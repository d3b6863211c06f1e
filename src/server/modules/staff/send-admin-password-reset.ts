import { RESET_TOKEN_MINUTES } from '@contract/account-security';
import type { AppContext } from '@server/context';
import { conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { auditTarget, findPasswordAccount, countResetEmail, sendResetLink } from '../auth';

/**
 * A super admin emails another admin a reset link (for an admin locked out of their mailbox
 * session, say). The link is the same one "Forgot your password?" sends, so the super admin never
 * learns or chooses the password, and it counts against the same per-address limit.
 */
export async function sendAdminPasswordReset(ctx: AppContext, { adminId, actor }: { adminId: string; actor: AdminActor }): Promise<{ message: string }> {
  const { db } = ctx.database;
  const account = await findPasswordAccount(db, 'admin', { id: adminId });
  if (!account) throw notFound('Admin not found', 'ADMIN_NOT_FOUND');
  if (!account.active) throw conflict(`${account.email} is deactivated; reactivate the account before sending a reset link.`, 'ADMIN_DEACTIVATED');
  await countResetEmail(db, 'admin', account.email);
  await db.transaction(async (tx) => {
    await sendResetLink(tx, ctx, account, { requestedBySomeoneElse: true });
    await recordAudit(tx, { ...auditActor(actor), action: 'admin.password_reset.send', ...auditTarget(account), after: { email: account.email } });
  });
  return { message: `A password reset link was sent to ${account.email}. It works for ${RESET_TOKEN_MINUTES} minutes.` };
}
