import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers compressed on the fly (docs/decisions/0043-compression.md): brotli or gzip, whichever
 * the client prefers, for text answers of at least COMPRESSION_THRESHOLD_BYTES. Small answers (an
 * error, a page of a short list) go out as they are, and so do the payment path's: see
 * PAYMENT_PATH. The web app's files are not handled here; the build compresses them once
 * (plugins/web.ts).
 */

/** Below this many bytes an answer is sent uncompressed. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Brotli's default quality (11) is for files compressed once; 4 is about gzip's speed and still
// smaller. gzip at 6 is zlib's own default balance.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * Text we compress: JSON, CSV and other text, XML and scripts. Never an event stream (its frames
 * must go out as written), nor binary downloads such as uploaded documents (PDF, PNG, JPEG: already
 * compressed) or application/octet-stream. The plugin also asks mime-db about a type this does not
 * match, and mime-db calls none of those compressible.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|^application\/javascript(?:;|$)/;

/**
 * The payment path's writes: a payment, a leg's authorisation report, a capture, a cancel, a refund
 * and a refund leg's result. A checkout or a processor calls them once per payment, server to
 * server, and waits on each. Their answers are one payment or refund: a payment's is about 0.7 KB
 * with one card, 1.4 KB with three and 2.1 KB with five, so many pass the threshold. Compressing
 * one costs about 0.4 ms of CPU through the plugin's streams, several times what the rest of
 * sending it costs, to save about 1 KB on a server-to-server link.
 */
export const PAYMENT_PATH = /^\/api\/merchant\/(?:process-payment$|payments\/|refunds\/)/;

/** Register on the root app before any route: the plugin adds its hook to each route as it is declared. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so the plugin sees the route's choice.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD') && PAYMENT_PATH.test(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    customTypes: COMPRESSIBLE,
    // Request bodies are not inflated: parsers and the body limit see the bytes as sent, as before.
    globalDecompression: false,
  });
}
