import type { AppContext } from '@server/context';
import type { StaleInstance } from './find-stale-instances';

/**
 * Called once per outage with the instances that have just stopped or gone quiet (claimed by
 * findNewlyStaleInstances, so exactly one instance reports each). This is where staff are told:
 * the log line here, and the admin notification ("an instance has stopped sending heartbeats").
 */
export async function reportInstancesDown(ctx: AppContext, instances: StaleInstance[]): Promise<void> {
  for (const instance of instances) {
    ctx.logger.warn(
      { instanceId: instance.instanceId, host: instance.host, lastSeenAt: instance.lastSeenAt.toISOString(), reason: instance.reason },
      instance.reason === 'stopped' ? 'an instance stopped' : 'an instance stopped sending heartbeats',
    );
  }
}
