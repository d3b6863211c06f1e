import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import type { SiteNavigation } from './site-navigation';

/**
 * Shared frame of the landing and every public page: skip link, sticky header, footer. Rendered by
 * the prerender (and by the dev server's app); in a production browser public pages are static
 * HTML with islands, never rendered by the app (docs/decisions/0038-public-islands-and-budgets.md).
 */
export function PublicLayout({ navigation }: { navigation: SiteNavigation }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to main content
      </a>
      <SiteHeader navigation={navigation} pathname={pathname} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* Only shown in the dev server's app, while a public page's chunk loads. */}
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter navigation={navigation} />
    </div>
  );
}
