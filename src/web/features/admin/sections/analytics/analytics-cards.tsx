import { CheckCircle2, Percent, PoundSterling } from 'lucide-react';
import type { AnalyticsResponse } from '@contract/admin-stats';
import { formatGBP } from '@web/lib/format';
import { formatFeeRate, formatSuccessRate, NO_VALUE } from '@web/features/admin/lib/analytics-format';
import { StatCard } from '@web/features/admin/components/stat-card';

/** The three headline rates; each says why it is blank when there is nothing to divide by. */
export function AnalyticsCards({ data }: { data: AnalyticsResponse }) {
  const { totals } = data;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        title="Success rate"
        icon={CheckCircle2}
        value={formatSuccessRate(data.successRate)}
        detail={
          data.successRate === null
            ? 'No payments in this period, so there is no rate yet.'
            : `${totals.successful} of ${totals.transactions} payments completed`
        }
      />
      <StatCard
        title="Average transaction"
        icon={PoundSterling}
        value={data.averageTransaction === null ? NO_VALUE : formatGBP(data.averageTransaction)}
        detail={
          data.averageTransaction === null
            ? 'No completed payments in this period to average.'
            : `Volume ${formatGBP(totals.volume)} over ${totals.successful} completed`
        }
      />
      <StatCard
        title="Effective fee rate"
        icon={Percent}
        value={formatFeeRate(data.effectiveFeeRate)}
        detail={data.effectiveFeeRate === null ? 'No volume in this period, so no fee rate.' : `Fees ${formatGBP(totals.fees)} divided by volume`}
      />
    </div>
  );
}
