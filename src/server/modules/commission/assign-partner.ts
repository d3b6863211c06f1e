import type { CommissionMerchant } from '@contract/commission';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { commissionMerchant, merchantByPublicId } from './commission-merchants';
import { deleteAssignment, lockAssignment, partnerExistsLocked, upsertAssignment } from './partner-repository';

/** Sets or clears a merchant's partner. The share applies to payments stored after this commits. */
export async function assignPartner(
  ctx: AppContext,
  { merchantId, partnerId, actor }: { merchantId: string; partnerId: string | null; actor: AdminActor },
): Promise<CommissionMerchant> {
  return ctx.database.db.transaction(async (tx) => {
    const m = await merchantByPublicId(tx, merchantId);
    const previous = await lockAssignment(tx, m.id);
    if (partnerId === null) {
      await deleteAssignment(tx, m.id);
    } else {
      if (!(await partnerExistsLocked(tx, partnerId))) throw badRequest('partnerId: no such partner', 'VALIDATION_ERROR', { field: 'partnerId' });
      await upsertAssignment(tx, m.id, partnerId, actor.id);
    }
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'commission.partner.assign',
      targetType: 'merchant',
      targetId: merchantId,
      before: { partnerId: previous },
      after: { partnerId },
    });
    return commissionMerchant(tx, m.id);
  });
}
