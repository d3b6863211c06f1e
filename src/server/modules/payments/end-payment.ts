import type { CancelReason } from '@contract/payment-states';
import type { StoredLeg } from '@server/db/schema/index';
import type { PaymentChange } from './payment-change';
import type { NewHistory } from './payment-history';
import { toPayment, type TransactionRow } from './to-payment';
import { assertPaymentMove } from './transitions';

/**
 * Ends a payment that was never captured (docs/decisions/0033), planned on `change`: CANCELED (by
 * the merchant or the expiry job) or FAILED (no re-split covers a declined leg). Every leg still
 * standing becomes VOIDED; the references of those the processor had authorised are returned, to
 * void. No money moved, so nothing is posted.
 */
export function endPayment(
  change: PaymentChange,
  end: { status: 'CANCELED'; reason: CancelReason } | { status: 'FAILED' },
  legs: StoredLeg[] = change.payment.legs,
  history: NewHistory[] = [],
): { row: TransactionRow; voidReferences: string[] } {
  const row = change.payment;
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
  const updated: TransactionRow = {
    ...row,
    status: end.status,
    legs: next,
    authorisationExpiresAt: null,
    ...(end.status === 'CANCELED' ? { cancelReason: end.reason } : { declineReason: 'LEG_DECLINED' }),
  };
  change.payment = updated;
  change.history.push(...changes);
  change.events.push({ type: end.status === 'FAILED' ? 'payment.failed' : 'payment.canceled', data: { ...toPayment(updated), voidReferences } });
  return { row: updated, voidReferences };
}
