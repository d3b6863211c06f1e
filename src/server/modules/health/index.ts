/** The health domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { addReadinessCheck, isDraining, startDraining, type ReadinessCheck } from './probe-state';
export { readiness, PROBE_TIMEOUT_MS, type Pressure, type ReadyzBody } from './readiness';
export { countPending, lastAppliedMigration, shippedMigrationTimes } from './shipped-migrations';
export { createEventLoopMonitor, SAMPLE_INTERVAL_MS, type EventLoopMonitor } from './event-loop';
