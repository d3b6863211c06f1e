import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { declineReasonLabel } from '@web/features/admin/lib/decline-reason-label';
import { BlockedBinsCard } from './blocked-bins-card';
import { declinesByReason } from './declines-by-reason';
import { getRiskSummary } from '@contract/endpoints/admin-risk';

export function FraudRiskSection() {
  const summary = useAdminQuery(getRiskSummary, { query: { days: 30 } });
  const s = summary.data;
  const rows = s ? declinesByReason(s.declines) : [];
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Velocity rule</CardTitle>
            <CardDescription>Applied to every payment, per merchant and mode.</CardDescription>
          </CardHeader>
          <CardContent>
            <LoadState isPending={summary.isPending} isError={summary.isError} onRetry={() => void summary.refetch()} what="risk summary" />
            {s ? (
              <p className="flex items-center gap-2 text-sm" data-testid="velocity-rule">
                <Gauge className="size-4 text-muted-foreground" aria-hidden="true" />
                <span>
                  <span className="font-semibold">
                    {s.velocityRule.maxPayments} payments per customer in {s.velocityRule.windowMinutes} minutes
                  </span>
                  . A further payment from the same customer email in that window is declined (VELOCITY_LIMIT).
                </span>
              </p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Declines by reason</CardTitle>
            <CardDescription>Declined payments over the last {s?.days ?? 30} days.</CardDescription>
          </CardHeader>
          <CardContent>
            {s && rows.length === 0 ? <EmptyState title={`No declined payments in the last ${s.days} days`} /> : null}
            {rows.length > 0 ? (
              <Table aria-label="Declines by reason">
                <TableHeader>
                  <TableRow>
                    <TableHead>Reason</TableHead>
                    <TableHead className="text-right">Live</TableHead>
                    <TableHead className="text-right">Test</TableHead>
                    <TableHead className="text-right">Total</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.reason}>
                      <TableCell>{declineReasonLabel(r.reason)}</TableCell>
                      <TableCell className="text-right tabular-nums">{r.live}</TableCell>
                      <TableCell className="text-right tabular-nums">{r.test}</TableCell>
                      <TableCell className="text-right font-medium tabular-nums">{r.total}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </CardContent>
        </Card>
      </div>
      <BlockedBinsCard />
    </div>
  );
}
