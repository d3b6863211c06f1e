import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsResponse } from '@contract/admin-stats';
import { formatGBP } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { poundsAxisLabel, trendWithProjection } from '@web/features/admin/lib/chart-data';
import { sumPence } from '@web/features/admin/lib/analytics-format';
import { ChartCard } from './chart-card';

/** Daily fees, then the server's projection drawn dashed and labelled as one. */
export function RevenueTrendChart({ data }: { data: AnalyticsResponse }) {
  const projection = data.projection;
  const points = trendWithProjection(
    data.revenueTrend.map((d) => ({ date: d.date, value: d.fees })),
    (projection?.points ?? []).map((p) => ({ date: p.date, value: p.fees })),
  );
  const actualTotal = sumPence(data.revenueTrend.map((d) => d.fees));
  const projectedTotal = sumPence((projection?.points ?? []).map((p) => p.fees));
  const label = projection?.label ?? 'Projection';
  const summary = `Revenue ${formatGBP(actualTotal)} over the last ${data.days} days.${projection ? ` ${label}: ${formatGBP(projectedTotal)} over the next ${projection.points.length} days.` : ''}`;

  return (
    <ChartCard
      title="Revenue trend"
      description={
        projection ? (
          <>
            Fees per day. The dashed line is a {label.toLowerCase()} ({projection.method}), not earned revenue.
          </>
        ) : (
          'Fees per day. A projection appears once there are at least 7 days of data.'
        )
      }
      summary={summary}
      empty={actualTotal === 0 && projectedTotal === 0 ? <EmptyState title="No revenue in this period" /> : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={{ fontSize: 12, fill: '#475569' }} tickFormatter={poundsAxisLabel} width={64} />
          <Tooltip formatter={(value) => formatGBP(Math.round(Number(value) * 100))} />
          <Legend />
          <Line type="monotone" dataKey="actual" name="Revenue" stroke="#047857" strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
          {projection ? (
            <Line
              type="monotone"
              dataKey="projected"
              name={label}
              stroke="#1e3a8a"
              strokeWidth={2}
              strokeDasharray="6 4"
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
