import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { BUILD_TIME } from '@web/lib/site';
import { toast } from '@web/lib/use-toast';
import { BrowserInfo } from '../components/browser-info';
import { HealthCheck } from '../components/health-check';
import { SystemLinks } from '../components/system-links';
import { TokenSummary } from '../components/token-summary';
import { healthVersion, useHealthCheck } from '../use-health-check';
import { PUBLIC_PATHS } from '@contract/public-paths';

/** Throws on purpose so the error boundary and fallback page can be exercised on a live build. */
function CrashOnPurpose(): never {
  throw new Error('Deliberate crash requested with ?crash=1 on the diagnostics page');
}

export default function DiagnosticsPage() {
  const [searchParams] = useSearchParams();
  const health = useHealthCheck();
  const { run } = health;
  useEffect(() => {
    void run();
  }, [run]);

  if (searchParams.get('crash') === '1') return <CrashOnPurpose />;

  const version = healthVersion(health.state);
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-primary">Diagnostics</h1>
        <p className="text-muted-foreground">Details that help support find out why something is not working on this browser.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>API health</CardTitle>
          <CardDescription>The raw answer of GET {PUBLIC_PATHS.health}.</CardDescription>
        </CardHeader>
        <CardContent>
          <HealthCheck state={health.state} onCheck={() => void run()} buttonLabel="Check again" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Build and version</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium">API version</dt>
            <dd className="text-muted-foreground">{version ?? (health.state.phase === 'loading' ? 'Checking…' : 'Unknown')}</dd>
            <dt className="font-medium">Web app built</dt>
            <dd className="text-muted-foreground">{BUILD_TIME ? formatDateTime(BUILD_TIME) : 'Development build'}</dd>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Stored sessions</CardTitle>
          <CardDescription>Which sign-in tokens this browser holds. Token values are never shown.</CardDescription>
        </CardHeader>
        <CardContent>
          <TokenSummary />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Browser information</CardTitle>
        </CardHeader>
        <CardContent>
          <BrowserInfo />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Notifications and links</CardTitle>
          <CardDescription>Show a sample notification; press F8 to move keyboard focus to notifications.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Button variant="secondary" onClick={() => toast({ title: 'Test notification', description: 'Notifications are working on this browser.' })}>
            Test notification
          </Button>
          <SystemLinks />
        </CardContent>
      </Card>
    </main>
  );
}
