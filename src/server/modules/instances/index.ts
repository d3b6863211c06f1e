/** The instances domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { findNewlyStaleInstances } from './find-stale-instances';
export { startInstanceHeartbeat } from './instance-heartbeat';
export type { InstanceHeartbeat } from './instance-heartbeat';
export { purgeInstanceHistory } from './purge-instance-history';
