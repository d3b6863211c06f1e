import { describe, expect, it } from 'vitest';
import {
  assertNoInlineScript,
  fillTemplate,
  firstLoadScripts,
  islandNamesIn,
  islandTags,
  preloadTags,
  publicTemplate,
  robotsTxt,
  sitemapXml,
  splitHoisted,
} from './prerender-html';

const template =
  '<html><head><title>SmartSplit</title>\n<!--app-head--><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><!--app-html--></div></body></html>';

describe('splitHoisted', () => {
  it('moves the leading title, meta and link tags to the head part', () => {
    const rendered =
      '<title>A | SmartSplit</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/><div><title>not hoisted</title></div>';
    expect(splitHoisted(rendered)).toEqual({
      head: '<title>A | SmartSplit</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/>',
      body: '<div><title>not hoisted</title></div>',
    });
  });

  it('leaves markup without hoisted tags untouched', () => {
    expect(splitHoisted('<main>x</main>')).toEqual({ head: '', body: '<main>x</main>' });
  });
});

describe('fillTemplate', () => {
  it('replaces the default title for pages and keeps it for the shell', () => {
    const page = fillTemplate(template, '<title>A</title>', '<main>$& $1</main>', false);
    expect(page).toContain('<head><title>A</title><script');
    expect(page).toContain('<div id="root"><main>$& $1</main></div>');
    expect(fillTemplate(template, '', '', true)).toContain('<title>SmartSplit</title>');
  });

  it('refuses a template without exactly one of each slot', () => {
    expect(() => fillTemplate('<html></html>', '', '', true)).toThrow('exactly once');
  });
});

describe('preloadTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js' },
    'src/page.tsx': { file: 'assets/page-2.js', imports: ['_shared.js', 'index.html'], css: ['assets/page-3.css'] },
    '_shared.js': { file: 'assets/shared-4.js', imports: ['index.html'] },
  };

  it('lists the page chunk, its static imports and CSS, skipping what the template loads', () => {
    expect(preloadTags(manifest, ['src/page.tsx'], template)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/page-3.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/page-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-4.js">',
    );
  });

  it('fails the build for a source the client build does not know', () => {
    expect(() => preloadTags(manifest, ['src/missing.tsx'], template)).toThrow('not in the client build manifest');
  });
});

describe('public pages and their islands', () => {
  const built =
    '<html><head><title>SmartSplit</title>\n<!--app-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-3.css">\n' +
    '</head><body><div id="root"><!--app-html--></div></body></html>';
  const islands = {
    'src/web/islands.ts': { file: 'assets/islands-1.js', imports: [] },
    'src/web/features/marketing/islands/contact-form-island.ts': { file: 'assets/contact-form-island-2.js', imports: ['_preact.js'] },
    'src/web/features/marketing/islands/mobile-menu-island.ts': { file: 'assets/mobile-menu-island-3.js' },
    '_preact.js': { file: 'assets/preact-4.js' },
  };
  const sourceOf = (name: string) => `src/web/features/${name.replace('/', '/islands/')}-island.ts`;

  it('drops the app entry and its preloads from the template, keeping the stylesheet', () => {
    const template = publicTemplate(built);
    expect(template).not.toMatch(/<script|modulepreload/);
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(firstLoadScripts(built)).toEqual(['assets/index-1.js', 'assets/vendor-2.js']);
    expect(firstLoadScripts(template)).toEqual([]);
  });

  it('refuses a template whose other scripts it could not drop', () => {
    expect(() => publicTemplate(built.replace('</head>', '<script src="/x.js"></script></head>'))).toThrow('cannot drop');
  });

  it('finds each island once, in order, and ignores the props attribute', () => {
    const html =
      '<div data-island="marketing/mobile-menu" class="contents"></div><div data-island="marketing/contact-form" data-island-props="{}"></div>' +
      '<div data-island="marketing/contact-form"></div>';
    expect(islandNamesIn(html, 'data-island')).toEqual(['marketing/mobile-menu', 'marketing/contact-form']);
  });

  it('adds the islands entry and preloads each island with its imports, or nothing for a page without islands', () => {
    expect(islandTags(islands, 'src/web/islands.ts', [], sourceOf)).toBe('');
    const tags = islandTags(islands, 'src/web/islands.ts', ['marketing/contact-form'], sourceOf);
    expect(tags).toBe(
      '<script type="module" crossorigin src="/assets/islands-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/contact-form-island-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/preact-4.js">',
    );
    expect(firstLoadScripts(tags)).toEqual(['assets/islands-1.js', 'assets/contact-form-island-2.js', 'assets/preact-4.js']);
  });

  it('fails the build for an island the islands build does not have', () => {
    expect(() => islandTags(islands, 'src/web/islands.ts', ['marketing/carousel'], () => undefined)).toThrow("island 'marketing/carousel'");
  });
});

describe('assertNoInlineScript', () => {
  it('allows script files and rejects inline scripts', () => {
    expect(() => assertNoInlineScript('a.html', '<script type="module" src="/a.js"></script>')).not.toThrow();
    expect(() => assertNoInlineScript('a.html', '<script>window.x=1</script>')).toThrow('inline script');
    expect(() => assertNoInlineScript('a.html', '<SCRIPT type="module">import "x"</SCRIPT>')).toThrow('inline script');
  });
});

describe('sitemap and robots', () => {
  it('writes escaped URLs and points robots.txt at the sitemap', () => {
    expect(sitemapXml(['https://x.example/a?b&c'])).toContain('<url><loc>https://x.example/a?b&amp;c</loc></url>');
    expect(robotsTxt('https://x.example/sitemap.xml')).toBe('User-agent: *\nAllow: /\nSitemap: https://x.example/sitemap.xml\n');
  });
});
