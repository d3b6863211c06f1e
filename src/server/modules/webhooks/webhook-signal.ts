/** The channel record_event (src/server/db/sql/record_event.sql) notifies when it stores deliveries; every instance's worker listens. */
export const WEBHOOK_CHANNEL = 'smartsplit_webhooks';
