import { useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageRange } from '@contract/api-request-log';
import { getApiUsage } from '@contract/endpoints/admin-api-management';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { ChartCard } from '../analytics/chart-card';
import { errorRate, errorRateRows, SERIES_COLOURS, volumeRows } from './usage-chart-data';

const axisTick = { fontSize: 12, fill: '#475569' };
const RANGES: { value: UsageRange; label: string }[] = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '30d', label: 'Last 30 days' },
];

/** Request volume and error rate per merchant (the busiest eight), hourly over 24 hours or daily over 30 days. */
export function UsageCharts() {
  const [range, setRange] = useState<UsageRange>('24h');
  const usage = useAdminQuery(getApiUsage, { query: { range } }, { loadError: { title: 'Error loading API usage', description: 'Failed to load admin data' } });
  const data = usage.data;
  const empty = data && data.total.requests === 0 ? <EmptyState title="No API requests in this period" /> : undefined;
  const perMerchant = data?.merchants.map((m) => `${m.companyName}: ${m.requests} requests, ${errorRate(m.requests, m.errors)}`).join('; ') ?? '';

  return (
    <section aria-labelledby="usage-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="usage-heading" className="text-lg font-semibold">
          Request volume and errors
        </h2>
        <div role="group" aria-label="Period" className="inline-flex rounded-md bg-muted p-1">
          {RANGES.map((r) => (
            <Button
              key={r.value}
              size="sm"
              variant={range === r.value ? 'default' : 'ghost'}
              aria-pressed={range === r.value}
              onClick={() => setRange(r.value)}
            >
              {r.label}
            </Button>
          ))}
        </div>
      </div>
      <LoadState isPending={usage.isPending} isError={usage.isError} onRetry={() => void usage.refetch()} what="API usage" />
      {data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <ChartCard
            title="Requests per merchant"
            description={`${data.total.requests} requests in all (${errorRate(data.total.requests, data.total.errors)}), ${data.bucket === 'hour' ? 'per hour (UTC)' : 'per day (UTC)'}.`}
            summary={`Requests per merchant: ${perMerchant}`}
            empty={empty}
          >
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={volumeRows(data)} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
                <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
                <YAxis allowDecimals={false} tick={axisTick} width={48} />
                <Tooltip />
                <Legend />
                {data.merchants.map((m, i) => (
                  <Line
                    key={m.merchantId}
                    dataKey={m.merchantId}
                    name={m.companyName}
                    stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
                    dot={false}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </ChartCard>
          <ChartCard
            title="Error rate per merchant"
            description="Share of answers with status 400 or more (declined payments included), in percent."
            summary={`Error rate per merchant: ${perMerchant}`}
            empty={empty}
          >
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={errorRateRows(data)} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
                <XAxis dataKey="label" tick={axisTick} minTickGap={16} />
                <YAxis domain={[0, 100]} unit="%" tick={axisTick} width={48} />
                <Tooltip />
                <Legend />
                {data.merchants.map((m, i) => (
                  <Line
                    key={m.merchantId}
                    dataKey={m.merchantId}
                    name={m.companyName}
                    stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
                    dot={false}
                    connectNulls={false}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </ChartCard>
        </div>
      ) : null}
    </section>
  );
}
