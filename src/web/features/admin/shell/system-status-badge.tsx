import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { adminApi, endpointQuery } from '@web/lib/api-client';
import { getSystemHealth } from '@contract/endpoints/admin-system-health';
import { statusView } from '../lib/system-health-format';

/** How often the badge reads System Health while the panel is open (instances go stale in 30 s). */
const REFRESH_MS = 30_000;

const TONE_VARIANT = { ok: 'success', degraded: 'outline', down: 'destructive', unknown: 'outline' } as const;
const TONE_DOT = { ok: 'bg-success-foreground', degraded: 'bg-amber-500', down: 'bg-white', unknown: 'bg-muted-foreground' } as const;

/**
 * The header's 'System Online' badge, from System Health: the deep check (database, email delivery)
 * and whether any instance is live. It links to the System Health section, names the failing checks
 * in its accessible description, and announces a change politely.
 */
export function SystemStatusBadge() {
  // The same query (and cache) as the System Health section; a failed read shows here, not as a toast.
  const health = useQuery({ ...endpointQuery(adminApi, getSystemHealth), refetchInterval: REFRESH_MS, retry: false, meta: { loadError: false } });
  const view = statusView(health.data ?? undefined, health.isError);
  return (
    <>
      <Link
        to="/admin/system-health"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        title={view.detail}
        aria-describedby="system-status-detail"
      >
        <Badge
          variant={TONE_VARIANT[view.tone]}
          data-testid="system-status"
          data-state={view.tone}
          className={`gap-1.5 ${view.tone === 'degraded' ? 'border-amber-500 text-amber-900' : ''}`}
        >
          <span aria-hidden="true" className={`size-2 rounded-full ${TONE_DOT[view.tone]}`} />
          {view.label}
        </Badge>
      </Link>
      {/* Read with the link, and announced when the status changes. */}
      <span id="system-status-detail" role="status" className="sr-only">
        {`${view.label}. ${view.detail}`}
      </span>
    </>
  );
}
