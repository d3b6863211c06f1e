import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { ScrollToTop } from '../components/scroll-to-top';
import { FallbackPage } from '../features/system/fallback-page';
import { AppRoutes } from './app-routes';

/** The whole app below the router; shared by the browser entry and the prerender entry. */
export function App() {
  const { pathname } = useLocation();
  return (
    // Keyed on the path so Back out of a broken page shows the previous page again, not the fallback.
    <ErrorBoundary resetKey={pathname} fallback={(error) => <FallbackPage error={error} />}>
      <ScrollToTop />
      <AppRoutes />
    </ErrorBoundary>
  );
}
