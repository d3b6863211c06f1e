import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The declarative router keeps the scroll position between pages; a new page should start
 * at its top, except when the link targets an in-page section. The first render is left
 * alone so a reload keeps the browser's own restored position.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
