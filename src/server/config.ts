import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env. Everything else receives a Config.
 * A bad value stops start-up with every problem listed at once.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const postgresUrl = optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), 'must be a postgres:// or postgresql:// URL');

/** An optional whole number within bounds, with its default when unset. */
function wholeNumber(fallback: number, min: number, max: number, unit: string) {
  return optionalString
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, `must be a whole number of ${unit} from ${min} to ${max}`);
}

/** An IPv4 or IPv6 address, optionally with a prefix length within its family's bounds. */
function isAddressOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Requests a second per API key: a whole number from 0 (no limit) to 100000. */
const apiRateLimit = (fallback: number) =>
  optionalString
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100_000, 'must be a whole number of requests a second from 0 (no limit) to 100000');

const envSchema = z
  .object({
    PORT: optionalString
      .transform((v) => (v === undefined ? 5000 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= 65535, 'must be a whole number from 0 to 65535'),
    HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
    DATA_DIR: optionalString.transform((v) => path.resolve(v ?? './data')),
    DATABASE_URL: postgresUrl,
    DATABASE_REPLICA_URL: postgresUrl,
    REPLICA_MAX_LAG_MS: wholeNumber(5000, 100, 3_600_000, 'milliseconds'),
    APP_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters (leave it unset to have one generated)'),
    APP_SECRET_FILE: optionalString.transform((v) => (v === undefined ? undefined : path.resolve(v))),
    ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, 'must be an email address'),
    ADMIN_PASSWORD: optionalString,
    ADMIN_NOTIFY_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, 'must be an email address'),
    SMTP_URL: optionalString.refine(
      (v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v),
      'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
    ),
    SMTP_POOL_SIZE: wholeNumber(5, 1, 100, 'connections'),
    SMTP_RATE_LIMIT_PER_SECOND: wholeNumber(0, 0, 100_000, 'messages a second (0: no limit)'),
    MAIL_FROM: optionalString.refine(
      (v) => v === undefined || /^(.+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(v),
      'must be an address like "SmartSplit <no-reply@example.com>"',
    ),
    PUBLIC_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL such as https://smartsplit.example.com'),
    LOG_LEVEL: optionalString
      .transform((v) => v ?? 'info')
      .refine((v): v is (typeof LOG_LEVELS)[number] => (LOG_LEVELS as readonly string[]).includes(v), {
        message: `must be one of ${LOG_LEVELS.join(', ')}`,
      }),
    NODE_ENV: optionalString.transform((v) => v ?? 'production'),
    API_LOG_RETENTION_DAYS: optionalString
      .transform((v) => (v === undefined ? 30 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 3650, 'must be a whole number of days from 1 to 3650'),
    TRUST_PROXY: optionalString.refine(
      (v) => v === undefined || v === 'true' || v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((part) => isAddressOrCidr(part.trim())),
      'must be false, a hop count, or a comma-separated list of proxy addresses/CIDRs (true only outside production)',
    ),
    METRICS_TOKEN: optionalString.refine(
      (v) => v === undefined || /^[\x21-\x7e]{16,512}$/.test(v),
      'must be 16 to 512 printable characters without spaces (leave it unset to turn /metrics off)',
    ),
    HEARTBEAT_INTERVAL_MS: optionalString
      .transform((v) => (v === undefined ? 10_000 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 50 && n <= 600_000, 'must be a whole number of milliseconds from 50 to 600000'),
    HEARTBEAT_STALE_MS: optionalString
      .transform((v) => (v === undefined ? 30_000 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 100 && n <= 3_600_000, 'must be a whole number of milliseconds from 100 to 3600000'),
    WEBHOOK_RETRY_SCHEDULE: optionalString.refine(
      (v) => v === undefined || v.split(',').every((part) => /^\s*\d+(\.\d+)?\s*$/.test(part) && Number(part) <= 7 * 24 * 3600),
      'must be a comma-separated list of waits in seconds (each at most 604800), e.g. 5,300,1800',
    ),
    NOTIFICATION_STREAMS_PER_USER: optionalString
      .transform((v) => (v === undefined ? 10 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1000, 'must be a whole number from 1 to 1000'),
    NOTIFICATION_STREAMS_PER_INSTANCE: optionalString
      .transform((v) => (v === undefined ? 2000 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000, 'must be a whole number from 1 to 1000000'),
    API_STREAMS_PER_MERCHANT: optionalString
      .transform((v) => (v === undefined ? 10 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1000, 'must be a whole number from 1 to 1000'),
    EXPORTS_PER_INSTANCE: optionalString
      .transform((v) => (v === undefined ? 5 : Number(v)))
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1000, 'must be a whole number from 1 to 1000'),
    API_RATE_LIMIT_LIVE: apiRateLimit(100),
    API_RATE_LIMIT_TEST: apiRateLimit(25),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: optionalString.refine((v) => v === undefined || v === 'true' || v === 'false', 'must be true or false'),
    ADMIN_SESSION_IDLE_MINUTES: wholeNumber(15, 2, 24 * 60, 'minutes'),
    ADMIN_SESSION_MAX_HOURS: wholeNumber(12, 1, 30 * 24, 'hours'),
    MERCHANT_SESSION_IDLE_MINUTES: wholeNumber(24 * 60, 2, 30 * 24 * 60, 'minutes'),
    MERCHANT_SESSION_MAX_HOURS: wholeNumber(7 * 24, 1, 90 * 24, 'hours'),
    // Unset: 5 s in production (time for a load balancer to see /readyz fail), none elsewhere (tests, development).
    SHUTDOWN_DRAIN_MS: optionalString.refine(
      (v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 600_000),
      'must be a whole number of milliseconds from 0 to 600000',
    ),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(30_000, 1_000, 3_600_000, 'milliseconds'),
    MAX_EVENT_LOOP_DELAY_MS: wholeNumber(1_000, 0, 60_000, 'milliseconds (0 turns overload shedding off)'),
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.refine(
      (v) => v === undefined || isOtlpBaseUrl(v),
      'must be the http(s) base URL of an OTLP/HTTP receiver without credentials, query or fragment, such as http://localhost:4318 (spans go to <url>/v1/traces); leave it unset to turn tracing off',
    ),
    OTEL_SERVICE_NAME: optionalString.refine(
      (v) => v === undefined || /^[\x21-\x7e]{1,100}$/.test(v),
      'must be 1 to 100 printable characters without spaces, e.g. smartsplit',
    ),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    for (const kind of ['ADMIN', 'MERCHANT'] as const) {
      if (env[`${kind}_SESSION_IDLE_MINUTES`] > env[`${kind}_SESSION_MAX_HOURS`] * 60) {
        ctx.addIssue({ code: 'custom', path: [`${kind}_SESSION_IDLE_MINUTES`], message: `must not exceed ${kind}_SESSION_MAX_HOURS` });
      }
    }
    if (env.APP_SECRET !== undefined && env.APP_SECRET_FILE !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET_FILE'], message: 'set APP_SECRET or APP_SECRET_FILE, not both' });
    } else if (env.APP_SECRET_FILE !== undefined) {
      const problem = readSecretFile(env.APP_SECRET_FILE).problem;
      if (problem) ctx.addIssue({ code: 'custom', path: ['APP_SECRET_FILE'], message: problem });
    }
    // `true` believes whatever X-Forwarded-For a client sends, so anyone could pick the address that
    // per-address limits and the audit trail see. In production the proxies must be named.
    if (env.TRUST_PROXY === 'true' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'true is refused in production: it trusts any X-Forwarded-For a client sends. Set the number of proxies in front of the app (e.g. 1) or a comma-separated list of their addresses/CIDRs (e.g. 10.0.0.0/8)',
      });
    }
    if (env.SHUTDOWN_DRAIN_MS !== undefined && Number(env.SHUTDOWN_DRAIN_MS) >= env.SHUTDOWN_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['SHUTDOWN_TIMEOUT_MS'], message: 'must be longer than SHUTDOWN_DRAIN_MS' });
    }
    // A replica follows one primary at a fixed address; the embedded database's port changes on every start.
    if (env.DATABASE_REPLICA_URL !== undefined && env.DATABASE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_REPLICA_URL'], message: 'needs DATABASE_URL: a replica follows an external primary' });
    }
    if (env.HEARTBEAT_STALE_MS <= env.HEARTBEAT_INTERVAL_MS) {
      ctx.addIssue({ code: 'custom', path: ['HEARTBEAT_STALE_MS'], message: 'must be longer than HEARTBEAT_INTERVAL_MS' });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for reads that may lag (docs/decisions/0042-read-replica.md); unset: every read goes to the primary. */
  databaseReplicaUrl: string | undefined;
  /** A replica further behind than this is not read from: reads fall back to the primary. */
  replicaMaxLagMs: number;
  /** APP_SECRET, or the content of APP_SECRET_FILE. Unset means: generate once into DATA_DIR and reuse (see secrets.ts). */
  appSecret: string | undefined;
  /** Where the secret was read from, when APP_SECRET_FILE is set. */
  appSecretFile: string | undefined;
  admin: { email: string; password: string } | undefined;
  adminNotifyEmail: string | undefined;
  smtpUrl: string | undefined;
  /** Each instance's SMTP connections (also how many messages its outbox worker keeps in flight), and its send rate (0 = no limit). */
  smtpPool: { size: number; rateLimitPerSecond: number };
  mailFrom: string;
  /** Base URL used in emails and docs; defaults to http://localhost:PORT. */
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  environment: string;
  version: string;
  /** Whether to believe X-Forwarded-For (client IPs for rate limits and audit logs behind a load balancer). */
  trustProxy: boolean | number | string[];
  /** Days the API request log keeps its rows (the purge job deletes older ones). */
  apiLogRetentionDays: number;
  /** The bearer token GET /metrics requires; unset turns the endpoint off (404). */
  metricsToken: string | undefined;
  /** How often each instance records its heartbeat. */
  heartbeatIntervalMs: number;
  /** An instance without a heartbeat for this long is shown as down. */
  heartbeatStaleMs: number;
  /** Live notification streams each instance keeps open at most: per user, and in all. */
  notificationStreams: { perUser: number; perInstance: number };
  /** Live event and request-log streams (API keys) each instance keeps open per merchant (and in all, NOTIFICATION_STREAMS_PER_INSTANCE, counted apart). */
  apiStreamsPerMerchant: number;
  /** CSV and JSON exports one instance streams at once: each holds a pooled connection while the client reads. */
  exportsPerInstance: number;
  /** Requests a second per API key by mode (0 = no limit); an admin's per-merchant setting replaces both. */
  apiRateLimit: { live: number; test: number };
  webhooks: {
    /** Waits in seconds before each automatic retry (the first attempt is immediate). */
    retryScheduleSeconds: number[];
    /** Development and tests only: allow http and private addresses (never the metadata address). */
    allowPrivateTargets: boolean;
  };
  /** How long sessions last: after the idle time without activity, and at most the lifetime in all (decision 0022). */
  sessions: { admin: SessionLifetime; merchant: SessionLifetime };
  /**
   * SIGTERM (decision 0041): /readyz fails at once, requests keep being served for `drainMs`, then
   * the listener closes and what is in flight finishes; `timeoutMs` after the signal the process exits regardless.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /** Requests are refused with 503 OVERLOADED while the event loop's mean delay is past this (0: never). */
  maxEventLoopDelayMs: number;
  /** OpenTelemetry tracing (decision 0046); undefined, the default, turns it off entirely. */
  tracing: TracingConfig | undefined;
}

export interface TracingConfig {
  /** Where spans are POSTed as OTLP/HTTP JSON: OTEL_EXPORTER_OTLP_ENDPOINT with /v1/traces appended. */
  tracesUrl: string;
  serviceName: string;
}

export interface SessionLifetime {
  /** A session without activity for this long ends. */
  idleSeconds: number;
  /** A session ends this long after sign-in, however active. */
  maxSeconds: number;
}

/** Svix's schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined>, version: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.') || 'environment';
      return `${key}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    port,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    appSecret: e.APP_SECRET_FILE !== undefined ? readSecretFile(e.APP_SECRET_FILE).secret : e.APP_SECRET,
    appSecretFile: e.APP_SECRET_FILE,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL,
    smtpUrl: e.SMTP_URL,
    smtpPool: { size: e.SMTP_POOL_SIZE, rateLimitPerSecond: e.SMTP_RATE_LIMIT_PER_SECOND },
    mailFrom: e.MAIL_FROM ?? 'SmartSplit <no-reply@smartsplit.local>',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL as Config['logLevel'],
    environment: e.NODE_ENV,
    version,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiLogRetentionDays: e.API_LOG_RETENTION_DAYS,
    metricsToken: e.METRICS_TOKEN,
    heartbeatIntervalMs: e.HEARTBEAT_INTERVAL_MS,
    heartbeatStaleMs: e.HEARTBEAT_STALE_MS,
    apiRateLimit: { live: e.API_RATE_LIMIT_LIVE, test: e.API_RATE_LIMIT_TEST },
    notificationStreams: { perUser: e.NOTIFICATION_STREAMS_PER_USER, perInstance: e.NOTIFICATION_STREAMS_PER_INSTANCE },
    apiStreamsPerMerchant: e.API_STREAMS_PER_MERCHANT,
    exportsPerInstance: e.EXPORTS_PER_INSTANCE,
    webhooks: {
      retryScheduleSeconds: e.WEBHOOK_RETRY_SCHEDULE ? e.WEBHOOK_RETRY_SCHEDULE.split(',').map((v) => Number(v.trim())) : DEFAULT_WEBHOOK_RETRY_SCHEDULE,
      allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    },
    sessions: {
      admin: { idleSeconds: e.ADMIN_SESSION_IDLE_MINUTES * 60, maxSeconds: e.ADMIN_SESSION_MAX_HOURS * 3600 },
      merchant: { idleSeconds: e.MERCHANT_SESSION_IDLE_MINUTES * 60, maxSeconds: e.MERCHANT_SESSION_MAX_HOURS * 3600 },
    },
    shutdown: {
      drainMs: e.SHUTDOWN_DRAIN_MS !== undefined ? Number(e.SHUTDOWN_DRAIN_MS) : e.NODE_ENV === 'production' ? Math.min(5_000, e.SHUTDOWN_TIMEOUT_MS - 1) : 0,
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    tracing:
      e.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
        ? undefined
        : { tracesUrl: `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`, serviceName: e.OTEL_SERVICE_NAME ?? 'smartsplit' },
  };
}

/** OTLP's base URL (the signal path is appended, as the OpenTelemetry specification says): http(s), a host, no query or fragment. */
function isOtlpBaseUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

/**
 * APP_SECRET_FILE: the secret on its own mount (a secrets volume), apart from DATA_DIR and the
 * environment. Surrounding whitespace (a trailing newline) is ignored.
 */
function readSecretFile(file: string): { secret?: string; problem?: string } {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (err) {
    return { problem: `cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  const secret = content.trim();
  if (secret.length < 32) return { problem: `${file} must hold a secret of at least 32 characters` };
  return { secret };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim());
}
