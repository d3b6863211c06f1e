import { describe, expect, it } from 'vitest';
import { negotiateEncoding, precompressedType } from './content-encoding';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP, BR', 'br'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br ; q=0.5 , gzip ; q=1', 'gzip'],
    ['gzip;q=0.5, identity', 'identity'],
    ['gzip, identity', 'gzip'],
    ['br;q=1.0, identity;q=0', 'br'],
    // Nothing acceptable, identity included: identity is sent all the same.
    ['*;q=0', 'identity'],
    ['identity;q=0, br;q=0, gzip;q=0', 'identity'],
    // A malformed weight counts as 0, so br is out; an unknown parameter is ignored.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
    ['br;level=5', 'br'],
    [',,, ;q=1, br', 'br'],
  ])('%j picks %s when br and gzip copies exist', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('picks only among the copies that exist', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity');
    expect(negotiateEncoding('*', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br, gzip', [])).toBe('identity');
  });
});

describe('precompressedType', () => {
  it("names the original's type for text, scripts, styles and uncompressed fonts, and nothing for compressed formats", () => {
    expect(precompressedType('assets/index-Ab12.js')).toBe('application/javascript; charset=utf-8');
    expect(precompressedType('pages/index.html')).toBe('text/html; charset=utf-8');
    expect(precompressedType('favicon.SVG')).toBe('image/svg+xml');
    expect(precompressedType('fonts/inter.ttf')).toBe('font/ttf');
    for (const file of ['fonts/inter.woff2', 'fonts/inter.woff', 'logo.png', 'photo.jpg', 'bundle.js.br', 'page.html.gz', '.build-stamp']) {
      expect(precompressedType(file)).toBeUndefined();
    }
  });
});
