import { useState } from 'react';
import { Download, PlayCircle, Wallet } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { StatCard } from '@web/features/admin/components/stat-card';
import { PayoutsCard } from './payouts-card';
import { LedgerCheckCard } from './ledger-check-card';
import { usePayoutRuns, usePayoutsOverview, useRunPayouts, useSettlementDownload } from './payouts-api';

/** Admin Payouts: the next run, ledger integrity, totals by status, held merchants, runs and payouts. */
export function PayoutsSection() {
  const [polling, setPolling] = useState(false);
  const overview = usePayoutsOverview(polling ? 2_000 : undefined);
  const runs = usePayoutRuns();
  const [runFilter, setRunFilter] = useState('');
  const run = useRunPayouts();
  const download = useSettlementDownload();
  const o = overview.data;
  const allRuns = runs.data?.pages.flatMap((p) => p.runs) ?? [];

  return (
    <div className="space-y-6">
      <LoadState isPending={overview.isPending} isError={overview.isError} onRetry={() => void overview.refetch()} what="payouts overview" />
      {o ? (
        <div className="grid gap-4 md:grid-cols-3">
          <StatCard
            title="Next run"
            icon={Wallet}
            value={<span data-testid="next-run-total">{formatGBP(o.nextRun.expectedTotal)}</span>}
            detail={`${o.nextRun.merchantCount} merchant${o.nextRun.merchantCount === 1 ? '' : 's'}; payments before ${formatDateTime(o.nextRun.cutoff)} (Net ${o.payoutDelayDays})`}
          />
          <LedgerCheckCard overview={o} onPolling={setPolling} />
          <Card>
            <CardHeader className="pb-2">
              <CardTitle as="h2" className="text-sm font-medium">
                Run payouts now
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-2">
              <Button onClick={() => run.mutate()} disabled={run.isPending}>
                <PlayCircle aria-hidden="true" />
                {run.isPending ? 'Running…' : 'Run payouts'}
              </Button>
              <p className="text-xs text-muted-foreground">A daily run happens on its own; a second run finds only what is newly due.</p>
            </CardContent>
          </Card>
        </div>
      ) : null}

      {o ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Totals by status</CardTitle>
            </CardHeader>
            <CardContent>
              <Table aria-label="Payout totals by status">
                <TableHeader>
                  <TableRow>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Payouts</TableHead>
                    <TableHead className="text-right">Amount</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {o.totalsByStatus.map((t) => (
                    <TableRow key={t.status}>
                      <TableCell>{t.status}</TableCell>
                      <TableCell className="text-right tabular-nums">{t.count}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatGBP(t.amount)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Held merchants</CardTitle>
              <CardDescription>Money is due but the next run will not pay it.</CardDescription>
            </CardHeader>
            <CardContent>
              {o.held.length === 0 ? <EmptyState title="No merchant is held" /> : null}
              {o.held.length > 0 ? (
                <Table aria-label="Held merchants">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Merchant</TableHead>
                      <TableHead>Why</TableHead>
                      <TableHead className="text-right">Held</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {o.held.map((h) => (
                      <TableRow key={h.merchantId} data-testid="held-merchant">
                        <TableCell>
                          <span className="block break-words">{h.companyName}</span>
                          <span className="font-mono text-xs text-muted-foreground">{h.merchantId}</span>
                        </TableCell>
                        <TableCell>{h.reason}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatGBP(h.amount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : null}
            </CardContent>
          </Card>
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle as="h2">Payout runs</CardTitle>
          <CardDescription>The settlement file carries full bank details; each download is audited.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoadState isPending={runs.isPending} isError={runs.isError} onRetry={() => void runs.refetch()} what="payout runs" />
          {runs.isSuccess && allRuns.length === 0 ? <EmptyState title="No payout runs yet" /> : null}
          {allRuns.length > 0 ? (
            <Table aria-label="Payout runs">
              <TableHeader>
                <TableRow>
                  <TableHead>Run</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead className="text-right">Payouts</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                  <TableHead className="text-right">Held</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {allRuns.map((r) => (
                  <TableRow key={r.id} data-testid="payout-run">
                    <TableCell>
                      <span className="block font-mono text-xs">{r.id}</span>
                      <Badge variant="outline">{r.trigger === 'ADMIN' ? 'Admin' : 'Daily'}</Badge>
                    </TableCell>
                    <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                    <TableCell className="text-right tabular-nums">{r.payoutCount}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatGBP(r.totalAmount)}</TableCell>
                    <TableCell className="text-right tabular-nums">{r.heldCount}</TableCell>
                    <TableCell className="space-x-2 text-right whitespace-nowrap">
                      <Button variant="outline" size="sm" onClick={() => setRunFilter(r.id)} aria-label={`Show the payouts of ${r.id}`}>
                        Payouts
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => download.mutate(r.id)} aria-label={`Download the settlement file of ${r.id}`}>
                        <Download aria-hidden="true" />
                        Settlement CSV
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          <LoadMore
            hasNextPage={runs.hasNextPage}
            isFetchingNextPage={runs.isFetchingNextPage}
            onLoadMore={() => void runs.fetchNextPage()}
            shown={allRuns.length}
          />
        </CardContent>
      </Card>

      <PayoutsCard runId={runFilter} onRunId={setRunFilter} />
    </div>
  );
}
