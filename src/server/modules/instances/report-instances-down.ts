import type { AppContext } from '@server/context';
import { notify } from '../notifications';
import type { StaleInstance } from './find-stale-instances';

/**
 * Called once per outage with the instances that have just stopped or gone quiet (claimed by
 * findNewlyStaleInstances, so exactly one instance reports each): a log line, and an admin
 * notification to the roles that run the platform (instance.heartbeat_lost).
 */
export async function reportInstancesDown(ctx: AppContext, instances: StaleInstance[]): Promise<void> {
  for (const instance of instances) {
    const stopped = instance.reason === 'stopped';
    ctx.logger.warn(
      { instanceId: instance.instanceId, host: instance.host, lastSeenAt: instance.lastSeenAt.toISOString(), reason: instance.reason },
      stopped ? 'an instance stopped' : 'an instance stopped sending heartbeats',
    );
    await notify(ctx.database.db, ctx, {
      audience: 'admin',
      type: 'instance.heartbeat_lost',
      title: stopped ? `Instance on ${instance.host} stopped` : `Instance on ${instance.host} stopped sending heartbeats`,
      body: stopped
        ? `The instance ${instance.instanceId} (version ${instance.version}) on ${instance.host} shut down at ${instance.lastSeenAt.toISOString()}.`
        : `The instance ${instance.instanceId} (version ${instance.version}) on ${instance.host} has sent no heartbeat since ${instance.lastSeenAt.toISOString()}.`,
      link: '/admin/system-health',
      data: { instanceId: instance.instanceId, host: instance.host, reason: instance.reason, lastSeenAt: instance.lastSeenAt.toISOString() },
    });
  }
}
