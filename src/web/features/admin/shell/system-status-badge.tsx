import { useQuery } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { PUBLIC_PATHS } from '@contract/public-paths';

interface HealthAnswer {
  ok: boolean;
  db: string | null;
}

/** Plain fetch: health is public, and a 503 still carries a body that says what is wrong. */
async function readHealth({ signal }: { signal: AbortSignal }): Promise<HealthAnswer> {
  const response = await fetch(PUBLIC_PATHS.health, { headers: { Accept: 'application/json' }, cache: 'no-store', signal });
  let db: string | null = null;
  try {
    const body = (await response.json()) as { db?: unknown };
    db = typeof body.db === 'string' ? body.db : null;
  } catch {
    // A proxy error page is not JSON; the status alone then decides.
  }
  return { ok: response.ok, db };
}

/** The header's 'System Online' badge, from the health endpoint (refetched on focus, never polled). */
export function SystemStatusBadge() {
  const health = useQuery({ queryKey: [PUBLIC_PATHS.health, 'admin-status'], queryFn: readHealth, retry: false });

  let label = 'Checking status…';
  let variant: 'outline' | 'success' | 'destructive' = 'outline';
  if (health.isError) {
    label = 'Offline';
    variant = 'destructive';
  } else if (health.data) {
    if (health.data.ok) {
      label = 'System Online';
      variant = 'success';
    } else {
      label = health.data.db === 'down' ? 'Database unavailable' : 'Service degraded';
      variant = 'destructive';
    }
  }
  return (
    <Badge variant={variant} data-testid="system-status" className="gap-1.5">
      <span aria-hidden="true" className={`size-2 rounded-full ${variant === 'success' ? 'bg-success-foreground' : variant === 'destructive' ? 'bg-white' : 'bg-muted-foreground'}`} />
      {label}
    </Badge>
  );
}
