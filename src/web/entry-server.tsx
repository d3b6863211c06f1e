import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { buildRouteManifest, staticFileFor, type RouteManifest } from './app/route-manifest';
import { findRoute } from './app/route-lookup';
import { publicRoutes, routeTable } from './app/route-table';
import { absoluteUrl } from './lib/site';

/** Built by `vite build --ssr` and used only by scripts/prerender.ts at build time. */

export interface PrerenderTarget {
  url: string;
  /** Path of the output file inside dist/web. */
  file: string;
  /** Source files whose chunks the page needs first, for <link rel="modulepreload">. */
  sources: string[];
}

/** Any path no route claims renders the not-found page; this one is reserved for that. */
export const NOT_FOUND_PROBE_URL = '/__not-found__';

export function routeManifest(): RouteManifest {
  return buildRouteManifest(routeTable);
}

export function prerenderTargets(): PrerenderTarget[] {
  const manifest = routeManifest();
  const targets = publicRoutes.map((route) => ({
    url: route.path,
    file: staticFileFor(route.path),
    sources: route.page.source ? [route.page.source] : [],
  }));
  const notFound = findRoute(NOT_FOUND_PROBE_URL);
  if (notFound.kind !== 'not-found') throw new Error(`${NOT_FOUND_PROBE_URL} must not match a route`);
  targets.push({ url: NOT_FOUND_PROBE_URL, file: manifest.notFound, sources: [] });
  return targets;
}

/** Absolute URLs of every public route (all 20); an alias still names its canonical page in its own <head>. */
export function sitemapUrls(): string[] {
  return publicRoutes.map((route) => absoluteUrl(route.path));
}

/**
 * Renders one page to HTML. `prerender` waits for everything to resolve, and any error
 * fails the build: a page that only renders in the browser would silently lose its SEO.
 */
export async function renderPage(url: string): Promise<string> {
  await preloadRoute(url);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Never outline a large Suspense boundary: React would complete it with an inline script, which the CSP forbids.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  return html;
}
