import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatGBP } from '@web/lib/format';
import { dayLabel, poundsAxisLabel, toPounds } from '@web/features/admin/lib/chart-data';
import { EmptyState } from '@web/features/admin/components/empty-state';

interface Props {
  title: string;
  description: string;
  /** One entry per UTC day, oldest first, in pence. */
  days: { date: string; value: number }[];
  color: string;
  emptyText: string;
}

/** A 30-day area chart; a text summary stands in for the picture for screen readers. */
export function DailyChart({ title, description, days, color, emptyText }: Props) {
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const data = days.map((d) => ({ label: dayLabel(d.date), value: toPounds(d.value) }));
  const summary = `${title}: ${formatGBP(total)} over ${days.length} days${days.length ? `, ${dayLabel(days[0].date)} to ${dayLabel(days[days.length - 1].date)}` : ''}.`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>
          {description} Total: <span className="font-medium text-foreground">{formatGBP(total)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {total === 0 ? (
          <EmptyState title={emptyText} />
        ) : (
          <div role="img" aria-label={summary} className="h-64 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
                <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} />
                <YAxis tick={{ fontSize: 12, fill: '#475569' }} tickFormatter={poundsAxisLabel} width={64} />
                <Tooltip formatter={(value) => formatGBP(Math.round(Number(value) * 100))} />
                <Area type="monotone" dataKey="value" name={title} stroke={color} fill={color} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
              </AreaChart>
            </ResponsiveContainer>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
