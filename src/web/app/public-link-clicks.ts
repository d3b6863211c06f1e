/**
 * A click on a link to a public page, anywhere in the app (the portal's home link, "Read the API
 * documentation"), skips the router: public pages are prerendered HTML with islands, not screens
 * of the app, so the browser follows the link as an ordinary page load, with its own history
 * entry. Listening on the document in the capture phase runs before React's handlers, which are
 * delegated to the root; stopping the event there means React Router never takes the click over.
 * (app/full-page-load.tsx covers a route change that does not come from a click.)
 */
export function followPublicLinksNatively(doc: Document, isPublicPath: (pathname: string) => boolean): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== doc.location.origin || !isPublicPath(url.pathname)) return;
    event.stopPropagation();
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
