/** The rate-limit domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { hit, purgeExpired, refund, reset } from './rate-limiter';
export type { RateLimitRule, RateLimitState } from './rate-limiter';
