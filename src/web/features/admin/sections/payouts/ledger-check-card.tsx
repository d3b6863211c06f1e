import { useEffect } from 'react';
import { RefreshCw, ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { PayoutsOverview } from '@contract/ledger';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format';
import { StatCard } from '@web/features/admin/components/stat-card';
import { useStartLedgerCheck } from './payouts-api';

const seconds = (ms: number) => (ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toFixed(1)} s`);

/**
 * The ledger's check: the last result with when it ran, and "Check now", which runs one in the
 * background. While a check runs the overview polls (`onPolling`), so its result shows when it lands.
 */
export function LedgerCheckCard({ overview: o, onPolling }: { overview: PayoutsOverview; onPolling: (polling: boolean) => void }) {
  const start = useStartLedgerCheck();
  const last = o.ledgerIntegrity;
  // After "Check now", wait until the last finished check is the one asked for or a later one.
  const asked = start.data ? Date.parse(start.data.check.startedAt) : undefined;
  const running = o.ledgerCheckRunning !== null || (asked !== undefined && (!last || Date.parse(last.startedAt) < asked));
  useEffect(() => onPolling(running), [running, onPolling]);

  const value = !last ? 'Not checked yet' : last.status === 'FAILED' ? 'Check failed' : last.ok ? 'Balanced' : 'Out of balance';
  const figures =
    last?.status === 'DONE'
      ? `${last.unbalancedGroups} unbalanced entry groups, ${last.paymentsWithoutEntries} payments without entries (expected 0). `
      : last?.status === 'FAILED'
        ? `${last.error ?? 'The check stopped'}. `
        : '';
  const when = last
    ? `Checked ${formatDateTime(last.finishedAt ?? last.startedAt)}${last.durationMs !== null ? ` in ${seconds(last.durationMs)}` : ''}.`
    : 'A check runs hourly.';
  return (
    <StatCard
      title="Ledger integrity"
      icon={!last || last.status === 'FAILED' ? ShieldQuestion : last.ok ? ShieldCheck : ShieldAlert}
      value={<span data-testid="ledger-integrity">{value}</span>}
      detail={
        <span className="flex flex-col items-start gap-2">
          <span data-testid="ledger-check-detail">
            {figures}
            {when}
          </span>
          <Button size="sm" variant="outline" onClick={() => start.mutate()} disabled={running || start.isPending}>
            <RefreshCw aria-hidden="true" className={running ? 'animate-spin motion-reduce:animate-none' : undefined} />
            {running ? 'Checking…' : 'Check now'}
          </Button>
        </span>
      }
    />
  );
}
