/** The events domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { eventDataSql, getEvent, listEvents } from './list-events';
export { recordAccountEvent, recordEvent } from './record-event';
export { eventExists, eventsAfter, eventsByIds, latestEventId } from './stream-events';
