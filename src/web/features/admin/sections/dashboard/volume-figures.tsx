import { ArrowDownLeft, PoundSterling, Scale } from 'lucide-react';
import type { AdminStats } from '@contract/admin-stats';
import { formatGBP } from '@web/lib/format';
import { StatCard } from '@web/features/admin/components/stat-card';

/** Gross volume, what was refunded of it, and what is left: all-time, in the selected mode, each from the stats answer. */
export function VolumeFigures({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="volume-figures">
      <StatCard title="Gross Volume" icon={PoundSterling} value={formatGBP(stats.grossVolume)} detail="Captured payments before refunds, GBP" />
      <StatCard title="Refunds" icon={ArrowDownLeft} value={formatGBP(stats.totalRefunds)} detail="Succeeded refunds; pending ones count once they succeed" />
      <StatCard title="Net Volume" icon={Scale} value={formatGBP(stats.netVolume)} detail="Gross volume less refunds, GBP" />
    </div>
  );
}
