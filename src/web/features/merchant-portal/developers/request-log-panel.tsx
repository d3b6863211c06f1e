import { useState, type FormEvent } from 'react';
import { RefreshCw } from 'lucide-react';
import type { ApiRequest } from '@contract/api-request-log';
import { processPayment } from '@contract/endpoints/payments';
import { RequestDurationCell, RequestPathCell, RequestStatusCell, RequestTimeCell } from '@web/components/request-log/request-cells';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input, fieldClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { serverMessage } from '@web/lib/server-message';
import { useApiKeys } from '../lib/use-api-keys';
import { NO_REQUEST_LOG_FILTERS, useRequestLog, type RequestLogFilters } from '../lib/use-request-log';
import { RequestDetailDialog } from './request-detail-dialog';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: '2xx', label: 'Succeeded (2xx)' },
  { value: '4xx', label: 'Client errors (4xx)' },
  { value: '402', label: 'Declined (402)' },
  { value: '5xx', label: 'Server errors (5xx)' },
];

function Filters({ onApply }: { onApply: (filters: RequestLogFilters) => void }) {
  const [values, setValues] = useState(NO_REQUEST_LOG_FILTERS);
  const keys = useApiKeys();
  const set = (name: keyof RequestLogFilters) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form aria-label="Filter requests" onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="log-status">Status</Label>
        <select id="log-status" className={cn(fieldClasses, 'h-10 pr-8')} value={values.status} onChange={set('status')}>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-path">Path starts with</Label>
        <Input id="log-path" value={values.path} onChange={set('path')} placeholder={processPayment.path} autoComplete="off" maxLength={200} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="log-key">API key</Label>
        <select id="log-key" className={cn(fieldClasses, 'h-10 pr-8')} value={values.key} onChange={set('key')}>
          <option value="">All keys</option>
          {(keys.data?.apiKeys ?? []).map((k) => (
            <option key={k.id} value={k.id}>
              {k.prefix}… ({k.mode}
              {k.revokedAt ? ', revoked' : ''})
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setValues(NO_REQUEST_LOG_FILTERS);
            onApply(NO_REQUEST_LOG_FILTERS);
          }}
        >
          Reset
        </Button>
      </div>
    </form>
  );
}

function RequestRow({ entry, onOpen }: { entry: ApiRequest; onOpen: (id: string) => void }) {
  return (
    <TableRow data-testid="request-log-row">
      <RequestTimeCell request={entry} />
      <RequestStatusCell request={entry} />
      <RequestPathCell request={entry} />
      <RequestDurationCell request={entry} />
      <TableCell className="whitespace-nowrap font-mono text-xs">{entry.keyPrefix}…</TableCell>
      <TableCell>
        <Button size="sm" variant="outline" onClick={() => onOpen(entry.requestId)} aria-label={`Details of ${entry.requestId}`}>
          Details
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * The API request log: every call made with one of the merchant's keys, newest first, with its
 * status, path, key and duration; a row opens to its detail. Bodies are never stored.
 */
export function RequestLogPanel() {
  const [filters, setFilters] = useState(NO_REQUEST_LOG_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const log = useRequestLog(filters);
  const requests = log.data?.pages.flatMap((page) => page.requests) ?? [];
  const filtered = filters.status !== '' || filters.path.trim() !== '' || filters.key !== '';

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Request log</CardTitle>
          <CardDescription>
            Every request made with your API keys, newest first. Each answer carries a Request-Id header; find it here. Request and response bodies are never
            stored.
          </CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => void log.refetch()} disabled={log.isFetching} aria-label="Refresh the request log">
          <RefreshCw aria-hidden="true" className={log.isFetching ? 'animate-spin' : undefined} />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Filters onApply={setFilters} />
        {log.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading requests…
          </p>
        ) : null}
        {log.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the request log: {serverMessage(log.error) ?? 'please try again.'}
          </p>
        ) : null}
        {log.isSuccess && requests.length === 0 ? (
          <p data-empty-state className="rounded-md bg-muted p-4 text-sm">
            {filtered ? 'No requests match these filters.' : 'No requests yet: calls made with your API keys appear here within a few seconds.'}
          </p>
        ) : null}
        {requests.length > 0 ? (
          <Table aria-label="API requests">
            <TableHeader>
              <TableRow>
                <TableHead>Time</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Request</TableHead>
                <TableHead className="text-right">Duration</TableHead>
                <TableHead>Key</TableHead>
                <TableHead>
                  <span className="sr-only">Details</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {requests.map((entry) => (
                <RequestRow key={entry.requestId} entry={entry} onOpen={setOpen} />
              ))}
            </TableBody>
          </Table>
        ) : null}
        {log.hasNextPage ? (
          <div>
            <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </CardContent>
      <RequestDetailDialog requestId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
