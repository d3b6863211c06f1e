import { asc, eq } from 'drizzle-orm';
import type { HistoryEntry } from '@contract/payment-lifecycle';
import type { DbOrTx } from '@server/db/client';
import { paymentHistory } from '@server/db/schema/index';
import type { TransactionRow } from './to-payment';

export type NewHistory = Omit<typeof paymentHistory.$inferInsert, 'id' | 'transactionId' | 'at'>;

/** The payment's history: its creation (from the row itself), then every stored change. */
export async function readHistory(db: DbOrTx, row: TransactionRow): Promise<HistoryEntry[]> {
  const stored = await db.select().from(paymentHistory).where(eq(paymentHistory.transactionId, row.id)).orderBy(asc(paymentHistory.id));
  const firstStatus = stored.find((h) => h.subject === 'payment')?.fromStatus ?? row.status;
  const created: HistoryEntry = {
    at: row.createdAt.toISOString(),
    subject: 'payment',
    subjectId: row.transactionId,
    from: null,
    to: firstStatus,
    cause: 'created',
    note: null,
  };
  return [
    created,
    ...stored.map((h) => ({
      at: h.at.toISOString(),
      subject: h.subject,
      subjectId: h.subjectId,
      from: h.fromStatus,
      to: h.toStatus,
      cause: h.cause,
      note: h.note,
    })),
  ];
}
