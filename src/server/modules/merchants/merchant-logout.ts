import type { Db } from '@server/db/client';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { revokeSession } from '../auth';

/** Revokes this session only; the token stops working on its next use. */
export async function merchantLogout(db: Db, { principal, ip }: { principal: MerchantPrincipal; ip: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, principal.sessionId);
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: principal.userId,
      actorEmail: principal.email,
      action: 'merchant.logout',
      targetType: 'merchant',
      targetId: principal.merchantId,
      ip,
    });
  });
}
