import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A Server-Sent Events stream read over real HTTP, as the web app reads it. */
export interface SseEvent {
  event: string;
  data: any;
  /** The frame's SSE id, when it has one. */
  id?: string;
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event (already received or still to come) that matches, or fails after the timeout. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Listens on a free loopback port (once) and returns the base URL. */
export async function serve(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/**
 * Opens the stream with node:http on a connection of its own (no pooled or speculative sockets that
 * would hold the server open at close), and reads events as they arrive.
 */
export async function openSse(baseUrl: string, path: string, token?: string, extraHeaders: Record<string, string> = {}): Promise<SseStream> {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${baseUrl}${path}`, { agent: false, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders } }, resolve);
    req.on('error', reject);
  });
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
  const ended = new Promise<void>((resolve) => {
    res.on('close', () => resolve());
    res.on('error', () => resolve());
  });
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    if (res.statusCode !== 200) return;
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length === 0) continue;
      const e = { event, data: JSON.parse(data.join('\n')), ...(id === undefined ? {} : { id }), at: Date.now() };
      events.push(e);
      for (const w of [...waiters]) {
        if (w.match(e)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(e);
        }
      }
    }
  });
  return {
    status: res.statusCode ?? 0,
    headers,
    events,
    ended,
    next(match, timeoutMs = 5000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close: () => res.destroy(),
  };
}
