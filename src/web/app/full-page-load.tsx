import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Where the router, in a production browser, is sent to a public page other than by a click (a
 * click on a link is never routed: app/public-link-clicks.ts): public pages are prerendered HTML
 * with islands, not screens of the app, so the browser loads the page itself, in place of the
 * history entry the router has just made.
 */
export function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <div className="min-h-screen" aria-busy="true" />;
}
