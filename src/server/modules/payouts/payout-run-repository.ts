import { desc, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { cursorTs, type Keyset } from '@server/db/keyset';
import { payoutHolds, payoutRuns } from '@server/db/schema/ledger';

/** The payout run aggregate (a run and the merchants it held back), rows from the schema. */
export type PayoutRunRow = typeof payoutRuns.$inferSelect;
export type NewPayoutRun = PgInsertValue<typeof payoutRuns>;
export type NewPayoutHold = typeof payoutHolds.$inferInsert;

const runQuery = (db: DbOrTx) => db.select({ run: payoutRuns, cursorTs: cursorTs(payoutRuns.createdAt) }).from(payoutRuns);
export type PayoutRunView = Awaited<ReturnType<typeof runQuery>>[number];

export async function findPayoutRun(db: DbOrTx, id: string): Promise<PayoutRunView | undefined> {
  const [row] = await runQuery(db).where(eq(payoutRuns.id, id));
  return row;
}

/** Whether the scheduled run of this UTC day (YYYY-MM-DD) already happened. */
export async function scheduledRunExists(db: DbOrTx, day: string): Promise<boolean> {
  const rows = await db.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.runDay, day)).limit(1);
  return rows.length > 0;
}

/** A page of runs, newest first: keyset on (created_at, id), one row more than asked. */
export async function listPayoutRunViews(db: DbOrTx, q: { after?: Keyset; take: number }): Promise<PayoutRunView[]> {
  return runQuery(db)
    .where(q.after ? sql`(${payoutRuns.createdAt}, ${payoutRuns.id}) < (${q.after.ts}::timestamptz, ${q.after.id})` : undefined)
    .orderBy(desc(payoutRuns.createdAt), desc(payoutRuns.id))
    .limit(q.take);
}

export async function insertPayoutRun(db: DbOrTx, run: NewPayoutRun, holds: readonly NewPayoutHold[]): Promise<void> {
  await db.insert(payoutRuns).values(run);
  if (holds.length) await db.insert(payoutHolds).values([...holds]);
}

export async function setPayoutRunTotals(db: DbOrTx, id: string, totals: { payoutCount: number; totalAmount: number }): Promise<void> {
  await db.update(payoutRuns).set(totals).where(eq(payoutRuns.id, id));
}
