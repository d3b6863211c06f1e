import { matchPath } from 'react-router';
import { routeTable, type RouteEntry } from './route-table';

/** The router's own matcher, so the start-up code and <Routes> never disagree about a path. */
export function routerPath(route: RouteEntry): string {
  return route.kind === 'app' && route.withSubpaths ? `${route.path}/*` : route.path;
}

export function findRoute(pathname: string): RouteEntry {
  for (const route of routeTable) {
    if (route.kind === 'not-found') continue;
    if (matchPath({ path: routerPath(route), caseSensitive: true, end: true }, pathname)) return route;
  }
  return routeTable.find((route) => route.kind === 'not-found')!;
}

/**
 * Public pages neither need nor check a session (docs/product-spec.md section 2). Any value of a
 * public family's parameters counts: the server answers one it has no page for with the 404 page.
 */
export function isPublicPath(pathname: string): boolean {
  const { kind } = findRoute(pathname);
  return kind === 'public' || kind === 'public-family';
}
