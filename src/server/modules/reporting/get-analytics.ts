import { sql } from 'drizzle-orm';
import type { AnalyticsResponse } from '@contract/admin-stats';
import type { DbOrTx } from '@server/db/client';
import { getDailyStats } from './get-daily-stats';
import { merchantCounts } from './get-stats';
import type { Mode } from './platform-totals';
import { PROJECTION_METHOD, projectFees } from './projection';
import { refundDailyTotals } from './refund-totals';
import { lastDays } from './utc-days';

/**
 * The Analytics section: every figure is computed from stored data over the
 * `days` UTC days ending today. Totals and the trend come from the daily
 * aggregate; decline reasons from the partial index on declined payments;
 * refunds from the refunds table by the day each was created.
 */
export async function getAnalytics(db: DbOrTx, { days, mode, now = new Date() }: { days: number; mode?: Mode; now?: Date }): Promise<AnalyticsResponse> {
  // The projection always looks at the trailing 30 days, even for a shorter window.
  const series = await getDailyStats(db, { days: Math.max(days, 30), mode, now });
  const window = series.slice(-days);
  const range = lastDays(now, days);
  const start = `${range[0]}T00:00:00Z`;

  const [merchants, refundsByDay, declines] = await Promise.all([
    merchantCounts(db),
    refundDailyTotals(db, { firstDay: range[0]!, lastDay: range[range.length - 1]!, mode }),
    db.execute<{ reason: string; count: number }>(sql`
      select decline_reason as reason, count(*)::int as count
      from transactions
      where decline_reason is not null and created_at >= ${start}::timestamptz
        and ${mode ? sql`mode = ${mode}` : sql`true`}
      group by decline_reason
      order by count desc, decline_reason`),
  ]);

  const totals = window.reduce(
    (acc, d) => ({
      transactions: acc.transactions + d.transactions,
      successful: acc.successful + d.successfulTransactions,
      volume: acc.volume + d.volume,
      fees: acc.fees + d.fees,
    }),
    { transactions: 0, successful: 0, volume: 0, fees: 0 },
  );
  const trend = window.map((d) => ({ date: d.date, fees: d.fees, volume: d.volume, refunds: refundsByDay.get(d.date) ?? 0 }));
  const refunds = trend.reduce((sum, d) => sum + d.refunds, 0);
  const points = projectFees(series.map((d) => ({ date: d.date, fees: d.fees, transactions: d.transactions })));

  return {
    days,
    totals: { ...totals, declined: totals.transactions - totals.successful },
    successRate: totals.transactions === 0 ? null : totals.successful / totals.transactions,
    averageTransaction: totals.successful === 0 ? null : Math.round(totals.volume / totals.successful),
    effectiveFeeRate: totals.volume === 0 ? null : (totals.fees / totals.volume) * 100,
    merchantsByStatus: { PENDING_VERIFICATION: merchants.pending, ACTIVE: merchants.active, SUSPENDED: merchants.suspended },
    declineReasons: declines.rows,
    refunds,
    netVolume: totals.volume - refunds,
    revenueTrend: trend,
    projection: points ? { method: PROJECTION_METHOD, label: 'Projection', points } : null,
  };
}
