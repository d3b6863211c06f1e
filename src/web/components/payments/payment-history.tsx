import type { HistoryEntry } from '@contract/payment-lifecycle';
import { formatDateTime } from '@web/lib/format';

/** The payment's timeline: every move of the payment, its legs and its refunds, in the order they happened. */
export function PaymentHistory({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No history recorded.</p>;
  return (
    <ol className="grid gap-2 border-l border-border pl-4 text-sm" aria-label="Timeline">
      {history.map((entry, i) => (
        <li key={i} data-testid="payment-history-entry" className="grid gap-0.5">
          <span className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</span>
          <span>
            <span className="font-medium capitalize">{entry.subject}</span> <span className="font-mono text-xs">{entry.subjectId}</span>:{' '}
            {entry.from ? `${entry.from} → ${entry.to}` : entry.to} <span className="text-muted-foreground">({entry.cause.replace(/_/g, ' ')})</span>
          </span>
          {entry.note ? <span className="text-muted-foreground">{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
