import { useState } from 'react';
import { Building2, CreditCard, PoundSterling, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatGBP } from '@web/lib/format';
import { LoadState } from '@web/features/admin/components/load-state';
import { ModeSwitch, modeParam, type ModeFilter } from '@web/features/admin/components/mode-switch';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { DailyChart } from './daily-chart';
import { MfaCoverageWarning } from './mfa-coverage-warning';
import { VolumeFigures } from './volume-figures';
import { StatCard } from '@web/features/admin/components/stat-card';
import { getDailyStats, getStats } from '@contract/endpoints/admin-reports';

const count = new Intl.NumberFormat('en-GB');

export function DashboardSection() {
  const [mode, setMode] = useState<ModeFilter>('all');
  const stats = useAdminQuery(getStats, { query: { mode: modeParam(mode) } });
  const daily = useAdminQuery(getDailyStats, { query: { days: 30, mode: modeParam(mode) } });
  const s = stats.data;
  const days = daily.data?.days ?? [];

  return (
    <div className="space-y-6">
      <MfaCoverageWarning />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Platform totals from stored data. Merchant counts cover both modes.</p>
        <ModeSwitch value={mode} onChange={setMode} label="Transaction mode" />
      </div>

      <LoadState isPending={stats.isPending} isError={stats.isError} onRetry={() => void stats.refetch()} what="platform totals" />
      {s ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title="Total Merchants"
            icon={Building2}
            value={count.format(s.totalMerchants)}
            detail={`${count.format(s.activeMerchants)} active, ${count.format(s.pendingMerchants)} pending`}
          />
          <StatCard
            title="Transactions"
            icon={CreditCard}
            value={count.format(s.totalTransactions)}
            detail={`${count.format(s.successfulTransactions)} completed`}
          />
          <StatCard title="Total Volume" icon={PoundSterling} value={formatGBP(s.totalVolume)} detail="Completed payments, GBP" />
          <StatCard title="Platform Revenue" icon={TrendingUp} value={formatGBP(s.totalFees)} detail="Fees on completed payments, GBP" />
        </div>
      ) : null}
      {s ? <VolumeFigures stats={s} /> : null}

      <LoadState isPending={daily.isPending} isError={daily.isError} onRetry={() => void daily.refetch()} what="daily figures" />
      {daily.data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <DailyChart
            title="Transaction volume"
            description="Completed payments per day, last 30 days."
            days={days.map((d) => ({ date: d.date, value: d.volume }))}
            color="#1e3a8a"
            emptyText="No completed payments in the last 30 days"
          />
          <DailyChart
            title="Platform revenue"
            description="Fees earned per day, last 30 days."
            days={days.map((d) => ({ date: d.date, value: d.fees }))}
            color="#047857"
            emptyText="No fees earned in the last 30 days"
          />
        </div>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle as="h2">Quick actions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <Link to="/admin/merchants">Manage merchants</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/transactions">View transactions</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/settings">Platform settings</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
