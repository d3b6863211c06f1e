import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, ScrollText } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { adminApi } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { saveDownload } from '@web/lib/download-file';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { cleanFilters, useCursorList } from '@web/features/admin/lib/admin-queries';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { summariseChange } from '@web/features/admin/lib/audit-summary';
import { AuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';
import { exportAuditLogs } from '@contract/endpoints/admin-compliance';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import { Truncate } from '@web/components/ui/truncate';

/** The audit trail, newest first. Read-only: the app has no way to edit or delete an entry. */
export function AuditLogsSection() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const list = useCursorList(listAuditLogs, { ...filters, limit: 50 });
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some((v) => v.trim() !== '');
  const exportCsv = useMutation({
    mutationFn: async () => saveDownload(await adminApi.fetchRaw(exportAuditLogs, { query: cleanFilters({ ...filters }) }), 'audit-log.csv'),
    onError: (e) => {
      if (!isUnauthorized(e)) toast({ title: 'Export failed', description: serverMessage(e) ?? 'Please try again', variant: 'destructive' });
    },
  });

  return (
    <div className="space-y-4">
      <AuditFilters onApply={setFilters} />
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
          <Download aria-hidden="true" />
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="audit log" />
      {list.isSuccess && entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={filtered ? 'No entries match these filters' : 'No audit entries yet'} />
      ) : null}
      {entries.length > 0 ? (
        <div className="rounded-lg border border-border bg-background p-2">
          {/* Six columns fit a 1366-pixel window beside the sidebar: tighter padding, long values cut to one line. */}
          <Table aria-label="Audit log" className="[&_td]:px-2 [&_th]:px-2">
            <TableHeader>
              <TableRow>
                <TableHead>Time</TableHead>
                <TableHead>Actor</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Target</TableHead>
                <TableHead>Change</TableHead>
                <TableHead>IP</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id} data-testid="audit-row" data-action={e.action}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(e.createdAt)}</TableCell>
                  <TableCell>
                    <Truncate value={e.actorEmail ?? '—'} className="max-w-[12rem]" />
                    <span className="text-xs text-muted-foreground">{e.actorType}</span>
                  </TableCell>
                  <TableCell className="font-mono text-xs">
                    <Truncate value={e.action} className="max-w-[11rem]" />
                  </TableCell>
                  <TableCell>
                    {e.targetType ? <span className="block text-xs text-muted-foreground">{e.targetType}</span> : null}
                    <Truncate value={e.targetId ?? '—'} className="max-w-[9rem] font-mono text-xs" />
                  </TableCell>
                  <TableCell className="min-w-[12rem] max-w-md text-xs [overflow-wrap:anywhere]">{summariseChange(e.before, e.after)}</TableCell>
                  <TableCell className="whitespace-nowrap font-mono text-xs">{e.ip ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <LoadMore
            shown={entries.length}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
      ) : null}
    </div>
  );
}
