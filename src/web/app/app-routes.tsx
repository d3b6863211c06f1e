import { Route, Routes } from 'react-router';
import { PublicLayout } from '../features/marketing/public-layout';
import { appLayout } from './app-layout-loader';
import { publicNavigation } from './public-navigation';
import { RouteElement } from './route-element';
import { routerPath } from './route-lookup';
import { appRoutes, notFoundRoute, publicRoutes } from './route-table';

const AppLayout = appLayout.Component;

/** The route table as a <Routes> tree: public pages share the marketing frame, app screens share the providers. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout navigation={publicNavigation} />}>
        {publicRoutes.map((route) => (
          <Route key={route.path} path={route.path} caseSensitive element={<RouteElement route={route} />} />
        ))}
      </Route>
      <Route element={<AppLayout />}>
        {appRoutes.map((route) => (
          <Route key={route.path} path={routerPath(route)} caseSensitive element={<RouteElement route={route} />} />
        ))}
      </Route>
      <Route path="*" element={<RouteElement route={notFoundRoute} />} />
    </Routes>
  );
}
