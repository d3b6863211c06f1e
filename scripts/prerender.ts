/**
 * Turns the SSR bundle into the files the server serves (the contract in dist/web/routes.json):
 * pages/*.html for public routes, 404.html, app.html (the SPA shell), routes.json,
 * sitemap.xml and robots.txt and, last, .build-stamp. Any page that fails to render, or
 * any inline script, fails the build.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as EntryServer from '@web/entry-server';
import { assertNoInlineScript, fillTemplate, preloadTags, robotsTxt, sitemapXml, splitHoisted, type ViteManifest } from './prerender-html';

type Entry = typeof EntryServer;

const SHELL_NOSCRIPT =
  '<noscript><p style="padding:1rem;font-family:system-ui,sans-serif">The SmartSplit portal and admin panel need JavaScript turned on.</p></noscript>';

async function write(webDir: string, file: string, content: string): Promise<void> {
  const target = join(webDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

export async function prerenderSite({ webDir, entry }: { webDir: string; entry: Entry }): Promise<string[]> {
  const template = await readFile(join(webDir, 'index.html'), 'utf8');
  const viteManifest = JSON.parse(await readFile(join(webDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const routes = entry.routeManifest();
  const written: string[] = [];

  for (const target of entry.prerenderTargets()) {
    const { head, body } = splitHoisted(await entry.renderPage(target.url));
    if (!head.includes('<title>')) throw new Error(`${target.url} rendered no <title>`);
    const isPublic = target.file !== routes.notFound;
    if (isPublic && !(head.includes('name="description"') && head.includes('rel="canonical"'))) {
      throw new Error(`${target.url} needs a meta description and a canonical link`);
    }
    const html = fillTemplate(template, head + preloadTags(viteManifest, target.sources, template), body, false);
    assertNoInlineScript(target.file, html);
    await write(webDir, target.file, html);
    written.push(target.file);
  }

  // The shell always needs the app area's providers, whichever app screen it ends up showing.
  const shellHead = '<meta name="robots" content="noindex">' + preloadTags(viteManifest, ['src/web/app/app-layout.tsx'], template);
  const shell = fillTemplate(template, shellHead, '', true).replace('<div id="root">', () => `${SHELL_NOSCRIPT}<div id="root">`);
  assertNoInlineScript(routes.shell, shell);
  await write(webDir, routes.shell, shell);
  written.push(routes.shell);

  for (const file of [...Object.values(routes.static), routes.notFound]) {
    if (!written.includes(file)) throw new Error(`routes.json names ${file}, which was not prerendered`);
  }
  await write(webDir, 'routes.json', `${JSON.stringify(routes, null, 2)}\n`);

  const urls = entry.sitemapUrls();
  const sitemapUrl = new URL('/sitemap.xml', urls[0]).href;
  await write(webDir, 'sitemap.xml', sitemapXml(urls));
  await write(webDir, 'robots.txt', robotsTxt(sitemapUrl));

  // The template and the chunk manifest were build inputs; the server must not serve them.
  await rm(join(webDir, 'index.html'));
  await rm(join(webDir, '.vite'), { recursive: true, force: true });

  // Last on purpose: its mtime tells the start script that everything above is complete.
  await write(webDir, '.build-stamp', `${new Date().toISOString()}\n`);
  return written;
}
