import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { AdminApiKey } from '@contract/api-request-log';
import { adminRevokeApiKey } from '@contract/endpoints/admin-api-management';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Truncate } from '@web/components/ui/truncate';
import { formatDateTime } from '@web/lib/format';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { ModeBadge } from '@web/features/admin/components/status-badges';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { useAdminApiKeys, useRevokeAdminApiKey } from './api-keys-api';
import { useFilterForm } from '@web/features/admin/lib/use-filter-form';

interface KeyFilters {
  merchantId: string;
  mode: string;
  status: string;
  prefix: string;
}

const NO_FILTERS: KeyFilters = { merchantId: '', mode: '', status: '', prefix: '' };
const count = new Intl.NumberFormat('en-GB');

function KeyFiltersForm({ onApply }: { onApply: (values: KeyFilters) => void }) {
  const { values, set, submit, reset } = useFilterForm(NO_FILTERS, onApply);
  return (
    <form aria-label="Filter API keys" onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="keys-merchant">Merchant ID</Label>
        <Input id="keys-merchant" value={values.merchantId} onChange={set('merchantId')} placeholder="mch_…" autoComplete="off" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="keys-prefix">Key prefix</Label>
        <Input id="keys-prefix" value={values.prefix} onChange={set('prefix')} placeholder="sk_live_…" autoComplete="off" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="keys-mode">Mode</Label>
        <NativeSelect id="keys-mode" value={values.mode} onChange={set('mode')}>
          <option value="">Live and test</option>
          <option value="live">Live</option>
          <option value="test">Test</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="keys-status">Status</Label>
        <NativeSelect id="keys-status" value={values.status} onChange={set('status')}>
          <option value="">Active and revoked</option>
          <option value="active">Active</option>
          <option value="revoked">Revoked</option>
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button type="button" variant="outline" onClick={reset}>
          Reset
        </Button>
      </div>
    </form>
  );
}

/** Keys across every merchant with their use; operations and super admins may revoke one. */
export function ApiKeysCard() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  const canRevoke = useAdminCan(adminRevokeApiKey);
  const list = useAdminApiKeys({ ...filters });
  const keys = list.data?.pages.flatMap((page) => page.apiKeys) ?? [];
  const filtered = Object.values(filters).some((v) => v.trim() !== '');

  const revoke = useRevokeAdminApiKey({ onDone: () => setRevoking(null) });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">API keys</CardTitle>
        <CardDescription>Every merchant&apos;s keys, newest first. Request counts are to the hour.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <KeyFiltersForm onApply={setFilters} />
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="API keys" />
        {list.isSuccess && keys.length === 0 ? (
          <EmptyState icon={KeyRound} title={filtered ? 'No API keys match these filters' : 'No API keys yet'}>
            {filtered ? 'Try another filter.' : 'Keys appear here as merchants create them.'}
          </EmptyState>
        ) : null}
        {keys.length > 0 ? (
          <div>
            <Table aria-label="API keys" className="[&_td]:px-2 [&_th]:px-2">
              <TableHeader>
                <TableRow>
                  <TableHead>Key</TableHead>
                  <TableHead>Merchant</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>Last used</TableHead>
                  <TableHead className="text-right">Requests 24 h</TableHead>
                  <TableHead className="text-right">Requests 30 d</TableHead>
                  {canRevoke ? (
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  ) : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {keys.map((k) => (
                  <TableRow key={k.id} data-testid="api-key-row">
                    <TableCell className="whitespace-nowrap">
                      <span className="block font-mono text-xs">{k.prefix}…</span>
                      <ModeBadge mode={k.mode} />
                    </TableCell>
                    <TableCell>
                      <Truncate value={k.companyName} className="max-w-[11rem]" />
                      <Truncate value={k.merchantId} className="max-w-[11rem] font-mono text-xs text-muted-foreground" />
                    </TableCell>
                    <TableCell>
                      <Badge variant={k.status === 'active' ? 'success' : 'destructive'}>{k.status === 'active' ? 'Active' : 'Revoked'}</Badge>
                      {k.revokedAt ? <span className="mt-1 block text-xs text-muted-foreground">{formatDateTime(k.revokedAt)}</span> : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(k.createdAt)}</TableCell>
                    <TableCell className="whitespace-nowrap">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</TableCell>
                    <TableCell className="text-right tabular-nums">{count.format(k.requests24h)}</TableCell>
                    <TableCell className="text-right tabular-nums">{count.format(k.requests30d)}</TableCell>
                    {canRevoke ? (
                      <TableCell>
                        {k.status === 'active' ? (
                          <Button size="sm" variant="outline" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.prefix}`}>
                            Revoke
                          </Button>
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <LoadMore
              shown={keys.length}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this API key?"
        description={
          revoking ? (
            <>
              {revoking.prefix}… of {revoking.companyName} stops working at once and cannot be restored. The merchant&apos;s owners are emailed.
            </>
          ) : null
        }
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Card>
  );
}
