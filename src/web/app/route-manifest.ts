import { matchPath } from 'react-router';
import type { PublicPage, RouteEntry } from './route-table';

/**
 * The contract with the server (dist/web/routes.json): which prerendered file answers each
 * public path, which paths get the SPA shell (a trailing /* is a prefix match), and the
 * files for unknown paths and for the shell.
 */
export interface RouteManifest {
  static: Record<string, string>;
  app: string[];
  notFound: string;
  shell: string;
}

export const NOT_FOUND_FILE = '404.html';
export const SHELL_FILE = 'app.html';

/** '/' -> pages/index.html, '/privacy-policy' -> pages/privacy-policy.html, '/api-docs/payments' -> pages/api-docs__payments.html */
export function staticFileFor(path: string): string {
  const name = path === '/' ? 'index' : path.replace(/^\//, '').replace(/\//g, '__');
  return `pages/${name}.html`;
}

/**
 * Every prerendered public page, in table order: each public route, and the pages each family
 * lists (each must be a path of the family's, and no path may come twice).
 */
export async function listPublicPages(table: readonly RouteEntry[]): Promise<PublicPage[]> {
  const pages: PublicPage[] = [];
  for (const route of table) {
    if (route.kind === 'public') pages.push({ path: route.path, title: route.title, description: route.description, canonicalPath: route.canonicalPath });
    if (route.kind !== 'public-family') continue;
    for (const page of await route.pages()) {
      if (!matchPath({ path: route.path, caseSensitive: true, end: true }, page.path)) throw new Error(`${page.path} is not a path of ${route.path}`);
      pages.push(page);
    }
  }
  const paths = pages.map((page) => page.path);
  const twice = paths.find((path, index) => paths.indexOf(path) !== index);
  if (twice) throw new Error(`Two public pages claim ${twice}`);
  return pages;
}

export function buildRouteManifest(table: readonly RouteEntry[], publicPages: readonly PublicPage[]): RouteManifest {
  const manifest: RouteManifest = { static: {}, app: [], notFound: NOT_FOUND_FILE, shell: SHELL_FILE };
  for (const page of publicPages) manifest.static[page.path] = staticFileFor(page.path);
  for (const route of table) {
    if (route.kind === 'app') {
      manifest.app.push(route.path);
      if (route.withSubpaths) manifest.app.push(`${route.path}/*`);
    }
  }
  return manifest;
}
