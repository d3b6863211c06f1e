import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';

/** Per-minute rollups older than 7 days go, and instances not seen for 7 days with them. */
export async function purgeInstanceHistory(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from app_instance_minutes where minute < now() - interval '7 days'`);
  await db.execute(sql`delete from app_instances where last_seen_at < now() - interval '7 days'`);
}
