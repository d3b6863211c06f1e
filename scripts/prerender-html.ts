/** Pure string work of the prerender step, kept apart so it can be unit-tested. */

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export const HEAD_SLOT = '<!--app-head-->';
export const BODY_SLOT = '<!--app-html-->';
const DEFAULT_TITLE = /<title>[^<]*<\/title>\s*/;
/** React 19 emits hoisted <title>/<meta>/<link> first when rendering a fragment rather than a document. */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>/i;

/** Splits React's output into the tags that belong in <head> and the markup for #root. */
export function splitHoisted(rendered: string): { head: string; body: string } {
  const head = LEADING_HOISTABLES.exec(rendered)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}

/** Puts head tags and body markup into the built index.html; pages bring their own <title>. */
export function fillTemplate(template: string, head: string, body: string, keepDefaultTitle: boolean): string {
  if (template.split(HEAD_SLOT).length !== 2 || template.split(BODY_SLOT).length !== 2) {
    throw new Error(`index.html must contain ${HEAD_SLOT} and ${BODY_SLOT} exactly once`);
  }
  const base = keepDefaultTitle ? template : template.replace(DEFAULT_TITLE, '');
  // Function replacers: page text may contain "$&"-style sequences that string replacement would expand.
  return base.replace(HEAD_SLOT, () => head).replace(BODY_SLOT, () => body);
}

/** The chunk for each source file plus everything it statically imports, in load order, with their CSS. */
export function chunkClosure(manifest: ViteManifest, sources: string[]): { files: string[]; css: string[] } {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build manifest (is the route table's page path right?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return { files: [...files], css: [...css] };
}

/** The chunk for each source file plus everything it statically imports, minus what the template already loads. */
export function preloadTags(manifest: ViteManifest, sources: string[], template: string): string {
  const { files, css } = chunkClosure(manifest, sources);
  const tags: string[] = [];
  for (const file of css) if (!template.includes(`/${file}`)) tags.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
  for (const file of files) if (!template.includes(`/${file}`)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  return tags.join('');
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"[^>]*>\s*/g;

/**
 * The template for public pages: the app's entry script and its preloads removed, the stylesheet
 * kept. A public page runs only its islands (docs/decisions/0038-public-islands-and-budgets.md).
 */
export function publicTemplate(template: string): string {
  const stripped = template.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (/<script\b/i.test(stripped)) throw new Error('index.html holds a script the public pages cannot drop');
  return stripped;
}

/** Every script a page's first load fetches: its module scripts and modulepreload links, as paths inside dist/web. */
export function firstLoadScripts(html: string): string[] {
  const files = [...html.matchAll(MODULE_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return [...new Set(files)];
}

/** The island names a rendered page holds, in order of appearance, each once. */
export function islandNamesIn(html: string, attribute: string): string[] {
  const names = [...html.matchAll(new RegExp(`\\b${attribute}="([^"]+)"`, 'g'))].map((match) => match[1]!);
  return [...new Set(names)];
}

/**
 * The islands entry as a module script, plus modulepreload links for each island's chunk and its
 * imports, so no island waits for the entry to ask for it. Nothing at all for a page without islands.
 * `sourceOf` maps an island name to its manifest key; an unknown island fails the build.
 */
export function islandTags(manifest: ViteManifest, entry: string, islands: string[], sourceOf: (name: string) => string | undefined): string {
  if (islands.length === 0) return '';
  const entryFile = chunkClosure(manifest, [entry]).files[0]!;
  const sources = islands.map((name) => {
    const source = sourceOf(name);
    if (!source) throw new Error(`The page holds an island '${name}' that the islands build does not have`);
    return source;
  });
  const { files } = chunkClosure(manifest, [entry, ...sources]);
  const preloads = files.filter((file) => file !== entryFile).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return `<script type="module" crossorigin src="/${entryFile}"></script>${preloads.join('')}`;
}

/** The CSP allows only script files from our origin, so an inline script would be dead weight at best. */
export function assertNoInlineScript(file: string, html: string): void {
  const match = INLINE_SCRIPT.exec(html);
  if (match) throw new Error(`${file} contains an inline script (${match[0]}), which the CSP forbids`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${sitemapUrl}\n`;
}
