import { context, createContextKey, trace, type Context, type Link } from '@opentelemetry/api';

/**
 * Writes that several requests share (the grouped payment writer, decision 0002) run in the
 * context of the first of them, so their query spans sit in that request's trace, and carry a
 * link to each other request's span, so every trace of the batch reaches the one write it waited on.
 * Without tracing, `context.active()` is the empty root context and this costs next to nothing.
 */

const BATCH_LINKS = createContextKey('smartsplit.batch-links');

/** Runs `fn` for a batch: inside the first item's context, linking the others' spans. */
export function withBatchContext<T>(contexts: Context[], fn: () => T): T {
  const [first, ...rest] = contexts;
  if (!first) return fn();
  const links: Link[] = [];
  for (const other of rest) {
    const span = trace.getSpan(other);
    if (span && span.isRecording()) links.push({ context: span.spanContext() });
  }
  return context.with(links.length > 0 ? first.setValue(BATCH_LINKS, links) : first, fn);
}

/** The links of the batch the current code writes for, if any. */
export function batchLinks(): Link[] | undefined {
  return context.active().getValue(BATCH_LINKS) as Link[] | undefined;
}
