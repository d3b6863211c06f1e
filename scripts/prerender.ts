/**
 * Turns the SSR bundle into the files the server serves (the contract in dist/web/routes.json):
 * pages/*.html for public routes, 404.html, app.html (the SPA shell), routes.json,
 * sitemap.xml and robots.txt and, last, .build-stamp. Any page that fails to render, any
 * inline script, an island the islands build lacks, or a first load over its budget
 * (scripts/web-budgets.ts) fails the build.
 *
 * Public pages and the not-found page carry no app script: only the islands entry, and only when
 * the page holds an island (docs/decisions/0038-public-islands-and-budgets.md).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as EntryServer from '@web/entry-server';
import { ISLAND_ATTRIBUTE, islandModulePath } from '@web/lib/islands';
import {
  assertNoInlineScript,
  chunkClosure,
  fillTemplate,
  firstLoadScripts,
  islandNamesIn,
  islandTags,
  preloadTags,
  publicTemplate,
  robotsTxt,
  sitemapXml,
  splitHoisted,
  type ViteManifest,
} from './prerender-html';
import { ISLANDS_ENTRY, ISLANDS_MANIFEST } from './vite-islands';
import { BUDGETS, budgetProblems, FIRST_LOAD_REPORT, formatLoads, measureLoads, type FirstLoad } from './web-budgets';

type Entry = typeof EntryServer;

const SHELL_NOSCRIPT =
  '<noscript><p style="padding:1rem;font-family:system-ui,sans-serif">The SmartSplit portal and admin panel need JavaScript turned on.</p></noscript>';

async function write(webDir: string, file: string, content: string): Promise<void> {
  const target = join(webDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

async function readManifest(webDir: string, file: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(join(webDir, file), 'utf8')) as ViteManifest;
}

/** An island name -> its key in the islands build's manifest (a .tsx or .ts file), or undefined. */
function islandSources(manifest: ViteManifest): (name: string) => string | undefined {
  return (name) => {
    const base = `src/web/${islandModulePath(name)}`;
    return [`${base}.tsx`, `${base}.ts`].find((key) => key in manifest);
  };
}

export async function prerenderSite({ webDir, entry }: { webDir: string; entry: Entry }): Promise<string[]> {
  const template = await readFile(join(webDir, 'index.html'), 'utf8');
  const pageTemplate = publicTemplate(template);
  const viteManifest = await readManifest(webDir, '.vite/manifest.json');
  const islandsManifest = await readManifest(webDir, ISLANDS_MANIFEST);
  const sourceOf = islandSources(islandsManifest);
  const routes = await entry.routeManifest();
  const written: string[] = [];
  const loads: FirstLoad[] = [];

  for (const target of await entry.prerenderTargets()) {
    const { head, body } = splitHoisted(await entry.renderPage(target.url));
    if (!head.includes('<title>')) throw new Error(`${target.url} rendered no <title>`);
    const isPublic = target.file !== routes.notFound;
    if (isPublic && !(head.includes('name="description"') && head.includes('rel="canonical"'))) {
      throw new Error(`${target.url} needs a meta description and a canonical link`);
    }
    const islands = islandNamesIn(body, ISLAND_ATTRIBUTE);
    const html = fillTemplate(pageTemplate, head + islandTags(islandsManifest, ISLANDS_ENTRY, islands, sourceOf), body, false);
    assertNoInlineScript(target.file, html);
    await write(webDir, target.file, html);
    written.push(target.file);
    loads.push({ name: isPublic ? target.url : '404', files: firstLoadScripts(html), budget: BUDGETS.publicPage, islands });
  }

  // The shell always needs the app area's providers, whichever app screen it ends up showing.
  const shellHead = '<meta name="robots" content="noindex">' + preloadTags(viteManifest, entry.shellSources(), template);
  const shell = fillTemplate(template, shellHead, '', true).replace('<div id="root">', () => `${SHELL_NOSCRIPT}<div id="root">`);
  assertNoInlineScript(routes.shell, shell);
  await write(webDir, routes.shell, shell);
  written.push(routes.shell);
  for (const area of entry.appAreas()) {
    const files = [...new Set([...firstLoadScripts(shell), ...chunkClosure(viteManifest, area.sources).files])];
    loads.push({ name: area.name, files, budget: BUDGETS[area.name as 'portal' | 'admin'] });
  }

  for (const file of [...Object.values(routes.static), routes.notFound]) {
    if (!written.includes(file)) throw new Error(`routes.json names ${file}, which was not prerendered`);
  }
  await write(webDir, 'routes.json', `${JSON.stringify(routes, null, 2)}\n`);

  const urls = await entry.sitemapUrls();
  const sitemapUrl = new URL('/sitemap.xml', urls[0]).href;
  await write(webDir, 'sitemap.xml', sitemapXml(urls));
  await write(webDir, 'robots.txt', robotsTxt(sitemapUrl));

  // The template and the chunk manifests were build inputs; the server must not serve them.
  await rm(join(webDir, 'index.html'));
  await rm(join(webDir, '.vite'), { recursive: true, force: true });

  // Outside dist/web, so never served: e2e/web-budgets.test.ts and `npm run bench:web` read it.
  await writeFile(join(webDir, '..', FIRST_LOAD_REPORT), `${JSON.stringify(loads, null, 2)}\n`);
  const measured = measureLoads(webDir, loads);
  const problems = budgetProblems(measured);
  if (problems.length > 0) {
    console.error(`First-load script, gzipped:\n${formatLoads(measured)}`);
    throw new Error(`First-load budgets broken (scripts/web-budgets.ts):\n- ${problems.join('\n- ')}`);
  }
  const figure = (name: string) => measured.find((load) => load.name === name)!;
  const kb = (name: string) => `${name} ${(figure(name).total / 1024).toFixed(1)} KB`;
  const without = measured.filter((load) => load.islands?.length === 0).length;
  console.log(`First-load script, gzipped: ${['/', 'portal', 'admin'].map(kb).join(', ')}; ${without} pages without islands load none`);

  // Last on purpose: its mtime tells the start script that everything above is complete.
  await write(webDir, '.build-stamp', `${new Date().toISOString()}\n`);
  return written;
}
