import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { transactions } from '@server/db/schema/index';
import type { Split } from '@engine/index';
import { capturedLegsFromSplits } from './legs';

export interface TransactionRecord {
  transactionId: string;
  merchantDbId: string;
  mode: 'test' | 'live';
  status: 'COMPLETED' | 'DECLINED';
  amount: number;
  currency: string;
  feeAmount: number;
  feePercent: number;
  customerEmail: string;
  category: string;
  splits: unknown[];
  totalReward: number;
  declinedCards: unknown[];
  declineReason: string | null;
  createdAt?: Date;
}

// Spreads counter updates over a few rows so concurrent payments rarely wait on each other.
const STAT_SHARDS = 64;

/**
 * Stores decided payments in batches (seeding, imports) and keeps both daily
 * aggregates (per merchant and platform-wide) in step, in the caller's
 * transaction. The aggregates (plus transaction_stats_pending) are what
 * dashboards read, so every write of a transaction must come through here or
 * through record_payment, the single-payment hot path (src/server/db/sql/record_payment.sql).
 */
export async function recordTransactions(db: DbOrTx, records: TransactionRecord[]): Promise<{ id: string; createdAt: Date }[]> {
  if (records.length === 0) return [];
  const inserted = await db
    .insert(transactions)
    .values(
      records.map((r) => ({
        transactionId: r.transactionId,
        merchantId: r.merchantDbId,
        mode: r.mode,
        status: r.status,
        amount: r.amount,
        currency: r.currency,
        feeAmount: r.feeAmount,
        feePercent: r.feePercent.toFixed(2),
        customerEmail: r.customerEmail.toLowerCase(),
        category: r.category,
        splits: r.splits,
        totalReward: r.totalReward.toFixed(2),
        declinedCards: r.declinedCards,
        declineReason: r.declineReason,
        legs: r.status === 'COMPLETED' ? capturedLegsFromSplits(r.splits as Split[]) : [],
        amountCaptured: r.status === 'COMPLETED' ? r.amount : 0,
        ...(r.createdAt ? { createdAt: r.createdAt } : {}),
      })),
    )
    .returning({
      id: transactions.id,
      createdAt: transactions.createdAt,
      merchantId: transactions.merchantId,
      mode: transactions.mode,
      status: transactions.status,
      amount: transactions.amount,
      feeAmount: transactions.feeAmount,
    });

  // Aggregate in memory, then one upsert statement per aggregate table for the whole batch.
  const shard = Math.floor(Math.random() * STAT_SHARDS);
  const perMerchant = new Map<string, { day: string; mode: string; merchantId: string; status: string; count: number; volume: number; fees: number }>();
  const platform = new Map<string, { day: string; mode: string; status: string; count: number; volume: number; fees: number }>();
  for (const row of inserted) {
    const day = row.createdAt.toISOString().slice(0, 10);
    const m = perMerchant.get(`${day}|${row.mode}|${row.merchantId}|${row.status}`) ?? {
      day,
      mode: row.mode,
      merchantId: row.merchantId,
      status: row.status,
      count: 0,
      volume: 0,
      fees: 0,
    };
    const p = platform.get(`${day}|${row.mode}|${row.status}`) ?? { day, mode: row.mode, status: row.status, count: 0, volume: 0, fees: 0 };
    for (const g of [m, p]) {
      g.count += 1;
      g.volume += row.amount;
      g.fees += row.feeAmount;
    }
    perMerchant.set(`${day}|${row.mode}|${row.merchantId}|${row.status}`, m);
    platform.set(`${day}|${row.mode}|${row.status}`, p);
  }
  const m = [...perMerchant.values()];
  const p = [...platform.values()];
  const col = <T>(rows: T[], pick: (r: T) => unknown) => sql.param(rows.map(pick));
  // ORDER BY makes concurrent batches take row locks in the same order (no deadlocks).
  await db.execute(sql`
    insert into transaction_daily_stats (day, mode, merchant_id, status, shard, count, volume, fees)
    select day, mode, merchant_id, status, ${shard}, count, volume, fees
    from unnest(${col(m, (r) => r.day)}::date[], ${col(m, (r) => r.mode)}::text[], ${col(m, (r) => r.merchantId)}::uuid[],
      ${col(m, (r) => r.status)}::text[], ${col(m, (r) => r.count)}::bigint[], ${col(m, (r) => r.volume)}::bigint[], ${col(m, (r) => r.fees)}::bigint[])
      as g(day, mode, merchant_id, status, count, volume, fees)
    order by day, mode, merchant_id, status
    on conflict (day, mode, merchant_id, status, shard) do update set
      count = transaction_daily_stats.count + excluded.count,
      volume = transaction_daily_stats.volume + excluded.volume,
      fees = transaction_daily_stats.fees + excluded.fees`);
  await db.execute(sql`
    insert into transaction_platform_daily_stats (day, mode, status, shard, count, volume, fees)
    select day, mode, status, ${shard}, count, volume, fees
    from unnest(${col(p, (r) => r.day)}::date[], ${col(p, (r) => r.mode)}::text[], ${col(p, (r) => r.status)}::text[],
      ${col(p, (r) => r.count)}::bigint[], ${col(p, (r) => r.volume)}::bigint[], ${col(p, (r) => r.fees)}::bigint[])
      as g(day, mode, status, count, volume, fees)
    order by day, mode, status
    on conflict (day, mode, status, shard) do update set
      count = transaction_platform_daily_stats.count + excluded.count,
      volume = transaction_platform_daily_stats.volume + excluded.volume,
      fees = transaction_platform_daily_stats.fees + excluded.fees`);
  return inserted.map((r) => ({ id: r.id, createdAt: r.createdAt }));
}

// Arbitrary constant shared by every instance: "smartsplit stats fold".
const FOLD_LOCK_KEY = 727_274_002;

/**
 * The payment hot path does not update the aggregates: record_payment
 * (src/server/db/sql/record_payment.sql) appends one row per payment to transaction_stats_pending,
 * in the payment's own transaction, so concurrent payments never queue on a
 * counter row's lock until commit. This folds those rows into both daily
 * aggregates in one statement (the DELETE ... RETURNING takes exactly the rows
 * it moves, so nothing is counted twice or lost), and every instance's
 * background job runs it four times a second. Readers add the pending rows to the
 * aggregates, so figures are exact at any moment; the fold only keeps the
 * pending table small. Returns how many pending rows it folded.
 */
export async function foldPendingStats(db: DbOrTx): Promise<number> {
  // One instance at a time; a concurrent fold would only wait on this one's rows.
  const { rows } = await db.execute<{ folded: number }>(
    sql`select case when pg_try_advisory_xact_lock(${FOLD_LOCK_KEY}) then fold_transaction_stats() else 0 end as folded`,
  );
  return Number(rows[0]?.folded ?? 0);
}
