import { Route, Routes } from 'react-router';
import { PublicLayout } from '../features/marketing/public-layout';
import { appLayout } from './app-layout-loader';
import { FullPageLoad } from './full-page-load';
import { publicNavigation } from './public-navigation';
import { RouteElement } from './route-element';
import { routerPath } from './route-lookup';
import { appRoutes, notFoundRoute, publicFamilies, publicRoutes } from './route-table';

const publicPaths = [...publicRoutes, ...publicFamilies];

const AppLayout = appLayout.Component;

/**
 * Public pages render here in the prerender and in the dev server (which has no prerendered HTML);
 * a production browser bundle drops them (and the marketing frame) and loads the static page instead.
 */
const RENDERS_PUBLIC_PAGES = import.meta.env.SSR || import.meta.env.DEV;

/** The route table as a <Routes> tree: public pages share the marketing frame, app screens share the providers. */
export function AppRoutes() {
  return (
    <Routes>
      {RENDERS_PUBLIC_PAGES ? (
        <Route element={<PublicLayout navigation={publicNavigation} />}>
          {publicPaths.map((route) => (
            <Route key={route.path} path={route.path} caseSensitive element={<RouteElement route={route} />} />
          ))}
        </Route>
      ) : (
        publicPaths.map((route) => <Route key={route.path} path={route.path} caseSensitive element={<FullPageLoad />} />)
      )}
      <Route element={<AppLayout />}>
        {appRoutes.map((route) => (
          <Route key={route.path} path={routerPath(route)} caseSensitive element={<RouteElement route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<RouteElement route={notFoundRoute} />} />
    </Routes>
  );
}
