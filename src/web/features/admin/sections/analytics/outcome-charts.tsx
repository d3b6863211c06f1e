import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsResponse } from '@contract/admin-stats';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { ChartCard } from './chart-card';

const axisTick = { fontSize: 12, fill: '#475569' };

/** Completed against declined payments in the period. */
export function OutcomePie({ data }: { data: AnalyticsResponse }) {
  const { successful, declined } = data.totals;
  const slices = [
    { name: 'Successful', value: successful, color: '#047857' },
    { name: 'Failed', value: declined, color: '#b91c1c' },
  ];
  return (
    <ChartCard
      title="Successful vs failed"
      description="Completed and declined payments."
      summary={`${successful} successful and ${declined} failed payments.`}
      empty={successful + declined === 0 ? <EmptyState title="No payments in this period" /> : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie data={slices} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="80%" paddingAngle={2} isAnimationActive={false}>
            {slices.map((slice) => (
              <Cell key={slice.name} fill={slice.color} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

const STATUS_LABELS = { ACTIVE: 'Active', PENDING_VERIFICATION: 'Pending', SUSPENDED: 'Suspended' } as const;

/** Merchants by status, now (not limited to the period). */
export function MerchantStatusChart({ data }: { data: AnalyticsResponse }) {
  const bars = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((status) => ({
    name: STATUS_LABELS[status],
    merchants: data.merchantsByStatus[status] ?? 0,
  }));
  const total = bars.reduce((sum, b) => sum + b.merchants, 0);
  return (
    <ChartCard
      title="Merchants by status"
      description="All merchants as they stand today."
      summary={bars.map((b) => `${b.name}: ${b.merchants}`).join(', ')}
      empty={total === 0 ? <EmptyState title="No merchants yet" /> : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="name" tick={axisTick} />
          <YAxis allowDecimals={false} tick={axisTick} width={40} />
          <Tooltip />
          <Bar dataKey="merchants" name="Merchants" fill="#1e3a8a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
