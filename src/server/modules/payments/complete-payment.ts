import { eq, sql } from 'drizzle-orm';
import { feeAmount } from '@engine/index';
import type { DbOrTx } from '@server/db/client';
import { transactionStatsPending, transactions, type StoredLeg } from '@server/db/schema/index';
import { recordEvent } from '../events';
import { postTransfer } from '../ledger';
import { appendHistory, type NewHistory } from './payment-history';
import { commissionOn, partnerShareOf } from './partner-share';
import { toPayment, type TransactionRow } from './to-payment';

/**
 * A payment's capture (docs/decisions/0033): its captured legs are final, its fee is computed on
 * what was captured, it counts in the aggregates from today, and a live one posts its ledger entries
 * now (not at authorisation) under the payment's own group id, as the insert trigger does for a
 * one-call payment, so payouts and statements treat both alike.
 */
export async function completePayment(tx: DbOrTx, row: TransactionRow, legs: StoredLeg[], history: NewHistory[]): Promise<TransactionRow> {
  const captured = legs.reduce((sum, leg) => sum + leg.amountCaptured, 0);
  const fee = feeAmount(captured, Number(row.feePercent));
  const [updated] = await tx
    .update(transactions)
    .set({ status: 'COMPLETED', legs, amountCaptured: captured, feeAmount: fee, authorisationExpiresAt: null })
    .where(eq(transactions.id, row.id))
    .returning();
  await tx.insert(transactionStatsPending).values({
    day: sql`(now() at time zone 'UTC')::date`,
    mode: row.mode,
    merchantId: row.merchantId,
    status: 'COMPLETED',
    count: 1,
    volume: captured,
    fees: fee,
  });
  if (row.mode === 'live' && captured > 0) {
    const partner = await partnerShareOf(tx, row.merchantId);
    const commission = partner ? commissionOn(fee, partner.sharePercent) : 0;
    await postTransfer(tx, {
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
  await appendHistory(tx, row.id, [
    ...history,
    { subject: 'payment', subjectId: row.transactionId, fromStatus: 'AUTHORISED', toStatus: 'COMPLETED', cause: 'capture', note: null },
  ]);
  await recordEvent(tx, { merchantDbId: row.merchantId, mode: row.mode, type: 'payment.completed', data: toPayment(updated!) });
  return updated!;
}
