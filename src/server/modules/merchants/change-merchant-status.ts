import { eq, sql } from 'drizzle-orm';
import { ALLOWED_TRANSITIONS, type AdminMerchant, type ChangeStatusResponse } from '@contract/admin-merchants';
import type { AppContext } from '@server/context';
import { merchants } from '@server/db/schema/index';
import { AppError, notFound } from '@server/errors';
import { recordAudit } from '../audit';
import { revokeMerchantSessions } from '../auth';
import { queueMerchantEmail } from '../email';
import { recordAccountEvent } from '../events';
import { auditActor, type AdminActor } from '@server/principals';
import { findAdminMerchant } from './list-merchants';

type Status = AdminMerchant['status'];

export function isAllowedTransition(from: Status, to: string): to is Status {
  return (ALLOWED_TRANSITIONS[from] as readonly string[]).includes(to);
}

/**
 * Approve (PENDING_VERIFICATION -> ACTIVE), suspend (ACTIVE -> SUSPENDED) or
 * reinstate (SUSPENDED -> ACTIVE). The merchant row is locked first, so two
 * admins acting at once cannot both pass the transition check. Suspension
 * signs out every portal session; the API-key guard refuses suspended
 * merchants on its own. Change, sign-outs, email and audit commit together.
 */
export async function changeMerchantStatus(
  ctx: AppContext,
  { merchantId, status, actor }: { merchantId: string; status: string; actor: AdminActor },
): Promise<ChangeStatusResponse> {
  return ctx.database.db.transaction(async (tx) => {
    const [m] = await tx.select().from(merchants).where(eq(merchants.merchantId, merchantId)).for('update').limit(1);
    if (!m) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');
    if (!isAllowedTransition(m.status, status)) {
      const allowed = ALLOWED_TRANSITIONS[m.status].join(' or ');
      throw new AppError('INVALID_TRANSITION', 400, `A merchant in status ${m.status} can only be changed to ${allowed}`, { field: 'status' });
    }

    await tx
      .update(merchants)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(merchants.id, m.id));
    await recordAccountEvent(tx, { merchantDbId: m.id, type: 'merchant.status_changed', data: { merchantId: m.merchantId, status, previousStatus: m.status } });
    if (status === 'SUSPENDED') {
      await revokeMerchantSessions(tx, m.id);
      await queueMerchantEmail(tx, ctx.config.publicUrl, m.contactEmail, { kind: 'account-suspended', companyName: m.companyName });
    } else if (m.status === 'SUSPENDED') {
      await queueMerchantEmail(tx, ctx.config.publicUrl, m.contactEmail, { kind: 'account-reinstated', companyName: m.companyName });
    }
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'merchant.status.change',
      targetType: 'merchant',
      targetId: m.merchantId,
      before: { status: m.status },
      after: { status },
    });

    const merchant = (await findAdminMerchant(tx, m.id))!;
    return { message: `Merchant status changed to ${status}`, merchant };
  });
}
