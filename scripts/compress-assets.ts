/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the built web app, so the server sends the best coding a browser accepts without
 * compressing anything per request (docs/decisions/0043-compression.md). Which files count is the
 * server's list, PRECOMPRESSED_TYPES, so it serves a copy under its original's Content-Type.
 *
 * The work goes through zlib's asynchronous API: every file is compressed at once on libuv's
 * thread pool, off the main thread. A copy that is not smaller than its original is not written
 * (the server then sends the original). Each copy is written under a temporary name and renamed,
 * so an interrupted build never leaves a truncated copy for the server to send.
 */
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CODING_SUFFIX, precompressedType, type ContentCoding } from '@server/http/content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Build inputs the server reads itself and never sends (routes.json) need no copies.
const NEVER_SERVED = new Set(['routes.json']);

export interface CompressSummary {
  /** Files that got at least one compressed copy. */
  files: number;
  /** Their original bytes, and the bytes of each coding's copies (the original's where a copy was skipped). */
  originalBytes: number;
  brBytes: number;
  gzipBytes: number;
}

async function compressibleFiles(dir: string, root = dir): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await compressibleFiles(full, root)));
    else if (entry.isFile() && precompressedType(entry.name) && !NEVER_SERVED.has(relative(root, full))) found.push(full);
  }
  return found;
}

function encode(coding: ContentCoding, content: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(content, { level: constants.Z_BEST_COMPRESSION });
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** Writes the copy, or removes a stale one when it would not be smaller; returns the bytes a client gets. */
async function writeCopy(file: string, coding: ContentCoding, content: Buffer): Promise<number> {
  const encoded = await encode(coding, content);
  const target = file + CODING_SUFFIX[coding];
  if (encoded.length >= content.length) {
    await rm(target, { force: true });
    return content.length;
  }
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, encoded);
  await rename(temporary, target);
  return encoded.length;
}

/** Compresses every compressible file under `webDir`; safe to run again on the same folder. */
export async function compressAssets(webDir: string): Promise<CompressSummary> {
  const files = await compressibleFiles(webDir);
  const results = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([writeCopy(file, 'br', content), writeCopy(file, 'gzip', content)]);
      return { original: content.length, br, gz };
    }),
  );
  const compressed = results.filter((r) => r.br < r.original || r.gz < r.original);
  return {
    files: compressed.length,
    originalBytes: compressed.reduce((sum, r) => sum + r.original, 0),
    brBytes: compressed.reduce((sum, r) => sum + r.br, 0),
    gzipBytes: compressed.reduce((sum, r) => sum + r.gz, 0),
  };
}

/** The build's step: compress dist/web and print the totals. */
export async function compressWebBuild(webDir: string): Promise<void> {
  const started = performance.now();
  const s = await compressAssets(webDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Compressed ${s.files} files: ${kb(s.originalBytes)} -> brotli ${kb(s.brBytes)}, gzip ${kb(s.gzipBytes)} in ${Math.round(performance.now() - started)} ms`,
  );
}
