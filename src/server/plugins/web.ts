import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODING_SUFFIX, CODINGS, negotiateEncoding, precompressedType, type ContentCoding } from '@server/http/content-encoding';
import { projectPath } from '@server/project-root';

/**
 * Serves the built web app from dist/web, following dist/web/routes.json:
 * prerendered public pages, the SPA shell for app routes, hashed assets, and
 * the not-found page with a real 404 status. Each is sent in the best coding the client accepts
 * among the copies the build wrote beside it (brotli `.br`, gzip `.gz`; scripts/compress-assets.ts),
 * with `Vary: Accept-Encoding` and the original's Content-Type (docs/decisions/0043-compression.md).
 */

interface RouteManifest {
  static: Record<string, string>;
  app: string[];
  notFound: string;
  shell: string;
}

// The compressed copies are sent in place of their originals, never under their own names.
const COPY_SUFFIX = /\.(br|gz)$/;

export const WEB_DIR = projectPath('dist/web');

function loadManifest(webDir: string): RouteManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, 'routes.json'), 'utf8')) as RouteManifest;
  } catch {
    return undefined;
  }
}

/** The codings the build wrote a copy of this file in (it skips a copy that would not be smaller). */
function copiesOf(file: string): ContentCoding[] {
  return CODINGS.filter((coding) => fs.statSync(file + CODING_SUFFIX[coding], { throwIfNoEntry: false })?.isFile());
}

function normalisePath(url: string): string | undefined {
  const raw = url.split('?')[0]!.split('#')[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return trimmed || '/';
}

export async function registerWeb(app: FastifyInstance, webDir = WEB_DIR): Promise<void> {
  const manifest = loadManifest(webDir);
  if (manifest) await app.register(fastifyStatic, { root: webDir, serve: false });

  // The HTML files are few and small: read once with their compressed copies, then sent from memory.
  type CachedPage = { identity: Buffer } & Partial<Record<ContentCoding, Buffer>>;
  const pages = new Map<string, CachedPage>();
  const readPage = (file: string) => {
    let page = pages.get(file);
    if (page === undefined) {
      const full = path.join(webDir, file);
      page = { identity: fs.readFileSync(full) };
      for (const coding of copiesOf(full)) page[coding] = fs.readFileSync(full + CODING_SUFFIX[coding]);
      pages.set(file, page);
    }
    return page;
  };
  /** Picks the coding among those available; sets Vary and Content-Encoding when there was a choice. */
  const chooseCoding = (request: FastifyRequest, reply: FastifyReply, available: ContentCoding[]) => {
    if (available.length === 0) return 'identity';
    reply.header('Vary', 'Accept-Encoding');
    const coding = negotiateEncoding(request.headers['accept-encoding'], available);
    if (coding !== 'identity') reply.header('Content-Encoding', coding);
    return coding;
  };
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const page = readPage(file);
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    const available = CODINGS.filter((c) => page[c] !== undefined);
    const coding = chooseCoding(request, reply, available);
    return reply.send(coding === 'identity' ? page.identity : page[coding]);
  };

  const isAppRoute = (p: string) => manifest!.app.some((r) => (r.endsWith('/*') ? p === r.slice(0, -2) || p.startsWith(r.slice(0, -1)) : p === r));

  const serveWeb = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!manifest) {
      return reply.status(404).type('text/plain; charset=utf-8').send('The web app has not been built. Run "npm run build" (npm start does this for you).');
    }
    const p = normalisePath(request.url);
    if (p === undefined) return sendHtml(request, reply, manifest.notFound, 404);
    const page = manifest.static[p];
    if (page) return sendHtml(request, reply, page);
    if (isAppRoute(p)) return sendHtml(request, reply, manifest.shell);
    // A real file under dist/web (assets, robots.txt, sitemap.xml, icons).
    const resolved = path.resolve(webDir, `.${p}`);
    if (resolved.startsWith(webDir + path.sep) && !p.endsWith('.html') && !p.endsWith('.json') && !COPY_SUFFIX.test(p)) {
      const stat = fs.statSync(resolved, { throwIfNoEntry: false });
      if (stat?.isFile()) {
        const immutable = p.startsWith('/assets/');
        const options = { immutable, maxAge: immutable ? 365 * 24 * 3600 * 1000 : 3600 * 1000 };
        const file = path.relative(webDir, resolved);
        const type = precompressedType(file);
        if (type) {
          const coding = chooseCoding(request, reply, copiesOf(resolved));
          // The copy goes out under its original's type; send would name it application/x-brotli.
          if (coding !== 'identity') return reply.type(type).sendFile(file + CODING_SUFFIX[coding], { ...options, contentType: false });
        }
        return reply.sendFile(file, options);
      }
    }
    return sendHtml(request, reply, manifest.notFound, 404);
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      return reply.status(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: `Cannot ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
    }
    return serveWeb(request, reply);
  });
}
