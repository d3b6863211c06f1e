import { and, eq, sql } from 'drizzle-orm';
import type { Payment } from '@contract/payments';
import type { PaymentStatus } from '@contract/payment-states';
import type { DbOrTx } from '@server/db/client';
import { transactions } from '@server/db/schema/index';
import { afterCursor, cursorTs, decodeCursor, encodeCursor } from '@server/db/keyset';
import { toPayment } from './to-payment';

/** One merchant's payments in one mode, newest first, with keyset paging. */
export async function listPayments(
  db: DbOrTx,
  { merchantDbId, mode, limit, cursor, status }: { merchantDbId: string; mode: 'test' | 'live'; limit: number; cursor?: string; status?: PaymentStatus },
): Promise<{ transactions: Payment[]; nextCursor: string | null }> {
  const after = decodeCursor(cursor, 'uuid', 'VALIDATION_ERROR');
  const rows = await db
    .select({ row: transactions, at: cursorTs(transactions.createdAt) })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantDbId),
        eq(transactions.mode, mode),
        status ? eq(transactions.status, status) : undefined,
        after ? afterCursor(transactions.createdAt, transactions.id, after, 'uuid') : undefined,
      ),
    )
    // NULLS LAST matches the indexes' order (Drizzle's default), so the index serves the sort.
    .orderBy(sql`${transactions.createdAt} desc nulls last`, sql`${transactions.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    transactions: page.map((r) => toPayment(r.row)),
    nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.at, id: last.row.id }) : null,
  };
}
