/** The api-keys domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { toApiKey } from './api-key-view';
export { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys';
export { revokeKey } from './revoke-api-key';
