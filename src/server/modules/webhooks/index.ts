/** The webhooks domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { listAdminWebhookEndpoints, replayAdminDelivery, searchAdminDeliveries } from './admin-webhooks';
export { listEndpointDeliveries, replayMerchantDelivery } from './deliveries';
export { claimDueDeliveries } from './delivery-claim';
export { deliverClaimed } from './deliver-webhook';
export type { DeliveryOutcome } from './deliver-webhook';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rollWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
  type EndpointManager,
} from './manage-endpoints';
export { generateWebhookSecret, signWebhook } from './signing';
export { createWebhookWorker } from './webhook-worker';
export type { WebhookWorker } from './webhook-worker';
