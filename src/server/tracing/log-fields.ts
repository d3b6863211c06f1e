import { context, isSpanContextValid, trace } from '@opentelemetry/api';

/**
 * pino's mixin when tracing is on: every line logged inside a span (a request, a query, a webhook
 * delivery) carries `trace_id` and `span_id`, the names OpenTelemetry's log data model gives them,
 * so a log line leads to its trace and back. Not installed at all when tracing is off.
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const sc = span.spanContext();
  return isSpanContextValid(sc) ? { trace_id: sc.traceId, span_id: sc.spanId } : {};
}
