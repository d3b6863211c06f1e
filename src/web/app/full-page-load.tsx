import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Where the app, in a production browser, is sent to a public page (a link to "/" or the API
 * documentation, Back into one): public pages are prerendered HTML with islands, not screens of
 * the app, so the browser loads the page itself. `replace` swaps the history entry the router has
 * just pushed for the real load of the same URL, so Back returns to the screen the person left.
 */
export function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <div className="min-h-screen" aria-busy="true" />;
}
