import { context, defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCardNumber } from '@engine/index';
import type { Tracing } from './tracing';

/**
 * A server span for every request, named `METHOD /route/template`, continuing the caller's W3C
 * `traceparent` when there is one. The rest of the request runs inside the span's context, so the
 * queries it makes become its children and its log lines carry its trace id; the answer carries
 * the trace id in `Trace-Id`, beside `Request-Id`.
 *
 * Fastify runs a request's hooks and handler through callbacks, so entering the context in onRequest
 * carries it to the handler; across reading the body, Fastify's content-type parser carries it (it
 * resumes in an AsyncResource made in the request's context), and preValidation enters it again
 * for a parser that would not. onResponse ends the span and runs the hooks after it (the request
 * log line) inside the context too.
 */

export const TRACE_ID_HEADER = 'Trace-Id';

interface RequestTrace {
  span: Span;
  context: Context;
  ended: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span and context; null unless tracing is on. */
    trace: RequestTrace | null;
  }
}

/** The path without its query string (which may carry a token), or the route template if the path holds what looks like a card number. */
function spanPath(request: FastifyRequest, route: string | undefined): string {
  const path = request.url.split('?', 1)[0]!.slice(0, 512);
  return findCardNumber(path) ? (route ?? '') : path;
}

/** Call on the root app before any other hook, so every request's hooks run inside its span. */
export function registerRequestTracing(app: FastifyInstance, tracing: Tracing): void {
  app.decorateRequest('trace', null);

  app.addHook('onRequest', (request, reply, done) => {
    const parent = tracing.propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const route = request.routeOptions.url;
    const span = tracing.tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': spanPath(request, route),
          'url.scheme': request.protocol,
          'client.address': request.ip,
          'network.protocol.version': request.raw.httpVersion,
          'smartsplit.request_id': request.id,
          ...(route ? { 'http.route': route } : {}),
        },
      },
      parent,
    );
    const spanContext = trace.setSpan(parent, span);
    request.trace = { span, context: spanContext, ended: false };
    reply.header(TRACE_ID_HEADER, span.spanContext().traceId);
    context.with(spanContext, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (request.trace) context.with(request.trace.context, done);
    else done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const t = request.trace;
    if (!t) return done();
    if (!t.ended) {
      t.ended = true;
      const status = reply.statusCode;
      t.span.setAttribute('http.response.status_code', status);
      // A 4xx is the caller's doing and leaves the server span's status unset (OpenTelemetry's HTTP conventions).
      if (status >= 500) {
        t.span.setAttribute('error.type', String(status));
        t.span.setStatus({ code: SpanStatusCode.ERROR });
      }
      t.span.end();
    }
    context.with(t.context, done);
  });

  app.addHook('onRequestAbort', (request, done) => {
    const t = request.trace;
    if (t && !t.ended) {
      t.ended = true;
      t.span.setAttribute('error.type', 'aborted');
      t.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client closed the connection before the answer' });
      t.span.end();
    }
    done();
  });
}
