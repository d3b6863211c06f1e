import { newId } from '@server/lib/text-ids';
import type { CreateRefundRequest } from '@contract/payment-lifecycle';
import type { AppContext } from '@server/context';
import type { StoredRefundLeg } from '@server/db/schema/index';
import { DEFAULT_SETTINGS } from '../settings';
import { invalidState, newChange, paymentAction, type PaymentCaller } from '../payments';
import { allocate } from './allocate';
import { refundableLegs } from './refundable';
import { postedCommission, refundLegPostings, returnedShare, splitByWeight } from './refund-money';
import { toRefund, type RefundRow } from './refund-view';

/**
 * A refund across a captured payment's legs (docs/decisions/0033). Planned from the payment and its
 * disputes as read, and written only if neither moved meanwhile (apply_payment_change checks the
 * payment's version, and the disputed total under the disputes' lock), so concurrent refunds, and a
 * dispute opened meanwhile, can never take more than a leg has left, on one instance or several. Under legConfirmation none it SUCCEEDS at
 * once and posts its money; under gateway it is PENDING, its amount reserved, until each leg's result.
 */
export async function createRefund(ctx: AppContext, caller: PaymentCaller, paymentId: string, body: CreateRefundRequest, idempotencyKey?: string) {
  return paymentAction(
    ctx,
    caller,
    paymentId,
    { action: 'refunds', body, idempotencyKey, disputed: true },
    async ({ row, disputed, refundFeePolicy, proportionalSoFar }, db) => {
      if (row.status !== 'COMPLETED') throw invalidState('payment', row.status, 'refunded');
      const legs = refundableLegs(row, disputed!);
      const { amount, method, parts } = allocate(legs, body, row.category);
      const partner = await postedCommission(db, row);
      const proportional = (refundFeePolicy ?? DEFAULT_SETTINGS.refundFeePolicy) === 'proportional';
      const before = proportionalSoFar ?? { refunded: 0, fee: 0, commission: 0 };
      const feeReturned = proportional ? returnedShare(row.feeAmount, row.amountCaptured, { refunded: before.refunded, returned: before.fee }, amount) : 0;
      const commission = partner?.commission ?? 0;
      const commissionReturned = proportional
        ? returnedShare(commission, row.amountCaptured, { refunded: before.refunded, returned: before.commission }, amount)
        : 0;
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
      const now = new Date();
      const refund: RefundRow = {
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
        feePolicy: proportional ? 'proportional' : 'retain',
        createdAt: now,
        updatedAt: now,
      };
      const taken = new Map(parts.map((p) => [p.legId, p.amount]));
      const nextLegs = row.legs.map((l) => (taken.has(l.id) ? { ...l, amountRefunded: l.amountRefunded + taken.get(l.id)! } : l));
      const change = newChange({ ...row, legs: nextLegs, amountRefunded: row.amountRefunded + amount });
      change.refund = { write: 'insert', row: refund };
      if (immediate) change.ledger.push(...stored.flatMap((leg) => refundLegPostings(row, id, leg, partner?.partnerId ?? null)));
      change.history.push({
        subject: 'refund',
        subjectId: id,
        fromStatus: null,
        toStatus: refund.status,
        cause: 'refund',
        note: `${amount} pence, ${body.reason}`,
      });
      const view = toRefund(refund, row.transactionId);
      change.events.push({ type: 'refund.created', data: view });
      if (immediate) change.events.push({ type: 'refund.succeeded', data: view });
      return { status: 201, body: view, change };
    },
  );
}
