import { context, SpanKind, SpanStatusCode, type Link, type Span } from '@opentelemetry/api';
import type pg from 'pg';
import { batchLinks } from './batch-context';
import { recordingSpan, type Tracing } from './tracing';

/**
 * A client span for every PostgreSQL query made inside a recording span (a request, a webhook
 * delivery): the statement text, which is parameterised, and never the parameter values. A query
 * outside any span (the background jobs' polling, the request log's timed flush) is not traced.
 *
 * Works on any pg.Pool handed to it, so each pool the app opens is traced by passing it here.
 * Two things are wrapped, on this pool object only:
 * - `connect`: its callback is bound to the caller's context. pg-pool calls a queued caller back
 *   from whichever query released a client, so without this `pool.query` would run in another
 *   request's context when the pool is busy. (The promise form needs nothing: `await` resumes in
 *   the caller's own context.)
 * - each client's `query`, when the pool hands the client out, whether `pool.query` or a
 *   transaction (drizzle's `db.transaction`) asked for it.
 */

/** Statements longer than this are cut in the span: the text is for recognising a query, not replaying it. */
const MAX_STATEMENT_CHARS = 4096;

const TRACED = Symbol('smartsplit.tracing');

type Marked = { [TRACED]?: true };
type QueryFn = (...args: unknown[]) => unknown;
type Callback = (err: Error | null | undefined, res?: unknown) => void;

export function tracePool(pool: pg.Pool, tracing: Tracing): void {
  if ((pool as Marked)[TRACED]) return;
  (pool as Marked)[TRACED] = true;
  const connect = pool.connect as unknown as (cb?: unknown) => unknown;
  (pool as unknown as { connect: (cb?: unknown) => unknown }).connect = function (this: pg.Pool, cb?: unknown) {
    return typeof cb === 'function' ? connect.call(this, context.bind(context.active(), cb)) : connect.call(this);
  };
  pool.on('acquire', (client) => traceClient(client, tracing));
}

function traceClient(client: pg.PoolClient, tracing: Tracing): void {
  if ((client as Marked)[TRACED]) return;
  (client as Marked)[TRACED] = true;
  const query = client.query as unknown as QueryFn;
  (client as unknown as { query: QueryFn }).query = function (this: pg.PoolClient, ...args: unknown[]) {
    const parent = recordingSpan();
    const text = statementText(args[0]);
    // Outside a span, or a Submittable (a cursor or a stream: it ends on its own events), the query runs as it would untraced.
    if (!parent || text === undefined) return query.apply(this, args);
    const span = startQuerySpan(tracing, this, text);
    const callbackAt = typeof args[2] === 'function' ? 2 : typeof args[1] === 'function' ? 1 : -1;
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as Callback;
      args[callbackAt] = (err: Error | null | undefined, res?: unknown) => {
        endQuerySpan(span, err, res);
        callback(err, res);
      };
    }
    let result: unknown;
    try {
      result = query.apply(this, args);
    } catch (err) {
      endQuerySpan(span, err as Error);
      throw err;
    }
    if (callbackAt < 0) {
      if (isThenable(result)) {
        result.then(
          (res) => endQuerySpan(span, undefined, res),
          (err: Error) => endQuerySpan(span, err),
        );
      } else {
        // A query config carrying its own callback: nothing to wait on here, so the span marks only that it was sent.
        span.end();
      }
    }
    return result;
  };
}

function statementText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && typeof (config as { submit?: unknown }).submit !== 'function') {
    const text = (config as { text?: unknown }).text;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** The statement's first keyword (SELECT, INSERT, WITH, BEGIN...), for the span name. */
function operationOf(text: string): string | undefined {
  const match = /^\s*([A-Za-z]+)/.exec(text);
  return match ? match[1]!.toUpperCase() : undefined;
}

function startQuerySpan(tracing: Tracing, client: pg.PoolClient, text: string): Span {
  const { database, host, port } = client as unknown as { database?: string; host?: string; port?: number };
  const operation = operationOf(text);
  const links: Link[] | undefined = batchLinks();
  return tracing.tracer.startSpan(
    [operation, database].filter(Boolean).join(' ') || 'postgresql',
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.query.text': text.length > MAX_STATEMENT_CHARS ? text.slice(0, MAX_STATEMENT_CHARS) : text,
        ...(operation ? { 'db.operation.name': operation } : {}),
        ...(database ? { 'db.namespace': database } : {}),
        ...(host ? { 'server.address': host } : {}),
        ...(port ? { 'server.port': port } : {}),
      },
      ...(links ? { links } : {}),
    },
    context.active(),
  );
}

function endQuerySpan(span: Span, err: Error | null | undefined, res?: unknown): void {
  if (err) {
    // The SQLSTATE only: PostgreSQL's message can quote a value (`invalid input syntax for type uuid: "..."`).
    const code = (err as { code?: unknown }).code;
    const type = typeof code === 'string' ? code : err.name || 'Error';
    span.setAttribute('error.type', type);
    if (typeof code === 'string') span.setAttribute('db.response.status_code', code);
    span.setStatus({ code: SpanStatusCode.ERROR });
  } else {
    const rows = (res as { rows?: unknown } | undefined)?.rows;
    if (Array.isArray(rows)) span.setAttribute('db.response.returned_rows', rows.length);
  }
  span.end();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
