import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsResponse } from '@contract/admin-stats';
import { formatGBP } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { dayLabel, poundsAxisLabel, toPounds } from '@web/features/admin/lib/chart-data';
import { ChartCard } from './chart-card';

/** Captured volume per day with the refunds made that day beside it, both from the analytics answer. */
export function VolumeRefundsChart({ data }: { data: AnalyticsResponse }) {
  const points = data.revenueTrend.map((d) => ({ label: dayLabel(d.date), volume: toPounds(d.volume), refunds: toPounds(d.refunds) }));
  const volume = data.totals.volume;
  const summary = `Volume ${formatGBP(volume)} and refunds ${formatGBP(data.refunds)} over the last ${data.days} days, net ${formatGBP(data.netVolume)}.`;
  return (
    <ChartCard
      title="Volume and refunds"
      description={
        <>
          Captured volume and succeeded refunds per day, each refund on the day it was made. Net volume:{' '}
          <span className="font-medium text-foreground">{formatGBP(data.netVolume)}</span>
        </>
      }
      summary={summary}
      empty={volume === 0 && data.refunds === 0 ? <EmptyState title="No volume or refunds in this period" /> : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={{ fontSize: 12, fill: '#475569' }} tickFormatter={poundsAxisLabel} width={64} />
          <Tooltip formatter={(value) => formatGBP(Math.round(Number(value) * 100))} />
          <Legend />
          <Line type="monotone" dataKey="volume" name="Volume" stroke="#1e3a8a" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="refunds" name="Refunds" stroke="#b91c1c" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
