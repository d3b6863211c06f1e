import { randomUUID } from 'node:crypto';
import { ConnectionError, errorClassFor } from './errors.js';

export const SDK_VERSION = '1.0.0';

export interface RetryDelayOptions {
  /** The first retry's delay before jitter, in ms (default 500); it doubles with each retry. */
  initialMs?: number;
  /** The longest delay between retries, in ms (default 8000). */
  maxMs?: number;
  /** The longest `Retry-After` honoured, in ms (default 60000); a longer one is cut to this. */
  maxRetryAfterMs?: number;
}

export interface ClientOptions {
  /** A secret API key, `sk_test_...` or `sk_live_...`. */
  apiKey: string;
  /** Where the SmartSplit server answers, such as `https://smartsplit.example`. */
  baseUrl: string;
  /** Retries after the first try, for network errors, 409 IDEMPOTENCY_IN_PROGRESS, 429 and 5xx (default 2). */
  maxRetries?: number;
  /** Each try's time limit in ms, the answer's body included (default 30000). */
  timeoutMs?: number;
  retryDelay?: RetryDelayOptions;
  /** A fetch implementation (default: the global fetch). */
  fetch?: typeof fetch;
}

/** Per-call options: they override the client's for one call. */
export interface RequestOptions {
  /** The POST's Idempotency-Key; by default a new UUID per call, kept across the SDK's retries. */
  idempotencyKey?: string;
  maxRetries?: number;
  timeoutMs?: number;
  /** Aborts the call (and its retries). */
  signal?: AbortSignal;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Statuses that are results, not errors (402 for a declined payment). */
  resultStatuses?: readonly number[];
}

export interface ApiAnswer<T> {
  status: number;
  data: T;
  requestId: string | undefined;
}

const DEFAULTS = { maxRetries: 2, timeoutMs: 30_000, initialMs: 500, maxMs: 8_000, maxRetryAfterMs: 60_000 };

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

function errorFields(body: unknown): { message?: string; code?: string; field?: string } {
  if (!body || typeof body !== 'object') return {};
  const { message, code, field } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    field: typeof field === 'string' ? field : undefined,
  };
}

/** Sends requests with the key, retries what is safe to retry and turns error answers into typed errors. */
export class HttpClient {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly maxRetries: number;
  private readonly timeoutMs: number;
  private readonly delays: Required<RetryDelayOptions>;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ClientOptions) {
    if (typeof options?.apiKey !== 'string' || !options.apiKey.startsWith('sk_')) {
      throw new TypeError('SmartSplit needs a secret API key (sk_test_... or sk_live_...)');
    }
    if (typeof options.baseUrl !== 'string' || !/^https?:\/\//.test(options.baseUrl)) {
      throw new TypeError('SmartSplit needs the baseUrl of the server, such as https://smartsplit.example');
    }
    this.apiKey = options.apiKey;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.maxRetries = options.maxRetries ?? DEFAULTS.maxRetries;
    this.timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    this.delays = {
      initialMs: options.retryDelay?.initialMs ?? DEFAULTS.initialMs,
      maxMs: options.retryDelay?.maxMs ?? DEFAULTS.maxMs,
      maxRetryAfterMs: options.retryDelay?.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
    };
    this.fetchImpl = options.fetch ?? globalThis.fetch;
  }

  /** Exponential backoff with jitter (half to all of the step), capped; a Retry-After wins when given. */
  retryDelayMs(retry: number, retryAfterSeconds?: number): number {
    if (retryAfterSeconds !== undefined) return Math.min(retryAfterSeconds * 1000, this.delays.maxRetryAfterMs);
    const step = Math.min(this.delays.maxMs, this.delays.initialMs * 2 ** retry);
    return step / 2 + Math.random() * (step / 2);
  }

  url(path: string, query?: RequestSpec['query']): string {
    const url = new URL(this.baseUrl + path);
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  async request<T>(spec: RequestSpec, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const maxRetries = options.maxRetries ?? this.maxRetries;
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.apiKey}`,
      accept: 'application/json',
      'user-agent': `smartsplit-node/${SDK_VERSION}`,
    };
    if (spec.method === 'POST') headers['idempotency-key'] = options.idempotencyKey ?? randomUUID();
    if (spec.method === 'POST' || spec.method === 'PATCH') headers['content-type'] = 'application/json';
    // An abort while waiting to retry ends the call like an abort in flight.
    const wait = (ms: number) =>
      sleep(ms, options.signal).catch((cause: unknown) => {
        throw new ConnectionError({ message: 'The request was aborted', cause });
      });
    const url = this.url(spec.path, spec.query);
    const payload = spec.method === 'POST' || spec.method === 'PATCH' ? JSON.stringify(spec.body ?? {}) : undefined;

    for (let retry = 0; ; retry++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let status: number;
      let responseHeaders: Headers;
      let text: string;
      try {
        const response = await this.fetchImpl(url, { method: spec.method, headers, body: payload, signal });
        status = response.status;
        responseHeaders = response.headers;
        text = await response.text();
      } catch (cause) {
        if (options.signal?.aborted) throw new ConnectionError({ message: 'The request was aborted', cause });
        if (retry < maxRetries) {
          await wait(this.retryDelayMs(retry));
          continue;
        }
        const timedOut = timeout.aborted;
        throw new ConnectionError({
          message: timedOut ? `No answer within ${timeoutMs} ms (after ${retry + 1} tries)` : `Could not reach SmartSplit (after ${retry + 1} tries)`,
          cause,
        });
      }

      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Not JSON (a proxy's error page, say): kept as text.
      }
      const requestId = responseHeaders.get('request-id') ?? undefined;
      if ((status >= 200 && status < 300) || spec.resultStatuses?.includes(status)) return { status, data: body as T, requestId };

      const { message, code, field } = errorFields(body);
      const retryAfterSeconds = parseRetryAfter(responseHeaders.get('retry-after'));
      const retryable = status === 429 || status >= 500 || (status === 409 && code === 'IDEMPOTENCY_IN_PROGRESS');
      if (retryable && retry < maxRetries) {
        await wait(this.retryDelayMs(retry, retryAfterSeconds));
        continue;
      }
      const ErrorClass = errorClassFor(status);
      throw new ErrorClass({ message: message ?? `SmartSplit answered ${status}`, status, code, field, requestId, retryAfterSeconds, body });
    }
  }
}
