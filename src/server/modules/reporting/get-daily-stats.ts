import type { DailyStat } from '@contract/admin-stats';
import type { DbOrTx } from '@server/db/client';
import { platformDailyTotals, type Mode } from './platform-totals';
import { lastDays } from './utc-days';

/** Per-day figures for the `days` UTC days ending today, oldest first, days without payments filled with zeros. */
export async function getDailyStats(db: DbOrTx, { days, mode, now = new Date() }: { days: number; mode?: Mode; now?: Date }): Promise<DailyStat[]> {
  const range = lastDays(now, days);
  const byDay = await platformDailyTotals(db, { firstDay: range[0]!, lastDay: range[range.length - 1]!, mode });
  return range.map((date) => {
    const t = byDay.get(date);
    return { date, transactions: t?.transactions ?? 0, successfulTransactions: t?.successful ?? 0, volume: t?.volume ?? 0, fees: t?.fees ?? 0 };
  });
}
