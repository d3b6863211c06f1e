/** The reporting domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { getAnalytics } from './get-analytics';
export { getDailyStats } from './get-daily-stats';
export { getStats } from './get-stats';
export { addDays } from './utc-days';
