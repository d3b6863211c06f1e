import type { WebhookDeliveryStatus } from '@contract/webhooks';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<WebhookDeliveryStatus, 'success' | 'secondary' | 'destructive' | 'outline'> = {
  SUCCEEDED: 'success',
  PENDING: 'outline',
  RETRYING: 'secondary',
  FAILED: 'destructive',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>;
}
