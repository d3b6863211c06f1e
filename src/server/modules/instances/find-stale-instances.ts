import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appInstances } from '@server/db/schema/index';

export interface StaleInstance {
  instanceId: string;
  host: string;
  version: string;
  lastSeenAt: Date;
  /** 'stopped': it shut down cleanly; 'no-heartbeat': it went quiet (crashed, hung or cut off). */
  reason: 'stopped' | 'no-heartbeat';
}

/**
 * Instances that have just stopped, or sent no heartbeat for `staleAfterMs`, and that no instance
 * has reported yet. Each is claimed in the same statement (down_noticed_at), so however many
 * instances look at once, every outage is returned exactly once; an instance that beats again is
 * cleared and may be reported again later.
 */
export async function findNewlyStaleInstances(db: DbOrTx, { staleAfterMs }: { staleAfterMs: number }): Promise<StaleInstance[]> {
  const rows = await db
    .update(appInstances)
    .set({ downNoticedAt: sql`now()` })
    .where(
      and(
        isNull(appInstances.downNoticedAt),
        or(isNotNull(appInstances.stoppedAt), lt(appInstances.lastSeenAt, sql`now() - make_interval(secs => ${staleAfterMs / 1000})`)),
      ),
    )
    .returning({
      instanceId: appInstances.instanceId,
      host: appInstances.host,
      version: appInstances.version,
      lastSeenAt: appInstances.lastSeenAt,
      stopped: sql<boolean>`${appInstances.stoppedAt} is not null`,
    });
  return rows.map((r) => ({
    instanceId: r.instanceId,
    host: r.host,
    version: r.version,
    lastSeenAt: r.lastSeenAt,
    reason: r.stopped ? 'stopped' : 'no-heartbeat',
  }));
}
