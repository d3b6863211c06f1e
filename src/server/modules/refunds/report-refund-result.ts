import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { refunds, transactions, type StoredRefundLeg } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import { recordEvent } from '../events';
import { appendHistory, assertRefundLegMove, findPayment, keyedWrite, type PaymentCaller } from '../payments';
import { postedCommission, postRefundLeg } from './refund-money';
import { toRefund } from './refund-view';

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
 * gives its amount back to what the payment's leg can refund. Under the payment's row lock.
 */
export async function reportRefundLegResult(
  ctx: AppContext,
  caller: PaymentCaller,
  ids: { refundId: string; legId: string },
  report: { outcome: 'SUCCEEDED' | 'FAILED'; reason?: string },
  idempotencyKey?: string,
) {
  const [found] = await ctx.database.db
    .select({ mode: refunds.mode, paymentId: transactions.transactionId })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(and(eq(refunds.id, ids.refundId), eq(refunds.merchantId, caller.merchantDbId), caller.mode ? eq(refunds.mode, caller.mode) : undefined));
  if (!found) throw notFound();
  return keyedWrite(
    ctx,
    { merchantDbId: caller.merchantDbId, mode: found.mode, key: idempotencyKey },
    { path: `${ids.refundId}/legs/${ids.legId}/result`, body: report },
    async (tx) => {
      const row = await findPayment(tx, caller, found.paymentId, true);
      const [refund] = await tx.select().from(refunds).where(eq(refunds.id, ids.refundId));
      const leg = refund!.legs.find((l) => l.legId === ids.legId);
      if (!leg) throw new AppError('LEG_NOT_FOUND', 404, 'No such leg on this refund');
      assertRefundLegMove(leg.status, report.outcome);
      const reported: StoredRefundLeg = { ...leg, status: report.outcome, failureReason: report.outcome === 'FAILED' ? (report.reason ?? 'failed') : null };
      const legs = refund!.legs.map((l) => (l.legId === leg.legId ? reported : l));
      const status = statusOf(legs);
      const returned = report.outcome === 'FAILED' ? leg.amount : 0;
      const [updated] = await tx
        .update(refunds)
        .set({
          legs,
          status,
          ...(returned
            ? {
                feeReturned: sql`${refunds.feeReturned} - ${leg.feeReturned}`,
                commissionReturned: sql`${refunds.commissionReturned} - ${leg.commissionReturned}`,
              }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(refunds.id, refund!.id))
        .returning();
      if (returned) {
        const paymentLegs = row.legs.map((l) => (l.id === leg.legId ? { ...l, amountRefunded: l.amountRefunded - returned } : l));
        await tx
          .update(transactions)
          .set({ legs: paymentLegs, amountRefunded: sql`${transactions.amountRefunded} - ${returned}` })
          .where(eq(transactions.id, row.id));
      } else {
        // The partner the payment paid, whoever the merchant's partner is now.
        const partner = await postedCommission(tx, row);
        await postRefundLeg(tx, row, refund!.id, reported, partner?.partnerId ?? null);
      }
      await appendHistory(tx, row.id, [
        {
          subject: 'refund',
          subjectId: refund!.id,
          fromStatus: refund!.status,
          toStatus: status,
          cause: 'refund_result',
          note: `${leg.legId} ${report.outcome}${reported.failureReason ? `: ${reported.failureReason}` : ''}`,
        },
      ]);
      const view = toRefund(updated!, row.transactionId);
      if (status !== 'PENDING') {
        await recordEvent(tx, { merchantDbId: row.merchantId, mode: row.mode, type: status === 'FAILED' ? 'refund.failed' : 'refund.succeeded', data: view });
      }
      return { status: 200, body: view };
    },
  );
}
