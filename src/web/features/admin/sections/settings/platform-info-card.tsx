import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { getSystemInfo } from '@contract/endpoints/admin-settings';

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** What this server really is: name, package version and environment, as it reports them. */
export function PlatformInfoCard() {
  const info = useAdminQuery(getSystemInfo);
  const d = info.data;
  const rows: [string, string][] = d
    ? [
        ['Name', d.name],
        ['Version', d.version],
        ['Environment', d.environment],
        ['Database', d.database === 'embedded' ? 'Embedded PostgreSQL' : 'External PostgreSQL'],
        ['Uptime', uptime(d.uptimeSeconds)],
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Platform information</CardTitle>
        <CardDescription>Reported by the server you are connected to.</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState isPending={info.isPending} isError={info.isError} onRetry={() => void info.refetch()} what="platform information" />
        {d ? (
          <dl className="divide-y divide-border text-sm" data-testid="platform-info">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
