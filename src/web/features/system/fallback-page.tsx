import { PageMeta } from '@web/components/page-meta';
import { clearCacheAndReload } from './clear-cache-and-reload';
import { BrowserInfo } from './components/browser-info';
import { HealthCheck } from './components/health-check';
import { SystemLinks } from './components/system-links';
import { useHealthCheck } from './use-health-check';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Replaces the whole page after an unhandled render error or a failed start-up (spec
 * section 2). It depends on nothing but React, so it still works when the rest cannot.
 */
export function FallbackPage({ error }: { error?: unknown }) {
  const health = useHealthCheck();
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <PageMeta title="Something went wrong | SmartSplit" noIndex />
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">SmartSplit</p>
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page hit an unexpected problem and could not be shown. Try clearing the cache and reloading, or use the links below.
        </p>
      </header>

      <section aria-labelledby="fallback-actions" className="space-y-4">
        <h2 id="fallback-actions" className="text-lg font-semibold">
          What you can do
        </h2>
        <button
          type="button"
          onClick={() => void clearCacheAndReload()}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Clear cache and reload
        </button>
        <p className="text-sm text-muted-foreground">This signs you out of the portal and the admin panel on this browser.</p>
        <SystemLinks />
      </section>

      <section aria-labelledby="fallback-health" className="space-y-3">
        <h2 id="fallback-health" className="text-lg font-semibold">
          API health
        </h2>
        <HealthCheck state={health.state} onCheck={() => void health.run()} />
      </section>

      <section aria-labelledby="fallback-browser" className="space-y-3">
        <h2 id="fallback-browser" className="text-lg font-semibold">
          Browser information
        </h2>
        <BrowserInfo />
      </section>

      {error !== undefined ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Technical details</summary>
          <pre className="mt-2 overflow-auto rounded-md bg-muted p-3 font-mono text-xs">{describe(error)}</pre>
        </details>
      ) : null}
    </main>
  );
}
