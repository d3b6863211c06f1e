import { and, eq, sql } from 'drizzle-orm';
import type { Payment } from '../../../contract/payments';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { toPayment } from './to-payment';

/**
 * Opaque keyset cursor: the (created_at, id) of the last row served. The time
 * is kept as PostgreSQL's own text form, because JavaScript dates drop the
 * microseconds and rows within one millisecond would be skipped.
 */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    if (typeof createdAt !== 'string' || !/^\d{4}-\d\d-\d\d[ T][\d:.]+(Z|[+-]\d\d(:?\d\d)?)$/.test(createdAt)) throw new Error('bad');
    if (typeof id !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) throw new Error('bad');
    return { createdAt, id };
  } catch {
    throw badRequest('cursor is not valid; use the nextCursor value from the previous page', 'VALIDATION_ERROR', { field: 'cursor' });
  }
}

/** One merchant's payments in one mode, newest first. */
export async function listPayments(
  db: DbOrTx,
  { merchantDbId, mode, limit, cursor }: { merchantDbId: string; mode: 'test' | 'live'; limit: number; cursor?: string },
): Promise<{ transactions: Payment[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rows = await db
    .select({ row: transactions, at: sql<string>`${transactions.createdAt}::text` })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantDbId),
        eq(transactions.mode, mode),
        after ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    // NULLS LAST matches the indexes' order (Drizzle's default), so the index serves the sort.
    .orderBy(sql`${transactions.createdAt} desc nulls last`, sql`${transactions.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { transactions: page.map((r) => toPayment(r.row)), nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.row.id) : null };
}
