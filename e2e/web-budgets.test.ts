import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_ATTRIBUTE } from '@web/lib/islands';
import { firstLoadScripts, islandNamesIn } from '../scripts/prerender-html';
import { BUDGETS, budgetProblems, formatLoads, measureLoads, readFirstLoadReport, type FirstLoad } from '../scripts/web-budgets';
import { WEB_DIR } from './suite';

/**
 * The first-load script budgets (docs/decisions/0038-public-islands-and-budgets.md) on the built
 * files: each public page's script as its HTML references it, and the portal's and admin panel's
 * first screens as the build recorded them. The build checks the same; this keeps the check in
 * `npm test` and prints the figures.
 */

const read = (file: string) => fs.readFileSync(path.join(WEB_DIR, file), 'utf8');

function publicPages(): FirstLoad[] {
  const routes = JSON.parse(read('routes.json')) as { static: Record<string, string>; notFound: string };
  return [...Object.entries(routes.static), ['404', routes.notFound] as const].map(([name, file]) => {
    const html = read(file);
    return { name, files: firstLoadScripts(html), budget: BUDGETS.publicPage, islands: islandNamesIn(html, ISLAND_ATTRIBUTE) };
  });
}

describe('first-load script budgets', () => {
  it('keeps the landing page, every public page, the portal and the admin panel within budget', () => {
    const pages = publicPages();
    const areas = readFirstLoadReport(WEB_DIR).filter((load) => !load.islands);
    expect(areas.map((area) => area.name)).toEqual(['portal', 'admin']);
    const measured = measureLoads(WEB_DIR, [...pages, ...areas]);
    console.log(`First-load script, gzipped:\n${formatLoads(measured)}`);
    expect(budgetProblems(measured)).toEqual([]);

    const landing = measured.find((load) => load.name === '/')!;
    expect(landing.total).toBeGreaterThan(0);
    expect(landing.total).toBeLessThanOrEqual(45 * 1024);
    expect(landing.islands).toEqual(['marketing/mobile-menu', 'marketing/contact-form']);
  });

  it('gives script only to the pages with an interactive part; every other public page and the not-found page load none', () => {
    const withScript = publicPages()
      .filter((page) => page.files.length > 0)
      .map((page) => page.name);
    expect(withScript.sort()).toEqual(['/', '/contact', '/privacy-policy', '/smart-split']);
    for (const page of publicPages().filter((p) => p.islands!.length === 0)) {
      expect(read(routesFile(page.name)), page.name).not.toMatch(/<script\b|rel="modulepreload"/);
    }
  });

  it('never loads the app entry, the router or the query client on a public page', () => {
    const shell = read('app.html');
    const appEntry = firstLoadScripts(shell).find((file) => /\/index-[^/]+\.js$/.test(file))!;
    // Strings only React Router carries, which survive minification: the app's entry has them.
    const ROUTER = /useNavigate|__reactRouter/;
    expect(read(appEntry)).toMatch(ROUTER);
    for (const page of publicPages()) {
      expect(page.files, page.name).not.toContain(appEntry);
      const code = page.files.map((file) => read(file)).join('\n');
      expect(code, page.name).not.toMatch(ROUTER);
      expect(code, page.name).not.toMatch(/QueryClient|react-dom/);
    }
  });
});

function routesFile(name: string): string {
  const routes = JSON.parse(read('routes.json')) as { static: Record<string, string>; notFound: string };
  return name === '404' ? routes.notFound : routes.static[name]!;
}
