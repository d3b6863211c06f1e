import { z } from 'zod';
import { REQUEST_ID_PATTERN, requestLogFilterShape } from './api-request-log';
import { EVENT_TYPES, eventIdSchema } from './events';

/**
 * The live streams an API key reads (decision 0036): its merchant's events, or its request log, of
 * the key's mode, as Server-Sent Events. Each item carries its id as the SSE `id`, so a client that
 * reconnects with `Last-Event-ID` (or `?since=`) gets what it missed, up to STREAM_REPLAY_LIMIT.
 */

/** Items replayed after a `since` id at most; `ready` says when there were more. */
export const STREAM_REPLAY_LIMIT = 500;

/** The frames a stream sends besides heartbeat comments. */
export const STREAM_FRAMES = {
  /** One stored event (events stream); data is the Event, id its evt_ id. */
  event: 'event',
  /** One request-log entry (request-log stream); data is the ApiRequest, id its req_ id. */
  request: 'request',
  /**
   * Replay is done and the stream is live: `{ replayed, more }`. Its id is the stream's place (the
   * last item replayed, else `since`, else the newest stored item), so a reconnect resumes from there.
   */
  ready: 'ready',
} as const;

const typesFilter = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    const unknown = value.split(',').filter((t) => !(EVENT_TYPES as readonly string[]).includes(t.trim()));
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: `unknown event type ${unknown.map((t) => JSON.stringify(t)).join(', ')}; use ${EVENT_TYPES.join(', ')}` });
  })
  .optional()
  .meta({ description: 'Comma-separated event types to stream, e.g. payment.completed,refund.succeeded; all types when absent' });

export const eventStreamQuerySchema = z
  .object({
    types: typesFilter,
    since: eventIdSchema.optional().meta({ description: 'Replay the events stored after this one first (as the Last-Event-ID header does)' }),
  })
  .strict();
export type EventStreamQuery = z.infer<typeof eventStreamQuerySchema>;

export const requestLogStreamQuerySchema = z
  .object({
    status: requestLogFilterShape.status,
    path: requestLogFilterShape.path,
    since: z
      .string()
      .regex(REQUEST_ID_PATTERN, 'since must be a request id (req_ and 32 hex characters)')
      .optional()
      .meta({ description: 'Replay the entries logged after this request first (as the Last-Event-ID header does)' }),
  })
  .strict();
export type RequestLogStreamQuery = z.infer<typeof requestLogStreamQuerySchema>;

/** Event types from a `types` value the schema has checked. */
export function parseEventTypes(types: string | undefined): Set<(typeof EVENT_TYPES)[number]> | undefined {
  if (types === undefined) return undefined;
  return new Set(types.split(',').map((t) => t.trim() as (typeof EVENT_TYPES)[number]));
}
