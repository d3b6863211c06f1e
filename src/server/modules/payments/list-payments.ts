import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Payment } from '../../../contract/payments';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { toPayment } from './to-payment';

/** Opaque keyset cursor: the (createdAt, id) of the last row served. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad');
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
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantDbId),
        eq(transactions.mode, mode),
        after
          ? or(lt(transactions.createdAt, after.createdAt), and(eq(transactions.createdAt, after.createdAt), lt(transactions.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { transactions: page.map(toPayment), nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
