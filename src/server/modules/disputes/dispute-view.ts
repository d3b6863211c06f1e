import type { AdminDispute, AdminDisputeDetail, Dispute, DisputeDetail } from '@contract/disputes';
import type { DbOrTx } from '@server/db/client';
import { listDisputeFiles } from './dispute-file-repository';
import type { DisputeView } from './dispute-repository';

/** The API's shapes of a dispute, from the repository's view of it. */

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function toDispute(v: DisputeView): Dispute {
  const d = v.dispute;
  const leg = v.payment.splits.find((s) => s.cardId === d.cardId);
  return {
    id: d.id,
    transactionId: v.payment.publicId,
    cardId: d.cardId,
    cardBrand: (leg?.brand as Dispute['cardBrand']) ?? null,
    cardLast4: leg?.last4 ?? null,
    legAmount: leg?.amount ?? 0,
    amount: d.amount,
    currency: 'GBP',
    reason: d.reason,
    status: d.status,
    dueBy: d.dueBy.toISOString(),
    submittedAt: iso(d.submittedAt),
    closedAt: iso(d.closedAt),
    createdAt: d.createdAt.toISOString(),
  };
}

export const toAdminDispute = (v: DisputeView): AdminDispute => ({ ...toDispute(v), merchantId: v.merchantPublicId, companyName: v.companyName });

export async function toDisputeDetail(db: DbOrTx, v: DisputeView): Promise<DisputeDetail> {
  return {
    ...toDispute(v),
    evidenceText: v.dispute.evidenceText,
    files: await listDisputeFiles(db, v.dispute.id),
    history: v.dispute.history,
    payment: {
      amount: v.payment.amount,
      category: v.payment.category,
      createdAt: v.payment.createdAt.toISOString(),
      legs: v.payment.splits.map((s) => ({ cardId: s.cardId, brand: s.brand, last4: s.last4, amount: s.amount })),
    },
  };
}

export async function toAdminDisputeDetail(db: DbOrTx, v: DisputeView): Promise<AdminDisputeDetail> {
  return { ...(await toDisputeDetail(db, v)), merchantId: v.merchantPublicId, companyName: v.companyName };
}
