import { useState } from 'react';
import { Webhook } from 'lucide-react';
import type { AdminWebhookEndpoint } from '@contract/webhooks';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { ModeBadge } from '@web/features/admin/components/status-badges';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { listAdminWebhookEndpoints } from '@contract/endpoints/admin-webhooks';
import { Truncate } from '@web/components/ui/truncate';

const LOAD_ERROR = { title: 'Failed to load webhook endpoints', description: 'Failed to load webhook endpoints' };

function rate(health: AdminWebhookEndpoint['health']): string {
  if (health.successRate24h === null) return 'No deliveries';
  return `${Math.round(health.successRate24h * 1000) / 10}%`;
}

/** Every merchant's endpoints with their health over the last 24 hours, newest first. */
export function EndpointHealthList() {
  const [health, setHealth] = useState<'' | 'failing' | 'disabled'>('');
  const list = useCursorList(listAdminWebhookEndpoints, { health, limit: 50 }, LOAD_ERROR);
  const endpoints = list.data?.pages.flatMap((p) => p.endpoints) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Endpoints</CardTitle>
        <CardDescription>Success rate counts the deliveries of the last 24 hours that were tried at least once.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor="webhook-health-filter">Show</Label>
          <NativeSelect id="webhook-health-filter" value={health} onChange={(e) => setHealth(e.target.value as typeof health)}>
            <option value="">All endpoints</option>
            <option value="failing">Failing</option>
            <option value="disabled">Disabled</option>
          </NativeSelect>
        </div>
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="webhook endpoints" />
        {list.isSuccess && endpoints.length === 0 ? (
          <EmptyState icon={Webhook} title={health ? `No ${health} endpoints` : 'No webhook endpoints yet'}>
            Merchants add endpoints in the Developers area of their portal.
          </EmptyState>
        ) : null}
        {endpoints.length > 0 ? (
          <>
            <Table aria-label="Webhook endpoints">
              <TableHeader>
                <TableRow>
                  <TableHead>Merchant</TableHead>
                  <TableHead>URL</TableHead>
                  <TableHead>Mode</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Success (24 h)</TableHead>
                  <TableHead>Last delivery</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {endpoints.map((e) => (
                  <TableRow key={e.id} data-testid="admin-webhook-endpoint">
                    <TableCell>
                      <Truncate value={e.companyName} className="max-w-[12rem] font-medium" />
                      <Truncate value={e.merchantId} className="max-w-[12rem] font-mono text-xs text-muted-foreground" />
                    </TableCell>
                    <TableCell className="font-mono text-xs">
                      <Truncate value={e.url} className="max-w-[16rem]" />
                    </TableCell>
                    <TableCell>
                      <ModeBadge mode={e.mode} />
                    </TableCell>
                    <TableCell>
                      <Badge variant={e.status === 'ENABLED' ? (e.health.failingSince ? 'destructive' : 'success') : 'outline'}>
                        {e.status === 'ENABLED' ? (e.health.failingSince ? 'Failing' : 'Enabled') : 'Disabled'}
                      </Badge>
                      {e.disabledReason ? <span className="block text-xs text-muted-foreground">{e.disabledReason}</span> : null}
                      {e.health.failingSince ? (
                        <span className="block text-xs text-muted-foreground">since {formatDateTime(e.health.failingSince)}</span>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {rate(e.health)}
                      <span className="block text-xs text-muted-foreground">
                        {e.health.succeeded24h} of {e.health.deliveries24h}
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {e.health.lastDeliveryAt ? (
                        <>
                          {formatDateTime(e.health.lastDeliveryAt)}
                          <span className="block text-xs text-muted-foreground">{e.health.lastDeliveryStatus}</span>
                        </>
                      ) : (
                        'Never'
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <LoadMore
              shown={endpoints.length}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
