import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './target-guard';

/** Any 2xx within this is success (Standard Webhooks, and Svix's wait). */
export const WEBHOOK_TIMEOUT_MS = 15_000;
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface AttemptResult {
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

const clean = (text: string) => text.replace(/\0/g, '');

/**
 * POSTs one signed body to a checked target and reports what happened; never throws. The socket
 * goes to the checked address (the lookup below answers with it), while TLS still verifies the
 * certificate for the URL's host name. Redirects are not followed. Only the first 1 KB of the
 * answer is read.
 */
export function postWebhook({
  target,
  body,
  headers,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: {
  target: CheckedTarget;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      const excerpt = size > 0 ? clean(Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8')) : null;
      resolve({ responseStatus: status, durationMs: Math.round(performance.now() - started), error, responseExcerpt: excerpt });
    };
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all)
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'SmartSplit-Webhooks/1.0', ...headers },
      },
      (response) => {
        status = response.statusCode ?? null;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_EXCERPT_BYTES) finish(null);
        });
        response.on('end', () => finish(null));
        response.on('error', () => finish(null));
      },
    );
    const timer = setTimeout(() => finish(status === null ? `No answer within ${Math.round(timeoutMs / 1000)} s` : null), timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => finish(status === null ? `Could not deliver: ${err.code ?? err.message}` : null));
    request.end(body);
  });
}
