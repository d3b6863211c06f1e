import { and, asc, eq, sql } from 'drizzle-orm';
import type { PaymentDetail, Refund } from '@contract/payment-lifecycle';
import type { DbOrTx } from '@server/db/client';
import { cursorTs } from '@server/db/keyset';
import { decodeTextCursor, encodeCursor } from '@server/lib/text-ids';
import { disputes, merchants, refunds, transactions } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import { findPayment, readHistory, toPayment, type PaymentCaller, type TransactionRow } from '../payments';
import { toRefund } from './refund-view';

/** A payment's refunds, oldest first. */
async function refundsOf(db: DbOrTx, row: TransactionRow): Promise<Refund[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.transactionId, row.id)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map((r) => toRefund(r, row.transactionId));
}

/** The detail view (docs/decisions/0033): the payment with its legs, refunds, disputes and history. */
async function detailOf(db: DbOrTx, row: TransactionRow): Promise<PaymentDetail> {
  const [refundList, history, disputeRows] = await Promise.all([
    refundsOf(db, row),
    readHistory(db, row),
    db
      .select({ id: disputes.id, cardId: disputes.cardId, amount: disputes.amount, status: disputes.status })
      .from(disputes)
      .where(eq(disputes.transactionId, row.id))
      .orderBy(asc(disputes.createdAt)),
  ]);
  return { ...toPayment(row), refunds: refundList, history, disputes: disputeRows };
}

export async function getPaymentDetail(db: DbOrTx, caller: PaymentCaller, paymentId: string): Promise<PaymentDetail> {
  return detailOf(db, await findPayment(db, caller, paymentId));
}

export async function listPaymentRefunds(db: DbOrTx, caller: PaymentCaller, paymentId: string): Promise<{ refunds: Refund[] }> {
  return { refunds: await refundsOf(db, await findPayment(db, caller, paymentId)) };
}

/** Any payment, for staff, with its merchant. */
export async function getAdminPaymentDetail(db: DbOrTx, transactionId: string) {
  const [found] = await db
    .select({ row: transactions, merchantId: merchants.merchantId, companyName: merchants.companyName })
    .from(transactions)
    .innerJoin(merchants, eq(merchants.id, transactions.merchantId))
    .where(eq(transactions.transactionId, transactionId));
  if (!found) throw new AppError('TRANSACTION_NOT_FOUND', 404, 'No such payment');
  return { ...(await detailOf(db, found.row)), merchantId: found.merchantId, companyName: found.companyName };
}

export async function getRefund(db: DbOrTx, caller: PaymentCaller, refundId: string): Promise<Refund> {
  const [found] = await db
    .select({ refund: refunds, paymentId: transactions.transactionId })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(and(eq(refunds.id, refundId), eq(refunds.merchantId, caller.merchantDbId), caller.mode ? eq(refunds.mode, caller.mode) : undefined));
  if (!found) throw new AppError('REFUND_NOT_FOUND', 404, 'No such refund');
  return toRefund(found.refund, found.paymentId);
}

/** The caller's refunds, newest first, with keyset paging. */
export async function listRefunds(db: DbOrTx, caller: PaymentCaller, { limit, cursor }: { limit: number; cursor?: string }) {
  const after = decodeTextCursor(cursor);
  const rows = await db
    .select({ refund: refunds, paymentId: transactions.transactionId, at: cursorTs(refunds.createdAt) })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(
      and(
        eq(refunds.merchantId, caller.merchantDbId),
        caller.mode ? eq(refunds.mode, caller.mode) : undefined,
        after ? sql`(${refunds.createdAt}, ${refunds.id}) < (${after.ts}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(sql`${refunds.createdAt} desc nulls last`, sql`${refunds.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    refunds: page.map((r) => toRefund(r.refund, r.paymentId)),
    nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.at, id: last.refund.id }) : null,
  };
}
