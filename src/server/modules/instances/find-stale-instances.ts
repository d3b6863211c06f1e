import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';

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
  const { rows } = await db.execute<{ instance_id: string; host: string; version: string; last_seen_at: Date | string; stopped: boolean }>(sql`
    update app_instances set down_noticed_at = now()
    where down_noticed_at is null
      and (stopped_at is not null or last_seen_at < now() - make_interval(secs => ${staleAfterMs / 1000}))
    returning instance_id, host, version, last_seen_at, stopped_at is not null as stopped`);
  return rows.map((r) => ({
    instanceId: r.instance_id,
    host: r.host,
    version: r.version,
    lastSeenAt: new Date(r.last_seen_at),
    reason: r.stopped ? 'stopped' : 'no-heartbeat',
  }));
}
