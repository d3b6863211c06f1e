import { context, defaultTextMapSetter, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import type { Tracing } from '@server/tracing';
import type { ClaimedDelivery } from './delivery-claim';
import type { DeliveryOutcome } from './deliver-webhook';
import type { AttemptResult } from './send-webhook';
import type { CheckedTarget } from './target-guard';

/**
 * Spans of a webhook attempt (decision 0046), made only when tracing is on:
 * - `webhook attempt`, an internal span for the whole attempt: the checks, the POST and the queries
 *   that record it. It starts its own trace: the worker sends outside any request;
 * - `POST`, a client span around the request to the merchant's endpoint, whose traceparent goes out
 *   with it so a receiver that traces can continue it.
 * The endpoint's URL is not recorded, only its host and port: receivers often put a secret in the
 * path or the query.
 */

function deliveryAttributes(claimed: ClaimedDelivery): Attributes {
  return {
    'smartsplit.webhook.endpoint_id': claimed.endpoint.id,
    'smartsplit.webhook.delivery_id': claimed.id,
    'smartsplit.webhook.event_id': claimed.event.id,
    'smartsplit.webhook.event_type': claimed.event.type,
    'smartsplit.webhook.attempt': claimed.attemptCount,
  };
}

export async function withAttemptSpan(tracing: Tracing, claimed: ClaimedDelivery, attempt: () => Promise<DeliveryOutcome>): Promise<DeliveryOutcome> {
  return tracing.tracer.startActiveSpan('webhook attempt', { kind: SpanKind.INTERNAL, attributes: deliveryAttributes(claimed) }, async (span) => {
    try {
      const outcome = await attempt();
      span.setAttribute('smartsplit.webhook.outcome', outcome);
      return outcome;
    } catch (err) {
      // Only a database failure gets here (the lease brings the delivery back).
      span.setAttribute('error.type', (err as { code?: string }).code ?? (err as Error).name ?? 'Error');
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Runs `post` inside a client span, handing it the traceparent (and tracestate) headers to send. */
export async function tracedPost(
  tracing: Tracing,
  claimed: ClaimedDelivery,
  target: CheckedTarget,
  post: (traceHeaders: Record<string, string>) => Promise<AttemptResult>,
): Promise<AttemptResult> {
  const port = target.url.port ? Number(target.url.port) : target.url.protocol === 'https:' ? 443 : 80;
  const span = tracing.tracer.startSpan('POST', {
    kind: SpanKind.CLIENT,
    attributes: {
      'http.request.method': 'POST',
      'url.scheme': target.url.protocol.replace(':', ''),
      'server.address': target.url.hostname,
      'server.port': port,
      'network.peer.address': target.address,
      ...deliveryAttributes(claimed),
    },
  });
  const spanContext = trace.setSpan(context.active(), span);
  const traceHeaders: Record<string, string> = {};
  tracing.propagator.inject(spanContext, traceHeaders, defaultTextMapSetter);
  const result = await context.with(spanContext, () => post(traceHeaders));
  const status = result.responseStatus;
  if (status !== null) span.setAttribute('http.response.status_code', status);
  // Any answer outside 2xx fails the attempt, so it marks the client span as failed (as OpenTelemetry's HTTP conventions do from 400).
  if (status === null || status < 200 || status >= 300) {
    span.setAttribute('error.type', status === null ? 'no_answer' : String(status));
    span.setStatus({ code: SpanStatusCode.ERROR, ...(result.error ? { message: result.error } : {}) });
  }
  span.end();
  return result;
}
