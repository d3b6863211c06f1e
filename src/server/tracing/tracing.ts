import { context, trace, type Span, type TextMapPropagator, type Tracer } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type { TracingConfig } from '@server/config';

/**
 * OpenTelemetry tracing (docs/decisions/0046-tracing.md). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is
 * set: then the SDK is not even loaded, no hook is added and no query is wrapped.
 *
 * The provider belongs to the app that started it and is never made the global one, so the spans
 * are only those we make ourselves (request, query, webhook delivery): libraries that trace through
 * the global API on their own (drizzle-orm does) stay no-ops. Only the context manager is global:
 * AsyncLocalStorage is how a query finds the request it runs for.
 */
export interface Tracing {
  tracer: Tracer;
  /** W3C Trace Context: reads a caller's traceparent, writes ours into outgoing webhook requests. */
  propagator: TextMapPropagator;
  /** Sends what is buffered now (tests; shutdown does it too). */
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface StartTracingOptions {
  version: string;
  environment: string;
  instanceId?: string;
  logger: FastifyBaseLogger;
}

/** A failing collector is logged at most this often: the exporter retries and drops on its own, and must never flood the log. */
const EXPORT_ERROR_LOG_INTERVAL_MS = 60_000;

let contextManagerInstalled = false;

export async function startTracing(config: TracingConfig, { version, environment, instanceId, logger }: StartTracingOptions): Promise<Tracing> {
  // Loaded here, so a process with tracing off never loads the SDK.
  const [{ AsyncLocalStorageContextManager }, { setGlobalErrorHandler, W3CTraceContextPropagator }, { OTLPTraceExporter }, { resourceFromAttributes }, sdk] =
    await Promise.all([
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
    ]);
  const { AlwaysOnSampler, BasicTracerProvider, BatchSpanProcessor } = sdk;
  if (!contextManagerInstalled) {
    // Once per process, and kept: another app in the process (tests) may be inside a span. It is
    // refused if something else registered one first; that one then carries our context.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    contextManagerInstalled = true;
  }
  let lastErrorLogged = 0;
  setGlobalErrorHandler((err) => {
    const now = Date.now();
    if (now - lastErrorLogged < EXPORT_ERROR_LOG_INTERVAL_MS) return;
    lastErrorLogged = now;
    // The message only: an export error can carry the collector's answer, never our span data.
    logger.warn({ tracesUrl: config.tracesUrl, reason: err instanceof Error ? err.message : String(err) }, 'tracing: spans could not be exported');
  });
  // JSON over HTTP: the collector's default OTLP/HTTP port understands it, and so can a test.
  const exporter = new OTLPTraceExporter({ url: config.tracesUrl, timeoutMillis: 10_000 });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.serviceName,
      'service.version': version,
      'deployment.environment.name': environment,
      ...(instanceId ? { 'service.instance.id': instanceId } : {}),
    }),
    // Every span is recorded: a caller's traceparent gives the trace its id and parent, but its
    // sampled flag does not decide for us (any client could otherwise hide its requests from tracing).
    sampler: new AlwaysOnSampler(),
    // Spans are queued and sent in batches off the request path; when the queue is full they are dropped, never waited for.
    spanProcessors: [new BatchSpanProcessor(exporter, { maxQueueSize: 8192, maxExportBatchSize: 512, scheduledDelayMillis: 2000 })],
  });
  const tracer = provider.getTracer('smartsplit', version);
  return {
    tracer,
    propagator: new W3CTraceContextPropagator(),
    forceFlush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** The span the running code is inside, if it is still recording (not ended, and sampled). */
export function recordingSpan(): Span | undefined {
  const span = trace.getSpan(context.active());
  return span?.isRecording() ? span : undefined;
}
