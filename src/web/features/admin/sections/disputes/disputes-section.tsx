import { useState } from 'react';
import { AlarmClock, Gavel, Scale, TrendingDown } from 'lucide-react';
import { DISPUTE_REASONS, DISPUTE_REASON_LABELS, DISPUTE_STATUSES } from '@contract/disputes';
import { DisputesTable } from '@web/components/disputes/disputes-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatGBP } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { StatCard } from '@web/features/admin/components/stat-card';
import { DisputeDetailDialog } from './dispute-detail-dialog';
import { useDisputeFigures, useDisputeQueue } from './disputes-api';

/** Admin Disputes: figures from the stored disputes, the queue soonest due first, and each dispute's detail. */
export function DisputesSection() {
  const figures = useDisputeFigures();
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const list = useDisputeQueue({ status, reason });
  const disputes = list.data?.pages.flatMap((p) => p.disputes) ?? [];
  const f = figures.data;

  return (
    <div className="space-y-6">
      <LoadState isPending={figures.isPending} isError={figures.isError} onRetry={() => void figures.refetch()} what="dispute figures" />
      {f ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <StatCard title="Open" icon={Gavel} value={<span data-testid="disputes-open">{f.open}</span>} detail="Needing a response or under review" />
          <StatCard
            title="Due within 48 hours"
            icon={AlarmClock}
            value={<span data-testid="disputes-due">{f.dueWithin48h}</span>}
            detail="Still needing the merchant’s response"
          />
          <StatCard
            title="Won rate"
            icon={Scale}
            value={<span data-testid="disputes-won-rate">{f.wonRate === null ? '–' : `${Math.round(f.wonRate * 100)}%`}</span>}
            detail={`Of ${f.closed} closed dispute${f.closed === 1 ? '' : 's'}`}
          />
          <StatCard
            title="Lost amount"
            icon={TrendingDown}
            value={<span data-testid="disputes-lost">{formatGBP(f.lostAmount)}</span>}
            detail="Lost or accepted, before fees"
          />
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
            <DisputesTable
              disputes={disputes}
              label="Disputes"
              rowTestId="dispute-row"
              dueHeading="Due by"
              showMerchant
              actionLabel={() => 'Details'}
              onOpen={setOpen}
            />
          ) : null}
          <LoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            shown={disputes.length}
          />
        </CardContent>
      </Card>
      <DisputeDetailDialog disputeId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
