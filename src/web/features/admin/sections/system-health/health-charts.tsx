import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HealthHistory } from '@contract/admin-system-health';
import { getHealthHistory } from '@contract/endpoints/admin-system-health';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { timeLabel } from '@web/features/admin/lib/system-health-format';
import { ChartCard } from '../analytics/chart-card';

type Range = HealthHistory['range'];
type Point = HealthHistory['points'][number];

const RANGE_LABEL: Record<Range, string> = { hour: 'Last hour', day: 'Last day' };

interface Series {
  title: string;
  key: 'requestsPerMinute' | 'errorRatePercent' | 'p99Ms';
  unit: string;
  color: string;
  description: string;
}

const SERIES: Series[] = [
  { title: 'Request rate', key: 'requestsPerMinute', unit: 'requests/min', color: '#1e3a8a', description: 'Requests per minute, all instances together.' },
  { title: 'Error rate', key: 'errorRatePercent', unit: '%', color: '#b91c1c', description: 'Share of requests answered with a server error (5xx).' },
  { title: 'p99 latency', key: 'p99Ms', unit: 'ms', color: '#047857', description: 'The slowest instance-minute’s 99th percentile in each interval.' },
];

function summarise(series: Series, points: Point[], range: Range): string {
  const values = points.map((p) => p[series.key]).filter((v): v is number => v !== null);
  if (values.length === 0) return `${series.title}: no data over the ${RANGE_LABEL[range].toLowerCase()}.`;
  const max = Math.max(...values);
  const last = values[values.length - 1]!;
  return `${series.title} over the ${RANGE_LABEL[range].toLowerCase()}: latest ${last} ${series.unit}, highest ${max} ${series.unit}.`;
}

function SeriesChart({ series, history }: { series: Series; history: HealthHistory }) {
  const data = history.points.map((p) => ({ label: timeLabel(p.at), value: p[series.key] }));
  const hasData = history.points.some((p) => p.requests > 0);
  return (
    <ChartCard
      title={series.title}
      description={series.description}
      summary={summarise(series, history.points, history.range)}
      empty={hasData ? undefined : <EmptyState title={`No requests recorded over the ${RANGE_LABEL[history.range].toLowerCase()}`} />}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis tick={{ fontSize: 12, fill: '#475569' }} width={56} allowDecimals />
          <Tooltip formatter={(value) => `${String(value)} ${series.unit}`} />
          <Line
            type="monotone"
            dataKey="value"
            name={series.title}
            stroke={series.color}
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Request rate, error rate and p99 from the per-minute rollups, over the last hour or day. */
export function HealthCharts() {
  const [range, setRange] = useState<Range>('hour');
  const history = useAdminQuery(
    getHealthHistory,
    { query: { range } },
    { loadError: { title: 'Error loading data', description: 'Failed to load the request history' }, refetchOnMount: 'always', refetchInterval: 60_000 },
  );
  return (
    <section aria-labelledby="health-history-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="health-history-heading" className="text-lg font-semibold">
          Traffic
        </h2>
        <div role="group" aria-label="Period" className="flex gap-2">
          {(['hour', 'day'] as const).map((r) => (
            <Button key={r} size="sm" variant={range === r ? 'default' : 'outline'} aria-pressed={range === r} onClick={() => setRange(r)}>
              {RANGE_LABEL[r]}
            </Button>
          ))}
        </div>
      </div>
      <LoadState isPending={history.isPending} isError={history.isError} onRetry={() => void history.refetch()} what="request history" />
      {history.data ? (
        <div className="grid gap-6 xl:grid-cols-3" data-testid="health-charts">
          {SERIES.map((s) => (
            <SeriesChart key={s.key} series={s} history={history.data!} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
