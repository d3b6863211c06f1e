import type { LegStatus, PaymentStatus, RefundLegStatus, RefundStatus } from '@contract/payment-states';
import { Badge } from '@web/components/ui/badge';

type Status = PaymentStatus | LegStatus | RefundStatus | RefundLegStatus;

const VARIANTS: Record<Status, 'success' | 'destructive' | 'secondary' | 'outline'> = {
  REQUIRES_AUTHORISATION: 'outline',
  PENDING: 'outline',
  AUTHORISED: 'secondary',
  PARTIALLY_SUCCEEDED: 'secondary',
  COMPLETED: 'success',
  CAPTURED: 'success',
  SUCCEEDED: 'success',
  FAILED: 'destructive',
  DECLINED: 'destructive',
  CANCELED: 'destructive',
  VOIDED: 'outline',
};

/** The status of a payment, a leg or a refund, as the portal and the admin panel both show it: the code people see in the API. */
export function LifecycleStatusBadge({ status }: { status: Status }) {
  return <Badge variant={VARIANTS[status]}>{status.replace(/_/g, ' ')}</Badge>;
}
