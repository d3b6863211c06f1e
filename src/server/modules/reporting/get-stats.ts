import { sql } from 'drizzle-orm';
import type { AdminStats } from '@contract/admin-stats';
import type { DbOrTx } from '@server/db/client';
import { platformTotals, type Mode } from './platform-totals';
import { refundTotal } from './refund-totals';

/** Merchant counts by status: one pass over the status index (about 10k rows at most scales we plan for). */
export async function merchantCounts(db: DbOrTx) {
  const { rows } = await db.execute<{ total: number; active: number; pending: number; suspended: number }>(sql`
    select count(*)::int as total,
           count(*) filter (where status = 'ACTIVE')::int as active,
           count(*) filter (where status = 'PENDING_VERIFICATION')::int as pending,
           count(*) filter (where status = 'SUSPENDED')::int as suspended
    from merchants`);
  return rows[0]!;
}

/**
 * The dashboard cards. Transaction figures come from the maintained aggregate (see platform-totals.ts),
 * refunds from the refunds table (see refund-totals.ts); net volume is the one less the other.
 */
export async function getStats(db: DbOrTx, { mode }: { mode?: Mode }): Promise<AdminStats> {
  const [merchants, t, refunded] = await Promise.all([merchantCounts(db), platformTotals(db, mode), refundTotal(db, mode)]);
  return {
    totalMerchants: merchants.total,
    activeMerchants: merchants.active,
    pendingMerchants: merchants.pending,
    totalTransactions: t.transactions,
    successfulTransactions: t.successful,
    totalVolume: t.volume,
    totalFees: t.fees,
    grossVolume: t.volume,
    totalRefunds: refunded,
    netVolume: t.volume - refunded,
  };
}
