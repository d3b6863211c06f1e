import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a log line may say about an error. A failed query's error carries the SQL text and every
 * parameter (password hashes, encrypted bank details, emails, tokens), and PostgreSQL's `detail`,
 * `where` and `internalQuery` quote row values, so for database errors only the fields that name
 * no value are kept: the SQLSTATE code, severity, constraint, table, column, type and routine, and
 * the message with any quoted value taken out. Other errors keep their name and message. Every
 * error keeps its stack frames, never the lines of its message.
 */

const SANITISED = Symbol('loggable-error');
const MAX_CAUSES = 5;
const MAX_MESSAGE = 300;

/** PostgreSQL errors as `pg` raises them: a five-character SQLSTATE and the server's fields. */
interface PgError extends Error {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
}

function isPgError(err: Error): err is PgError {
  const e = err as Partial<PgError>;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && (typeof e.severity === 'string' || typeof e.routine === 'string');
}

function isQueryError(err: Error): boolean {
  return err instanceof DrizzleQueryError || ('query' in err && 'params' in err);
}

const EMAIL = /[^\s"'@<>(),;]+@[^\s"'@<>(),;]+/g;

/** A database message without the values it quotes: names of the constraint, table, column and type stay readable. */
export function redactDatabaseMessage(message: string, names: readonly (string | undefined)[] = []): string {
  const known = new Set(names.filter((n): n is string => typeof n === 'string' && n !== ''));
  return message
    .replace(/"([^"]*)"/g, (whole, inner: string) => (known.has(inner) ? whole : '"[redacted]"'))
    .replace(/'[^']*'/g, "'[redacted]'")
    .replace(EMAIL, '[redacted]')
    .slice(0, MAX_MESSAGE);
}

function frames(err: Error): string | undefined {
  const lines = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length ? lines.join('\n') : undefined;
}

function describe(err: Error): Record<string, unknown> {
  if (isQueryError(err)) return { type: 'DrizzleQueryError', message: 'Failed query (SQL text and parameters withheld)' };
  if (isPgError(err)) {
    return Object.fromEntries(
      Object.entries({
        type: 'DatabaseError',
        code: err.code,
        severity: err.severity,
        constraint: err.constraint,
        table: err.table,
        column: err.column,
        schema: err.schema,
        dataType: err.dataType,
        routine: err.routine,
        message: redactDatabaseMessage(err.message, [err.constraint, err.table, err.column, err.schema, err.dataType]),
      }).filter(([, v]) => v !== undefined),
    );
  }
  const code = (err as Error & { code?: unknown }).code;
  return { type: err.name, message: err.message.slice(0, MAX_MESSAGE), ...(typeof code === 'string' ? { code } : {}) };
}

/** The pino serializer for `err`: safe to call twice (an already sanitised value passes through). */
export function loggableError(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if ((value as Record<symbol, unknown>)[SANITISED]) return value;
  if (!(value instanceof Error)) return value;
  const out: Record<string | symbol, unknown> = { ...describe(value), stack: frames(value) };
  const causes: Record<string, unknown>[] = [];
  let cause: unknown = value.cause;
  while (cause instanceof Error && causes.length < MAX_CAUSES) {
    causes.push(describe(cause));
    cause = cause.cause;
  }
  if (causes.length) out.causes = causes;
  out[SANITISED] = true;
  return out;
}

/** In the shape pino and Fastify type an `err` serializer with. */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export const LOG_SERIALIZERS = { err: (err: unknown) => loggableError(err) as SerializedError };
