import type { PaymentStatus } from '@contract/payment-states';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AdminTransaction } from '@contract/admin-transactions';
import type { DbOrTx } from '@server/db/client';
import { merchants } from '@server/db/schema/index';
import { afterCursor, cursorTs, decodeCursor, isoTs, timeRange, toPage, whereAll } from '@server/db/keyset';

export interface ListTransactionsOptions {
  limit: number;
  cursor?: string;
  status?: PaymentStatus;
  mode?: 'live' | 'test';
  merchantId?: string;
  from?: string;
  to?: string;
}

type Row = {
  id: string;
  transaction_id: string;
  public_merchant_id: string;
  company_name: string;
  mode: 'live' | 'test';
  status: PaymentStatus;
  amount: number;
  fee_amount: number;
  currency: string;
  customer_email: string;
  category: string;
  total_reward: string;
  splits: AdminTransaction['splits'];
  decline_reason: string | null;
  created_iso: string;
  cursor_ts: string;
};

const COLUMNS = sql`t.id, t.transaction_id, t.merchant_id, t.mode, t.status, t.amount, t.fee_amount, t.currency, t.customer_email,
  t.category, t.total_reward, t.splits, t.decline_reason, t.created_at, ${isoTs(sql`t.created_at`)} as created_iso, ${cursorTs(sql`t.created_at`)} as cursor_ts`;

/** One ordered, limited index range scan. */
const branch = (where: SQL, limit: number) =>
  sql`(select ${COLUMNS} from transactions t where ${where} order by t.created_at desc nulls last, t.id desc nulls last limit ${limit})`;

/**
 * Newest first, keyset-paged on (created_at, id). Every filter combination is
 * answered by one of the (…, created_at desc, id desc) indexes, so a page
 * costs the same on the first page and 900,000 rows deep. A merchant filter
 * without a mode reads both (merchant, mode) ranges and merges them, because
 * the merchant index leads with mode.
 */
export async function listTransactions(db: DbOrTx, o: ListTransactionsOptions): Promise<{ transactions: AdminTransaction[]; nextCursor: string | null }> {
  const key = decodeCursor(o.cursor, 'uuid');
  let merchantDbId: string | undefined;
  if (o.merchantId !== undefined) {
    const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantId, o.merchantId)).limit(1);
    if (!m) return { transactions: [], nextCursor: null };
    merchantDbId = m.id;
  }
  const where = (mode: 'live' | 'test' | undefined) =>
    whereAll([
      merchantDbId ? sql`t.merchant_id = ${merchantDbId}` : undefined,
      mode ? sql`t.mode = ${mode}` : undefined,
      o.status ? sql`t.status = ${o.status}` : undefined,
      ...timeRange(sql`t.created_at`, o.from, o.to),
      key ? afterCursor(sql`t.created_at`, sql`t.id`, key, 'uuid') : undefined,
    ]);
  const n = o.limit + 1;
  const page =
    merchantDbId && !o.mode
      ? sql`select * from (${branch(where('live'), n)} union all ${branch(where('test'), n)}) u order by created_at desc nulls last, id desc nulls last limit ${n}`
      : branch(where(o.mode), n);

  const { rows } = await db.execute<Row>(sql`
    select p.*, m.merchant_id as public_merchant_id, m.company_name
    from (${page}) p
    -- A primary-key probe per row of the page (LIMIT 1 keeps the planner from hash-joining all merchants).
    cross join lateral (select merchant_id, company_name from merchants where id = p.merchant_id limit 1) m
    order by p.created_at desc nulls last, p.id desc nulls last`);
  const { rows: pageRows, nextCursor } = toPage(rows, o.limit);
  return {
    transactions: pageRows.map((r) => ({
      transactionId: r.transaction_id,
      merchantId: r.public_merchant_id,
      companyName: r.company_name,
      mode: r.mode,
      status: r.status,
      amount: Number(r.amount),
      feeAmount: Number(r.fee_amount),
      currency: r.currency,
      customerEmail: r.customer_email,
      category: r.category,
      totalReward: Number(r.total_reward),
      splits: r.splits,
      declineReason: r.decline_reason,
      createdAt: r.created_iso,
    })),
    nextCursor,
  };
}
