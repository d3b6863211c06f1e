import { useState } from 'react';
import type { WebhookEndpoint } from '@contract/webhooks';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { formatDateTime } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { DeliveryConsole } from './delivery-console';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { RollSecretDialog } from './roll-secret-dialog';
import { useDeleteEndpoint, useSendTest, useUpdateEndpoint, useWebhookEndpoints } from './use-webhooks';
import { WebhookSecretDialog } from './webhook-secret-dialog';

function EndpointItem({ endpoint, onEdit, onRoll, onDelete }: { endpoint: WebhookEndpoint; onEdit: () => void; onRoll: () => void; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateEndpoint();
  const test = useSendTest();
  const enabled = endpoint.status === 'ENABLED';
  const toggle = () =>
    update.mutate(
      { id: endpoint.id, body: { status: enabled ? 'DISABLED' : 'ENABLED' } },
      { onError: (error) => toast({ title: 'Could not change the endpoint', description: serverMessage(error) ?? '', variant: 'destructive' }) },
    );
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-mono text-sm font-medium">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-muted-foreground">{endpoint.description}</p> : null}
          <p className="mt-1 text-xs text-muted-foreground">
            Events: {endpoint.enabledEvents.includes('*') ? 'all' : endpoint.enabledEvents.join(', ')} · added {formatDateTime(endpoint.createdAt)}
            {endpoint.previousSecretExpiresAt ? ` · old secret also signs until ${formatDateTime(endpoint.previousSecretExpiresAt)}` : ''}
          </p>
          {endpoint.disabledReason ? <p className="mt-1 text-sm text-destructive">Disabled by SmartSplit: {endpoint.disabledReason}.</p> : null}
        </div>
        <div className="flex gap-2">
          <Badge variant={endpoint.mode === 'live' ? 'default' : 'secondary'}>{endpoint.mode.toUpperCase()}</Badge>
          <Badge variant={enabled ? 'success' : 'outline'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => test.mutate(endpoint)} disabled={!enabled || test.isPending}>
          Send test event
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={toggle} disabled={update.isPending}>
          {enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button size="sm" variant="outline" onClick={onRoll}>
          Roll secret
        </Button>
        <Button size="sm" variant="destructive" onClick={onDelete}>
          Delete
        </Button>
      </div>
      {open ? <DeliveryConsole endpointId={endpoint.id} canReplay={enabled} /> : null}
    </li>
  );
}

/** Webhook endpoints: add, edit, enable or disable, roll the secret, send a test, delete, and a delivery console each. */
export function WebhookEndpointsPanel() {
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteEndpoint();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [rolling, setRolling] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<{ title: string; secret: string; note?: string } | null>(null);
  const list = endpoints.data?.endpoints ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhook endpoints</CardTitle>
        <CardDescription>
          SmartSplit sends events to your server as they happen, signed to the Standard Webhooks specification, and retries for about a day and a half if it
          does not answer 2xx. Test endpoints receive test-mode events; live endpoints receive live ones.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button onClick={() => setEditing('new')}>Add endpoint</Button>
        </div>
        {endpoints.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading endpoints…
          </p>
        ) : null}
        {endpoints.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your endpoints: {serverMessage(endpoints.error) ?? 'please try again.'}
          </p>
        ) : null}
        {endpoints.isSuccess && list.length === 0 ? (
          <p data-empty-state className="text-sm text-muted-foreground">
            No endpoints yet. Add one to receive events on your server.
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul className="grid gap-3" aria-label="Webhook endpoints">
            {list.map((endpoint) => (
              <EndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                onEdit={() => setEditing(endpoint)}
                onRoll={() => setRolling(endpoint)}
                onDelete={() => setDeleting(endpoint)}
              />
            ))}
          </ul>
        ) : null}
      </CardContent>

      <EndpointFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onCreated={(endpoint, value) => {
          setEditing(null);
          setSecret({ title: 'Endpoint added: your signing secret', secret: value, note: `For ${endpoint.url}.` });
        }}
      />
      <RollSecretDialog
        endpoint={rolling}
        onClose={() => setRolling(null)}
        onRolled={(value, hours) => {
          setRolling(null);
          setSecret({
            title: 'Your new signing secret',
            secret: value,
            note: hours > 0 ? `The old secret keeps signing too for ${hours} hours.` : 'The old secret no longer signs.',
          });
        }}
      />
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        {deleting ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete this endpoint?</DialogTitle>
              <DialogDescription>
                {deleting.url} stops receiving events at once, and its delivery history is deleted. Events themselves are kept.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}>
                Delete endpoint
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
