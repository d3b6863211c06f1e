import type { DisputeStatus } from '@contract/disputes';
import { Badge } from '@web/components/ui/badge';

const LABELS: Record<DisputeStatus, string> = {
  NEEDS_RESPONSE: 'Needs response',
  UNDER_REVIEW: 'Under review',
  WON: 'Won',
  LOST: 'Lost',
  ACCEPTED: 'Accepted',
};

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const variant = status === 'WON' ? 'success' : status === 'LOST' || status === 'ACCEPTED' ? 'destructive' : status === 'UNDER_REVIEW' ? 'secondary' : 'outline';
  return <Badge variant={variant}>{LABELS[status]}</Badge>;
}
