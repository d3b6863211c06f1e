import type { WebhookEndpoint } from '@contract/webhooks';
import type { WebhookEndpointRow } from '@server/db/schema/index';

/** The endpoint as the API shows it: never a secret. */
export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > Date.now() ? row.previousSecretExpiresAt.toISOString() : null;
  return {
    id: row.id,
    url: row.url,
    mode: row.mode,
    enabledEvents: row.enabledEvents,
    description: row.description,
    status: row.status,
    disabledReason: row.disabledReason,
    secretRolledAt: row.secretRolledAt?.toISOString() ?? null,
    previousSecretExpiresAt: overlap,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
