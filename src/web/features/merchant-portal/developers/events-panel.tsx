import { useState } from 'react';
import { EVENT_TYPES, type EventType } from '@contract/events';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { formatDateTime } from '@web/lib/format';
import { useEvents } from './use-webhooks';

/** The event list, both modes, newest first, filtered by type; each event opens to its JSON as endpoints receive it. */
export function EventsPanel() {
  const [type, setType] = useState<EventType | ''>('');
  const events = useEvents(type);
  const list = events.data?.pages.flatMap((p) => p.events) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Events</CardTitle>
        <CardDescription>Everything SmartSplit recorded for your account, in both modes. Each event is what your endpoints receive.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor="event-type-filter">Type</Label>
          <select
            id="event-type-filter"
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={type}
            onChange={(e) => setType(e.target.value as EventType | '')}
          >
            <option value="">All types</option>
            {EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        {events.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading events…
          </p>
        ) : null}
        {events.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load events.
          </p>
        ) : null}
        {events.isSuccess && list.length === 0 ? (
          <p data-empty-state className="text-sm text-muted-foreground">
            No events{type ? ` of type ${type}` : ''} yet.
          </p>
        ) : null}
        <ul className="grid gap-2" aria-label="Events">
          {list.map((event) => (
            <li key={event.id} className="rounded-md border border-border" data-testid="event-row">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-3 p-3 text-sm">
                  <code className="font-mono font-medium">{event.type}</code>
                  <Badge variant={event.mode === 'live' ? 'default' : 'secondary'}>{event.mode.toUpperCase()}</Badge>
                  <span className="font-mono text-xs text-muted-foreground">{event.id}</span>
                  <span className="text-muted-foreground">{formatDateTime(event.createdAt)}</span>
                </summary>
                <pre
                  tabIndex={0}
                  aria-label={`Event ${event.id} as JSON`}
                  className="max-h-96 overflow-auto border-t border-border bg-muted/40 p-3 font-mono text-xs"
                  data-testid="event-json"
                >
                  {JSON.stringify(event, null, 2)}
                </pre>
              </details>
            </li>
          ))}
        </ul>
        {events.hasNextPage ? (
          <div>
            <Button variant="outline" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
              {events.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
