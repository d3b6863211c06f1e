import { z } from 'zod';

const iso = z.string().meta({ description: 'ISO-8601' });

export const HEALTH_STATES = ['ok', 'degraded', 'down'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const healthCheckSchema = z
  .object({
    name: z.enum(['database', 'email-outbox', 'instances', 'read-replica']),
    status: z.enum(HEALTH_STATES),
    detail: z.string(),
  })
  .meta({ id: 'HealthCheck' });

export const instanceHealthSchema = z
  .object({
    instanceId: z.string(),
    host: z.string(),
    version: z.string(),
    startedAt: iso,
    lastSeenAt: iso,
    /** up: beating; down: stopped cleanly, or no heartbeat for the stale threshold. */
    status: z.enum(['up', 'down']),
    downReason: z.enum(['stopped', 'no-heartbeat']).nullable(),
    /** The instance that answered this request. */
    current: z.boolean(),
    requestsLastMinute: z.number().int().nonnegative(),
    errorsLastMinute: z.number().int().nonnegative(),
    p50Ms: z.number().nullable(),
    p99Ms: z.number().nullable(),
    eventLoopLagMs: z.number().nullable(),
  })
  .meta({ id: 'InstanceHealth' });
export type InstanceHealth = z.infer<typeof instanceHealthSchema>;

export const systemHealthSchema = z
  .object({
    checkedAt: iso,
    /** down: the database is unreachable or no instance is up; degraded: another check failed. */
    status: z.enum(HEALTH_STATES),
    checks: z.array(healthCheckSchema),
    staleAfterSeconds: z.number().positive(),
    /** Instances seen in the last 24 hours, newest start first. */
    instances: z.array(instanceHealthSchema),
    database: z
      .object({
        serverVersion: z.string(),
        sizeBytes: z.number().int().nonnegative(),
        connectionsInUse: z.number().int().nonnegative(),
        maxConnections: z.number().int().positive(),
        /** The longest-running active query's age, other than this check's own; null when none runs. */
        longestQuerySeconds: z.number().nonnegative().nullable(),
      })
      .nullable()
      .meta({ description: 'Null when the database could not be read' }),
    queues: z
      .object({
        emailOutbox: z.object({
          pending: z.number().int().nonnegative(),
          oldestPendingSeconds: z.number().nonnegative().nullable(),
        }),
        /** Webhook deliveries pending or retrying. */
        webhooks: z.object({
          pending: z.number().int().nonnegative(),
          oldestPendingSeconds: z.number().nonnegative().nullable(),
        }),
      })
      .nullable(),
    /** The read replica as the answering instance last sampled it (every 100 ms); null when none is configured. */
    replica: z
      .object({
        /** up: reads use it; lagging: further behind than REPLICA_MAX_LAG_MS; down: it does not answer. Reads fall back to the primary unless up. */
        status: z.enum(['up', 'lagging', 'down']),
        lagSeconds: z.number().nonnegative().nullable(),
        replayLsn: z.string().nullable(),
        detail: z.string().nullable(),
        sampledAt: iso.nullable(),
      })
      .nullable()
      .meta({ description: 'Null when no read replica is configured (DATABASE_REPLICA_URL)' }),
  })
  .meta({ id: 'SystemHealth' });
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const HEALTH_HISTORY_RANGES = ['hour', 'day'] as const;

export const healthHistoryQuerySchema = z.object({ range: z.enum(HEALTH_HISTORY_RANGES, { error: 'range must be hour or day' }).default('hour') }).strict();

export const healthHistorySchema = z
  .object({
    range: z.enum(HEALTH_HISTORY_RANGES),
    bucketSeconds: z.number().int().positive(),
    points: z.array(
      z.object({
        at: iso,
        /** All instances together. */
        requests: z.number().int().nonnegative(),
        errors: z.number().int().nonnegative(),
        requestsPerMinute: z.number().nonnegative(),
        /** Percent of requests answered 5xx; null without requests. */
        errorRatePercent: z.number().nonnegative().nullable(),
        /** The highest per-instance, per-minute p99 in the bucket (an upper bound of the true p99). */
        p99Ms: z.number().nonnegative().nullable(),
      }),
    ),
  })
  .meta({ id: 'HealthHistory' });
export type HealthHistory = z.infer<typeof healthHistorySchema>;
