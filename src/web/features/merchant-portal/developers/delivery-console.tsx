import type { WebhookDelivery } from '@contract/webhooks';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { DeliveryStatusBadge } from '@web/components/webhooks/delivery-status-badge';
import { useDeliveries, useReplay } from './use-webhooks';

function Attempts({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts.length === 0) return <p className="text-sm text-muted-foreground">Not attempted yet.</p>;
  return (
    <Table aria-label={`Attempts of delivery ${delivery.id}`}>
      <TableHeader>
        <TableRow>
          <TableHead>#</TableHead>
          <TableHead>At</TableHead>
          <TableHead>Response</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Error or response body</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {delivery.attempts.map((a, i) => (
          <TableRow key={`${a.at}-${i}`} data-testid="webhook-attempt">
            <TableCell>{i + 1}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(a.at)}</TableCell>
            <TableCell>{a.responseStatus ?? 'None'}</TableCell>
            <TableCell className="whitespace-nowrap">{a.durationMs} ms</TableCell>
            <TableCell className="max-w-md">
              {a.error ? <span className="text-destructive">{a.error}</span> : null}
              {a.responseExcerpt ? (
                <pre tabIndex={0} aria-label="Response body" className="max-h-32 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
                  {a.responseExcerpt}
                </pre>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Deliveries to one endpoint, newest first, each opening to its attempts, with Replay. */
export function DeliveryConsole({ endpointId, canReplay }: { endpointId: string; canReplay: boolean }) {
  const list = useDeliveries(endpointId, true);
  const replay = useReplay(endpointId);
  const deliveries = list.data?.pages.flatMap((p) => p.deliveries) ?? [];
  return (
    <div className="grid gap-3 rounded-md bg-muted/40 p-3" data-testid="delivery-console">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Deliveries</h4>
        <Button size="sm" variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {list.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading deliveries…
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the deliveries.
        </p>
      ) : null}
      {list.isSuccess && deliveries.length === 0 ? <p className="text-sm text-muted-foreground">No deliveries yet. Send a test event to see one.</p> : null}
      <ul className="grid gap-2" aria-label="Deliveries">
        {deliveries.map((d) => (
          <li key={d.id} className="rounded-md border border-border bg-background" data-testid="webhook-delivery">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-3 p-3 text-sm">
                <DeliveryStatusBadge status={d.status} />
                <code className="font-mono">{d.eventType}</code>
                <span className="font-mono text-xs text-muted-foreground">{d.eventId}</span>
                <span className="text-muted-foreground">{formatDateTime(d.createdAt)}</span>
                <span className="text-muted-foreground">
                  {d.attempts.length} {d.attempts.length === 1 ? 'attempt' : 'attempts'}
                </span>
                {d.nextAttemptAt && d.status === 'RETRYING' ? <span className="text-muted-foreground">next try {formatDateTime(d.nextAttemptAt)}</span> : null}
              </summary>
              <div className="grid gap-2 border-t border-border p-3">
                <Attempts delivery={d} />
                {canReplay ? (
                  <div>
                    <Button size="sm" variant="outline" disabled={replay.isPending} onClick={() => replay.mutate(d.id)}>
                      Replay
                    </Button>
                  </div>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button size="sm" variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
