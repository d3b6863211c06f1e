import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  /** The body exactly as it arrived. */
  rawBody: string;
  at: number;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  received: ReceivedWebhook[];
  /** Statuses to answer with, per path, in order; when a path's list is used up it answers 200. */
  plan: Map<string, number[]>;
  /** Waits until `count` requests arrived at `path` (or at all, without one). */
  waitFor(count: number, path?: string, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records every webhook it gets and answers as planned. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const plan = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      received.push({ path, headers, rawBody: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = plan.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status >= 200 && status < 300 ? 'ok' : `planned ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const matching = (path?: string) => received.filter((r) => path === undefined || r.path === path);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    plan,
    async waitFor(count, path, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (matching(path).length < count) {
        if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${count} webhooks at ${path ?? 'any path'}; got ${matching(path).length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return matching(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
