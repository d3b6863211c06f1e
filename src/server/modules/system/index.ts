/** The system domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { getHealthHistory } from './get-health-history';
export { getSystemHealth } from './get-system-health';
export { getSystemInfo } from './get-system-info';
export { checkDatabase, countOutboxPending, webhookBacklog } from './health-checks';
