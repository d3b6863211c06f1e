import { and, eq, inArray, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { DISPUTE_COUNTED_STATUSES, type DisputeStatus } from '@contract/disputes';
import type { DbOrTx } from '@server/db/client';
import { cursorTs, type Keyset } from '@server/db/keyset';
import { merchants } from '@server/db/schema/merchants';
import { transactions } from '@server/db/schema/payments';
import { disputes, type DisputeHistoryEntry } from '@server/db/schema/disputes';

/** The dispute aggregate's rows, as the schema defines them. */
export type DisputeRow = typeof disputes.$inferSelect;
/** A new row; a column may be an SQL expression (a due date computed by the database). */
export type NewDispute = PgInsertValue<typeof disputes>;

/** One leg of a split payment, as `transactions.splits` stores it. */
export interface Leg {
  cardId: string;
  brand: string;
  last4: string;
  amount: number;
}

/** A dispute with what every screen shows beside it: its merchant and its payment. */
const viewQuery = (db: DbOrTx) =>
  db
    .select({
      dispute: disputes,
      merchantPublicId: merchants.merchantId,
      companyName: merchants.companyName,
      contactEmail: merchants.contactEmail,
      payment: {
        publicId: transactions.transactionId,
        amount: transactions.amount,
        category: transactions.category,
        splits: sql<Leg[]>`${transactions.splits}`,
        createdAt: transactions.createdAt,
      },
      cursorTs: cursorTs(disputes.dueBy),
    })
    .from(disputes)
    .innerJoin(transactions, eq(transactions.id, disputes.transactionId))
    .innerJoin(merchants, eq(merchants.id, disputes.merchantId));

export type DisputeView = Awaited<ReturnType<typeof viewQuery>>[number];

/** One dispute (a merchant's own when `merchantDbId` is given), locked for update when asked. */
export async function findDisputeView(db: DbOrTx, id: string, opts: { merchantDbId?: string; lock?: boolean } = {}): Promise<DisputeView | undefined> {
  const q = viewQuery(db).where(and(eq(disputes.id, id), opts.merchantDbId ? eq(disputes.merchantId, opts.merchantDbId) : undefined));
  const rows = opts.lock ? await q.for('update', { of: disputes }) : await q;
  return rows[0];
}

/** A page of the queue, soonest due first: keyset on (due_by, id), one row more than asked. */
export async function listDisputeViews(
  db: DbOrTx,
  q: { status?: DisputeStatus; reason?: DisputeRow['reason']; merchantDbId?: string; after?: Keyset; take: number },
): Promise<DisputeView[]> {
  const conditions: (SQL | undefined)[] = [
    q.status ? eq(disputes.status, q.status) : undefined,
    q.reason ? eq(disputes.reason, q.reason) : undefined,
    q.merchantDbId ? eq(disputes.merchantId, q.merchantDbId) : undefined,
    q.after ? sql`(${disputes.dueBy}, ${disputes.id}) > (${q.after.ts}::timestamptz, ${q.after.id})` : undefined,
  ];
  return viewQuery(db)
    .where(and(...conditions))
    .orderBy(disputes.dueBy, disputes.id)
    .limit(q.take);
}

export async function insertDispute(db: DbOrTx, row: NewDispute): Promise<void> {
  await db.insert(disputes).values(row);
}

/** A new status with its history line; the first submission and the closing are stamped. */
export async function updateDisputeStatus(db: DbOrTx, id: string, entry: DisputeHistoryEntry, stamp: { submitted: boolean; closed: boolean }): Promise<void> {
  await db
    .update(disputes)
    .set({
      status: entry.status,
      history: sql`${disputes.history} || ${JSON.stringify([entry])}::jsonb`,
      updatedAt: sql`now()`,
      ...(stamp.submitted ? { submittedAt: sql`now()` } : {}),
      ...(stamp.closed ? { closedAt: sql`now()` } : {}),
    })
    .where(eq(disputes.id, id));
}

export async function updateEvidenceText(db: DbOrTx, id: string, text: string): Promise<void> {
  await db
    .update(disputes)
    .set({ evidenceText: text, updatedAt: sql`now()` })
    .where(eq(disputes.id, id));
}

/** What of one leg is already disputed: disputes whose amount still counts against it. */
export async function countedOnLeg(db: DbOrTx, paymentDbId: string, cardId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(disputes.amount).mapWith(Number) })
    .from(disputes)
    .where(and(eq(disputes.transactionId, paymentDbId), eq(disputes.cardId, cardId), inArray(disputes.status, [...DISPUTE_COUNTED_STATUSES])));
  return row?.total ?? 0;
}

/**
 * Raw SQL (a lock): the payment's disputes lock, by its public id; false when there is no such
 * payment. One opener per payment at a time, so two disputes on one leg cannot both pass the limit,
 * and refunds take it too (claim_payment_change). Held until the transaction ends; read the payment
 * after it, in a statement of its own, to see what a refund committed while this waited.
 */
export async function lockPaymentForDisputes(db: DbOrTx, transactionId: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('smartsplit:dispute:' || ${transactions.id}, 0)) from ${transactions} where ${transactions.transactionId} = ${transactionId}`,
  );
  return rows.length > 0;
}

/** The payment a dispute is opened on, by its public id. */
export async function findDisputablePayment(db: DbOrTx, transactionId: string) {
  const [row] = await db
    .select({
      id: transactions.id,
      merchantId: transactions.merchantId,
      mode: transactions.mode,
      status: transactions.status,
      splits: sql<Leg[]>`${transactions.splits}`,
      legs: transactions.legs,
    })
    .from(transactions)
    .where(eq(transactions.transactionId, transactionId));
  return row;
}

/** The next overdue dispute still needing a response, locked; one another instance holds is skipped. */
export async function claimOverdueDispute(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.status, 'NEEDS_RESPONSE'), lte(disputes.dueBy, sql`now()`)))
    .orderBy(disputes.dueBy)
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.id;
}
