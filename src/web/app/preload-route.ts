import { appLayout } from './app-layout-loader';
import { findRoute } from './route-lookup';

/**
 * Loads every chunk the first render of `pathname` needs. Hydration must not suspend (the
 * markup would be thrown away), and fetching layout and page together avoids a waterfall.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  await Promise.all([route.page.preload(), route.kind === 'app' ? appLayout.preload() : undefined]);
}
