import type { InstanceHealth } from '@contract/admin-system-health';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { formatMs } from '@web/features/admin/lib/system-health-format';

const DOWN_REASON = { stopped: 'Stopped', 'no-heartbeat': 'No heartbeat' } as const;

/** Every instance seen in the last day; those stopped or silent past the threshold are marked down. */
export function InstancesTable({ instances, staleAfterSeconds }: { instances: InstanceHealth[]; staleAfterSeconds: number }) {
  if (instances.length === 0) return <EmptyState title="No instance has sent a heartbeat in the last 24 hours" />;
  return (
    <Table aria-label="App instances" data-testid="instances-table" className="[&_td]:px-2 [&_th]:px-2">
      <TableHeader>
        <TableRow>
          <TableHead>Instance</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Version</TableHead>
          <TableHead>Started</TableHead>
          <TableHead>Last heartbeat</TableHead>
          <TableHead className="text-right">Requests / min</TableHead>
          <TableHead className="text-right">Errors / min</TableHead>
          <TableHead className="text-right">p50</TableHead>
          <TableHead className="text-right">p99</TableHead>
          <TableHead className="text-right">Event-loop lag</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {instances.map((i) => (
          <TableRow key={i.instanceId} data-testid="instance-row" data-instance-id={i.instanceId} data-status={i.status}>
            <TableCell>
              <span className="font-mono text-xs">{i.instanceId}</span>
              <span className="block text-xs text-muted-foreground">
                {i.host}
                {i.current ? ' · answered this page' : ''}
              </span>
            </TableCell>
            <TableCell>
              {i.status === 'up' ? (
                <Badge variant="success">Up</Badge>
              ) : (
                <Badge variant="destructive" title={i.downReason === 'no-heartbeat' ? `No heartbeat for over ${staleAfterSeconds} s` : 'Shut down cleanly'}>
                  Down: {DOWN_REASON[i.downReason ?? 'no-heartbeat']}
                </Badge>
              )}
            </TableCell>
            <TableCell>{i.version}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(i.startedAt)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(i.lastSeenAt)}</TableCell>
            <TableCell className="text-right tabular-nums">{i.requestsLastMinute}</TableCell>
            <TableCell className="text-right tabular-nums">{i.errorsLastMinute}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMs(i.p50Ms)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMs(i.p99Ms)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMs(i.eventLoopLagMs)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
