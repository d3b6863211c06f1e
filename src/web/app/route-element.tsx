import { PageMeta } from '../components/page-meta';
import type { RouteEntry } from './route-table';

/**
 * A route's page plus its head tags; public pages get a description and a canonical link. A public
 * family's page renders its own, since only the page holds the data behind them.
 */
export function RouteElement({ route }: { route: RouteEntry }) {
  const { Component } = route.page;
  return (
    <>
      {route.kind === 'public' ? (
        <PageMeta title={route.title} description={route.description} canonicalPath={route.canonicalPath ?? route.path} />
      ) : route.kind === 'public-family' ? null : (
        <PageMeta title={route.title} noIndex />
      )}
      <Component />
    </>
  );
}
