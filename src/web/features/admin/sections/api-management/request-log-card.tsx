import { Fragment, useState } from 'react';
import { ScrollText } from 'lucide-react';
import { listAdminRequestLog } from '@contract/endpoints/admin-api-management';
import { processPayment } from '@contract/endpoints/payments';
import { RequestDurationCell, RequestPathCell, RequestStatusCell, RequestTimeCell } from '@web/components/request-log/request-cells';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { ModeBadge } from '@web/features/admin/components/status-badges';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { useFilterForm } from '@web/features/admin/lib/use-filter-form';

interface LogFilters {
  merchantId: string;
  status: string;
  path: string;
  mode: string;
}

const NO_FILTERS: LogFilters = { merchantId: '', status: '', path: '', mode: '' };

function LogFiltersForm({ onApply }: { onApply: (values: LogFilters) => void }) {
  const { values, set, submit, reset } = useFilterForm(NO_FILTERS, onApply);
  return (
    <form aria-label="Filter requests" onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="log-merchant">Merchant ID</Label>
        <Input id="log-merchant" value={values.merchantId} onChange={set('merchantId')} placeholder="mch_…" autoComplete="off" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-status">Status</Label>
        <NativeSelect id="log-status" value={values.status} onChange={set('status')}>
          <option value="">All statuses</option>
          <option value="2xx">2xx</option>
          <option value="4xx">4xx</option>
          <option value="402">402 (declined)</option>
          <option value="5xx">5xx</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-path">Path starts with</Label>
        <Input id="log-path" value={values.path} onChange={set('path')} placeholder={processPayment.path} autoComplete="off" maxLength={200} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-mode">Mode</Label>
        <NativeSelect id="log-mode" value={values.mode} onChange={set('mode')}>
          <option value="">Live and test</option>
          <option value="live">Live</option>
          <option value="test">Test</option>
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

/** The API request log across merchants, newest first; a row opens to show its Request-Id, key and Idempotency-Key. */
export function RequestLogCard() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const list = useCursorList(
    listAdminRequestLog,
    { ...filters, limit: 50 },
    { title: 'Error loading the request log', description: 'Failed to load admin data' },
  );
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  const filtered = Object.values(filters).some((v) => v.trim() !== '');

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Request log</CardTitle>
        <CardDescription>Every request made with an API key, across merchants. Bodies are never stored.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LogFiltersForm onApply={setFilters} />
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="the request log" />
        {list.isSuccess && requests.length === 0 ? (
          <EmptyState icon={ScrollText} title={filtered ? 'No requests match these filters' : 'No API requests yet'}>
            {filtered ? 'Try another filter.' : 'Requests appear here as merchants call the API with their keys.'}
          </EmptyState>
        ) : null}
        {requests.length > 0 ? (
          <div>
            <Table aria-label="API requests across merchants">
              <TableHeader>
                <TableRow>
                  <TableHead>Time</TableHead>
                  <TableHead>Merchant</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Request</TableHead>
                  <TableHead className="text-right">Duration</TableHead>
                  <TableHead>Mode</TableHead>
                  <TableHead>
                    <span className="sr-only">Details</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {requests.map((r) => (
                  <Fragment key={r.requestId}>
                    <TableRow data-testid="admin-request-row">
                      <RequestTimeCell request={r} />
                      <TableCell>
                        <span className="block">{r.companyName}</span>
                        <span className="font-mono text-xs text-muted-foreground">{r.merchantId}</span>
                      </TableCell>
                      <RequestStatusCell request={r} />
                      {/* Narrower than the merchant's own log: this table has a Merchant column too. */}
                      <RequestPathCell request={r} maxWidth="max-w-[15rem]" />
                      <RequestDurationCell request={r} />
                      <TableCell>
                        <ModeBadge mode={r.mode} />
                      </TableCell>
                      <TableCell>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-expanded={open === r.requestId}
                          aria-label={`Details of ${r.requestId}`}
                          onClick={() => setOpen(open === r.requestId ? null : r.requestId)}
                        >
                          {open === r.requestId ? 'Hide' : 'Details'}
                        </Button>
                      </TableCell>
                    </TableRow>
                    {open === r.requestId ? (
                      <TableRow>
                        <TableCell colSpan={7} className="bg-muted/40">
                          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
                            <dt className="text-muted-foreground">Request-Id</dt>
                            <dd className="break-all font-mono">{r.requestId}</dd>
                            <dt className="text-muted-foreground">Endpoint</dt>
                            <dd className="font-mono">{r.route}</dd>
                            <dt className="text-muted-foreground">API key</dt>
                            <dd className="font-mono">{r.keyPrefix}…</dd>
                            <dt className="text-muted-foreground">Idempotency-Key</dt>
                            <dd className="break-all font-mono">{r.idempotencyKey ?? 'None'}</dd>
                          </dl>
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
            <LoadMore
              shown={requests.length}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
