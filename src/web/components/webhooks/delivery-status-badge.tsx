import type { WebhookDeliveryStatus } from '@contract/webhooks';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<WebhookDeliveryStatus, 'success' | 'secondary' | 'destructive' | 'outline'> = {
  SUCCEEDED: 'success',
  PENDING: 'outline',
  RETRYING: 'secondary',
  FAILED: 'destructive',
};

/** A webhook delivery's status, as the merchant's delivery console and the admin panel's search both show it. */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>;
}
