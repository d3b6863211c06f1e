import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlarmClock, Gavel, Scale, TrendingDown } from 'lucide-react';
import { DISPUTE_REASONS, DISPUTE_REASON_LABELS, DISPUTE_STATUSES } from '@contract/disputes';
import { getDispute, getDisputeFigures, listDisputes } from '@contract/endpoints/admin-disputes';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { endpointKey } from '@web/lib/api-client';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { StatCard } from '@web/features/admin/components/stat-card';
import { useAdminQuery, useCursorList } from '@web/features/admin/lib/admin-queries';
import { DisputeDetailDialog } from './dispute-detail-dialog';
import { DisputeStatusBadge } from './dispute-status-badge';

/** Admin Disputes: figures from the stored disputes, the queue soonest due first, and each dispute's detail. */
export function DisputesSection() {
  const queryClient = useQueryClient();
  const figures = useAdminQuery(getDisputeFigures);
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useCursorList(listDisputes, { status, reason });
  const disputes = list.data?.pages.flatMap((p) => p.disputes) ?? [];
  const refresh = () => Promise.all([getDisputeFigures, listDisputes, getDispute].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
  const f = figures.data;

  return (
    <div className="space-y-6">
      <LoadState isPending={figures.isPending} isError={figures.isError} onRetry={() => void figures.refetch()} what="dispute figures" />
      {f ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <StatCard title="Open" icon={Gavel} value={<span data-testid="disputes-open">{f.open}</span>} detail="Needing a response or under review" />
          <StatCard title="Due within 48 hours" icon={AlarmClock} value={<span data-testid="disputes-due">{f.dueWithin48h}</span>} detail="Still needing the merchant’s response" />
          <StatCard
            title="Won rate"
            icon={Scale}
            value={<span data-testid="disputes-won-rate">{f.wonRate === null ? '–' : `${Math.round(f.wonRate * 100)}%`}</span>}
            detail={`Of ${f.closed} closed dispute${f.closed === 1 ? '' : 's'}`}
          />
          <StatCard title="Lost amount" icon={TrendingDown} value={<span data-testid="disputes-lost">{formatGBP(f.lostAmount)}</span>} detail="Lost or accepted, before fees" />
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle as="h2">Queue</CardTitle>
          <CardDescription>Soonest due first. Open a dispute from the payment in Transactions.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Dispute filters">
            <div className="grid gap-1.5">
              <label htmlFor="dispute-status" className="text-sm font-medium">
                Status
              </label>
              <NativeSelect id="dispute-status" value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">All statuses</option>
                {DISPUTE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="dispute-reason" className="text-sm font-medium">
                Reason
              </label>
              <NativeSelect id="dispute-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
                <option value="">All reasons</option>
                {DISPUTE_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {DISPUTE_REASON_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="disputes" />
          {list.isSuccess && disputes.length === 0 ? <EmptyState title={status || reason ? 'No disputes match' : 'No disputes yet'} /> : null}
          {disputes.length > 0 ? (
            <Table aria-label="Disputes">
              <TableHeader>
                <TableRow>
                  <TableHead>Dispute</TableHead>
                  <TableHead>Merchant</TableHead>
                  <TableHead>Reason</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>Due by</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {disputes.map((d) => (
                  <TableRow key={d.id} data-testid="dispute-row">
                    <TableCell>
                      <span className="block font-mono text-xs">{d.id}</span>
                      <span className="font-mono text-xs text-muted-foreground">{d.transactionId}</span>
                    </TableCell>
                    <TableCell>
                      <span className="block break-words">{d.companyName}</span>
                      <span className="font-mono text-xs text-muted-foreground">{d.merchantId}</span>
                    </TableCell>
                    <TableCell>{DISPUTE_REASON_LABELS[d.reason]}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatGBP(d.amount)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(d.dueBy)}</TableCell>
                    <TableCell>
                      <DisputeStatusBadge status={d.status} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Button variant="outline" size="sm" onClick={() => setOpen(d.id)} aria-label={`Open dispute ${d.id}`}>
                        Details
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} shown={disputes.length} />
        </CardContent>
      </Card>
      <DisputeDetailDialog disputeId={open} onClose={() => setOpen(null)} onChanged={refresh} />
    </div>
  );
}
