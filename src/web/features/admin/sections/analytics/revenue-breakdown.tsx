import type { AnalyticsResponse } from '@contract/admin-stats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatGBP } from '@web/lib/format';
import { formatFeeRate, NO_VALUE, sumPence } from '@web/features/admin/lib/analytics-format';

/** Where the period's revenue came from, every line from the analytics answer. */
export function RevenueBreakdown({ data }: { data: AnalyticsResponse }) {
  const { totals } = data;
  const perPayment = totals.successful === 0 ? null : Math.round(totals.fees / totals.successful);
  const projected = data.projection ? sumPence(data.projection.points.map((p) => p.fees)) : null;
  const rows: [string, string][] = [
    ['Transaction volume (completed)', formatGBP(totals.volume)],
    ['Refunds (succeeded)', formatGBP(data.refunds)],
    ['Net volume (after refunds)', formatGBP(data.netVolume)],
    ['Platform revenue (fees)', formatGBP(totals.fees)],
    ['Effective fee rate', formatFeeRate(data.effectiveFeeRate)],
    ['Average fee per completed payment', perPayment === null ? NO_VALUE : formatGBP(perPayment)],
    ['Completed payments', String(totals.successful)],
    ['Declined payments (no fee)', String(totals.declined)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Revenue breakdown</CardTitle>
        <CardDescription>Last {data.days} days.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-muted-foreground">{data.projection ? `${data.projection.label}, next ${data.projection.points.length} days` : 'Projection'}</dt>
            <dd className="font-medium tabular-nums">{projected === null ? `${NO_VALUE} (needs 7 days of data)` : formatGBP(projected)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
