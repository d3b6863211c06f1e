import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { refunds, transactions, type StoredRefundLeg } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import { assertRefundLegMove, changePayment, newChange, VERSION, type PaymentCaller } from '../payments';
import { postedCommission, refundLegPostings } from './refund-money';
import { toRefund, type RefundRow } from './refund-view';

const notFound = () => new AppError('REFUND_NOT_FOUND', 404, 'No such refund');

/** The refund's status once its legs are reported: all succeeded, all failed, or some of each. */
function statusOf(legs: StoredRefundLeg[]) {
  if (legs.some((l) => l.status === 'PENDING')) return 'PENDING' as const;
  if (legs.every((l) => l.status === 'SUCCEEDED')) return 'SUCCEEDED' as const;
  if (legs.every((l) => l.status === 'FAILED')) return 'FAILED' as const;
  return 'PARTIALLY_SUCCEEDED' as const;
}

/**
 * The gateway reports one refund leg (docs/decisions/0033). SUCCEEDED posts the leg's money; FAILED
 * gives its amount back to what the payment's leg can refund. Written only if the payment (and so
 * the refund) has not moved since it was read.
 */
export async function reportRefundLegResult(
  ctx: AppContext,
  caller: PaymentCaller,
  ids: { refundId: string; legId: string },
  report: { outcome: 'SUCCEEDED' | 'FAILED'; reason?: string },
  idempotencyKey?: string,
) {
  // The payment and the refund in one statement, so the plan sees both as of one moment (the payment's version covers the refund: every change to a refund writes its payment).
  const read = async (db: DbOrTx, lock: boolean) => {
    const query = db
      .select({ row: transactions, version: VERSION, refund: refunds })
      .from(refunds)
      .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
      .where(and(eq(refunds.id, ids.refundId), eq(refunds.merchantId, caller.merchantDbId), caller.mode ? eq(refunds.mode, caller.mode) : undefined));
    const [found] = lock ? await query.for('update', { of: transactions }) : await query;
    if (!found) throw notFound();
    return found;
  };
  const request = { path: `${ids.refundId}/legs/${ids.legId}/result`, body: report, idempotencyKey, turn: ids.refundId };
  return changePayment(ctx, caller, request, read, async ({ row, refund }, db) => {
    const leg = refund.legs.find((l) => l.legId === ids.legId);
    if (!leg) throw new AppError('LEG_NOT_FOUND', 404, 'No such leg on this refund');
    assertRefundLegMove(leg.status, report.outcome);
    const reported: StoredRefundLeg = { ...leg, status: report.outcome, failureReason: report.outcome === 'FAILED' ? (report.reason ?? 'failed') : null };
    const legs = refund.legs.map((l) => (l.legId === leg.legId ? reported : l));
    const status = statusOf(legs);
    const failed = report.outcome === 'FAILED';
    const updated: RefundRow = {
      ...refund,
      legs,
      status,
      feeReturned: failed ? refund.feeReturned - leg.feeReturned : refund.feeReturned,
      commissionReturned: failed ? refund.commissionReturned - leg.commissionReturned : refund.commissionReturned,
      updatedAt: new Date(),
    };
    // A failed leg gives its amount back to what the payment's leg can refund.
    const change = newChange(
      failed
        ? {
            ...row,
            legs: row.legs.map((l) => (l.id === leg.legId ? { ...l, amountRefunded: l.amountRefunded - leg.amount } : l)),
            amountRefunded: row.amountRefunded - leg.amount,
          }
        : row,
    );
    change.refund = { write: 'update', row: updated };
    if (!failed) {
      // The partner the payment paid, whoever the merchant's partner is now.
      const partner = await postedCommission(db, row);
      change.ledger.push(...refundLegPostings(row, refund.id, reported, partner?.partnerId ?? null));
    }
    change.history.push({
      subject: 'refund',
      subjectId: refund.id,
      fromStatus: refund.status,
      toStatus: status,
      cause: 'refund_result',
      note: `${leg.legId} ${report.outcome}${reported.failureReason ? `: ${reported.failureReason}` : ''}`,
    });
    const view = toRefund(updated, row.transactionId);
    if (status !== 'PENDING') change.events.push({ type: status === 'FAILED' ? 'refund.failed' : 'refund.succeeded', data: view });
    return { status: 200, body: view, change };
  });
}
