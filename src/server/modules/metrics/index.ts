/** The metrics domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { createAppMetrics } from './app-metrics';
export type { AppMetrics } from './app-metrics';
export type { WindowStats } from './request-window';
