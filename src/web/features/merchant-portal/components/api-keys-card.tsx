import { useState } from 'react';
import type { MerchantSummary } from '@contract/merchant-auth';
import type { ApiKey } from '@contract/payments';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import { liveKeyBlocker } from '../lib/live-key-blocker';
import { useApiKeys, useCreateApiKey, type NewKey } from '../lib/use-api-keys';
import { useFeatureFlag } from '../lib/use-feature-flags';
import { NewKeyDialog } from './new-key-dialog';
import { RevokeKeyDialog } from './revoke-key-dialog';

export function ApiKeysCard({ merchant }: { merchant: MerchantSummary }) {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<(NewKey & { replaces?: ApiKey }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const blocker = liveKeyBlocker(merchant, useFeatureFlag('self-service-live-keys'));

  const createKey = (mode: 'test' | 'live', replaces?: ApiKey) => create.mutate(mode, { onSuccess: (result) => setCreated({ ...result, replaces }) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <CardDescription>Test keys work at once; live keys charge real cards. Each secret is shown once, when the key is created.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" disabled={create.isPending} onClick={() => createKey('test')}>
            Create test key
          </Button>
          <Button disabled={create.isPending || blocker !== null} onClick={() => createKey('live')} aria-describedby={blocker ? 'live-key-blocker' : undefined}>
            Create live key
          </Button>
          {blocker ? (
            <p id="live-key-blocker" className="text-sm text-muted-foreground">
              {blocker}
            </p>
          ) : null}
        </div>

        {keys.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading keys…
          </p>
        ) : null}
        {keys.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your keys: {serverMessage(keys.error) ?? 'please try again.'}{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void keys.refetch()}>
              Retry
            </Button>
          </p>
        ) : null}
        {keys.data && keys.data.apiKeys.length === 0 ? <p className="text-sm text-muted-foreground">No API keys yet. Create a test key to start.</p> : null}
        {keys.data && keys.data.apiKeys.length > 0 ? (
          <Table aria-label="API keys">
            <TableHeader>
              <TableRow>
                <TableHead>Mode</TableHead>
                <TableHead>Key</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Last used</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.data.apiKeys.map((key) => {
                const canRoll = key.mode === 'test' || blocker === null;
                return (
                  <TableRow key={key.id} data-testid="api-key-row">
                    <TableCell>
                      <Badge variant={key.mode === 'live' ? 'default' : 'secondary'}>{key.mode.toUpperCase()}</Badge>
                    </TableCell>
                    <TableCell className="font-mono whitespace-nowrap">{key.prefix}…</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(key.createdAt)}</TableCell>
                    <TableCell className="whitespace-nowrap">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {key.revokedAt ? <Badge variant="outline">Revoked {formatDateTime(key.revokedAt)}</Badge> : <Badge variant="success">Active</Badge>}
                    </TableCell>
                    <TableCell>
                      {key.revokedAt ? null : (
                        <div className="flex justify-end gap-2">
                          {canRoll ? (
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={create.isPending}
                              onClick={() => createKey(key.mode, key)}
                              aria-label={`Roll ${key.mode} key ${key.prefix}`}
                            >
                              Roll
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-destructive"
                            onClick={() => setRevoking(key)}
                            aria-label={`Revoke ${key.mode} key ${key.prefix}`}
                          >
                            Revoke
                          </Button>
                        </div>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
