import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/** What the proxy does with one request: pass it on, answer itself, drop the connection or wait first. */
export type ProxyStep =
  { kind: 'proxy' } | { kind: 'answer'; status: number; headers?: Record<string, string>; body?: unknown } | { kind: 'drop' } | { kind: 'delay'; ms: number };

export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface FlakyProxy {
  url: string;
  /** Steps for the next requests, in order; when used up every request is proxied. */
  plan: ProxyStep[];
  seen: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback in front of the app: it answers, drops or delays requests as
 * planned, and passes the rest to the app unchanged. Retries are tested against it.
 */
export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const plan: ProxyStep[] = [];
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        seen.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers });
        let step = plan.shift() ?? { kind: 'proxy' };
        if (step.kind === 'delay') {
          await new Promise((r) => setTimeout(r, step.kind === 'delay' ? step.ms : 0));
          step = { kind: 'proxy' };
        }
        if (step.kind === 'drop') {
          req.socket.destroy();
          return;
        }
        if (step.kind === 'answer') {
          res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
          res.end(step.body === undefined ? '' : JSON.stringify(step.body));
          return;
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v;
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        try {
          const answer = await fetch(target + (req.url ?? '/'), { method: req.method, headers, body });
          const text = Buffer.from(await answer.arrayBuffer());
          const out: Record<string, string> = {};
          answer.headers.forEach((value, key) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key)) out[key] = value;
          });
          if (!res.destroyed) {
            res.writeHead(answer.status, out);
            res.end(text);
          }
        } catch {
          if (!res.destroyed) {
            res.writeHead(599);
            res.end();
          }
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    plan,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let seq = 0;
const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);

export const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  brand: 'VISA' as const,
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});

/** A payment body that completes: two cards, a fresh customer each time. */
export const paymentBody = (over: Record<string, unknown> = {}) => ({
  amount: 12_550,
  currency: 'GBP' as const,
  customerEmail: `sdk${++seq}.${runId}@shop.example`,
  cards: [card('card_a', { rewardRate: 0.02, available: 8_000 }), card('card_b')],
  ...over,
});

/** A payment body whose only card has expired: declined. */
export const declinedBody = () => paymentBody({ cards: [card('old', { expMonth: 1, expYear: 2020 })] });

/** The ten-line checkout example, as the package's README shows it. */
export function readmeExample(readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8')): string {
  const match = /<!-- checkout-example[^>]*-->\n```ts\n([\s\S]*?)```/.exec(readme);
  if (!match) throw new Error('packages/sdk/README.md has no checkout example');
  return match[1]!;
}
