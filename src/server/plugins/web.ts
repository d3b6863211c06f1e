import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app from dist/web, following dist/web/routes.json:
 * prerendered public pages, the SPA shell for app routes, hashed assets, and
 * the not-found page with a real 404 status.
 */

interface RouteManifest {
  static: Record<string, string>;
  app: string[];
  notFound: string;
  shell: string;
}

export const WEB_DIR = path.resolve(import.meta.dirname, '../../../dist/web');

function loadManifest(webDir: string): RouteManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, 'routes.json'), 'utf8')) as RouteManifest;
  } catch {
    return undefined;
  }
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

  const html = new Map<string, string>();
  const readHtml = (file: string) => {
    let body = html.get(file);
    if (body === undefined) {
      body = fs.readFileSync(path.join(webDir, file), 'utf8');
      html.set(file, body);
    }
    return body;
  };
  const sendHtml = (reply: FastifyReply, file: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(readHtml(file));

  const isAppRoute = (p: string) => manifest!.app.some((r) => (r.endsWith('/*') ? p === r.slice(0, -2) || p.startsWith(r.slice(0, -1)) : p === r));

  const serveWeb = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!manifest) {
      return reply.status(404).type('text/plain; charset=utf-8').send('The web app has not been built. Run "npm run build" (npm start does this for you).');
    }
    const p = normalisePath(request.url);
    if (p === undefined) return sendHtml(reply, manifest.notFound, 404);
    const page = manifest.static[p];
    if (page) return sendHtml(reply, page);
    if (isAppRoute(p)) return sendHtml(reply, manifest.shell);
    // A real file under dist/web (assets, robots.txt, sitemap.xml, icons).
    const resolved = path.resolve(webDir, `.${p}`);
    if (resolved.startsWith(webDir + path.sep) && !p.endsWith('.html') && !p.endsWith('.json')) {
      const stat = fs.statSync(resolved, { throwIfNoEntry: false });
      if (stat?.isFile()) {
        const immutable = p.startsWith('/assets/');
        return reply.sendFile(path.relative(webDir, resolved), {
          immutable,
          maxAge: immutable ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
        });
      }
    }
    return sendHtml(reply, manifest.notFound, 404);
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
