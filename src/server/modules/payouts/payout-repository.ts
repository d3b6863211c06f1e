import { and, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { PayoutStatus } from '@contract/ledger';
import type { DbOrTx } from '@server/db/client';
import { cursorTs, type Keyset } from '@server/db/keyset';
import { payouts } from '@server/db/schema/ledger';
import { merchants } from '@server/db/schema/merchants';

/** The payout aggregate's rows, as the schema defines them. */
export type PayoutRow = typeof payouts.$inferSelect;

/** A payout with its merchant and the number of payments it covers. */
const viewQuery = (db: DbOrTx) =>
  db
    .select({
      payout: payouts,
      merchantPublicId: merchants.merchantId,
      companyName: merchants.companyName,
      contactEmail: merchants.contactEmail,
      paymentCount: sql<number>`(select count(*)::int from payout_items i where i.payout_id = ${payouts.id})`,
      cursorTs: cursorTs(payouts.createdAt),
    })
    .from(payouts)
    .innerJoin(merchants, eq(merchants.id, payouts.merchantId));

export type PayoutView = Awaited<ReturnType<typeof viewQuery>>[number];

/** One payout (a merchant's own when `merchantDbId` is given), locked for update when asked. */
export async function findPayoutView(db: DbOrTx, id: string, opts: { merchantDbId?: string; lock?: boolean } = {}): Promise<PayoutView | undefined> {
  const q = viewQuery(db).where(and(eq(payouts.id, id), opts.merchantDbId ? eq(payouts.merchantId, opts.merchantDbId) : undefined));
  const rows = opts.lock ? await q.for('update', { of: payouts }) : await q;
  return rows[0];
}

/** A page, newest first: keyset on (created_at, id), one row more than asked. */
export async function listPayoutViews(
  db: DbOrTx,
  q: { status?: PayoutStatus; runId?: string; merchantId?: string; merchantDbId?: string; after?: Keyset; take: number },
): Promise<PayoutView[]> {
  const conditions: (SQL | undefined)[] = [
    q.status ? eq(payouts.status, q.status) : undefined,
    q.runId ? eq(payouts.runId, q.runId) : undefined,
    q.merchantId ? eq(merchants.merchantId, q.merchantId) : undefined,
    q.merchantDbId ? eq(payouts.merchantId, q.merchantDbId) : undefined,
    q.after ? sql`(${payouts.createdAt}, ${payouts.id}) < (${q.after.ts}::timestamptz, ${q.after.id})` : undefined,
  ];
  return viewQuery(db)
    .where(and(...conditions))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(q.take);
}

/** A status change; a failure reason is kept only on a FAILED payout. */
export async function updatePayoutStatusRow(db: DbOrTx, id: string, status: PayoutStatus, failureReason: string | null): Promise<void> {
  await db
    .update(payouts)
    .set({ status, failureReason: status === 'FAILED' ? failureReason : null, updatedAt: sql`now()` })
    .where(eq(payouts.id, id));
}

/**
 * Raw SQL: one statement stamps every payout of a run with its account's last 4 digits
 * (`update ... from (values ...)`), however many the run made.
 */
export async function setBankLast4(db: DbOrTx, last4ByPayout: readonly { id: string; last4: string | null }[]): Promise<void> {
  if (!last4ByPayout.length) return;
  await db.execute(
    sql`update payouts p set bank_account_last4 = v.last4 from (values ${sql.join(
      last4ByPayout.map((p) => sql`(${p.id}, ${p.last4})`),
      sql`, `,
    )}) as v(id, last4) where p.id = v.id`,
  );
}

/** Count and amount per status (every status the table holds). */
export async function totalsByStatus(db: DbOrTx) {
  return db
    .select({ status: payouts.status, count: count(), amount: sum(payouts.amount).mapWith(Number) })
    .from(payouts)
    .groupBy(payouts.status);
}
