/** The streams domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { apiStreamHub, statusMatches, STREAM_CHANNEL } from './api-stream-hub';
export type { ApiStreamHub, StreamFilter, StreamKey } from './api-stream-hub';
