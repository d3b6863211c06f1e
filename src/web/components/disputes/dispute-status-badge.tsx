import type { DisputeStatus } from '@contract/disputes';
import { Badge } from '@web/components/ui/badge';

const LABELS: Record<DisputeStatus, string> = {
  NEEDS_RESPONSE: 'Needs response',
  UNDER_REVIEW: 'Under review',
  WON: 'Won',
  LOST: 'Lost',
  ACCEPTED: 'Accepted',
};

const VARIANTS: Record<DisputeStatus, 'success' | 'destructive' | 'secondary' | 'outline'> = {
  NEEDS_RESPONSE: 'outline',
  UNDER_REVIEW: 'secondary',
  WON: 'success',
  LOST: 'destructive',
  ACCEPTED: 'destructive',
};

/** A dispute's status as the admin panel and the merchant portal both show it. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}
