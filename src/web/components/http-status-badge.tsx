import { Badge } from '@web/components/ui/badge';

/** An HTTP status as a badge: green for 2xx, red for 5xx, outlined for the rest (4xx are the caller's to fix). */
export function HttpStatusBadge({ status }: { status: number }) {
  const variant = status >= 500 ? 'destructive' : status >= 400 ? 'outline' : 'success';
  return (
    <Badge variant={variant} className="font-mono">
      {status}
    </Badge>
  );
}
