/** The read-replica domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { createReplicaDatabase, replicaUnavailable } from './replica-pool';
export { readDb, readMarkPrincipal } from './read-db';
export { replicaHealth, startReadReplica } from './start-read-replica';
export type { ReadReplica } from './start-read-replica';
export type { ReplicaHealth, ReplicaStatus } from './replica-monitor';
export { REPLICA_SAMPLE_MS, ReplicaMonitor } from './replica-monitor';
export { ReadMarkWriter, readMark } from './read-marks';
