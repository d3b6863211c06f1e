import { useState } from 'react';
import { Label } from '@web/components/ui/label';
import { LoadState } from '@web/features/admin/components/load-state';
import { ModeSwitch, modeParam, type ModeFilter } from '@web/features/admin/components/mode-switch';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { AnalyticsCards } from './analytics-cards';
import { DeclineReasons } from './decline-reasons';
import { MerchantStatusChart, OutcomePie } from './outcome-charts';
import { RevenueBreakdown } from './revenue-breakdown';
import { RevenueTrendChart } from './revenue-trend-chart';
import { VolumeRefundsChart } from './volume-refunds-chart';
import { getAnalytics } from '@contract/endpoints/admin-reports';

const PERIODS = [30, 90, 365] as const;

export function AnalyticsSection() {
  const [days, setDays] = useState<number>(90);
  const [mode, setMode] = useState<ModeFilter>('all');
  const analytics = useAdminQuery(getAnalytics, { query: { days, mode: modeParam(mode) } });
  const data = analytics.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-days">Period</Label>
          <NativeSelect id="analytics-days" value={days} onChange={(e) => setDays(Number(e.target.value))} className="w-44">
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                Last {p} days
              </option>
            ))}
          </NativeSelect>
        </div>
        <ModeSwitch value={mode} onChange={setMode} label="Transaction mode" />
      </div>
      <LoadState isPending={analytics.isPending} isError={analytics.isError} onRetry={() => void analytics.refetch()} what="analytics" />
      {data ? (
        <>
          <AnalyticsCards data={data} />
          <div className="grid gap-4 xl:grid-cols-2">
            <OutcomePie data={data} />
            <MerchantStatusChart data={data} />
          </div>
          <RevenueTrendChart data={data} />
          <VolumeRefundsChart data={data} />
          <div className="grid gap-4 xl:grid-cols-2">
            <RevenueBreakdown data={data} />
            <DeclineReasons reasons={data.declineReasons} days={data.days} />
          </div>
        </>
      ) : null}
    </div>
  );
}
