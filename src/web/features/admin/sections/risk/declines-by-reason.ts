import type { RiskSummary } from '@contract/risk';

export interface DeclineRow {
  reason: string;
  live: number;
  test: number;
  total: number;
}

/** Per reason, live and test side by side, most frequent first. */
export function declinesByReason(declines: RiskSummary['declines']): DeclineRow[] {
  const rows = new Map<string, DeclineRow>();
  for (const d of declines) {
    const row = rows.get(d.reason) ?? { reason: d.reason, live: 0, test: 0, total: 0 };
    if (d.mode === 'live') row.live += d.count;
    else row.test += d.count;
    row.total += d.count;
    rows.set(d.reason, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.reason.localeCompare(b.reason));
}
