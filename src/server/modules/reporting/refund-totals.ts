import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import type { Mode } from './platform-totals';

/**
 * The only reads of platform-wide refund figures: the amount refunded is the
 * sum of refund legs that SUCCEEDED (a PENDING leg is reserved, not refunded;
 * a FAILED one gave its amount back), counted on the UTC day the refund was
 * created. They come from refund_daily_stats, which trigger refunds_daily_stats
 * keeps in the same transaction as every refund write, so they equal SQL over
 * the refunds' legs at every moment. Summing the legs of every refund on each
 * dashboard load took about 0.25 s at 100k refunds
 * (docs/decisions/0034-refunds-in-reporting.md).
 */
const byMode = (mode?: Mode) => (mode ? sql`mode = ${mode}` : sql`true`);

/** All-time amount refunded, in pence. */
export async function refundTotal(db: DbOrTx, mode?: Mode): Promise<number> {
  const { rows } = await db.execute(sql`select coalesce(sum(refunded), 0)::bigint as refunded from refund_daily_stats where ${byMode(mode)}`);
  return Number(rows[0]?.refunded ?? 0);
}

/** Amount refunded per UTC day from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive); days without refunds are absent. */
export async function refundDailyTotals(
  db: DbOrTx,
  { firstDay, lastDay, mode }: { firstDay: string; lastDay: string; mode?: Mode },
): Promise<Map<string, number>> {
  const { rows } = await db.execute(sql`
    select day::text as day, sum(refunded)::bigint as refunded from refund_daily_stats
    where day between ${firstDay}::date and ${lastDay}::date and ${byMode(mode)}
    group by day`);
  return new Map(rows.map((r) => [String(r.day), Number(r.refunded)]));
}
