import { useState, type FormEvent } from 'react';
import { DeliveryStatusBadge } from '@web/components/webhooks/delivery-status-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatDateTime } from '@web/lib/format';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { replayAdminWebhookDelivery } from '@contract/endpoints/admin-webhooks';
import { useEventDeliveries, useReplayDelivery } from './webhooks-api';
import { Truncate } from '@web/components/ui/truncate';

const EVENT_ID = /^evt_[A-Za-z0-9]{1,60}$/;

/** Every delivery of one event (to each subscribed endpoint), with its attempts and an audited Replay. */
export function DeliverySearch() {
  const canReplay = useAdminCan(replayAdminWebhookDelivery);
  const [text, setText] = useState('');
  const [eventId, setEventId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useEventDeliveries(eventId);
  const replay = useReplayDelivery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!EVENT_ID.test(value)) {
      setProblem('Enter an event id such as evt_3f2a…');
      return;
    }
    setProblem(null);
    setEventId(value);
  };

  const deliveries = found.data?.deliveries ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Find deliveries by event</CardTitle>
        <CardDescription>Merchants see event ids in their portal and in the webhook-id header.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="grid min-w-64 gap-1.5">
            <Label htmlFor="delivery-event-id">Event id</Label>
            <Input
              id="delivery-event-id"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'delivery-event-id-error' : undefined}
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
        {problem ? (
          <p id="delivery-event-id-error" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        {eventId ? <LoadState isPending={found.isPending} isError={found.isError} onRetry={() => void found.refetch()} what="deliveries" /> : null}
        {found.isSuccess && deliveries.length === 0 ? <p className="text-sm text-muted-foreground">No deliveries of {eventId}.</p> : null}
        <ul className="grid gap-3" aria-label="Deliveries found">
          {deliveries.map((d) => (
            <li key={d.id} className="grid gap-2 rounded-md border border-border p-3 text-sm" data-testid="admin-webhook-delivery">
              <div className="flex flex-wrap items-center gap-2">
                <DeliveryStatusBadge status={d.status} />
                <code className="font-mono">{d.eventType}</code>
                <span className="font-medium">{d.companyName}</span>
                <Truncate value={d.url} className="max-w-full font-mono text-xs text-muted-foreground sm:max-w-[24rem]" />
              </div>
              <ol className="grid gap-1 text-xs">
                {d.attempts.map((a, i) => (
                  <li key={`${a.at}-${i}`}>
                    {i + 1}. {formatDateTime(a.at)}: {a.responseStatus ?? 'no answer'} in {a.durationMs} ms{a.error ? `, ${a.error}` : ''}
                  </li>
                ))}
                {d.attempts.length === 0 ? <li>Not attempted yet.</li> : null}
              </ol>
              {canReplay ? (
                <div>
                  <Button size="sm" variant="outline" disabled={replay.isPending} onClick={() => replay.mutate(d.id)}>
                    Replay
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
