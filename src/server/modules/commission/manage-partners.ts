import type { CreatePartnerRequest, Partner, UpdatePartnerRequest } from '@contract/commission';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { newId } from '@server/lib/text-ids';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { deletePartnerRow, findPartner, insertPartner, listPartnerRows, partnerUse, updatePartnerRow } from './partner-repository';

/**
 * Partners and their revenue share (docs/decisions/0018). The ledger trigger reads a merchant's
 * partner and share when each payment is stored, so a new share applies to payments from then on.
 */

export const listPartners = (db: DbOrTx): Promise<Partner[]> => listPartnerRows(db);

export async function createPartner(ctx: AppContext, { input, actor }: { input: CreatePartnerRequest; actor: AdminActor }): Promise<Partner> {
  return ctx.database.db.transaction(async (tx) => {
    const id = newId('ptn');
    await insertPartner(tx, {
      id,
      name: input.name,
      contactEmail: input.contactEmail.toLowerCase(),
      revenueSharePercent: input.revenueSharePercent.toFixed(2),
    });
    await recordAudit(tx, { ...auditActor(actor), action: 'commission.partner.create', targetType: 'partner', targetId: id, after: input });
    return (await findPartner(tx, id))!;
  });
}

export async function updatePartner(
  ctx: AppContext,
  { partnerId, input, actor }: { partnerId: string; input: UpdatePartnerRequest; actor: AdminActor },
): Promise<Partner> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await findPartner(tx, partnerId, { lock: true });
    if (!before) throw notFound('Partner not found');
    await updatePartnerRow(tx, partnerId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.contactEmail !== undefined ? { contactEmail: input.contactEmail.toLowerCase() } : {}),
      ...(input.revenueSharePercent !== undefined ? { revenueSharePercent: input.revenueSharePercent.toFixed(2) } : {}),
    });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'commission.partner.update',
      targetType: 'partner',
      targetId: partnerId,
      before: { name: before.name, contactEmail: before.contactEmail, revenueSharePercent: before.revenueSharePercent },
      after: input,
    });
    return (await findPartner(tx, partnerId))!;
  });
}

/** Only a partner with no merchants and no commission on the ledger can go; otherwise its history would dangle. */
export async function deletePartner(ctx: AppContext, { partnerId, actor }: { partnerId: string; actor: AdminActor }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const partner = await findPartner(tx, partnerId, { lock: true });
    if (!partner) throw notFound('Partner not found');
    const use = await partnerUse(tx, partnerId);
    if (use.merchants) throw conflict('Move this partner’s merchants to another partner (or none) first', 'PARTNER_IN_USE');
    if (use.entries) throw conflict('This partner has earned commission; it stays on record', 'PARTNER_IN_USE');
    await deletePartnerRow(tx, partnerId);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'commission.partner.delete',
      targetType: 'partner',
      targetId: partnerId,
      before: { name: partner.name },
    });
  });
}
