import { eq } from 'drizzle-orm';
import { REVEALABLE_DETAIL_FIELDS, type RevealableDetailField, type RevealDetailsResponse } from '@contract/admin-merchants';
import type { AdminRole } from '@contract/roles';
import type { AppContext } from '@server/context';
import { merchants, verificationDetails } from '@server/db/schema/index';
import { notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { decryptDetails } from './decrypt-details';

/**
 * A merchant's bank account number, sort code and tax id in full, for the staff roles allowed to
 * see them (the contract entry names them). The reveal and its audit entry (who, in which role,
 * which merchant, which fields; never the values) are one transaction: no value leaves unaudited.
 */
export async function revealVerificationDetails(
  ctx: AppContext,
  o: { merchantId: string; fields?: readonly RevealableDetailField[]; actor: AdminActor; role: AdminRole },
): Promise<RevealDetailsResponse> {
  // In the contract's order, each once, whatever order or repeats the request sent.
  const fields = REVEALABLE_DETAIL_FIELDS.filter((f) => !o.fields || o.fields.includes(f));
  return ctx.database.db.transaction(async (tx) => {
    const [m] = await tx.select({ id: merchants.id, merchantId: merchants.merchantId }).from(merchants).where(eq(merchants.merchantId, o.merchantId)).limit(1);
    if (!m) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');
    const [row] = await tx.select().from(verificationDetails).where(eq(verificationDetails.merchantId, m.id)).limit(1);
    if (!row) throw notFound('This merchant has not submitted business details', 'DETAILS_NOT_FOUND');
    await recordAudit(tx, {
      ...auditActor(o.actor),
      action: 'merchant.details.reveal',
      targetType: 'merchant',
      targetId: m.merchantId,
      after: { merchantId: m.merchantId, fields, role: o.role },
    });
    const details = decryptDetails(ctx, row);
    const answer: RevealDetailsResponse = { merchantId: m.merchantId, fields };
    for (const f of fields) answer[f] = details[f];
    return answer;
  });
}
