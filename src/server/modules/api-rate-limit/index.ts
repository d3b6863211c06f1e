/** The api-rate-limit domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { enforceApiKeyLimit, startApiRateLimiter } from './api-key-limit';
export { getMerchantApiRateLimit, setMerchantApiRateLimit } from './merchant-api-rate-limit';
