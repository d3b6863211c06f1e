import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { dropPartition, monthPartitions } from '@server/db/partitions';

const BATCH = 5_000;
/** A run stops after this many batches; the next run carries on. */
const MAX_BATCHES = 200;

/**
 * Removes log rows (and hourly counts) older than the retention period. A month partition wholly past
 * it is dropped (decision 0044); the rest, in the month at the boundary and the default partition, are
 * deleted a batch at a time, so no statement holds many row locks or runs long. Safe on every instance
 * at once: a partition or row already gone is simply not found. Returns how many log rows it removed.
 */
export async function purgeOldApiRequests(db: DbOrTx, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoffDate = new Date(now.getTime() - retentionDays * 86_400_000);
  const cutoff = cutoffDate.toISOString();
  let deleted = 0;
  for (const partition of await monthPartitions(db, 'api_request_logs')) {
    if (partition.to <= cutoffDate) deleted += await dropPartition(db, partition);
  }
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { rowCount } = await db.execute(sql`
      delete from api_request_logs where id in (
        select id from api_request_logs where created_at < ${cutoff}::timestamptz
        order by created_at limit ${BATCH} for update skip locked)`);
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < BATCH) break;
  }
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { rowCount } = await db.execute(sql`
      delete from api_request_hourly where (api_key_id, hour) in (
        select api_key_id, hour from api_request_hourly where hour < ${cutoff}::timestamptz limit ${BATCH} for update skip locked)`);
    if ((rowCount ?? 0) < BATCH) break;
  }
  return deleted;
}
