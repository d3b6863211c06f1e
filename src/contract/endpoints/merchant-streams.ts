import { defineEndpoint } from '../endpoint';
import { eventStreamQuerySchema, requestLogStreamQuerySchema } from '../streams';

/** Live streams for an API key: its mode's events and request log as they happen (decision 0036). */
const base = { method: 'GET', auth: 'apiKey', tags: ['Events and webhooks'], responses: { 200: null }, produces: ['text/event-stream'] } as const;

const common =
  'A text/event-stream of the key’s own mode only, from whichever instance it connects to. Each item has its id as the SSE `id`; ' +
  'reconnect with `Last-Event-ID` (or `since`) to get what was stored after it first (at most 500; `ready` says `more: true` when there were more). ' +
  '`ready` (`{ replayed, more }`) marks the end of the replay. A comment every 15 seconds keeps it open; revoking the key ends it. ' +
  'Each instance keeps at most API_STREAMS_PER_MERCHANT (10) streams open per merchant: one more is 429 with Retry-After.';

export const streamEvents = defineEndpoint({
  ...base,
  path: '/api/merchant/stream/events',
  summary: 'Live events (Server-Sent Events)',
  description: `Each stored event of the key’s merchant and mode as \`event\` frames (data: the Event), optionally of some \`types\` only. ${common}`,
  query: eventStreamQuerySchema,
});

export const streamRequestLog = defineEndpoint({
  ...base,
  path: '/api/merchant/stream/request-log',
  summary: 'Live request log (Server-Sent Events)',
  description: `Each request made with the merchant’s keys of this mode as \`request\` frames (data: the ApiRequest), filtered by \`status\` and \`path\` as the request log list is. Entries arrive within about a second. ${common}`,
  query: requestLogStreamQuerySchema,
});
