import { SDK_VERSION } from '../http.js';
import { errorClassFor, type SmartSplitError } from '../errors.js';
import { parseRetryAfter } from '../http.js';

/** One frame of a Server-Sent Events stream. */
export interface StreamFrame {
  event: string;
  data: string;
  id: string | undefined;
}

export interface StreamOptions {
  baseUrl: string;
  apiKey: string;
  path: string;
  query?: Record<string, string | undefined>;
  /** Resume after this id (sent as Last-Event-ID). */
  lastEventId?: string;
  onFrame(frame: StreamFrame): void | Promise<void>;
  /** Connected (again): `attempt` is 0 for the first connection. */
  onOpen?(attempt: number): void;
  /** The connection dropped or was refused in a way worth retrying; `waitMs` before the next try. */
  onRetry?(reason: string, waitMs: number): void;
  signal: AbortSignal;
  /** Backoff bounds (tests shorten them). */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/** Splits a text/event-stream body into frames (comments and retry lines are skipped). */
export async function* readFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamFrame> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') id = value;
      }
      if (data.length > 0) yield { event, data: data.join('\n'), id };
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Reads a stream until `signal` aborts, reconnecting with exponential backoff and jitter after a
 * drop, 429 or 5xx (honouring Retry-After), and resuming after the last id it saw. An answer that
 * retrying cannot fix (401, 403, a bad filter) rejects with the SDK's typed error.
 */
export async function followStream(options: StreamOptions): Promise<void> {
  const { signal } = options;
  const initial = options.initialDelayMs ?? 1_000;
  const max = options.maxDelayMs ?? 30_000;
  let lastEventId = options.lastEventId;
  let failures = 0;
  let attempt = 0;
  while (!signal.aborted) {
    const url = new URL(options.baseUrl + options.path);
    for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
    let reason: string;
    let retryAfterSeconds: number | undefined;
    try {
      const response = await fetch(url, {
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'text/event-stream',
          'user-agent': `smartsplit-cli/${SDK_VERSION}`,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal,
      });
      if (response.status === 200 && response.body) {
        options.onOpen?.(attempt++);
        for await (const frame of readFrames(response.body)) {
          if (frame.event === 'ready') failures = 0;
          await options.onFrame(frame);
          if (frame.id) lastEventId = frame.id;
        }
        reason = 'the stream ended';
      } else {
        const text = await response.text();
        let body: { message?: string; code?: string; field?: string } = {};
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          // not JSON
        }
        retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
        const retryable = response.status === 429 || response.status >= 500;
        if (!retryable) {
          // The place to resume from is gone (or never was this mode's): carry on from now.
          if (response.status === 400 && body.field === 'since' && lastEventId) {
            options.onRetry?.(`cannot resume after ${lastEventId} (${body.message ?? 'unknown id'}); continuing from now`, 0);
            lastEventId = undefined;
            continue;
          }
          const ErrorClass = errorClassFor(response.status);
          throw new ErrorClass({
            message: body.message ?? `SmartSplit answered ${response.status}`,
            status: response.status,
            code: body.code,
            field: body.field,
            requestId: response.headers.get('request-id') ?? undefined,
            body,
          }) as SmartSplitError;
        }
        reason = `${response.status}${body.message ? ` ${body.message}` : ''}`;
      }
    } catch (err) {
      if (signal.aborted) return;
      if (err instanceof Error && 'status' in err && (err as SmartSplitError).status !== undefined) throw err;
      reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    if (signal.aborted) return;
    const step = Math.min(max, initial * 2 ** failures++);
    const waitMs = retryAfterSeconds !== undefined ? Math.min(retryAfterSeconds * 1000, 60_000) : step / 2 + Math.random() * (step / 2);
    options.onRetry?.(reason, waitMs);
    await sleep(waitMs, signal);
  }
}
