import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { appLayout } from './app/app-layout-loader';
import { preloadRoute } from './app/preload-route';
import { buildRouteManifest, listPublicPages, staticFileFor, type RouteManifest } from './app/route-manifest';
import { findRoute } from './app/route-lookup';
import { routeTable, type PublicPage } from './app/route-table';
import { absoluteUrl } from './lib/site';

/** Built by `vite build --ssr` and used only by scripts/prerender.ts at build time. */

export interface PrerenderTarget {
  url: string;
  /** Path of the output file inside dist/web. */
  file: string;
}

/** An area of the app whose first load has a budget: the shell's entry, the app providers and the area's first screen. */
export interface AppArea {
  name: string;
  path: string;
  /** Source files whose chunks (and their static imports) load before the first screen shows. */
  sources: string[];
}

/** Any path no route claims renders the not-found page; this one is reserved for that. */
export const NOT_FOUND_PROBE_URL = '/__not-found__';

const APP_LAYOUT_SOURCE = appLayout.source!;

let pages: Promise<PublicPage[]> | undefined;

/** The public routes' pages and every page of the public families (/api-docs/:group), listed once per build. */
function publicPages(): Promise<PublicPage[]> {
  pages ??= listPublicPages(routeTable);
  return pages;
}

export async function routeManifest(): Promise<RouteManifest> {
  return buildRouteManifest(routeTable, await publicPages());
}

export async function prerenderTargets(): Promise<PrerenderTarget[]> {
  const manifest = await routeManifest();
  const targets = (await publicPages()).map((page) => {
    // An earlier route claiming a family's page would prerender the wrong screen under its name.
    const { kind } = findRoute(page.path);
    if (kind !== 'public' && kind !== 'public-family') throw new Error(`${page.path} is answered by a ${kind} route`);
    return { url: page.path, file: staticFileFor(page.path) };
  });
  const notFound = findRoute(NOT_FOUND_PROBE_URL);
  if (notFound.kind !== 'not-found') throw new Error(`${NOT_FOUND_PROBE_URL} must not match a route`);
  targets.push({ url: NOT_FOUND_PROBE_URL, file: manifest.notFound });
  return targets;
}

/** What the SPA shell preloads: the app area's providers, whichever app screen it ends up showing. */
export function shellSources(): string[] {
  return [APP_LAYOUT_SOURCE];
}

/** The merchant portal and the admin panel: what src/web/main.tsx preloads before their first render (app/preload-route.ts). */
export function appAreas(): AppArea[] {
  return [
    { name: 'portal', path: '/merchant-portal' },
    { name: 'admin', path: '/admin' },
  ].map(({ name, path }) => {
    const route = findRoute(path);
    if (route.kind !== 'app' || !route.page.source) throw new Error(`${path} must be a lazily loaded app route`);
    return { name, path, sources: [APP_LAYOUT_SOURCE, route.page.source] };
  });
}

/** Absolute URLs of every public page, the API reference's group pages included; an alias still names its canonical page in its own <head>. */
export async function sitemapUrls(): Promise<string[]> {
  return (await publicPages()).map((page) => absoluteUrl(page.path));
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
