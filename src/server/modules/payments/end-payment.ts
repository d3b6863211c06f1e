import { eq } from 'drizzle-orm';
import type { CancelReason } from '@contract/payment-states';
import type { DbOrTx } from '@server/db/client';
import { transactions, type StoredLeg } from '@server/db/schema/index';
import { recordEvent } from '../events';
import { appendHistory, type NewHistory } from './payment-history';
import { toPayment, type TransactionRow } from './to-payment';
import { assertPaymentMove } from './transitions';

/**
 * Ends a payment that was never captured (docs/decisions/0033): CANCELED (by the merchant or the
 * expiry job) or FAILED (no re-split covers a declined leg). Every leg still standing becomes
 * VOIDED; the references of those the processor had authorised are returned, to void. No money
 * moved, so nothing is posted. The caller holds the row FOR UPDATE.
 */
export async function endPayment(
  tx: DbOrTx,
  row: TransactionRow,
  end: { status: 'CANCELED'; reason: CancelReason } | { status: 'FAILED' },
  legs: StoredLeg[] = row.legs,
  history: NewHistory[] = [],
): Promise<{ row: TransactionRow; voidReferences: string[] }> {
  assertPaymentMove(row.status, end.status);
  const cause = end.status === 'FAILED' ? 'leg_declined' : end.reason === 'expired' ? 'expired' : 'cancel';
  const voidReferences: string[] = [];
  const changes: NewHistory[] = [...history];
  const next = legs.map((leg) => {
    if (leg.status !== 'PENDING' && leg.status !== 'AUTHORISED') return leg;
    if (leg.status === 'AUTHORISED' && leg.processorReference) voidReferences.push(leg.processorReference);
    changes.push({ subject: 'leg', subjectId: leg.id, fromStatus: leg.status, toStatus: 'VOIDED', cause, note: null });
    return { ...leg, status: 'VOIDED' as const };
  });
  changes.push({
    subject: 'payment',
    subjectId: row.transactionId,
    fromStatus: row.status,
    toStatus: end.status,
    cause,
    note: end.status === 'CANCELED' ? end.reason : null,
  });
  const [updated] = await tx
    .update(transactions)
    .set({
      status: end.status,
      legs: next,
      authorisationExpiresAt: null,
      ...(end.status === 'CANCELED' ? { cancelReason: end.reason } : { declineReason: 'LEG_DECLINED' }),
    })
    .where(eq(transactions.id, row.id))
    .returning();
  await appendHistory(tx, row.id, changes);
  await recordEvent(tx, {
    merchantDbId: row.merchantId,
    mode: row.mode,
    type: end.status === 'FAILED' ? 'payment.failed' : 'payment.canceled',
    data: { ...toPayment(updated!), voidReferences },
  });
  return { row: updated!, voidReferences };
}
