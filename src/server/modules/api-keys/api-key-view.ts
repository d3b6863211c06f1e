import type { ApiKey } from '@contract/payments';
import type { apiKeys } from '@server/db/schema/index';

/** A stored key as the API shows it (never its hash): the key lists and the api_key.* events. */
export const toApiKey = (row: typeof apiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  mode: row.mode,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
