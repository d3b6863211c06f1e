import type { DailyStat } from '@contract/admin-stats';
import type { DbOrTx } from '@server/db/client';
import { platformDailyTotals, type Mode } from './platform-totals';
import { refundDailyTotals } from './refund-totals';
import { lastDays } from './utc-days';

/** Per-day figures for the `days` UTC days ending today, oldest first, days without payments filled with zeros; refunds by the day each was created. */
export async function getDailyStats(db: DbOrTx, { days, mode, now = new Date() }: { days: number; mode?: Mode; now?: Date }): Promise<DailyStat[]> {
  const range = lastDays(now, days);
  const period = { firstDay: range[0]!, lastDay: range[range.length - 1]!, mode };
  const [byDay, refundsByDay] = await Promise.all([platformDailyTotals(db, period), refundDailyTotals(db, period)]);
  return range.map((date) => {
    const t = byDay.get(date);
    const volume = t?.volume ?? 0;
    const refunds = refundsByDay.get(date) ?? 0;
    return {
      date,
      transactions: t?.transactions ?? 0,
      successfulTransactions: t?.successful ?? 0,
      volume,
      fees: t?.fees ?? 0,
      refunds,
      netVolume: volume - refunds,
    };
  });
}
