import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { declineReasonLabel } from '@web/features/admin/lib/decline-reason-label';

/** Declined payments by reason; the bar widths are relative to the most common reason. */
export function DeclineReasons({ reasons, days }: { reasons: { reason: string; count: number }[]; days: number }) {
  const most = Math.max(1, ...reasons.map((r) => r.count));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Decline reasons</CardTitle>
        <CardDescription>Declined payments by reason, last {days} days.</CardDescription>
      </CardHeader>
      <CardContent>
        {reasons.length === 0 ? (
          <EmptyState title="No declined payments in this period" />
        ) : (
          <ul className="space-y-3 text-sm">
            {reasons.map((r) => (
              <li key={r.reason}>
                <div className="flex justify-between gap-4">
                  <span>{declineReasonLabel(r.reason)}</span>
                  <span className="font-medium tabular-nums">{r.count}</span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-muted">
                  <div className="h-2 rounded-full bg-destructive" style={{ width: `${(r.count / most) * 100}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
