import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets';

let dir: string;
const exists = async (file: string) => (await stat(path.join(dir, file)).catch(() => undefined))?.isFile() === true;

async function put(file: string, content: string | Buffer): Promise<Buffer> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
  return Buffer.from(content);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compress-assets-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('compressAssets', () => {
  it('writes brotli and gzip copies of every compressible file that decode to the original, and nothing else', async () => {
    const script = await put('assets/index-Ab12.js', 'export const greeting = "hello";\n'.repeat(400));
    const html = await put('pages/index.html', `<!doctype html><html><body>${'<p>SmartSplit splits payments.</p>'.repeat(200)}</body></html>`);
    const css = await put('assets/style-Cd34.css', '.button { color: red; padding: 1rem; }\n'.repeat(100));
    const sitemap = await put('sitemap.xml', `<urlset>${'<url><loc>https://smartsplit.example/</loc></url>'.repeat(30)}</urlset>`);
    const font = await put('fonts/inter.ttf', Buffer.alloc(4096, 7));
    await put('fonts/inter.woff2', Buffer.alloc(4096, 7));
    await put('assets/logo.png', Buffer.alloc(4096, 7));
    await put('routes.json', JSON.stringify({ static: {}, app: [], notFound: '404.html', shell: 'app.html', pad: 'x'.repeat(2000) }));
    await put('.build-stamp', '2026-11-27T00:00:00.000Z\n');

    const summary = await compressAssets(dir);

    for (const [file, original] of [
      ['assets/index-Ab12.js', script],
      ['pages/index.html', html],
      ['assets/style-Cd34.css', css],
      ['sitemap.xml', sitemap],
      ['fonts/inter.ttf', font],
    ] as const) {
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    // Already compressed formats, files the server never sends, and no temporary files left behind.
    for (const file of ['fonts/inter.woff2', 'assets/logo.png', 'routes.json', '.build-stamp']) {
      expect(await exists(`${file}.br`)).toBe(false);
      expect(await exists(`${file}.gz`)).toBe(false);
    }
    expect(summary.files).toBe(5);
    const originals = [script, html, css, sitemap, font].reduce((sum, b) => sum + b.length, 0);
    expect(summary.originalBytes).toBe(originals);
    expect(summary.brBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(originals);
  });

  it('uses maximum brotli quality and gzip level 9', async () => {
    const text = Array.from({ length: 3000 }, (_, i) => `line ${i} of ${(i * 7919) % 1000}`).join('\n');
    await put('a.txt', text);
    await compressAssets(dir);
    const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
    const br = await readFile(path.join(dir, 'a.txt.br'));
    const gz = await readFile(path.join(dir, 'a.txt.gz'));
    expect(br.length).toBeLessThanOrEqual(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length);
    expect(gz.length).toBe(gzipSync(text, { level: 9 }).length);
  });

  it('skips a copy that is not smaller than its original, and removes a stale one', async () => {
    await put('robots.txt', 'User-agent: *\n');
    await put('robots.txt.gz', 'stale copy from an earlier build');
    const summary = await compressAssets(dir);
    expect(await exists('robots.txt.gz')).toBe(false);
    expect(await exists('robots.txt.br')).toBe(false);
    expect(summary.files).toBe(0);
  });

  it('runs again on the same folder without compressing its own copies', async () => {
    await put('assets/app.js', 'console.log("SmartSplit");\n'.repeat(200));
    const first = await compressAssets(dir);
    const second = await compressAssets(dir);
    expect(second).toEqual(first);
    expect(await exists('assets/app.js.br.br')).toBe(false);
    expect(await exists('assets/app.js.gz.gz')).toBe(false);
  });
});
