import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appInstanceMinutes, appInstances } from '@server/db/schema/index';

const WEEK_AGO = sql`now() - interval '7 days'`;

/** Per-minute rollups older than 7 days go, and instances not seen for 7 days with them. */
export async function purgeInstanceHistory(db: DbOrTx): Promise<void> {
  await db.delete(appInstanceMinutes).where(lt(appInstanceMinutes.minute, WEEK_AGO));
  await db.delete(appInstances).where(lt(appInstances.lastSeenAt, WEEK_AGO));
}
