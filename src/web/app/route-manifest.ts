import type { RouteEntry } from './route-table';

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

/** '/' -> pages/index.html, '/privacy-policy' -> pages/privacy-policy.html */
export function staticFileFor(path: string): string {
  const name = path === '/' ? 'index' : path.replace(/^\//, '').replace(/\//g, '__');
  return `pages/${name}.html`;
}

export function buildRouteManifest(table: readonly RouteEntry[]): RouteManifest {
  const manifest: RouteManifest = { static: {}, app: [], notFound: NOT_FOUND_FILE, shell: SHELL_FILE };
  for (const route of table) {
    if (route.kind === 'public') manifest.static[route.path] = staticFileFor(route.path);
    if (route.kind === 'app') {
      manifest.app.push(route.path);
      if (route.withSubpaths) manifest.app.push(`${route.path}/*`);
    }
  }
  return manifest;
}
