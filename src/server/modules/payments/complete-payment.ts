import { feeAmount } from '@engine/index';
import type { DbOrTx } from '@server/db/client';
import type { StoredLeg } from '@server/db/schema/index';
import type { PaymentChange } from './payment-change';
import type { NewHistory } from './payment-history';
import { commissionOn, partnerShareOf } from './partner-share';
import { toPayment, type TransactionRow } from './to-payment';

/**
 * A payment's capture (docs/decisions/0033), planned on `change`: its captured legs are final, its
 * fee is computed on what was captured, it counts in the aggregates from today, and a live one posts
 * its ledger entries now (not at authorisation) under the payment's own group id, as the insert
 * trigger does for a one-call payment, so payouts and statements treat both alike. `change.payment`
 * is the payment as it stands before (AUTHORISED); it becomes the payment as completed.
 */
export async function completePayment(db: DbOrTx, change: PaymentChange, legs: StoredLeg[], history: NewHistory[]): Promise<TransactionRow> {
  const row = change.payment;
  const captured = legs.reduce((sum, leg) => sum + leg.amountCaptured, 0);
  const fee = feeAmount(captured, Number(row.feePercent));
  const updated: TransactionRow = { ...row, status: 'COMPLETED', legs, amountCaptured: captured, feeAmount: fee, authorisationExpiresAt: null };
  change.payment = updated;
  change.stats = { status: 'COMPLETED', count: 1, volume: captured, fees: fee };
  if (row.mode === 'live' && captured > 0) {
    const partner = await partnerShareOf(db, row.merchantId);
    const commission = partner ? commissionOn(fee, partner.sharePercent) : 0;
    change.ledger.push({
      groupKey: `${row.transactionId}:CAPTURE`,
      groupId: row.id,
      kind: 'PAYMENT',
      merchantDbId: row.merchantId,
      partnerId: partner?.partnerId ?? null,
      legs: [
        { account: 'payment_clearing', amount: -captured },
        { account: 'merchant_payable', amount: captured - fee },
        { account: 'platform_fee', amount: fee - commission },
        ...(partner ? [{ account: 'partner_commission' as const, amount: commission }] : []),
      ],
    });
  }
  change.history.push(...history, {
    subject: 'payment',
    subjectId: row.transactionId,
    fromStatus: 'AUTHORISED',
    toStatus: 'COMPLETED',
    cause: 'capture',
    note: null,
  });
  change.events.push({ type: 'payment.completed', data: toPayment(updated) });
  return updated;
}
