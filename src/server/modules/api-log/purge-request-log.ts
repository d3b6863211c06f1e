import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';

const BATCH = 5_000;
/** A run stops after this many batches; the next run carries on. */
const MAX_BATCHES = 200;

/**
 * Deletes log rows (and hourly counts) older than the retention period, a batch at a time, so no
 * statement holds many row locks or runs long. Safe on every instance at once: a row already
 * deleted by another is simply not found. Returns how many log rows it deleted.
 */
export async function purgeOldApiRequests(db: DbOrTx, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let deleted = 0;
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
