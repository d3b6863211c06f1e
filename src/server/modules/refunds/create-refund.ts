import { newId } from '@server/lib/text-ids';
import { eq, sql } from 'drizzle-orm';
import type { CreateRefundRequest } from '@contract/payment-lifecycle';
import type { AppContext } from '@server/context';
import { refunds, transactions, type StoredRefundLeg } from '@server/db/schema/index';

import { lockPaymentForDisputes } from '../disputes';
import { recordEvent } from '../events';
import { getPlatformSettings } from '../settings';
import { appendHistory, findPayment, invalidState, paymentAction, type PaymentCaller } from '../payments';
import { allocate } from './allocate';
import { refundableLegs } from './refundable';
import { postedCommission, postRefundLeg, returnedShare, splitByWeight } from './refund-money';
import { toRefund } from './refund-view';

/**
 * A refund across a captured payment's legs (docs/decisions/0033). Under the payment's row lock and
 * the disputes' lock on it, so concurrent refunds, and a dispute opened meanwhile, can never take
 * more than a leg has left, on one instance or several. Under legConfirmation none it SUCCEEDS at
 * once and posts its money; under gateway it is PENDING, its amount reserved, until each leg's result.
 */
export async function createRefund(ctx: AppContext, caller: PaymentCaller, paymentId: string, body: CreateRefundRequest, idempotencyKey?: string) {
  return paymentAction(ctx, caller, paymentId, { action: 'refunds', body, idempotencyKey }, async (tx) => {
    const row = await findPayment(tx, caller, paymentId, true);
    if (row.status !== 'COMPLETED') throw invalidState('payment', row.status, 'refunded');
    await lockPaymentForDisputes(tx, row.id);
    const legs = await refundableLegs(tx, row);
    const { amount, method, parts } = allocate(legs, body, row.category);
    const settings = await getPlatformSettings(tx);
    const partner = await postedCommission(tx, row);
    const proportional = settings.refundFeePolicy === 'proportional';
    const feeReturned = proportional ? returnedShare(row.feeAmount, row.amountCaptured, row.amountRefunded, amount) : 0;
    const commission = partner?.commission ?? 0;
    const commissionReturned = proportional ? returnedShare(commission, row.amountCaptured, row.amountRefunded, amount) : 0;
    const fees = splitByWeight(
      feeReturned,
      parts.map((p) => p.amount),
    );
    const commissions = splitByWeight(
      commissionReturned,
      parts.map((p) => p.amount),
    );
    const byId = new Map(legs.map((l) => [l.legId, l.leg]));
    const immediate = row.legConfirmation === 'none';
    const stored: StoredRefundLeg[] = parts.map((p, i) => ({
      legId: p.legId,
      cardId: byId.get(p.legId)!.cardId,
      amount: p.amount,
      rewardReversed: p.rewardReversed,
      status: immediate ? 'SUCCEEDED' : 'PENDING',
      failureReason: null,
      feeReturned: fees[i]!,
      commissionReturned: commissions[i]!,
    }));
    const id = newId('re');
    const [refund] = await tx
      .insert(refunds)
      .values({
        id,
        transactionId: row.id,
        merchantId: row.merchantId,
        mode: row.mode,
        amount,
        reason: body.reason,
        status: immediate ? 'SUCCEEDED' : 'PENDING',
        allocation: method,
        legs: stored,
        feeReturned,
        commissionReturned,
      })
      .returning();
    const taken = new Map(parts.map((p) => [p.legId, p.amount]));
    const nextLegs = row.legs.map((l) => (taken.has(l.id) ? { ...l, amountRefunded: l.amountRefunded + taken.get(l.id)! } : l));
    await tx
      .update(transactions)
      .set({ legs: nextLegs, amountRefunded: sql`${transactions.amountRefunded} + ${amount}` })
      .where(eq(transactions.id, row.id));
    if (immediate) for (const leg of stored) await postRefundLeg(tx, row, id, leg, partner?.partnerId ?? null);
    await appendHistory(tx, row.id, [
      { subject: 'refund', subjectId: id, fromStatus: null, toStatus: refund!.status, cause: 'refund', note: `${amount} pence, ${body.reason}` },
    ]);
    const view = toRefund(refund!, row.transactionId);
    await recordEvent(tx, { merchantDbId: row.merchantId, mode: row.mode, type: 'refund.created', data: view });
    if (immediate) await recordEvent(tx, { merchantDbId: row.merchantId, mode: row.mode, type: 'refund.succeeded', data: view });
    return { status: 201, body: view };
  });
}
