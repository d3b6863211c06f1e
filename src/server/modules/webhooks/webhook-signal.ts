/** The channel record_event (migration 0007) notifies when it stores deliveries; every instance's worker listens. */
export const WEBHOOK_CHANNEL = 'smartsplit_webhooks';
