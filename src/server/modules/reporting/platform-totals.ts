import { sql } from 'drizzle-orm';
import type { Mode } from '@contract/payments';
import type { DbOrTx } from '@server/db/client';

export type { Mode };

export interface Totals {
  transactions: number;
  successful: number;
  volume: number;
  fees: number;
}

/**
 * The only reads of platform-wide payment figures. They come from the daily
 * aggregate, never from a scan of transactions: the platform-wide rollup, a
 * few hundred rows however many merchants there are (docs/decisions/0003),
 * plus the increments the payment hot path appended and the fold job has not
 * yet moved into it (transaction_stats_pending, a quarter of a second's worth:
 * docs/decisions/0002). Both are read in one statement, so one snapshot:
 * the figures equal SQL over transactions at every moment.
 */
const ROWS = sql`(select day, mode, status, count, volume, fees from transaction_platform_daily_stats
  union all select day, mode, status, count, volume, fees from transaction_stats_pending) as stats`;

const SUMS = sql`coalesce(sum(count), 0)::bigint as transactions,
  coalesce(sum(count) filter (where status = 'COMPLETED'), 0)::bigint as successful,
  coalesce(sum(volume) filter (where status = 'COMPLETED'), 0)::bigint as volume,
  coalesce(sum(fees) filter (where status = 'COMPLETED'), 0)::bigint as fees`;

const toTotals = (r: Record<string, unknown> | undefined): Totals => ({
  transactions: Number(r?.transactions ?? 0),
  successful: Number(r?.successful ?? 0),
  volume: Number(r?.volume ?? 0),
  fees: Number(r?.fees ?? 0),
});

/** All-time totals (volume and fees over completed payments). */
export async function platformTotals(db: DbOrTx, mode?: Mode): Promise<Totals> {
  const { rows } = await db.execute(sql`select ${SUMS} from ${ROWS} where ${mode ? sql`mode = ${mode}` : sql`true`}`);
  return toTotals(rows[0]);
}

/** Totals per UTC day from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive); days without payments are absent. */
export async function platformDailyTotals(
  db: DbOrTx,
  { firstDay, lastDay, mode }: { firstDay: string; lastDay: string; mode?: Mode },
): Promise<Map<string, Totals>> {
  const { rows } = await db.execute(sql`
    select day::text as day, ${SUMS} from ${ROWS}
    where day between ${firstDay}::date and ${lastDay}::date and ${mode ? sql`mode = ${mode}` : sql`true`}
    group by day`);
  return new Map(rows.map((r) => [String(r.day), toTotals(r)]));
}
