import { useCallback, useState } from 'react';
import { PUBLIC_PATHS } from '@contract/public-paths';

export type HealthCheckState =
  { phase: 'idle' } | { phase: 'loading' } | { phase: 'done'; status: number; ok: boolean; body: string; json: unknown } | { phase: 'failed'; message: string };

/**
 * Plain fetch on purpose: the fallback page uses this when the app itself is broken, so it
 * must not depend on the API client, the query cache or any provider.
 */
export function useHealthCheck() {
  const [state, setState] = useState<HealthCheckState>({ phase: 'idle' });

  const run = useCallback(async () => {
    setState({ phase: 'loading' });
    try {
      const response = await fetch(PUBLIC_PATHS.health, { headers: { Accept: 'application/json' }, cache: 'no-store' });
      const text = await response.text();
      let json: unknown = null;
      let body = text;
      try {
        json = JSON.parse(text);
        body = JSON.stringify(json, null, 2);
      } catch {
        // Not JSON (e.g. a proxy error page): show the text as it came.
      }
      setState({ phase: 'done', status: response.status, ok: response.ok, body, json });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  return { state, run };
}

/** The API's version from a health response, when it reported one. */
export function healthVersion(state: HealthCheckState): string | null {
  if (state.phase !== 'done' || state.json === null || typeof state.json !== 'object') return null;
  const version = (state.json as Record<string, unknown>).version;
  return typeof version === 'string' ? version : null;
}
