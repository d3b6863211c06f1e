import type { PayoutStatus } from '@contract/ledger';
import { Badge } from '@web/components/ui/badge';

/** A payout's status as the admin panel and the merchant portal both show it. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const variant = status === 'PAID' ? 'success' : status === 'FAILED' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{status}</Badge>;
}
