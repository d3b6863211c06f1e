import { Activity, Database, Mail, Server, Webhook } from 'lucide-react';
import type { SystemHealth } from '@contract/admin-system-health';
import { getSystemHealth } from '@contract/endpoints/admin-system-health';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { LoadState } from '@web/features/admin/components/load-state';
import { StatCard } from '@web/features/admin/components/stat-card';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { CHECK_NAMES, formatBytes, formatSeconds } from '@web/features/admin/lib/system-health-format';
import { HealthCharts } from './health-charts';
import { InstancesTable } from './instances-table';

const STATE_BADGE = { ok: 'success', degraded: 'outline', down: 'destructive' } as const;
const STATE_TEXT = { ok: 'OK', degraded: 'Degraded', down: 'Down' } as const;

function DeepCheck({ health }: { health: SystemHealth }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Health check</CardTitle>
        <CardDescription>Checked {formatDateTime(health.checkedAt)} by the instance that answered.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label="Health checks" data-testid="health-checks">
          {health.checks.map((check) => (
            <li key={check.name} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-check={check.name} data-status={check.status}>
              <span>
                <span className="font-medium">{CHECK_NAMES[check.name]}</span>
                <span className="block text-muted-foreground">{check.detail}</span>
              </span>
              <Badge variant={STATE_BADGE[check.status]}>{STATE_TEXT[check.status]}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * Platform > System Health: the deep check, the database, the email queue, every instance and
 * the traffic charts.
 */
export function SystemHealthSection() {
  // Live while open: read on every visit and every 10 seconds (the header badge shares this query).
  const health = useAdminQuery(getSystemHealth, undefined, {
    loadError: { title: 'Error loading data', description: 'Failed to load system health' },
    refetchOnMount: 'always',
    refetchInterval: 10_000,
  });
  const h = health.data;
  const up = h ? h.instances.filter((i) => i.status === 'up').length : 0;
  return (
    <div className="space-y-6">
      <LoadState isPending={health.isPending} isError={health.isError} onRetry={() => void health.refetch()} what="system health" />
      {h ? (
        <>
          <p className="flex items-center gap-2 text-sm" data-testid="overall-status">
            Overall: <Badge variant={STATE_BADGE[h.status]}>{STATE_TEXT[h.status]}</Badge>
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard title="Live instances" icon={Server} value={up} detail={`${h.instances.length - up} down in the last 24 hours`} />
            <StatCard
              title="Database"
              icon={Database}
              value={h.database ? `${h.database.connectionsInUse} / ${h.database.maxConnections}` : 'Unavailable'}
              detail={
                h.database
                  ? `connections in use · PostgreSQL ${h.database.serverVersion} · ${formatBytes(h.database.sizeBytes)}`
                  : 'The database did not answer'
              }
            />
            <StatCard
              title="Longest running query"
              icon={Activity}
              value={h.database?.longestQuerySeconds != null ? formatSeconds(h.database.longestQuerySeconds) : 'None'}
              detail="Active queries other than this check"
            />
            <StatCard
              title="Email outbox"
              icon={Mail}
              value={h.queues ? h.queues.emailOutbox.pending : '—'}
              detail={
                h.queues?.emailOutbox.oldestPendingSeconds != null ? `waiting; oldest ${formatSeconds(h.queues.emailOutbox.oldestPendingSeconds)}` : 'waiting'
              }
            />
            <StatCard
              title="Webhook backlog"
              icon={Webhook}
              value={h.queues ? h.queues.webhooks.pending : '—'}
              detail={
                h.queues?.webhooks.oldestPendingSeconds != null
                  ? `deliveries pending or retrying; oldest ${formatSeconds(h.queues.webhooks.oldestPendingSeconds)}`
                  : 'deliveries pending or retrying'
              }
            />
          </div>
          {/* The instances' ten columns need the full width of a laptop; the health check sits beside them only on wider screens. */}
          <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
            <Card>
              <CardHeader>
                <CardTitle as="h2">Instances</CardTitle>
                <CardDescription>
                  Each instance sends a heartbeat with its last minute’s figures; one silent for {h.staleAfterSeconds} seconds is marked down.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <InstancesTable instances={h.instances} staleAfterSeconds={h.staleAfterSeconds} />
              </CardContent>
            </Card>
            <DeepCheck health={h} />
          </div>
        </>
      ) : null}
      <HealthCharts />
    </div>
  );
}
