import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DerivedKeys } from './modules/auth';
import type { AppMetrics } from './modules/metrics';
import type { ReadReplica } from './modules/read-replica';
import type { Tracing } from './tracing';

/** What every route and module may need, built once at start. */
export interface AppContext {
  config: Config;
  database: Database;
  keys: DerivedKeys;
  logger: FastifyBaseLogger;
  startedAt: Date;
  /** Random per process start: this instance's id in heartbeats and System Health. */
  instanceId?: string;
  /** This app's Prometheus registry and recent-request window; absent outside a built app (CLI tools). */
  metrics?: AppMetrics;
  /** The replica's monitor and read-your-writes marks, when ctx.database.replica is set (decision 0042). */
  replica?: ReadReplica;
  /** OpenTelemetry tracing; absent when OTEL_EXPORTER_OTLP_ENDPOINT is unset, and outside a built app (decision 0046). */
  tracing?: Tracing;
  /**
   * The clock for time-limited tokens (password reset links): Date.now unless a test sets its own,
   * so expiry can be tested without waiting. Read it through appNow().
   */
  now?: () => number;
}

/** The current time as the app's clock tells it. */
export function appNow(ctx: Pick<AppContext, 'now'>): Date {
  return new Date(ctx.now ? ctx.now() : Date.now());
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
