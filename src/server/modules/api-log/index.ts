/** The api-log domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { adminRevokeApiKey, listAdminApiKeys } from './admin-api-keys';
export { apiUsage } from './api-usage';
export { getMerchantRequest, listAdminRequests, listMerchantRequests } from './list-requests';
export { createApiLogWriter } from './log-writer';
export type { ApiLogRow, ApiLogWriter } from './log-writer';
export { purgeOldApiRequests } from './purge-request-log';
export { latestRequestId, requestExists, requestsAfter, requestsByIds } from './stream-requests';
