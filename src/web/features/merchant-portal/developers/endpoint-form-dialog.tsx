import { useState, type FormEvent } from 'react';
import type { EventSubscription, WebhookEndpoint } from '@contract/webhooks';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { EventTypeCheckboxes } from './event-type-checkboxes';
import { useCreateEndpoint, useUpdateEndpoint } from './use-webhooks';

interface Props {
  /** null: closed; 'new': add an endpoint; an endpoint: edit it. */
  target: WebhookEndpoint | 'new' | null;
  onClose: () => void;
  /** After a creation, with the secret to show once. */
  onCreated: (endpoint: WebhookEndpoint, secret: string) => void;
}

const FIELDS = ['url', 'mode', 'enabledEvents', 'description'] as const;

function EndpointForm({ target, onClose, onCreated }: { target: WebhookEndpoint | 'new'; onClose: () => void; onCreated: Props['onCreated'] }) {
  const editing = target === 'new' ? null : target;
  const [url, setUrl] = useState(editing?.url ?? '');
  const [mode, setMode] = useState<'test' | 'live'>(editing?.mode ?? 'test');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [events, setEvents] = useState<string[]>(editing?.enabledEvents ?? ['*']);
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const problem = error ? fieldError(error, FIELDS) : null;
  const enabledEvents = events as EventSubscription[];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (editing) {
      update.mutate({ id: editing.id, body: { url, enabledEvents, description: description.trim() || null } }, { onSuccess: onClose });
    } else {
      create.mutate(
        { url, mode, enabledEvents, ...(description.trim() ? { description: description.trim() } : {}) },
        { onSuccess: (r) => onCreated(r.endpoint, r.secret) },
      );
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="webhook-url">Endpoint URL</Label>
        <Input
          id="webhook-url"
          type="url"
          required
          placeholder="https://example.com/webhooks/smartsplit"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={problem?.field === 'url' || undefined}
          aria-describedby={problem?.field === 'url' ? 'webhook-url-error' : undefined}
        />
        {problem?.field === 'url' ? (
          <p id="webhook-url-error" className="text-sm text-destructive">
            {problem.message}
          </p>
        ) : null}
      </div>
      {editing ? null : (
        <div className="grid gap-1.5">
          <Label htmlFor="webhook-mode">Mode</Label>
          <select
            id="webhook-mode"
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={mode}
            onChange={(e) => setMode(e.target.value as 'test' | 'live')}
          >
            <option value="test">Test: events from test keys</option>
            <option value="live">Live: events from live keys</option>
          </select>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="webhook-description">Description (optional)</Label>
        <Input id="webhook-description" maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <EventTypeCheckboxes value={events} onChange={setEvents} />
      {error && !problem ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(error) ?? 'Could not save the endpoint'}
        </p>
      ) : problem && problem.field !== 'url' ? (
        <p role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || enabledEvents.length === 0}>
          {pending ? 'Saving…' : editing ? 'Save changes' : 'Add endpoint'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Add or edit an endpoint: URL, mode (when adding), description and the events it receives. */
export function EndpointFormDialog({ target, onClose, onCreated }: Props) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{target === 'new' ? 'Add a webhook endpoint' : 'Edit webhook endpoint'}</DialogTitle>
            <DialogDescription>SmartSplit POSTs each event as signed JSON. The URL must be https and reachable from the internet.</DialogDescription>
          </DialogHeader>
          <EndpointForm key={target === 'new' ? 'new' : target.id} target={target} onClose={onClose} onCreated={onCreated} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
