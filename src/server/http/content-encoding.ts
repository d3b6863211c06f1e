import path from 'node:path';

/**
 * Content codings for the web app's files (docs/decisions/0043-compression.md). The build writes a
 * brotli (`.br`) and a gzip (`.gz`) copy beside each file whose extension is listed here
 * (scripts/compress-assets.ts); the server picks one per request with `negotiateEncoding`.
 */

export type ContentCoding = 'br' | 'gzip';

/** Our preference at equal weight: brotli is about 15-20% smaller than gzip on our scripts. */
export const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** The file suffix of each coding's copy. */
export const CODING_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The extensions worth compressing, each with the Content-Type the server sends for the original
 * (the one @fastify/send gives it), so a compressed copy goes out under its original's type rather
 * than as application/x-brotli. Fonts that are already compressed (woff, woff2) and images in
 * compressed formats are left out.
 */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.ico': 'image/vnd.microsoft.icon',
  '.wasm': 'application/wasm',
};

/** The Content-Type of a file that may have compressed copies, or undefined when it never has any. */
export function precompressedType(file: string): string | undefined {
  return PRECOMPRESSED_TYPES[path.extname(file).toLowerCase()];
}

// A weight is "0" to "1" with at most three decimals (RFC 9110 section 12.4.2).
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
// An implicit identity is acceptable but ranks below anything the client named.
const IMPLICIT = 1e-6;

function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    let coding = name!.trim().toLowerCase();
    if (!coding) continue;
    if (coding === 'x-gzip') coding = 'gzip';
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() !== 'q') continue;
      q = value !== undefined && QVALUE.test(value) ? Number(value) : 0;
    }
    // The same coding listed twice: the higher weight counts.
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  return weights;
}

/**
 * The coding to send, among those a file has, for this Accept-Encoding: the highest weight wins, br
 * before gzip at equal weight, a named coding before an identity that was not named. No header
 * means identity. When the client refuses even identity (`identity;q=0` or `*;q=0` with nothing
 * acceptable) identity is sent all the same, as RFC 9110 allows, rather than a 406.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | 'identity' {
  if (header === undefined || available.length === 0) return 'identity';
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  const weightOf = (coding: string) => weights.get(coding) ?? star ?? 0;
  const identity = weights.get('identity') ?? (star === 0 ? 0 : (star ?? IMPLICIT));
  let best: ContentCoding | 'identity' = 'identity';
  let bestWeight = identity;
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > 0 && (weight > bestWeight || (best === 'identity' && weight === bestWeight))) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
