import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per running (or lately running) app instance, upserted by its heartbeat every
 * HEARTBEAT_INTERVAL_MS. The figures describe the minute before `last_seen_at`.
 */
export const appInstances = pgTable(
  'app_instances',
  {
    /** Random per process start. */
    instanceId: text('instance_id').primaryKey(),
    host: text('host').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Set by a clean shutdown. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** When an instance first noticed this one had stopped or gone quiet (once per outage). */
    downNoticedAt: timestamp('down_noticed_at', { withTimezone: true }),
    requestsLastMinute: integer('requests_last_minute').notNull().default(0),
    errorsLastMinute: integer('errors_last_minute').notNull().default(0),
    p50Ms: real('p50_ms'),
    p99Ms: real('p99_ms'),
    eventLoopLagMs: real('event_loop_lag_ms'),
  },
  (t) => [index('app_instances_last_seen_idx').on(t.lastSeenAt)],
);

/** Each instance's figures per calendar minute, for the System Health charts; kept 7 days. */
export const appInstanceMinutes = pgTable(
  'app_instance_minutes',
  {
    instanceId: text('instance_id').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull(),
    errors: integer('errors').notNull(),
    p50Ms: real('p50_ms'),
    p99Ms: real('p99_ms'),
    eventLoopLagMs: real('event_loop_lag_ms'),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.minute] }), index('app_instance_minutes_minute_idx').on(t.minute)],
);
